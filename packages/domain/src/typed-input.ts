/**
 * What a shopper types in a money or date field of a form, written back the way the page writes it:
 * amounts grouped (`9 500,50`), dates as ISO whatever the order typed (`23/04/1985` -> `1985-04-23`).
 * A module of its own, chunked apart from the entry (apps/storefront/vite.config.ts): only the forms
 * that take these fields, loaded on demand, use it.
 */
import type { Locale } from './constants.ts';
import { parseMoneyText } from './number-input.ts';
import { daysInMonth } from './validators/dates.ts';

const isFrench = (locale: Locale) => locale.startsWith('fr');

/**
 * The text a money field shows for an amount (cents), grouped as the page's language writes it, so
 * that an amount read back from the server looks as the shopper typed it: `85,000`, `9,500.50` in
 * English; `85 000`, `9 500,50` in French (no-break spaces). Cents show only when there are some.
 * `parseMoneyText` reads it back to the same cents.
 */
export function moneyFieldText(cents: number, locale: Locale): string {
  const french = isFrench(locale);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, french ? '\u00a0' : ',');
  const rest = abs % 100;
  return rest === 0
    ? `${sign}${whole}`
    : `${sign}${whole}${french ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}

/**
 * A money field's text once the shopper leaves it: an amount the page's language reads is written
 * the field's way (`moneyFieldText`: `85000,00` -> `85 000`); anything else is left as typed, for
 * the field's rule to explain.
 */
export function formatMoneyField(text: string, locale: Locale): string {
  const read = parseMoneyText(text, locale);
  return read.ok ? moneyFieldText(read.value, locale) : text;
}

/**
 * The order a locale writes a date's day and month in when the year comes last: month first in US
 * English (04/23/1985), day first in Canadian English and French (23/04/1985).
 */
export const dayMonthOrder = (locale: string | undefined): 'DM' | 'MD' => (locale === 'en-US' ? 'MD' : 'DM');

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, month: number, day: number): string | null =>
  year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    ? `${year}-${pad2(month)}-${pad2(day)}`
    : null;
/** Day and month in the locale's order, else the other order when only it makes a real date. */
const dayMonthYear = (first: number, second: number, year: number, locale: string | undefined) => {
  const [month, day] = dayMonthOrder(locale) === 'MD' ? [first, second] : [second, first];
  return isoOf(year, month, day) ?? isoOf(year, day, month);
};

/**
 * A date as a shopper types it, understood as ISO `YYYY-MM-DD`, or null: year first with any
 * separator (`1985-04-23`, `1985/4/23`); year last in the locale's order (`dayMonthOrder`:
 * `23/04/1985` in Canada, `04/23/1985` in the USA; separators `/`, `.`, `-` or a space), the other
 * order only when the locale's makes no date (`04/23/1985` in Canada); or eight digits, year first
 * when that is a date, else year last (`23041985`). Anything else is null.
 */
export function typedDateToIso(text: string, locale: string | undefined): string | null {
  const s = text.trim();
  const yearFirst = /^(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})$/.exec(s);
  const iso = yearFirst && isoOf(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  if (iso) return iso;
  const yearLast = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(s);
  if (yearLast) return dayMonthYear(Number(yearLast[1]), Number(yearLast[2]), Number(yearLast[3]), locale);
  const digits = /^[\d-]+$/.test(s) ? s.replace(/-/g, '') : '';
  if (digits.length !== 8) return null;
  return (
    isoOf(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6))) ??
    dayMonthYear(Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4)), locale)
  );
}

/**
 * A date field's text as the shopper types: the year-first mask (`####-##-##`, its dashes put in)
 * only while the text can be a year first (digits starting 19 or 20); a date begun with a day or a
 * month (`23/04/1985`, `23041985`) is kept as typed, digits and separators, never rearranged.
 * `typedDateToIso` reads it once the field is left.
 */
export function dateFieldTyping(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const yearFirst =
    /^[\d-]*$/.test(raw) && (digits.length < 2 ? /^[12]?$/.test(digits) : /^(?:19|20)/.test(digits));
  if (yearFirst) {
    const mask = '####-##-##';
    let out = '';
    let at = 0;
    for (const slot of mask) {
      if (at >= digits.length) break;
      if (slot === '#') out += digits[at++];
      else out += slot;
    }
    return out;
  }
  return raw.replace(/[^\d/. -]/g, '').slice(0, 10);
}

/** A date field's text once left: the ISO date it reads as (`typedDateToIso`), else as typed. */
export const formatDateField = (text: string, locale: string | undefined): string =>
  typedDateToIso(text, locale) ?? text;
