import { describe, expect, it } from 'vitest';
import {
  conditionAdjustments,
  normalizeVin,
  TRADE_IN_CONDITION_BASIS_POINTS,
  tradeInEquity,
  tradeInPayoffCents,
  vinError,
  vinModelYear,
} from '../../src/rules/trade-in-valuation.ts';
import { vinCheckDigit } from '../../src/validators/rules.ts';

describe('condition adjustments of a trade-in valuation', () => {
  it('deducts each documented share of the base target, not compounded, to the cent', () => {
    const { adjustments, targetCents } = conditionAdjustments(1_234_567, [
      'paint_work_performed',
      'involved_in_accident',
    ]);
    // 15 % of 12,345.67 is 1,851.85 (1,851.8505 rounded); 5 % is 617.28 (617.2835).
    expect(adjustments).toEqual([
      { key: 'involved_in_accident', amount: -185_185 },
      { key: 'paint_work_performed', amount: -61_728 },
    ]);
    expect(targetCents).toBe(1_234_567 - 185_185 - 61_728);
  });

  it('adds for protection coverage still running, and rounds half away from zero', () => {
    // 2 % of 25 cents is 0.5 cent: 1 cent; 7 % of 50 cents is 3.5 cents: -4 cents.
    expect(conditionAdjustments(25, ['has_unexpired_protection_coverage'])).toEqual({
      adjustments: [{ key: 'has_unexpired_protection_coverage', amount: 1 }],
      targetCents: 26,
    });
    expect(conditionAdjustments(50, ['repairs_other_than_maintainence']).adjustments).toEqual([
      { key: 'repairs_other_than_maintainence', amount: -4 },
    ]);
  });

  it('leaves the target alone with nothing answered yes, and never goes below 0', () => {
    expect(conditionAdjustments(1_000_000, [])).toEqual({ adjustments: [], targetCents: 1_000_000 });
    const all = Object.keys(
      TRADE_IN_CONDITION_BASIS_POINTS,
    ) as (keyof typeof TRADE_IN_CONDITION_BASIS_POINTS)[];
    const every = conditionAdjustments(1_000_000, all);
    expect(every.adjustments.map((a) => a.amount)).toEqual([-150_000, -50_000, -70_000, 20_000, -100_000]);
    expect(every.targetCents).toBe(650_000);
    expect(conditionAdjustments(0, all).targetCents).toBe(0);
    expect(() => conditionAdjustments(10.5, [])).toThrow(RangeError);
  });
});

describe('what is owed on a trade-in, and its equity', () => {
  it('is the payoff of a loan, or of a lease (residual and payments left), or nothing', () => {
    expect(tradeInPayoffCents(null)).toBe(0);
    expect(tradeInPayoffCents({ making_active_payments: 'N' })).toBe(0);
    expect(tradeInPayoffCents({ making_active_payments: 'F', financing_amount_due: 1_812_345 })).toBe(
      1_812_345,
    );
    expect(
      tradeInPayoffCents({
        making_active_payments: 'L',
        leasing_residual_value: 1_500_000,
        leasing_payments_amount: 45_678,
        leasing_payment_left: 7,
      }),
    ).toBe(1_819_746);
  });

  it('gives negative equity when the payoff is above the value, to the cent', () => {
    expect(tradeInEquity(1_500_000, 1_812_345)).toEqual({
      equityCents: -312_345,
      negativeEquityCents: 312_345,
    });
    expect(tradeInEquity(1_500_000, 1_000_001)).toEqual({ equityCents: 499_999, negativeEquityCents: 0 });
    expect(tradeInEquity(0, 0)).toEqual({ equityCents: 0, negativeEquityCents: 0 });
    expect(() => tradeInEquity(-1, 0)).toThrow(RangeError);
    expect(() => tradeInEquity(1, 0.5)).toThrow(RangeError);
  });
});

describe('VIN', () => {
  it('checks the length, the characters and the check digit, upper-cased and without spaces', () => {
    // The check digit of the textbook example 1HGCM82633A004352 is its 9th character, 3.
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinError('1HGCM82633A004352')).toBeNull();
    expect(vinError(' 1hgcm826-33a004352 ')).toBeNull();
    expect(normalizeVin(' 1hgcm826-33a004352 ')).toBe('1HGCM82633A004352');
    expect(vinError('1HGCM82643A004352')).toBe('check_digit');
    expect(vinError('1HGCM82633A00435')).toBe('length');
    expect(vinError('1HGCM82633A0043521')).toBe('length');
    expect(vinError('1HGCM82633AO04352')).toBe('characters');
    expect(vinError('1HGCM8263$A004352')).toBe('characters');
    // A remainder of 10 is written X.
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('reads the model year of the 10th character in the latest cycle', () => {
    expect(vinModelYear('1HGCM82633A004352', 2026)).toBe(2003);
    expect(vinModelYear('2HGFC2F56KH512345', 2026)).toBe(2019);
    expect(vinModelYear('2HGFC2F56ZH512345', 2026)).toBeNull();
  });
});
