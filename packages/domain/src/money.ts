/**
 * Raw prices from feeds and forms (spec 2 §5, spec 3 §5): currency symbols and commas are stripped,
 * sentinel values mean "no price", and amounts become integer cents. Money is integer cents
 * everywhere in the domain; dollars exist only at the edges (feeds, inputs).
 */
import { MAX_PRICE_CENTS, SENTINEL_PRICES } from './constants.ts';

/** Currency symbols stripped from price strings. */
const CURRENCY_SYMBOLS = /[$€£¥¢]|CAD|USD|CA\$|US\$/gi;

/**
 * Strips currency symbols, commas and spaces (including no-break spaces) from a price string and
 * parses it as dollars. Numbers pass through. Answers null for null, blank or unparsable values.
 */
export function cleanPrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(CURRENCY_SYMBOLS, '').replace(/[,\s\u00a0\u202f]/g, '');
  if (cleaned === '') return null;
  if (!/^-?\d+(?:\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const SENTINEL_NUMBERS: ReadonlySet<number> = /* @__PURE__ */ new Set(
  SENTINEL_PRICES.filter((v): v is Exclude<typeof v, null | ''> => typeof v === 'number'),
);

/** True for the values treated as no price: null, empty, 0, 999998, 999999 (after cleaning). */
export function isSentinelPrice(value: string | number | null | undefined): boolean {
  const dollars = cleanPrice(value);
  return dollars === null || SENTINEL_NUMBERS.has(dollars);
}

/** Dollars (a number) to integer cents, rounding half away from zero. */
export function centsFromDollars(dollars: number): number {
  const cents = Math.round(Math.abs(dollars) * 100 + 1e-7);
  return dollars < 0 ? -cents : cents;
}

/** Integer cents to dollars. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * A raw price as integer cents, or null when it is no price: a sentinel, unparsable, negative or
 * above the maximum price 999999.99.
 */
export function priceToCents(value: string | number | null | undefined): number | null {
  if (isSentinelPrice(value)) return null;
  const dollars = cleanPrice(value);
  if (dollars === null || dollars < 0) return null;
  const cents = centsFromDollars(dollars);
  return cents > MAX_PRICE_CENTS ? null : cents;
}

/** Sum of integer cents; throws on a non-integer, so that a float never sneaks into a total. */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const v of values) {
    if (!Number.isInteger(v)) throw new TypeError(`Not integer cents: ${v}`);
    total += v;
  }
  return total;
}
