import { FREQUENCY_FACTORS, type PaymentFrequency } from '../constants.ts';

/**
 * Payment frequencies and how many payments each makes.
 *
 * True (periodic) amortisation uses calendar periods per year: weekly 52, bi-weekly 26,
 * semi-monthly 24, monthly 12. A monthly-based payment system instead derives the other
 * frequencies from the monthly payment with the spec's payments-per-month factors
 * (`FREQUENCY_FACTORS`: weekly 4.345, bi-weekly 2.172, semi-monthly 2, monthly 1; spec 2 §5).
 */

/** Payments per year of each frequency, for true periodic amortisation. */
export const PERIODS_PER_YEAR: Readonly<Record<PaymentFrequency, number>> = Object.freeze({
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
});

/** How a payment at a frequency was obtained. */
export type PaymentMethod = 'amortised' | 'derived_from_monthly';

/** Whether a payment system amortises every frequency or derives them from the monthly payment. */
export type PaymentSystemBasis = 'monthly_based' | 'periodic';

/**
 * Number of payments of a true periodic schedule over a term in months:
 * `round(termMonths × periodsPerYear / 12)`; 84 months bi-weekly = 182 payments.
 */
export function periodicPaymentCount(termMonths: number, frequency: PaymentFrequency): number {
  return Math.max(1, Math.round((termMonths * PERIODS_PER_YEAR[frequency]) / 12));
}

/**
 * Approximate number of derived payments over a term for display: `round(termMonths × factor)`.
 * The contract itself stays monthly.
 */
export function derivedPaymentCount(termMonths: number, frequency: PaymentFrequency): number {
  return Math.max(1, Math.round(termMonths * FREQUENCY_FACTORS[frequency]));
}

/** A monthly amount (fractional cents allowed) expressed per period of `frequency` by the factor. */
export function deriveFromMonthly(monthlyAmount: number, frequency: PaymentFrequency): number {
  return monthlyAmount / FREQUENCY_FACTORS[frequency];
}
