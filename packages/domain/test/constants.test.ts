import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DEFAULT_CAPS_CENTS,
  DEFAULT_CAPS_DOLLARS,
  FREQUENCY_FACTORS,
  MAX_PRICE_CENTS,
  MAX_PRICE_DOLLARS,
  PAYMENT_FREQUENCIES,
  SENTINEL_PRICES,
  TOAST_DURATION_MS,
} from '../src/constants.ts';

describe('constants (spec 1 §9, spec 2 §5 and §9)', () => {
  it('keys frequency factors by every payment frequency', () => {
    expect(Object.keys(FREQUENCY_FACTORS).sort()).toEqual([...PAYMENT_FREQUENCIES].sort());
    expect(FREQUENCY_FACTORS).toEqual({ weekly: 4.345, biweekly: 2.172, monthly: 1, semimonthly: 2 });
  });
  it('lists the sentinel prices', () => {
    expect(SENTINEL_PRICES).toEqual([null, '', 0, 999998, 999999]);
  });
  it('keeps cents and dollars versions consistent', () => {
    expect(MAX_PRICE_CENTS).toBe(Math.round(MAX_PRICE_DOLLARS * 100));
    for (const t of ['cash', 'finance', 'lease'] as const) {
      expect(DEFAULT_CAPS_CENTS[t]).toBe(DEFAULT_CAPS_DOLLARS[t] * 100);
    }
  });
  it('has the breakpoints and toast durations of the spec', () => {
    expect(BREAKPOINTS).toEqual({ xs: 380, sm: 768, md: 992, lg: 1200, xlg: 1367 });
    expect(TOAST_DURATION_MS).toEqual({ LONG: 5000, PAYMENT: 3500, SHORT: 2500 });
  });
});
