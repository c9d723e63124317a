import type { PaymentFrequency } from '../constants.ts';
import {
  derivedPaymentCount,
  deriveFromMonthly,
  type PaymentMethod,
  type PaymentSystemBasis,
  PERIODS_PER_YEAR,
  periodicPaymentCount,
} from './frequency.ts';
import { roundCents } from './rounding.ts';

/**
 * Closed-end lease payment, the standard dealer formula (payments in advance approximation):
 *
 *   depreciation  = (adjusted capitalised cost − residual) / n
 *   rent charge   = (adjusted capitalised cost + residual) × money factor
 *   money factor  = APR / 2400 for monthly payments (APR / (100 × periods per year × 2) in general)
 *   base payment  = depreciation + rent charge, rounded once
 *
 * The depreciation line is rounded by the same rule and the rent-charge line is the base payment
 * minus it, so the two lines add up to the payment exactly. A monthly-based system derives the
 * other frequencies by dividing the exact monthly amounts by the spec's factors.
 */

/** Money factor from an APR in percent: APR / 2400. */
export function moneyFactor(aprPercent: number): number {
  return aprPercent / 2400;
}

export interface LeasePaymentInput {
  adjustedCapitalizedCostCents: number;
  residualCents: number;
  aprPercent: number;
  termMonths: number;
  frequency: PaymentFrequency;
  paymentSystem: PaymentSystemBasis;
}

export interface LeasePayment {
  method: PaymentMethod;
  numberOfPayments: number;
  depreciationCents: number;
  rentChargeCents: number;
  basePaymentCents: number;
}

/** The pre-tax lease payment at a frequency. Throws when the residual exceeds the capitalised cost. */
export function leasePayment(input: LeasePaymentInput): LeasePayment {
  const {
    adjustedCapitalizedCostCents: cap,
    residualCents: residual,
    aprPercent,
    termMonths,
    frequency,
  } = input;
  if (residual > cap) {
    throw new RangeError('The residual exceeds the adjusted capitalised cost');
  }
  const periodic = input.paymentSystem === 'periodic' && frequency !== 'monthly';
  let depreciation: number;
  let rent: number;
  let numberOfPayments: number;
  let method: PaymentMethod;
  if (periodic) {
    numberOfPayments = periodicPaymentCount(termMonths, frequency);
    depreciation = (cap - residual) / numberOfPayments;
    rent = ((cap + residual) * aprPercent) / (100 * PERIODS_PER_YEAR[frequency] * 2);
    method = 'amortised';
  } else {
    const monthlyDepreciation = (cap - residual) / termMonths;
    const monthlyRent = (cap + residual) * moneyFactor(aprPercent);
    if (frequency === 'monthly') {
      numberOfPayments = termMonths;
      depreciation = monthlyDepreciation;
      rent = monthlyRent;
      method = 'amortised';
    } else {
      numberOfPayments = derivedPaymentCount(termMonths, frequency);
      // From the monthly payment as shown (in cents), so that the payment is that amount divided by
      // the factor to the cent, as the disclosure says.
      const monthlyBaseCents = roundCents(monthlyDepreciation + monthlyRent);
      const monthlyDepreciationCents = roundCents(monthlyDepreciation);
      depreciation = deriveFromMonthly(monthlyDepreciationCents, frequency);
      rent = deriveFromMonthly(monthlyBaseCents - monthlyDepreciationCents, frequency);
      method = 'derived_from_monthly';
    }
  }
  const basePaymentCents = roundCents(depreciation + rent);
  const depreciationCents = roundCents(depreciation);
  return {
    method,
    numberOfPayments,
    depreciationCents,
    rentChargeCents: basePaymentCents - depreciationCents,
    basePaymentCents,
  };
}

/** Charge for distance driven beyond the allowance at the end of a lease, cents (never negative). */
export function excessDistanceChargeCents(
  totalAllowance: number,
  distanceDriven: number,
  centsPerUnit: number,
): number {
  return Math.max(0, Math.round(distanceDriven) - totalAllowance) * centsPerUnit;
}

/** Total distance allowance over a term: yearly allowance × term / 12, rounded to a whole unit. */
export function totalDistanceAllowance(allowancePerYear: number, termMonths: number): number {
  return Math.round((allowancePerYear * termMonths) / 12);
}
