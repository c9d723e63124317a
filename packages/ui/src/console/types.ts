/** The console's data as the staff API answers it (apps/server/src/modules/staff/customers.ts). */
export type ConsoleCustomer = {
  readonly id: number;
  readonly name_or_email: string;
  readonly email: string;
  readonly phone: string | null;
};

export type ConsoleOffer = {
  readonly value: number;
  readonly expires_on: string;
  readonly status: string;
};

export type ConsoleOrder = {
  readonly id: number;
  readonly status: string;
  readonly payment_type: string;
  readonly vehicle: {
    readonly year: number;
    readonly make: string;
    readonly model: string;
    readonly trim: string;
    readonly vin: string;
    readonly stock_number: string;
  };
  /** Section id -> the domain's step state (0 initial, 1 completed, 2 awaiting dealer, 3 awaiting customer, 4 skipped). */
  readonly progress: Readonly<Record<string, number>>;
  readonly trade_in: {
    readonly status: string;
    readonly year: number;
    readonly make: string;
    readonly model: string;
    readonly trim: string;
  } | null;
  readonly trade_in_offer: ConsoleOffer | null;
  readonly credit_application: { readonly status: number | null } | null;
  readonly deposit: { readonly status: string; readonly total: number; readonly currency: string } | null;
  readonly appointment: {
    readonly starts_at: string;
    readonly location: string;
    /** The dealer's IANA time zone: the visit is shown at the dealer's time. */
    readonly time_zone?: string;
  } | null;
};

export type InboxTradeIn = {
  readonly id: number;
  readonly order: number;
  readonly customer: { readonly id: number; readonly name_or_email: string };
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly odometer: number;
  readonly unit: string;
  readonly valuation: {
    readonly low: number;
    readonly high: number;
    readonly currency: string;
    readonly provider: string;
  } | null;
};

/** An offer as the staff API takes it: whole cents and an ISO date. */
export type TradeInOfferInput = { readonly amount: number; readonly expires_on: string };

/** The server's (or the form's) refusal of an offer: of one field, or of the offer as a whole. */
export type OfferError = { readonly field?: 'amount' | 'expires_on'; readonly message: string };
