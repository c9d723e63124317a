/** Shapes stored in the deal engine's JSON columns. Money in integer cents, rates in percent. */
import type { PaymentDisclosure, PaymentFrequency, PaymentType } from '@storefront/domain';

export type DealCondition = 'new' | 'used' | 'cpo';

/** APR for a term (months) and a vehicle condition. */
export interface RateRow {
  condition: DealCondition;
  term: number;
  apr: number;
}

/** Lease residual (percent of MSRP) for a term and a condition, at the base distance allowance. */
export interface ResidualRow {
  condition: DealCondition;
  term: number;
  percent: number;
}

/** Credit-score tier (USA only): the APR is the table's plus the tier's adjustment. */
export interface CreditScoreTier {
  value: string;
  title: Record<string, string>;
  min_score: number;
  apr_adjustment: number;
}

export interface DealFee {
  code: string;
  name: Record<string, string>;
  amountCents: number;
  taxable: boolean;
  group: 'pre_tax' | 'levies' | 'post_tax';
  /** Payment types the fee applies to; all when absent. */
  paymentTypes?: PaymentType[];
}

export interface AddonFilterOptions {
  pagination_enabled: boolean;
  accessory_category_filter: boolean;
  accessory_origin_filter: boolean;
  protection_origin_filter: boolean;
  accessory_page_size: number;
  protection_page_size: number;
}

export interface DealPaymentSettings {
  /** Payment types offered, in display order. */
  payment_types: PaymentType[];
  /** Monthly-based (other frequencies derived by the spec's factors) or periodic amortisation. */
  payment_basis: 'monthly_based' | 'periodic';
  frequencies: PaymentFrequency[];
  default_frequency: PaymentFrequency;
  finance: {
    terms: number[];
    default_term: number;
    rates: RateRow[];
    /** Largest down payment as a share of the price, percent. */
    max_down_payment_percent: number;
    /**
     * Most of a trade-in's lien beyond its value the deal takes (negative equity), cents; absent:
     * the domain's DEFAULT_MAX_NEGATIVE_EQUITY_CENTS.
     */
    max_negative_equity?: number;
  };
  lease: {
    terms: number[];
    default_term: number;
    rates: RateRow[];
    residuals: ResidualRow[];
    distance_allowances: number[];
    default_distance_allowance: number;
    /** Residual points added per yearly allowance (a lower allowance keeps more value). */
    distance_residual_adjustments: Record<string, number>;
    excess_charge_cents: number;
    /** Conditions a lease is offered for. */
    conditions: DealCondition[];
  };
  default_down_payment: number;
  credit_score_tiers: CreditScoreTier[];
  default_credit_score: string | null;
  fees: DealFee[];
  excluded_levies: string[];
  /** Local (county, city) sales tax, percent (USA). */
  local_tax_rate_percent: number;
  /** Rate programmes run to the end of the month; quotes stay valid this many days at least. */
  quote_validity_days: number;
  addon_filter_options: AddonFilterOptions;
}

export interface AccessoryQuestion {
  id: string;
  text: Record<string, string>;
  kind: 'yes_no' | 'choice';
  choices: { value: string; label: Record<string, string> }[];
}

export interface IncentiveConditions {
  conditions?: DealCondition[];
  makes?: string[];
  models?: string[];
  /** Fuel type codes of the vehicle (ev, phev, ...). */
  fuel_types?: string[];
  payment_types?: PaymentType[];
  min_term?: number;
  max_term?: number;
  /** Incentives of one exclusive group cannot be combined. */
  exclusive_group?: string;
}

export interface OrderAnalytics {
  source_document_url: string;
  referrer: string;
}

/** A dealer's trade-in offer on an order (spec 3 §3 offer states: O awaiting customer, A accepted, D declined). */
export interface TradeInOffer {
  /** Cents. */
  value: number;
  expires_on: string | null;
  status: 'pending' | 'accepted' | 'declined';
  /** When the dealer made it (ISO time) and who (staff user id); absent on offers made before these existed. */
  offered_at?: string;
  offered_by?: number;
  /** When the customer answered (ISO time). */
  answered_at?: string;
  /** The customer's reason for declining (required then, spec 3 §5). */
  comments?: string;
  /** Who made it: the dealer (absent: offers made before this existed), or the instant cash offer the shopper took. */
  source?: 'dealer' | 'instant_cash_offer';
  /** The instant cash offer's code. */
  offer_code?: string;
  /** A conditional offer's condition, as the customer reads it with the offer. */
  condition?: string;
  /**
   * Set when the dealer answered without an offer (state D, `comments` the dealer's message to the
   * customer): it makes none (`no_offer`) or takes the trade-in out of the deal (`excluded`).
   */
  dealer_decision?: 'no_offer' | 'excluded';
}

export const OFFER_STATES = { pending: 'O', accepted: 'A', declined: 'D' } as const;

/** The payment last answered for an order. */
export interface PaymentSnapshot {
  payment_type: PaymentType;
  payment: number;
  total: number;
  settings_version: number;
  vehicle_price: number;
  expiry_date: string;
  /** The choices the payment was priced with (absent on snapshots written before they were kept). */
  term?: number | null;
  payment_frequency?: string | null;
  down_payment?: number | null;
  /** Its cost of credit as the customer was shown it (absent on older snapshots; null for cash). */
  disclosure?: PaymentDisclosure | null;
}
