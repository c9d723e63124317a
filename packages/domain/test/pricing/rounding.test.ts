import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPpm, dollarsToCents, percentToPpm, ppmToPercent, roundCents } from '../../src/pricing/index.ts';

describe('roundCents: round half away from zero (README "Rounding rule")', () => {
  it('rounds halves away from zero', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(1.5)).toBe(2);
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(-2.5)).toBe(-3);
  });
  it('rounds non-halves to the nearest cent', () => {
    expect(roundCents(2.4999)).toBe(2);
    expect(roundCents(2.5001)).toBe(3);
    expect(roundCents(-2.4999)).toBe(-2);
    expect(roundCents(0.49999999999999994)).toBe(0);
    expect(roundCents(-0.4)).toBe(0);
    expect(Object.is(roundCents(-0.4), 0)).toBe(true);
  });
  it('rejects non-finite amounts', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
  it('is within half a cent of its input and symmetric (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e10, max: 1e10, noNaN: true }), (x) => {
        const r = roundCents(x);
        expect(Number.isInteger(r)).toBe(true);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5);
        expect(roundCents(-x)).toBe(r === 0 ? 0 : -r);
      }),
    );
  });
});

describe('applyPpm: exact percentage of cents', () => {
  it('rounds exact half cents away from zero', () => {
    // 1,050 cents × 13% = 136.5 cents exactly.
    expect(applyPpm(1050, 130_000)).toBe(137);
    // 14,583 × 5% = 729.15 → 729; 14,583 × 9.975% = 1454.65... → 1455.
    expect(applyPpm(14_583, 50_000)).toBe(729);
    expect(applyPpm(14_583, 99_750)).toBe(1455);
    expect(applyPpm(-1050, 130_000)).toBe(-137);
  });
  it('agrees with exact integer arithmetic (BigInt) on random amounts and rates (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 300_000 }),
        (cents, ppm) => {
          const product = BigInt(cents) * BigInt(ppm);
          const q = product / 1_000_000n;
          const rem = product % 1_000_000n;
          const expected = Number(rem * 2n >= 1_000_000n ? q + 1n : q);
          expect(applyPpm(cents, ppm)).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });
  it('refuses products that would lose exactness', () => {
    expect(() => applyPpm(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe('percent and dollar conversions', () => {
  it('converts percentages to parts per million and back', () => {
    expect(percentToPpm(13)).toBe(130_000);
    expect(percentToPpm(9.975)).toBe(99_750);
    expect(percentToPpm(6.625)).toBe(66_250);
    expect(ppmToPercent(42_250)).toBe(4.225);
  });
  it('converts dollars to cents as written', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(501.9)).toBe(50_190);
    expect(dollarsToCents(999_999.99)).toBe(99_999_999);
    expect(dollarsToCents(-0.015)).toBe(-2);
  });
});
