import { roundCents } from './rounding.ts';

/**
 * Level-payment loan amortisation, payments in arrears (the usual instalment loan):
 *
 *   payment = P × r / (1 − (1 + r)^−n)      for r > 0
 *   payment = P / n                          for r = 0
 *
 * with P the principal in cents, r the periodic rate (APR / 100 / periods per year) and n the
 * number of payments. Computed in floating point from cents and rounded once (see rounding.ts).
 * The last payment absorbs the rounding so that the schedule repays the principal exactly.
 */

/** Periodic interest rate from an annual percentage rate and a number of periods per year. */
export function periodicRate(aprPercent: number, periodsPerYear: number): number {
  return aprPercent / 100 / periodsPerYear;
}

/** Unrounded level payment in cents (fractional cents allowed). */
export function exactLevelPayment(principalCents: number, rate: number, periods: number): number {
  if (!Number.isInteger(periods) || periods < 1) {
    throw new RangeError(`A loan needs at least one payment, got ${periods}`);
  }
  if (rate < 0) {
    throw new RangeError(`A negative rate is not a loan: ${rate}`);
  }
  if (principalCents <= 0) return 0;
  if (rate === 0) return principalCents / periods;
  // (1 + r)^n − 1 computed as expm1(n·log1p(r)) keeps precision for small rates.
  const growthMinusOne = Math.expm1(periods * Math.log1p(rate));
  return (principalCents * rate * (growthMinusOne + 1)) / growthMinusOne;
}

/** A level payment in whole cents. */
export function levelPayment(principalCents: number, rate: number, periods: number): number {
  return roundCents(exactLevelPayment(principalCents, rate, periods));
}

/** An amortised loan: the level payment, the last payment, totals. */
export interface LoanSchedule {
  /** The regular payment, whole cents. */
  paymentCents: number;
  /** The last payment, adjusted so that the schedule repays the principal exactly. */
  finalPaymentCents: number;
  /** Number of payments. */
  periods: number;
  /** Sum of all payments. */
  totalOfPaymentsCents: number;
  /** Interest paid over the loan (cost of borrowing): total of payments − principal. */
  costOfBorrowingCents: number;
}

/**
 * Amortise `principalCents` over `periods` payments at periodic rate `rate`.
 *
 * The last payment is the balance left after `periods − 1` level payments, carried forward one
 * period: for r = 0 it is `P − (n − 1) × payment` exactly (the remainder of P / n); for r > 0 it
 * is `(P(1+r)^(n−1) − payment × ((1+r)^(n−1) − 1) / r) × (1 + r)`, rounded once.
 */
export function amortise(principalCents: number, rate: number, periods: number): LoanSchedule {
  const schedule = scheduleWith(principalCents, rate, periods, levelPayment(principalCents, rate, periods));
  // Many small payments each rounded up can overpay by the whole last one (373 weekly payments ended
  // on -1 cent): the payment is then rounded down, and the last one makes up the cents.
  return schedule.finalPaymentCents > 0 || principalCents <= 0
    ? schedule
    : scheduleWith(
        principalCents,
        rate,
        periods,
        Math.floor(exactLevelPayment(principalCents, rate, periods)),
      );
}

function scheduleWith(
  principalCents: number,
  rate: number,
  periods: number,
  paymentCents: number,
): LoanSchedule {
  if (principalCents <= 0) {
    return {
      paymentCents: 0,
      finalPaymentCents: 0,
      periods,
      totalOfPaymentsCents: 0,
      costOfBorrowingCents: 0,
    };
  }
  let finalPaymentCents: number;
  if (rate === 0) {
    finalPaymentCents = principalCents - paymentCents * (periods - 1);
  } else {
    const k = periods - 1;
    const growthMinusOne = Math.expm1(k * Math.log1p(rate));
    const balance = principalCents * (growthMinusOne + 1) - (paymentCents * growthMinusOne) / rate;
    finalPaymentCents = roundCents(balance * (1 + rate));
  }
  const totalOfPaymentsCents = paymentCents * (periods - 1) + finalPaymentCents;
  return {
    paymentCents,
    finalPaymentCents,
    periods,
    totalOfPaymentsCents,
    costOfBorrowingCents: totalOfPaymentsCents - principalCents,
  };
}
