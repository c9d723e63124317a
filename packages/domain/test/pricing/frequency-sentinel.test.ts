import { describe, expect, it } from 'vitest';
import { FREQUENCY_FACTORS } from '../../src/constants.ts';
import {
  derivedPaymentCount,
  deriveFromMonthly,
  feedPriceToCents,
  isSentinelPriceCents,
  PERIODS_PER_YEAR,
  periodicPaymentCount,
} from '../../src/pricing/index.ts';

describe('payment frequencies', () => {
  it('uses the spec factors 4.345, 2.172, 2, 1 from the shared constants', () => {
    expect(FREQUENCY_FACTORS).toEqual({ weekly: 4.345, biweekly: 2.172, semimonthly: 2, monthly: 1 });
    expect(deriveFromMonthly(43_450, 'weekly')).toBeCloseTo(10_000, 9);
    expect(deriveFromMonthly(21_720, 'biweekly')).toBeCloseTo(10_000, 9);
    expect(deriveFromMonthly(20_000, 'semimonthly')).toBe(10_000);
    expect(deriveFromMonthly(10_000, 'monthly')).toBe(10_000);
  });
  it('true periodic schedules count calendar periods', () => {
    expect(PERIODS_PER_YEAR).toEqual({ weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 });
    expect(periodicPaymentCount(84, 'biweekly')).toBe(182);
    expect(periodicPaymentCount(60, 'weekly')).toBe(260);
    expect(periodicPaymentCount(36, 'semimonthly')).toBe(72);
    expect(periodicPaymentCount(1, 'monthly')).toBe(1);
  });
  it('derived schedules count term × factor payments', () => {
    expect(derivedPaymentCount(84, 'biweekly')).toBe(182);
    expect(derivedPaymentCount(48, 'weekly')).toBe(209);
    expect(derivedPaymentCount(12, 'monthly')).toBe(12);
  });
});

describe('sentinel prices (spec 2 §5: null, empty, 0, 999998, 999999)', () => {
  it('treats absent, zero and sentinel cents as no price', () => {
    for (const cents of [null, undefined, 0, 99_999_800, 99_999_900, Number.NaN]) {
      expect(isSentinelPriceCents(cents)).toBe(true);
    }
    for (const cents of [1, 2_500_000, 99_999_899, 99_999_999]) {
      expect(isSentinelPriceCents(cents)).toBe(false);
    }
  });
  it('cleans feed prices and rejects sentinels', () => {
    expect(feedPriceToCents('$32,995.50')).toBe(3_299_550);
    expect(feedPriceToCents('32 995,00 $'.replace(',', '.'))).toBe(3_299_500);
    expect(feedPriceToCents(18_999)).toBe(1_899_900);
    for (const raw of [null, undefined, '', 0, '0', 999_998, '999999', '$999,999.00', 'call', -5, {}]) {
      expect(feedPriceToCents(raw)).toBeNull();
    }
  });
});
