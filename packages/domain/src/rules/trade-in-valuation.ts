/**
 * How the condition answers move a trade-in valuation (spec 3 §3: the question keys and the
 * valuation report's flags). Each answer yes adds a documented share of the estimate before any
 * adjustment (basis points, negative for a deduction); the shares are not compounded, so the
 * shopper can add up the lines they see. Integer cents throughout, each line rounded half away
 * from zero; the adjusted target never goes below 0.
 */
import type { TradeInAdjustment, TradeInConditionKey, TradeInLien } from '../schemas/trade-in-valuation.ts';
import { hasValidVinCheckDigit } from '../validators/rules.ts';

/** Basis points of the base estimate each condition answered yes adds (10 000 = 100 %). */
export const TRADE_IN_CONDITION_BASIS_POINTS: Readonly<Record<TradeInConditionKey, number>> = {
  /** Reported in an accident: -15 %. */
  involved_in_accident: -1500,
  /** Paint work done (body repair): -5 %. */
  paint_work_performed: -500,
  /** Repairs beyond regular maintenance: -7 %. */
  repairs_other_than_maintainence: -700,
  /** A protection plan or extended warranty still running, transferable: +2 %. */
  has_unexpired_protection_coverage: 200,
  /** Imported from the USA (Canada only): -10 %. */
  export_import_usa: -1000,
};

/** `cents × bp / 10 000`, rounded half away from zero, in integers. */
function share(cents: number, basisPoints: number): number {
  const magnitude = Math.floor((cents * Math.abs(basisPoints) + 5000) / 10_000);
  return basisPoints < 0 ? -magnitude : magnitude;
}

/**
 * The adjustments of a base target (cents) for the condition keys answered yes, in the order of
 * `TRADE_IN_CONDITION_BASIS_POINTS`, and the adjusted target.
 */
export function conditionAdjustments(
  baseTargetCents: number,
  answeredYes: readonly TradeInConditionKey[],
): { adjustments: TradeInAdjustment[]; targetCents: number } {
  if (!Number.isInteger(baseTargetCents) || baseTargetCents < 0) {
    throw new RangeError(`Not a base target in cents: ${baseTargetCents}`);
  }
  const yes = new Set(answeredYes);
  const adjustments = (Object.keys(TRADE_IN_CONDITION_BASIS_POINTS) as TradeInConditionKey[])
    .filter((key) => yes.has(key))
    .map((key) => ({ key, amount: share(baseTargetCents, TRADE_IN_CONDITION_BASIS_POINTS[key]) }));
  const total = adjustments.reduce((sum, a) => sum + a.amount, 0);
  return { adjustments, targetCents: Math.max(0, baseTargetCents + total) };
}

/**
 * The payoff of what is still owed on a trade-in (spec 3 §3 active payments), cents: a loan's amount
 * still due; a lease's residual value plus the payments left; nothing for none (or no answer).
 */
export function tradeInPayoffCents(lien: TradeInLien | null | undefined): number {
  switch (lien?.making_active_payments) {
    case 'F':
      return lien.financing_amount_due ?? 0;
    case 'L':
      return (
        (lien.leasing_residual_value ?? 0) +
        (lien.leasing_payments_amount ?? 0) * (lien.leasing_payment_left ?? 0)
      );
    default:
      return 0;
  }
}

/**
 * The equity in a trade-in: its value less its payoff (cents). Below zero it is negative equity: the
 * payoff is more than the vehicle is worth, and the difference is carried into the deal (the amount
 * financed grows by it: the pricing stack's trade-in credit and amount owing lines).
 */
export function tradeInEquity(
  valueCents: number,
  payoffCents: number,
): { equityCents: number; negativeEquityCents: number } {
  for (const v of [valueCents, payoffCents]) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`Not cents: ${v}`);
  }
  const equityCents = valueCents - payoffCents;
  return { equityCents, negativeEquityCents: Math.max(0, -equityCents) };
}

/** A VIN as typed, upper-cased, without spaces or dashes (spec 3 §4: the VIN is upper-cased). */
export function normalizeVin(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export type VinError = 'length' | 'characters' | 'check_digit';

/**
 * What is wrong with a VIN (normalised first), or null: 17 characters, letters and digits without
 * I, O or Q, and the check digit of North American VINs in 9th place (the validators'
 * `hasValidVinCheckDigit`).
 */
export function vinError(text: string): VinError | null {
  const vin = normalizeVin(text);
  if (vin.length !== 17) return 'length';
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return 'characters';
  return hasValidVinCheckDigit(vin) ? null : 'check_digit';
}

/** The model year a VIN's 10th character gives (the 30-year cycle read as the latest not after `maxYear`). */
export function vinModelYear(vin: string, maxYear: number): number | null {
  const codes = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  const index = codes.indexOf(normalizeVin(vin)[9] ?? '');
  if (index < 0) return null;
  let year = 1980 + index;
  while (year + 30 <= maxYear) year += 30;
  return year;
}
