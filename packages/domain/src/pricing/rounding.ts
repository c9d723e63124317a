/**
 * The pricing engine's one rounding rule.
 *
 * Every amount in the engine is an integer number of cents. Whenever a computation produces a
 * fraction of a cent (a tax on a base, a percentage discount, an amortised payment) the exact or
 * floating-point result is turned into cents here, and only here:
 *
 *   round half away from zero to the nearest cent.
 *
 * Percentages are carried as integer parts per million (ppm: 13% = 130_000 ppm, 9.975% =
 * 99_750 ppm) so `cents × ppm` is an exact integer product. Its quotient by 10⁶ is exactly
 * representable whenever it lies on a half cent, so a tax or a discount is rounded as if computed
 * with exact decimals. Payments are computed in floating point from cents and rounded once.
 */

/** One million: the denominator of a rate expressed in parts per million. */
export const PPM = 1_000_000;

/** Largest integer product we accept before exactness could be lost (2^53 − 1). */
const MAX_EXACT = Number.MAX_SAFE_INTEGER;

/**
 * Round a (possibly fractional) number of cents to whole cents, half away from zero:
 * 0.5 → 1, −0.5 → −1, 2.4999 → 2. Returns +0 for any result of zero.
 */
export function roundCents(value: number): number {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Cannot round a non-finite amount: ${value}`);
  }
  const absolute = Math.abs(value);
  const whole = Math.floor(absolute);
  // `absolute − whole` is exact in binary floating point, so the half test is exact too
  // (unlike Math.round(x) or Math.floor(x + 0.5), which misround 0.49999999999999994).
  const corrected = absolute - whole >= 0.5 ? whole + 1 : whole;
  return value < 0 ? (corrected === 0 ? 0 : -corrected) : corrected;
}

/** A percentage (e.g. 9.975) as integer parts per million (99 750). */
export function percentToPpm(percent: number): number {
  return Math.round(percent * 10_000);
}

/** Integer parts per million back to a percentage, for display (99 750 → 9.975). */
export function ppmToPercent(ppm: number): number {
  return ppm / 10_000;
}

/**
 * `cents × ppm / 10⁶`, rounded by the one rule. Used for every tax line and percentage
 * amount. Throws when the product would not be exact.
 */
export function applyPpm(cents: number, ppm: number): number {
  const product = cents * ppm;
  if (!Number.isSafeInteger(product) || Math.abs(product) > MAX_EXACT) {
    throw new RangeError(`Amount too large to apply a rate exactly: ${cents} × ${ppm}`);
  }
  return roundCents(product / PPM);
}

/** Whole dollars and cents (e.g. 501.9) to integer cents, by the one rule. */
export function dollarsToCents(dollars: number): number {
  // 1.005 × 100 is 100.49999999999999 in binary; going through the decimal string keeps the
  // amount the caller wrote.
  return roundCents(Number((dollars * 100).toPrecision(15)));
}
