import { SENTINEL_PRICES } from '../constants.ts';
import { dollarsToCents } from './rounding.ts';

/**
 * Sentinel prices: a feed sends null, '', 0, 999998 or 999999 dollars for a vehicle whose price
 * is hidden or must be asked for ("call for price"; spec 2 §5). The engine never prices them.
 */

const SENTINEL_DOLLARS: readonly number[] = SENTINEL_PRICES.filter(
  (p): p is 0 | 999998 | 999999 => typeof p === 'number',
);

/** True when a price in cents is absent or one of the sentinel values. */
export function isSentinelPriceCents(cents: number | null | undefined): boolean {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return true;
  return SENTINEL_DOLLARS.some((dollars) => dollars * 100 === cents);
}

/**
 * A feed's raw price (number or text in dollars, with an optional currency symbol, spaces and
 * thousands separators) to integer cents, or null when it is a sentinel or not a number.
 */
export function feedPriceToCents(raw: unknown): number | null {
  let dollars: number;
  if (typeof raw === 'number') {
    dollars = raw;
  } else if (typeof raw === 'string') {
    const cleaned = raw.replace(/[$\s,\u00a0\u202f]/g, '');
    if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
    dollars = Number(cleaned);
  } else {
    return null;
  }
  if (!Number.isFinite(dollars) || dollars < 0) return null;
  const cents = dollarsToCents(dollars);
  return isSentinelPriceCents(cents) ? null : cents;
}
