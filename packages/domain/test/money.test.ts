import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsFromDollars,
  centsToDollars,
  cleanPrice,
  isSentinelPrice,
  priceToCents,
  sumCents,
} from '../src/money.ts';

describe('price cleaning and sentinels (spec 2 §5, spec 3 §5)', () => {
  it('strips currency symbols, commas and spaces', () => {
    expect(cleanPrice('$12,345.67')).toBe(12345.67);
    expect(cleanPrice('12 345,00 $'.replace(',', '.'))).toBe(12345);
    expect(cleanPrice('CA$ 1,000')).toBe(1000);
    expect(cleanPrice(42)).toBe(42);
    expect(cleanPrice(Number.NaN)).toBeNull();
    expect(cleanPrice('')).toBeNull();
    expect(cleanPrice('abc')).toBeNull();
    expect(cleanPrice(undefined)).toBeNull();
  });
  it('treats null, empty, 0, 999998 and 999999 as no price', () => {
    for (const v of [null, '', 0, 999998, 999999, '$999,999', '0.00']) expect(isSentinelPrice(v)).toBe(true);
    for (const v of [1, '999997', 999999.99]) expect(isSentinelPrice(v)).toBe(false);
  });
  it('converts to integer cents, null for sentinels, negatives and above 999999.99', () => {
    expect(priceToCents('$21,000.00')).toBe(2_100_000);
    expect(priceToCents(0.1 + 0.2)).toBe(30);
    expect(priceToCents(999999.99)).toBe(99_999_999);
    expect(priceToCents(1_000_000)).toBeNull();
    expect(priceToCents(-5)).toBeNull();
    expect(priceToCents(999998)).toBeNull();
  });
  it('property: dollars with 2 decimals round-trip through cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999, max: 99_999_999 }), (cents) => {
        const dollars = Number((cents / 100).toFixed(2));
        return centsFromDollars(dollars) === cents && centsToDollars(cents) === cents / 100;
      }),
    );
  });
  it('sumCents adds integers and refuses floats', () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(() => sumCents([1, 0.5])).toThrow(TypeError);
  });
});
