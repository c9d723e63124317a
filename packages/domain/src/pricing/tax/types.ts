/**
 * Shapes shared by the Canadian and US tax tables.
 *
 * A jurisdiction levies one or more tax components (GST, HST, PST, QST, RST, state tax, local
 * tax). Each component has a rate (integer parts per million), may use tiers on a price basis
 * (BC PST on passenger vehicles, Connecticut over $50,000, Arkansas), may cap the tax
 * (South Carolina), and says whether and up to what amount a trade-in reduces its base.
 */

/** How a trade-in affects a component's taxable base. */
export type TradeInCreditRule =
  | { readonly kind: 'full' }
  | { readonly kind: 'none' }
  /** The base is reduced by the trade-in value up to `capCents` (e.g. Michigan in 2026). */
  | { readonly kind: 'capped'; readonly capCents: number };

/** A rate band: applies when the tier basis is at least `fromCents`. Bands sorted ascending. */
export interface RateTier {
  readonly fromCents: number;
  readonly ppm: number;
}

/** Identifier of a tax line on the stack; the UI turns it into a label. */
export type TaxCode = 'GST' | 'HST' | 'PST' | 'QST' | 'RST' | 'STATE' | 'EXCISE' | 'LOCAL';

export interface TaxComponent {
  readonly code: TaxCode;
  /** Flat rate in parts per million, used when there are no tiers or no tier matches. */
  readonly ppm: number;
  /**
   * Bands on the tier basis (the vehicle's purchase price before trade-in). The whole base is
   * taxed at the matching band's rate (not marginally), as BC and Connecticut do.
   */
  readonly tiers?: readonly RateTier[];
  /** Tiers apply only to passenger vehicles (BC); other vehicles pay the flat rate. */
  readonly tiersPassengerOnly?: boolean;
  readonly tradeIn: TradeInCreditRule;
  /** Maximum tax of this component for one sale (South Carolina's $500). */
  readonly maxTaxCents?: number;
  /** The local taxing area of a LOCAL component from the ZIP code table (us-local.ts), e.g. 'Orleans Parish (New Orleans)'. */
  readonly area?: string;
}

/** How a lease is taxed in a jurisdiction. */
export type LeaseTaxMethod =
  /** Tax on each payment (all of Canada; most US states). */
  | 'per_payment'
  /** Tax on the sum of the payments and the cash down, due at signing (NY, NJ, MN, OH). */
  | 'upfront_on_payments'
  /** Tax on the agreed value of the vehicle, due at signing (TX, VA, MD, GA, OK). */
  | 'upfront_on_price'
  /** No sales tax on the lease. */
  | 'none';

export interface Jurisdiction {
  readonly country: 'CA' | 'US';
  /** Province, territory or state code (ISO 3166-2 suffix), DC included. */
  readonly code: string;
  readonly name: string;
  readonly components: readonly TaxComponent[];
  readonly leaseTaxMethod: LeaseTaxMethod;
  /** Where the figures come from. */
  readonly source: string;
  /** What the table does not model for this jurisdiction. */
  readonly note?: string;
  /**
   * Whether a lessee's trade-in lowers the tax of a lease taxed on the agreed value
   * (`upfront_on_price`); true when absent. Texas: false (the leasing company is the purchaser).
   */
  readonly leaseTradeInCredit?: boolean;
}
