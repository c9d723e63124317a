import type { PaymentDisclosure } from '../internal/domain.ts';

/** The console's data as the staff API answers it (apps/server/src/modules/staff/customers.ts). */
export type ConsoleCustomer = {
  readonly id: number;
  readonly name_or_email: string;
  readonly email: string;
  readonly phone: string | null;
  /** email, phone or sms, when the customer said (and the dealer asks). */
  readonly preferred_method_of_contact?: string | null | undefined;
};

export type ConsoleOffer = {
  readonly value: number;
  readonly expires_on: string;
  /** pending (awaiting the customer), accepted or declined. */
  readonly status: string;
  /** The customer's reason for declining it, or the dealership's message when it made no offer. */
  readonly comments?: string | null | undefined;
  /** Set when the dealership answered without an offer: none made, or the trade-in out of the deal. */
  readonly dealer_decision?: 'no_offer' | 'excluded' | null | undefined;
  /** A conditional offer's condition, as the customer reads it. */
  readonly condition?: string | null | undefined;
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
  /**
   * The accessories in the deal, each with the questions it asks and the customer's answers (`answer`:
   * the value, `yes`/`no` for a yes/no question, null when left open; `answer_label`: a choice's words).
   */
  readonly accessories?:
    | readonly {
        readonly id: number;
        readonly title: string;
        readonly install: boolean;
        readonly questions: readonly {
          readonly id: string;
          readonly text: string;
          readonly answer: string | null;
          readonly answer_label: string | null;
        }[];
      }[]
    | undefined;
  /** The payment last quoted to the customer (cents; frequency and term null for cash). */
  readonly payment?: {
    readonly amount: number;
    readonly total: number;
    readonly frequency: string | null;
    readonly term: number | null;
    readonly down_payment: number | null;
    /** Its cost of credit as the customer was shown it (the domain's disclosure); null for cash. */
    readonly disclosure?: PaymentDisclosure | null | undefined;
  } | null;
  readonly credit_application: { readonly status: number | null } | null;
  readonly deposit: { readonly status: string; readonly total: number; readonly currency: string } | null;
  readonly appointment: {
    readonly starts_at: string;
    readonly location: string;
    /** The dealer's IANA time zone: the visit is shown at the dealer's time. */
    readonly time_zone?: string;
    /** Staff confirmed the visit. */
    readonly confirmed?: boolean;
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
  /** The VIN the customer found it by (trade-in 2), or null. */
  readonly vin?: string | null | undefined;
  readonly odometer: number;
  readonly unit: string;
  readonly valuation: {
    readonly low: number;
    readonly high: number;
    readonly currency: string;
    readonly provider: string;
  } | null;
  /** The dealer's last offer: one the customer declined brings the trade-in back here. */
  readonly trade_in_offer?: ConsoleOffer | null | undefined;
  /**
   * Its photos (trade-in 2): each angle the URL of its photo under the staff photo route, or null
   * (`GET /api/dealer/trade-ins/{id}/photos/{field}/`).
   */
  readonly images?: Readonly<Partial<Record<TradeInPhotoAngle, string | null>>> | undefined;
  /** The customer's answers to the dealer's condition questions, in the staff member's language. */
  readonly answers?: readonly TradeInConditionAnswer[] | undefined;
};

/** The six angles of a trade-in's photos, in the order the shopper takes them. */
export const TRADE_IN_PHOTO_ANGLES = [
  'image_front',
  'image_back',
  'image_left',
  'image_right',
  'image_dashboard',
  'image_seat_interior',
] as const;
export type TradeInPhotoAngle = (typeof TRADE_IN_PHOTO_ANGLES)[number];

/** One condition question as answered: the question's text and the answer, both as the server words them. */
export type TradeInConditionAnswer = {
  readonly question: string;
  readonly text: string;
  readonly answer: string;
};

/** An offer as the staff API takes it: whole cents and an ISO date. */
export type TradeInOfferInput = {
  readonly amount: number;
  readonly expires_on: string;
  /** A conditional offer's condition, as the customer reads it with the offer. */
  readonly condition?: string;
};

/** The dealer makes no offer, or takes the trade-in out of the deal, with the customer's message. */
export type TradeInDeclineInput = { readonly reason: 'no_offer' | 'excluded'; readonly message: string };

/** The server's (or the form's) refusal of an offer: of one field, or of the offer as a whole. */
export type OfferError = {
  readonly field?: 'amount' | 'expires_on' | 'condition' | 'message';
  readonly message: string;
};

// The console inbox (credit applications, deposits, appointments and test drives), as the staff API
// answers it (apps/server/src/modules/credit-app/dealer-routes.ts, deposit/routes.ts,
// appointment/dealer-routes.ts).

/** The vehicle of a deal, as the inbox lists name it. */
export type InboxVehicle = {
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
};

/** A credit application sent to the dealership (no personal data of the application). */
export type InboxCreditApplication = {
  readonly id: number;
  readonly order: number;
  readonly customer: number;
  readonly customer_name: string;
  readonly vehicle: InboxVehicle | null;
  /** 1 awaiting customer, 2 awaiting dealer, 3 complete, 4 declined, 5 further verification. */
  readonly status: number;
  readonly submitted_at: string | null;
};

/** An applicant as opened by staff (SIN masked by the server); every field may be missing. */
export type CreditApplicantView = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** One application opened (its read audited by the server). */
export type OpenedCreditApplication = {
  readonly id: number;
  readonly status: number;
  readonly application: {
    readonly primaryApplication: CreditApplicantView;
    readonly coApplication: CreditApplicantView | null;
    readonly system: { readonly id?: string; readonly name: string; readonly sandbox: boolean };
  };
};

/** The decisions staff may record (spec 3: 3 complete, 4 declined, 5 further verification, 1 back to the customer). */
export type CreditDecision = 1 | 3 | 4 | 5;

export type InboxDeposit = {
  readonly id: number;
  readonly order: number;
  readonly status: string;
  readonly deposit_total: number;
  readonly deposit_method: string;
  readonly currency: string;
  readonly card: { readonly brand: string | null; readonly last4: string } | null;
  readonly processor: string;
  readonly paid_on: string | null;
  readonly customer: { readonly id: number; readonly name_or_email: string };
  readonly vehicle_details: (InboxVehicle & { readonly stock_number: string }) | null;
};

export type DepositAction = 'capture' | 'refund' | 'release';

/** A question a shopper asked the dealership (`GET /api/dealer/questions/`). */
export type InboxQuestion = {
  readonly id: number;
  /** The asker's customer id when they were signed in. */
  readonly customer: number | null;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly created_at: string;
  readonly vehicle: (InboxVehicle & { readonly id: number; readonly stock_number: string }) | null;
  /** A staff member marked it answered: when, and who (null: a staff member since deleted). */
  readonly answered?: { readonly at: string; readonly by: string | null } | null;
  /**
   * Every reply sent from the console, oldest first: its words, when, and who (null: a staff member
   * since deleted). A reply is added, never replaced.
   */
  readonly replies?: readonly InboxQuestionReply[] | undefined;
};

/** One reply to a question, sent from the console (`GET /api/dealer/questions/`'s `replies`). */
export type InboxQuestionReply = {
  readonly message: string;
  readonly at: string;
  readonly by: string | null;
};

export type InboxAppointment = {
  readonly id: number;
  readonly order: number;
  readonly customer: { readonly id: number; readonly name_or_email: string; readonly phone: string | null };
  readonly vehicle: InboxVehicle | null;
  readonly start: string;
  readonly location: string;
  /** The customer's address, for a visit at their home. */
  readonly address?: string | null | undefined;
  readonly confirmed: boolean;
};

export type InboxTestDrive = {
  readonly id: number;
  readonly customer: { readonly name: string; readonly phone: string };
  /** The model; `make` empty for a request that named no vehicle of the dealer's. */
  readonly model: { readonly year: number; readonly make?: string; readonly name: string };
  readonly location: string;
  readonly status: string;
  readonly start: string | null;
  readonly created_at: string;
};

/** A customer's test drive, on their page (`GET /api/dealer/customers/{id}/`'s `test_drives`). */
export type ConsoleTestDrive = {
  readonly id: number;
  /** The model; `make` empty for a request that named no vehicle of the dealer's. */
  readonly model: { readonly year: number; readonly make?: string; readonly name: string };
  readonly status: string;
  /** The time staff confirmed, null while the dealership has not set one. */
  readonly start: string | null;
  readonly time_zone: string;
};

/** The dealer's free opening slots (GET /api/customer/appointment/slots/), by day of its calendar. */
export type OpeningDay = {
  readonly date: string;
  readonly slots: readonly { readonly start: string; readonly time: string }[];
};

/** A test drive's model as staff read it: year, make and name. */
export const testDriveModel = (model: ConsoleTestDrive['model']): string =>
  [model.year, model.make, model.name].filter(Boolean).join(' ');
