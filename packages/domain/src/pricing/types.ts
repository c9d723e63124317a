import type { PaymentFrequency, PaymentType } from '../constants.ts';
import type { PaymentMethod, PaymentSystemBasis } from './frequency.ts';
import type { DefaultLevyCode } from './levies.ts';
import type { TaxLine } from './tax/compute.ts';
import type { LeaseTaxMethod } from './tax/types.ts';

/** What a line of the pricing stack is; the UI turns the code into a label. */
export type PricingLineCode =
  | 'vehicle'
  | 'options'
  | 'freight_pdi'
  | 'accessory'
  | 'protection_plan'
  | 'fee'
  | 'incentive'
  | 'trade_in_credit'
  | 'trade_in_owing'
  | 'down_payment'
  /** What the dealer owes the shopper when the credits exceed the deal (a trade-in worth more). */
  | 'equity_returned'
  | DefaultLevyCode;

/** One line of the pricing stack. Credits are negative. */
export interface PricingLine {
  code: PricingLineCode;
  amountCents: number;
  /** Whether the line enters the taxable amount (trade-in credits are applied per tax rule instead). */
  taxable: boolean;
  /** Name given by the dealer or the catalogue (accessory, plan, incentive, fee). */
  label?: string;
  /** Id of the accessory, plan, incentive or fee code. */
  ref?: string;
  /** Accessory priced with installation. */
  installed?: boolean;
  /** Quantity an amount is for (tires of a tire levy). */
  quantity?: number;
}

export interface PricingLineGroup {
  items: PricingLine[];
  totalCents: number;
}

/**
 * The itemised pricing stack a review screen and the disclaimers show line by line
 * (spec 2 §3: pricing stack items, tax_category_type post-tax, levies group with children).
 * `totalCents` = preTax + levies + taxes + postTax, to the cent.
 */
export interface PricingStack {
  preTax: PricingLineGroup;
  levies: PricingLineGroup & { name: 'levies' };
  taxes: { lines: TaxLine[]; totalCents: number };
  postTax: PricingLineGroup;
  totalCents: number;
}

/** A payment at a frequency. */
export interface PeriodicPayment {
  frequency: PaymentFrequency;
  /** `derived_from_monthly` when the payment system is monthly-based and the frequency is not monthly. */
  method: PaymentMethod;
  paymentCents: number;
  numberOfPayments: number;
}

export interface FinanceResult extends PeriodicPayment {
  paymentSystem: PaymentSystemBasis;
  termMonths: number;
  /** APR after rate-reduction incentives. */
  aprPercent: number;
  amountFinancedCents: number;
  /**
   * Last payment of the schedule, absorbing rounding; a derived (monthly-based) schedule's last
   * payment is the part of a payment that completes the monthly contract's total.
   */
  finalPaymentCents: number;
  /** The monthly payment of the same loan (the contract payment when monthly-based). */
  monthlyPaymentCents: number;
  totalOfPaymentsCents: number;
  costOfBorrowingCents: number;
  /** Whether the taxes are financed, or paid at signing (the request's `taxesFinanced`). */
  taxesFinanced: boolean;
  /** The taxes paid at signing instead of financed; 0 when financed. */
  taxesAtSigningCents: number;
  /** The cash down payment plus the taxes paid at signing. */
  dueAtSigningCents: number;
}

export interface LeaseDistance {
  unit: 'km' | 'mile';
  allowancePerYear: number;
  totalAllowance: number;
  excessChargeCentsPerUnit: number;
}

export interface LeaseResult extends PeriodicPayment {
  /**
   * Last payment: the payment itself, except on a monthly-based contract at another frequency, whose
   * derived payments pay the monthly contract's total exactly, the last one partial.
   */
  finalPaymentCents: number;
  /** The schedule before the taxes of each payment, as a lease shown "plus taxes" is disclosed. */
  beforeTax: {
    paymentCents: number;
    numberOfPayments: number;
    finalPaymentCents: number;
    totalOfPaymentsCents: number;
  };
  paymentSystem: PaymentSystemBasis;
  termMonths: number;
  aprPercent: number;
  /** APR / 2400. */
  moneyFactor: number;
  grossCapitalizedCostCents: number;
  capitalizedCostReductionCents: number;
  adjustedCapitalizedCostCents: number;
  residualCents: number;
  /** Depreciation part of the payment before tax. */
  depreciationCents: number;
  /** Rent charge part of the payment before tax. */
  rentChargeCents: number;
  /** Payment before tax = depreciation + rent charge. */
  basePaymentCents: number;
  /** Taxes on each payment (Canada; US per-payment states). */
  paymentTaxes: TaxLine[];
  leaseTaxMethod: LeaseTaxMethod;
  /** Taxes due at signing (on the cash down payment, or the whole lease in upfront states). */
  upfrontTaxes: TaxLine[];
  /** First payment with its tax + cash down payment + upfront taxes. */
  dueAtSigningCents: number;
  totalOfPaymentsCents: number;
  distance: LeaseDistance;
}

export interface PricedDeal {
  status: 'priced';
  paymentType: PaymentType;
  jurisdiction: { country: 'CA' | 'US'; code: string; name: string };
  stack: PricingStack;
  /** Cash: the amount due. Finance: what is left to pay after the down payment (its taxes included). Lease: the adjusted capitalised cost. */
  totalCents: number;
  finance?: FinanceResult;
  lease?: LeaseResult;
}

export type PricingResult =
  | PricedDeal
  /** The vehicle has no usable price (null, 0 or a sentinel): show "call for price". */
  | { status: 'call_for_price' }
  | { status: 'not_priceable'; reason: 'unknown_jurisdiction' | 'residual_exceeds_capitalized_cost' }
  | {
      status: 'not_priceable';
      reason: 'down_payment_exceeds_total';
      /** The largest down payment the deal takes (what is left to pay once the credits are applied). */
      maxDownPaymentCents: number;
    };
