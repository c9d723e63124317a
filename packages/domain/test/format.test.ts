import { describe, expect, it } from 'vitest';
import {
  currencyFor,
  dateDaysAhead,
  distanceUnit,
  formatDate,
  formatDistance,
  formatInteger,
  formatLongDate,
  formatMoney,
  formatPercent,
  normalizeSpaces,
  numberLocale,
} from '../src/format.ts';

const NBSP = '\u00a0';

describe('formatting (spec 1 §9, spec 2 §1, spec 3 §9)', () => {
  it('money in English uses the Canadian variant: $ before, comma thousands, 2 decimals', () => {
    expect(formatMoney(1_234_567, 'en-CA')).toBe('$12,345.67');
    expect(formatMoney(1_234_567, 'en-US')).toBe('$12,345.67');
    expect(formatMoney(1_234_567, 'en-US', { currency: 'USD' })).toBe('$12,345.67');
    expect(formatMoney(0, 'en-CA')).toBe('$0.00');
    expect(formatMoney(50, 'en-CA')).toBe('$0.50');
    // A negative amount has the minus sign (U+2212), as the kit's own "−{amount}" texts write it.
    expect(formatMoney(-1_234_567, 'en-CA')).toBe('\u2212$12,345.67');
    expect(formatMoney(1_234_567, 'en-CA', { wholeDollars: true })).toBe('$12,346');
  });
  it('fr-CA puts a space before the symbol: Intl emits U+00A0 no-break spaces', () => {
    const out = formatMoney(1_234_567, 'fr-CA');
    expect(out).toBe(`12${NBSP}345,67${NBSP}$`);
    expect(normalizeSpaces(out)).toBe('12 345,67 $');
    expect(formatMoney(1_234_567, 'fr-CA', { currency: 'USD' })).toBe(`12${NBSP}345,67${NBSP}$`);
    expect(formatMoney(-760_000, 'fr-CA')).toBe(`\u22127${NBSP}600,00${NBSP}$`);
    expect(formatMoney(-982, 'en-US', { currency: 'USD', wholeDollars: true })).toBe('\u2212$10');
  });
  it('integers with 0 decimals, percentages with 2', () => {
    expect(formatInteger(1234567.4, 'en-US')).toBe('1,234,567');
    expect(normalizeSpaces(formatInteger(1234567, 'fr-CA'))).toBe('1 234 567');
    expect(formatPercent(5.9, 'en-CA')).toBe('5.90%');
    expect(normalizeSpaces(formatPercent(5.9, 'fr-CA'))).toBe('5,90 %');
  });
  it('a percentage keeps the decimals it needs: the QST is 9.975 %, not 9.97 % or 9.98 %', () => {
    expect(normalizeSpaces(formatPercent(9.975, 'fr-CA'))).toBe('9,975 %');
    expect(formatPercent(9.975, 'en-CA')).toBe('9.975%');
    expect(formatPercent(13, 'en-CA')).toBe('13.00%');
    expect(formatPercent(8.25, 'en-US')).toBe('8.25%');
    expect(formatPercent(0.0001, 'en-US')).toBe('0.0001%');
  });
  it('km for Canada, miles for the USA', () => {
    expect(distanceUnit('CA')).toBe('km');
    expect(distanceUnit('US')).toBe('mi');
    expect(formatDistance(12345, 'CA', 'en-CA')).toBe('12,345\u00a0km');
    expect(formatDistance(12345, 'US', 'en-US')).toBe('12,345\u00a0mi');
    // Grouping and the space before the unit are no-break spaces in French, whatever the engine's ICU.
    expect(formatDistance(40, 'CA', 'fr-CA')).toBe('40\u00a0km');
    expect(formatDistance(24000, 'CA', 'fr-CA')).toBe('24\u00a0000\u00a0km');
  });
  it('dates MM/DD/YYYY from ISO strings and Dates (UTC day)', () => {
    expect(formatDate('2026-01-05')).toBe('01/05/2026');
    expect(formatDate('2026-12-31T23:59:59Z')).toBe('12/31/2026');
    expect(formatDate(new Date(Date.UTC(2026, 6, 4, 12)))).toBe('07/04/2026');
    expect(() => formatDate('05/01/2026')).toThrow(RangeError);
  });
  it('long dates per locale and a date 10 days ahead', () => {
    expect(formatLongDate('2026-01-05', 'en-US')).toBe('January 5, 2026');
    expect(formatLongDate('2026-01-05', 'fr-CA')).toBe('5 janvier 2026');
    // French writes the first of the month as an ordinal: 1er décembre.
    expect(formatLongDate('2026-12-01', 'fr-CA')).toBe('1er décembre 2026');
    expect(formatLongDate('2026-12-01', 'en-CA')).toBe('December 1, 2026');
    expect(dateDaysAhead('2026-12-25')).toBe('2027-01-04');
    expect(dateDaysAhead(new Date(Date.UTC(2026, 1, 25)), 4)).toBe('2026-03-01');
    expect(() => formatLongDate('nope', 'en-US')).toThrow(RangeError);
  });
  it('currency follows the country, CAD by default', () => {
    expect(currencyFor('US')).toBe('USD');
    expect(currencyFor('CA')).toBe('CAD');
    expect(currencyFor(null)).toBe('CAD');
    expect(numberLocale('en-US')).toBe('en-CA');
    expect(numberLocale('fr-CA')).toBe('fr-CA');
  });
});
