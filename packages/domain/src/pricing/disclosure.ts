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
  /** Every payment of the term added up (a lease's with their taxes). */
  totalOfPaymentsCents: number;
  /** Lease: the value of the vehicle at the end (the optional purchase price); null for finance. */
  residualCents: number | null;
}

/** The disclosure of a financed or leased deal; null for cash. */
export function paymentDisclosure(deal: PricedDeal): PaymentDisclosure | null {
  if (deal.finance) {
    const f = deal.finance;
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
      residualCents: null,
    };
  }
  if (deal.lease) {
    const l = deal.lease;
    return {
      paymentType: 'lease',
      aprPercent: l.aprPercent,
      termMonths: l.termMonths,
      frequency: l.frequency,
      paymentCents: l.paymentCents,
      numberOfPayments: l.numberOfPayments,
      amountFinancedCents: l.adjustedCapitalizedCostCents,
      costOfBorrowingCents: Math.max(
        0,
        l.basePaymentCents * l.numberOfPayments + l.residualCents - l.adjustedCapitalizedCostCents,
      ),
      totalOfPaymentsCents: l.totalOfPaymentsCents,
      residualCents: l.residualCents,
    };
  }
  return null;
}
