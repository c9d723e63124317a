/**
 * Money typed by a shopper, to and from integer cents. English uses `,` for thousands and `.` for
 * decimals; French Canada uses spaces for thousands and `,` for decimals. Parsing ends in the
 * domain's `cleanPrice` and `centsFromDollars`.
 */
import type { Locale } from '../internal/domain.ts';
import { centsFromDollars, cleanPrice } from '../internal/domain.ts';

/** Cents from the text of a money field; null when blank; NaN when it is not an amount. */
export function parseMoneyInput(text: string, locale: Locale): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const normalized =
    locale === 'fr-CA' ? trimmed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.') : trimmed;
  const dollars = cleanPrice(normalized);
  if (dollars === null || dollars < 0) return Number.NaN;
  return centsFromDollars(dollars);
}

/** The text a money field shows for an amount: `1500`, `1500.5` -> `1500.50`, fr-CA `1500,50`. */
export function moneyInputText(cents: number | null, locale: Locale): string {
  if (cents === null) return '';
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  if (rest === 0) return String(whole);
  return `${whole}${locale === 'fr-CA' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}
