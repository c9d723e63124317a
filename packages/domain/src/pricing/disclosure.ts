/**
 * The cost-of-credit disclosure of a payment (Canadian cost-of-borrowing rules, US Truth in
 * Lending): the rate, what is financed, what borrowing costs, what is paid in all, and for a lease
 * the residual, with the term and frequency. Everything from the priced deal, in integer cents.
 */
import {
  FREQUENCY_FACTORS,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  type PaymentType,
} from '../constants.ts';
import { sumCents } from '../money.ts';
import { sumTaxLines } from './tax/compute.ts';
import type { PricedDeal } from './types.ts';

export interface PaymentDisclosure {
  paymentType: Exclude<PaymentType, 'cash'>;
  /** Annual percentage rate (finance) or the lease rate (APR = money factor × 2400). */
  aprPercent: number;
  termMonths: number;
  frequency: PaymentFrequency;
  paymentCents: number;
  numberOfPayments: number;
  /**
   * The last payment: `paymentCents × (numberOfPayments − 1) + finalPaymentCents` is the total of
   * payments. It differs from the payment by rounding, or, on a monthly-based schedule, because the
   * derived payments end with the part of one that completes the monthly contract.
   */
  finalPaymentCents: number;
  /**
   * The convention of a payment derived from the monthly one (a monthly-based dealer's weekly,
   * bi-weekly or semi-monthly payment): the monthly payment and the spec's payments-per-month
   * factor it is divided by. Null for a payment amortised at its own frequency.
   */
  derivedFromMonthly: { monthlyPaymentCents: number; factor: number } | null;
  /** Finance: the amount financed. Lease: the adjusted capitalised cost. */
  amountFinancedCents: number;
  /**
   * Finance: the interest of the schedule. Lease: the rent charges (the implicit finance charge):
   * the payments before tax plus the residual, less the adjusted capitalised cost; never negative.
   */
  costOfBorrowingCents: number;
  /** Every payment of the term, as `paymentCents` is shown, added up. */
  totalOfPaymentsCents: number;
  /**
   * Whether `paymentCents` (and so the total of payments) includes the taxes. A finance payment does
   * when the taxes are financed, not when they are paid at signing; a lease payment shown "plus
   * taxes" does not.
   */
  taxesIncluded: boolean;
  /**
   * Whether taxes are part of the payments at all: financed (finance) or charged on each payment (a
   * lease in Canada or a per-payment state). False when they are paid at signing instead (finance
   * with the taxes paid up front, a lease in Texas or Georgia) or the lease is not taxed.
   */
  paymentsTaxed: boolean;
  /** The taxes paid once, at signing (part of `dueAtSigningCents`); 0 when none. */
  taxesAtSigningCents: number;
  /**
   * What is paid at signing: the down payment and the taxes paid at signing, and for a lease the
   * first payment. Null when nothing is (a finance deal with no down payment and financed taxes).
   */
  dueAtSigningCents: number | null;
  /** Lease: the value of the vehicle at the end (the optional purchase price); null for finance. */
  residualCents: number | null;
}

/**
 * The disclosure of a financed or leased deal; null for cash. It describes the payment as it is
 * shown: with `includeTax: false` (a lease payment shown "plus taxes") the payment and the total of
 * payments are before the taxes on each payment, and it says so.
 */
