/**
 * Money typed by a shopper, to and from integer cents. English uses `,` for thousands and `.` for
 * decimals; French Canada uses spaces for thousands and `,` for decimals. Reading is the domain's
 * `parseMoneyText`, which never guesses: `12.345` (three decimals, or a European thousands mark) is
 * refused, not rounded to $12.35.
 */
import type { Locale } from '../internal/domain.ts';
import { parseMoneyText } from '../internal/domain.ts';

/** Cents from the text of a money field; null when blank; NaN when it is not an amount. */
export function parseMoneyInput(text: string, locale: Locale): number | null {
  const read = parseMoneyText(text, locale);
  if (read.ok) return read.value;
  return read.error === 'empty' ? null : Number.NaN;
}

/** The text a money field shows for an amount: `1500`, `1500.5` -> `1500.50`, fr-CA `1500,50`. */
export function moneyInputText(cents: number | null, locale: Locale): string {
  if (cents === null) return '';
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  if (rest === 0) return String(whole);
  return `${whole}${locale === 'fr-CA' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}
