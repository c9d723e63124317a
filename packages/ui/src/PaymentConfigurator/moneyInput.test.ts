import { describe, expect, it } from 'vitest';
import { moneyInputText, parseMoneyInput } from './moneyInput.ts';

describe('money input', () => {
  it('reads English amounts with thousands separators and a currency symbol', () => {
    expect(parseMoneyInput('$5,000', 'en-US')).toBe(500_000);
    expect(parseMoneyInput('1,234.5', 'en-CA')).toBe(123_450);
  });

  it('reads French amounts with spaces and a decimal comma', () => {
    expect(parseMoneyInput('12 345,67 $', 'fr-CA')).toBe(1_234_567);
    expect(parseMoneyInput('2\u00a0500', 'fr-CA')).toBe(250_000);
  });

  it('refuses what it would have to guess: more than two decimals, a separator out of place', () => {
    expect(parseMoneyInput('12.345', 'en-CA')).toBeNaN();
    expect(parseMoneyInput('12.345', 'en-US')).toBeNaN();
    expect(parseMoneyInput('1,2', 'en-US')).toBeNaN();
    expect(parseMoneyInput('12,345', 'fr-CA')).toBeNaN();
    expect(parseMoneyInput('1.234,56', 'fr-CA')).toBeNaN();
  });

  it('answers null when blank and NaN when not an amount', () => {
    expect(parseMoneyInput('  ', 'en-US')).toBeNull();
    expect(parseMoneyInput('abc', 'en-US')).toBeNaN();
    expect(parseMoneyInput('-5', 'en-US')).toBeNaN();
  });

  it('writes amounts back without symbols, cents only when there are some', () => {
    expect(moneyInputText(500_000, 'en-US')).toBe('5000');
    expect(moneyInputText(123_450, 'en-US')).toBe('1234.50');
    expect(moneyInputText(123_405, 'fr-CA')).toBe('1234,05');
    expect(moneyInputText(null, 'fr-CA')).toBe('');
  });

  it('round-trips', () => {
    for (const cents of [0, 1, 99, 100, 123_456, 9_999_999]) {
      for (const locale of ['en-US', 'en-CA', 'fr-CA'] as const) {
        expect(parseMoneyInput(moneyInputText(cents, locale), locale)).toBe(cents);
      }
    }
  });
});
