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

/**
 * The payments of a derived (monthly-based) schedule that pay exactly the contract's total: as
 * many whole payments as fit, then a final one with the rest, `0 < final ≤ payment`
 * (72 months bi-weekly at 2.172 a month: 156 payments of the amount and a 157th of the remainder),
 * never more than the term holds (⌈term × factor⌉: 144 semi-monthly payments over 72 months, the
 * last one then a few cents above the others).
 * Nothing to pay: the term's derived count of zero payments.
 */
export function derivedSchedule(
  totalCents: number,
  paymentCents: number,
  termMonths: number,
  frequency: PaymentFrequency,
): { paymentCents: number; numberOfPayments: number; finalPaymentCents: number } {
  if (totalCents <= 0) {
    return {
      paymentCents: 0,
      numberOfPayments: derivedPaymentCount(termMonths, frequency),
      finalPaymentCents: 0,
    };
  }
  // A payment rounded to nothing still pays something.
  const payment = Math.max(1, paymentCents);
  // Never past the term (72 months semi-monthly is at most 144 payments): a payment rounded down, or
  // a monthly contract whose last payment absorbed its rounding upwards, would leave a sliver of
  // cents for one more payment; the last payment of the term takes them, as an amortised one does.
  const most = Math.max(1, Math.ceil(termMonths * FREQUENCY_FACTORS[frequency] - 1e-9));
  const numberOfPayments = Math.min(Math.ceil(totalCents / payment), most);
  return {
    paymentCents: payment,
    numberOfPayments,
    finalPaymentCents: totalCents - payment * (numberOfPayments - 1),
  };
}
