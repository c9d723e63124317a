/**
 * Formatting through formatjs (spec 1 §9, spec 2 §1, spec 3 §9): money with 2 decimals and a
 * thousands separator, integers with 0 decimals, percentages with 2, km or miles by country, dates
 * MM/DD/YYYY. English number formatting uses the Canadian variant (en-CA) whatever the English
 * locale; French Canada puts a space before the currency symbol.
 *
 * What Intl outputs on Node 24 (ICU 77, CLDR 47) for fr-CA: `12 345,67 $` where both spaces are
 * U+00A0 NO-BREAK SPACE (fr-CA's group separator is U+00A0, unlike fr-FR's U+202F narrow no-break
 * space). Tests pin the exact code points; compare with `normalizeSpaces` when a plain space matters.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, type Locale, OFFLINE_CURRENCY } from './constants.ts';
import type { Country } from './schemas/common.ts';
import { toCalendarDate } from './validators/dates.ts';

export type Currency = 'CAD' | 'USD';
export type DistanceUnit = 'km' | 'mi';

const cache = createIntlCache();
const intls = new Map<string, IntlShape<string>>();

/** The locale numbers are formatted in: English uses the Canadian variant. */
export function numberLocale(locale: Locale): 'en-CA' | 'fr-CA' {
  return locale === 'fr-CA' ? 'fr-CA' : 'en-CA';
}

function intlFor(locale: string): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: {}, timeZone: 'UTC' }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** The dealer country's currency; CAD when unknown (the offline currency filter uses CAD). */
export function currencyFor(country: Country | null | undefined): Currency {
  return country === 'US' ? 'USD' : (OFFLINE_CURRENCY as Currency);
}

export interface MoneyOptions {
  readonly currency?: Currency;
  /** Show no decimals (whole dollars); the spec's default is 2 decimals. */
  readonly wholeDollars?: boolean;
}

/**
 * Money from integer cents: `$12,345.67` (en) or `12 345,67 $` (fr-CA). A negative amount has the
 * minus sign U+2212 (`−$76.00`, `−7 600,00 $`), where Intl writes a hyphen-minus: one sign for
 * negative money everywhere, the same as the kit's texts that put `−` before an amount.
 */
export function formatMoney(cents: number, locale: Locale, options: MoneyOptions = {}): string {
  const digits = options.wholeDollars ? 0 : 2;
  return intlFor(numberLocale(locale))
    .formatNumber(cents / 100, {
      style: 'currency',
      currency: options.currency ?? OFFLINE_CURRENCY,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    .replace('-', '\u2212');
}

/** Integer with 0 decimals and a thousands separator. */
export function formatInteger(value: number, locale: Locale): string {
  return intlFor(numberLocale(locale)).formatNumber(value, { maximumFractionDigits: 0 });
}

/**
 * Percentage with at least 2 decimals and as many more as the rate needs (up to 4, the resolution of
 * a rate in parts per million), from percentage points: 5.9 -> `5.90%` (en), `5,90 %` (fr-CA); the
 * QST 9.975 -> `9,975 %`, never rounded to a rate that is not the law's.
 */
export function formatPercent(points: number, locale: Locale): string {
  return intlFor(numberLocale(locale)).formatNumber(points / 100, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
}

/** km for Canada, miles for the USA (spec 1 §1). */
export function distanceUnit(country: Country): DistanceUnit {
  return country === 'US' ? 'mi' : 'km';
}

/** Distance in the country's unit, 0 decimals: `12,345 km`, `12,345 mi`. */
export function formatDistance(value: number, country: Country, locale: Locale): string {
  const text = intlFor(numberLocale(locale)).formatNumber(value, {
    style: 'unit',
    unit: country === 'US' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  });
  // The number and its unit never part at a line end, and the text is the same in every engine: ICU
  // versions disagree on the space before a unit (Node 24 writes fr-CA `40 km` with a plain space,
  // Chromium with a no-break space), which made a server-rendered page mismatch its hydration.
  return text.replace(/[ \u202f](?=\p{L})/gu, '\u00a0');
}

function toUtcDate(date: Date | string): Date {
  const cal = toCalendarDate(date);
  if (!cal) throw new RangeError(`Invalid date: ${String(date)}`);
  return new Date(Date.UTC(cal.year, cal.month - 1, cal.day));
}

/** MM/DD/YYYY from an ISO date (YYYY-MM-DD…) or a Date (its UTC calendar day). */
export function formatDate(date: Date | string): string {
  const cal = toCalendarDate(date);
  if (!cal) throw new RangeError(`Invalid date: ${String(date)}`);
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(cal.month, 2)}/${pad(cal.day, 2)}/${pad(cal.year, 4)}`;
}

/** Long date for quote expiry: `January 5, 2026` (en), `5 janvier 2026` (fr-CA). */
export function formatLongDate(date: Date | string, locale: Locale): string {
  const parts = intlFor(locale).formatDateToParts(toUtcDate(date), { dateStyle: 'long', timeZone: 'UTC' });
  return frenchFirstOfMonth(parts, locale);
}

/**
 * A date's parts joined, French writing the first of the month as an ordinal ("1er décembre"), as
 * Intl does not.
 */
export function frenchFirstOfMonth(parts: readonly Intl.DateTimeFormatPart[], locale: string): string {
  const french = locale.startsWith('fr');
  return parts.map((p) => (french && p.type === 'day' && p.value === '1' ? '1er' : p.value)).join('');
}

/** ISO date `days` after a date (default 10, the quote-expiry helper of spec 2 §5). */
export function dateDaysAhead(from: Date | string, days = 10): string {
  const d = toUtcDate(from);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Replaces no-break and narrow no-break spaces with plain spaces (for comparisons, not display). */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A card brand as its owner writes it (processors answer `visa`, `amex`…); an unknown one as answered. */
export function cardBrandName(brand: string): string {
  return CARD_BRANDS[brand.toLowerCase()] ?? brand;
}
