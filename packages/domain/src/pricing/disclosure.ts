/**
 * The cost-of-credit disclosure of a payment (Canadian cost-of-borrowing rules, US Truth in
 * Lending): the rate, what is financed, what borrowing costs, what is paid in all, and for a lease
 * the residual, with the term and frequency. Everything from the priced deal, in integer cents.
 */
import type { PaymentFrequency, PaymentType } from '../constants.ts';
import type { PricedDeal } from './types.ts';

export interface PaymentDisclosure {
  paymentType: Exclude<PaymentType, 'cash'>;
  /** Annual percentage rate (finance) or the lease rate (APR = money factor × 2400). */
  aprPercent: number;
  termMonths: number;
  frequency: PaymentFrequency;
  paymentCents: number;
  numberOfPayments: number;
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
   * Whether `paymentCents` (and so the total of payments) includes the taxes. A finance payment
   * always does (the taxes are financed); a lease payment shown "plus taxes" does not.
   */
  taxesIncluded: boolean;
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
    // A monthly-based payment system shows a weekly or bi-weekly amount derived from the monthly
    // payment (spec factors 4.345, 2.172...), but the contract stays monthly: the disclosure is the
    // contract's (its payments, their total and cost), never a derived count whose sum would not
    // repay the loan (156 × monthly / 2.172 is 71.8 monthly payments).
    if (f.method === 'derived_from_monthly') {
      return {
        paymentType: 'finance',
        aprPercent: f.aprPercent,
        termMonths: f.termMonths,
        frequency: 'monthly',
        paymentCents: f.monthlyPaymentCents,
        numberOfPayments: f.termMonths,
        amountFinancedCents: f.amountFinancedCents,
        costOfBorrowingCents: f.costOfBorrowingCents,
        totalOfPaymentsCents: f.totalOfPaymentsCents,
        taxesIncluded: true,
        residualCents: null,
      };
    }
    return {
      paymentType: 'finance',
      aprPercent: f.aprPercent,
      termMonths: f.termMonths,
      frequency: f.frequency,
      paymentCents: f.paymentCents,
      numberOfPayments: f.numberOfPayments,
      amountFinancedCents: f.amountFinancedCents,
      costOfBorrowingCents: f.costOfBorrowingCents,
      totalOfPaymentsCents: f.totalOfPaymentsCents,
      taxesIncluded: true,
      residualCents: null,
    };
  }
  if (deal.lease) {
    const l = deal.lease;
    const taxesIncluded = options.includeTax ?? true;
    const perPaymentTaxCents = l.paymentTaxes.reduce((sum, t) => sum + t.amountCents, 0);
    return {
      paymentType: 'lease',
      aprPercent: l.aprPercent,
      termMonths: l.termMonths,
      frequency: l.frequency,
      paymentCents: taxesIncluded ? l.paymentCents : l.paymentCents - perPaymentTaxCents,
      numberOfPayments: l.numberOfPayments,
      amountFinancedCents: l.adjustedCapitalizedCostCents,
      // The lease charge over the term: (adjusted capitalised cost + residual) × money factor × months,
      // what the rent part of the payments adds up to at any frequency (a derived weekly count,
      // round(48 × 4.345) = 209 payments, must not count a tenth of a monthly payment as a charge).
      costOfBorrowingCents: Math.round(
        ((l.adjustedCapitalizedCostCents + l.residualCents) * l.aprPercent * l.termMonths) / 2400,
      ),
      totalOfPaymentsCents: taxesIncluded
        ? l.totalOfPaymentsCents
        : l.totalOfPaymentsCents - perPaymentTaxCents * l.numberOfPayments,
      taxesIncluded,
      residualCents: l.residualCents,
    };
  }
  return null;
}
