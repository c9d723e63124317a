import { describe, expect, it } from 'vitest';
import { parseMoneyText } from '../src/number-input.ts';
import {
  dateFieldTyping,
  formatDateField,
  formatMoneyField,
  moneyFieldText,
  typedDateToIso,
} from '../src/typed-input.ts';

// A shopper trial: a date of birth typed 23/04/1985 became "2304-19-85" under the year-first mask, and
// amounts read back from the server showed ungrouped ("9500,50", "85000") where the shopper had typed
// "9 500,50" and "85 000,00".

describe('a date typed in the locale’s order', () => {
  it('reads day/month/year in Canada (en-CA, fr-CA) and month/day/year in the USA, as ISO', () => {
    expect(typedDateToIso('23/04/1985', 'fr-CA')).toBe('1985-04-23');
    expect(typedDateToIso('23/04/1985', 'en-CA')).toBe('1985-04-23');
    expect(typedDateToIso('03/04/1985', 'fr-CA')).toBe('1985-04-03');
    expect(typedDateToIso('03/04/1985', 'en-CA')).toBe('1985-04-03');
    expect(typedDateToIso('03/04/1985', 'en-US')).toBe('1985-03-04');
    expect(typedDateToIso('4/23/1985', 'en-US')).toBe('1985-04-23');
    expect(typedDateToIso('23.04.1985', 'fr-CA')).toBe('1985-04-23');
    expect(typedDateToIso('23-04-1985', 'en-CA')).toBe('1985-04-23');
  });

  it('takes the other order only when the locale’s makes no date', () => {
    expect(typedDateToIso('04/23/1985', 'en-CA')).toBe('1985-04-23');
    expect(typedDateToIso('23/04/1985', 'en-US')).toBe('1985-04-23');
    expect(typedDateToIso('31/31/1985', 'fr-CA')).toBeNull();
  });

  it('reads year first with any separator, and eight digits year first or year last', () => {
    expect(typedDateToIso('1985-04-23', 'en-US')).toBe('1985-04-23');
    expect(typedDateToIso('1985/4/3', 'fr-CA')).toBe('1985-04-03');
    expect(typedDateToIso('19850423', 'en-CA')).toBe('1985-04-23');
    expect(typedDateToIso('23041985', 'fr-CA')).toBe('1985-04-23');
    expect(typedDateToIso('04231985', 'en-US')).toBe('1985-04-23');
    // What the old mask made of 23/04/1985: still the shopper's date.
    expect(typedDateToIso('2304-19-85', 'fr-CA')).toBe('1985-04-23');
    expect(typedDateToIso('1985-02-30', 'en-CA')).toBeNull();
    expect(typedDateToIso('avril 1985', 'fr-CA')).toBeNull();
    expect(formatDateField('23/04/1985', 'fr-CA')).toBe('1985-04-23');
    expect(formatDateField('23/04', 'fr-CA')).toBe('23/04');
  });

  it('masks year first only while the text can be a year, and never rearranges a day or a month', () => {
    expect(dateFieldTyping('19850423')).toBe('1985-04-23');
    expect(dateFieldTyping('1985-04')).toBe('1985-04');
    expect(dateFieldTyping('23/04/1985')).toBe('23/04/1985');
    expect(dateFieldTyping('23041985')).toBe('23041985');
    expect(dateFieldTyping('04/23/1985')).toBe('04/23/1985');
    expect(dateFieldTyping('23/04/1985x')).toBe('23/04/1985');
  });
});

describe('a money field’s text', () => {
  it('groups an amount as the page writes it, and reads back to the same cents', () => {
    expect(moneyFieldText(950_050, 'fr-CA')).toBe('9\u00a0500,50');
    expect(moneyFieldText(8_500_000, 'fr-CA')).toBe('85\u00a0000');
    expect(moneyFieldText(8_500_000, 'en-CA')).toBe('85,000');
    expect(moneyFieldText(950_050, 'en-US')).toBe('9,500.50');
    expect(moneyFieldText(5, 'en-US')).toBe('0.05');
    expect(moneyFieldText(123_456_789_01, 'en-CA')).toBe('123,456,789.01');
    for (const locale of ['en-US', 'en-CA', 'fr-CA'] as const) {
      for (const cents of [0, 5, 99_999, 950_050, 8_500_000, 99_999_999_999]) {
        expect(parseMoneyText(moneyFieldText(cents, locale), locale)).toEqual({ ok: true, value: cents });
      }
    }
  });

  it('writes a typed amount the same way once left, and leaves what it cannot read', () => {
    expect(formatMoneyField('85 000,00', 'fr-CA')).toBe('85\u00a0000');
    expect(formatMoneyField('9500,50', 'fr-CA')).toBe('9\u00a0500,50');
    expect(formatMoneyField('85000', 'en-US')).toBe('85,000');
    expect(formatMoneyField('12.345', 'en-CA')).toBe('12.345');
    expect(formatMoneyField('', 'en-CA')).toBe('');
  });
});