export function paymentDisclosure(
  deal: PricedDeal,
  options: { readonly includeTax?: boolean } = {},
): PaymentDisclosure | null {
  if (deal.finance) {
    const f = deal.finance;
    // Nothing financed (credits cover the deal, what is left is paid to the shopper): no credit, so
    // no cost of credit and no schedule of $0 payments.
    if (f.amountFinancedCents === 0) return null;
    // A derived payment is disclosed as shown, with its convention: its payments pay the monthly
    // contract's total exactly (the last one partial), so the figures agree with each other.
    return {
      paymentType: 'finance',
      aprPercent: f.aprPercent,
      termMonths: f.termMonths,
      frequency: f.frequency,
      paymentCents: f.paymentCents,
      numberOfPayments: f.numberOfPayments,
      finalPaymentCents: f.finalPaymentCents,
      derivedFromMonthly:
        f.method === 'derived_from_monthly'
          ? { monthlyPaymentCents: f.monthlyPaymentCents, factor: FREQUENCY_FACTORS[f.frequency] }
          : null,
      amountFinancedCents: f.amountFinancedCents,
      costOfBorrowingCents: f.costOfBorrowingCents,
      totalOfPaymentsCents: f.totalOfPaymentsCents,
      taxesIncluded: f.taxesFinanced,
      paymentsTaxed: f.taxesFinanced,
      taxesAtSigningCents: f.taxesAtSigningCents,
      dueAtSigningCents: f.dueAtSigningCents > 0 ? f.dueAtSigningCents : null,
      residualCents: null,
    };
  }
  if (deal.lease) {
    const l = deal.lease;
    const taxesIncluded = options.includeTax ?? true;
    // As shown: with the taxes of each payment, or the same schedule before them.
    const shown = taxesIncluded
      ? {
          paymentCents: l.paymentCents,
          numberOfPayments: l.numberOfPayments,
          finalPaymentCents: l.finalPaymentCents,
          totalOfPaymentsCents: l.totalOfPaymentsCents,
        }
      : l.beforeTax;
    return {
      paymentType: 'lease',
      aprPercent: l.aprPercent,
      termMonths: l.termMonths,
      frequency: l.frequency,
      paymentCents: shown.paymentCents,
      numberOfPayments: shown.numberOfPayments,
      finalPaymentCents: shown.finalPaymentCents,
      // A lease's payment is derived before its taxes (each payment's taxes are then its own): the
      // monthly payment it is divided from is the one before taxes, shown with or without them.
      derivedFromMonthly:
        l.method === 'derived_from_monthly'
          ? {
              monthlyPaymentCents: Math.round(l.beforeTax.totalOfPaymentsCents / l.termMonths),
              factor: FREQUENCY_FACTORS[l.frequency],
            }
          : null,
      amountFinancedCents: l.adjustedCapitalizedCostCents,
      // The lease charge the payments carry: what the payments before taxes add up to beyond the
      // depreciation (adjusted capitalised cost less residual), so that the disclosure adds up to the
      // cent. At a frequency derived from the monthly payment, the payments pay the monthly contract's
      // total exactly (the last one partial), so the charge is the monthly contract's at any frequency.
      // Never below zero: at a rate near 0 the payments' rounding could leave a cent short.
      costOfBorrowingCents: Math.max(
        0,
        l.beforeTax.totalOfPaymentsCents - (l.adjustedCapitalizedCostCents - l.residualCents),
      ),
      totalOfPaymentsCents: shown.totalOfPaymentsCents,
      taxesIncluded,
      paymentsTaxed: l.paymentTaxes.length > 0,
      taxesAtSigningCents: sumTaxLines(l.upfrontTaxes),
      dueAtSigningCents: l.dueAtSigningCents,
      residualCents: l.residualCents,
    };
  }
  return null;
}

/**
 * The figures of a payment as the pricing call answers them (spec 2 §3's payment details and the
 * disclosure's own fields), in cents: what a disclosure is read back from on the other side of the wire.
 */
export interface PaymentAnswerFigures {
  readonly id: PaymentType;
  readonly is_cash?: boolean | null | undefined;
  readonly call_for_price?: boolean | null | undefined;
  readonly include_tax: boolean;
  readonly term: number | null;
  readonly rate: number | null;
  readonly payment: number;
  readonly payment_frequency: string;
  readonly net_amount_financed?: number | null | undefined;
  readonly number_of_payments?: number | null | undefined;
  readonly disclosed_payment?: number | null | undefined;
  readonly disclosed_frequency?: string | null | undefined;
  readonly final_payment?: number | null | undefined;
  readonly derived_from_monthly?:
    | { readonly monthly_payment: number; readonly factor: number }
    | null
    | undefined;
  readonly total_of_payments?: number | null | undefined;
  readonly cost_of_borrowing?: number | null | undefined;
  readonly residual_value?: number | null | undefined;
  readonly due_at_signing?: number | null | undefined;
  readonly payments_taxed?: boolean | null | undefined;
  readonly signing_taxes?: readonly { readonly value: number }[] | undefined;
}

/**
 * The disclosure of a payment answer: null for cash, a call-for-price vehicle, or an answer missing
 * a figure (a disclosure is shown whole or not at all).
 */
export function disclosureOfAnswer(p: PaymentAnswerFigures | null | undefined): PaymentDisclosure | null {
  if (!p || p.is_cash || p.call_for_price || p.id === 'cash') return null;
  const frequency = PAYMENT_FREQUENCIES.find((f) => f === (p.disclosed_frequency ?? p.payment_frequency));
  if (
    frequency === undefined ||
    p.term == null ||
    p.rate == null ||
    p.net_amount_financed == null ||
    p.number_of_payments == null ||
    p.cost_of_borrowing == null ||
    p.total_of_payments == null
  ) {
    return null;
  }
  return {
    paymentType: p.id,
    aprPercent: p.rate,
    termMonths: p.term,
    frequency,
    paymentCents: p.disclosed_payment ?? p.payment,
    numberOfPayments: p.number_of_payments,
    finalPaymentCents: p.final_payment ?? p.disclosed_payment ?? p.payment,
    derivedFromMonthly: p.derived_from_monthly
      ? { monthlyPaymentCents: p.derived_from_monthly.monthly_payment, factor: p.derived_from_monthly.factor }
      : null,
    amountFinancedCents: p.net_amount_financed,
    costOfBorrowingCents: p.cost_of_borrowing,
    totalOfPaymentsCents: p.total_of_payments,
    // A lease's payment as the shopper chose to see it; a finance payment carries its taxes unless
    // they are paid at signing.
    taxesIncluded: p.id === 'lease' ? p.include_tax : p.payments_taxed !== false,
    paymentsTaxed: p.payments_taxed !== false,
    taxesAtSigningCents: sumCents((p.signing_taxes ?? []).map((t) => t.value)),
    dueAtSigningCents: p.due_at_signing ?? null,
    residualCents: p.id === 'lease' ? (p.residual_value ?? null) : null,
  };
}
