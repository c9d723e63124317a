import fc from 'fast-check';
import { pmt } from 'financial';
import { describe, expect, it } from 'vitest';
import { amortise, exactLevelPayment, levelPayment, periodicRate } from '../../src/pricing/index.ts';

describe('published worked examples', () => {
  it('PMT(8%/12, 10, 10000) = 1,037.03', () => {
    expect(levelPayment(1_000_000, 0.08 / 12, 10)).toBe(103_703);
  });
  it('$21,000 at 6.9% over 48 months = 501.90', () => {
    expect(levelPayment(2_100_000, periodicRate(6.9, 12), 48)).toBe(50_190);
  });
  it('$51,940 at 5.90% over 84 months = 756.28 monthly', () => {
    expect(levelPayment(5_194_000, periodicRate(5.9, 12), 84)).toBe(75_628);
  });
  it('$51,940 at 5.90% over 84 months = 348.68 true bi-weekly (182 payments)', () => {
    expect(levelPayment(5_194_000, periodicRate(5.9, 26), 182)).toBe(34_868);
  });
});

describe('against an independent implementation: npm "financial" pmt', () => {
  it('matches pmt to the cent over thousands of random loans', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 15_000_000 }),
        fc.integer({ min: 1, max: 2_500 }), // APR in hundredths of a percent: 0.01% … 25%
        fc.integer({ min: 1, max: 96 }),
        fc.constantFrom(12, 26, 52, 24),
        (principalCents, aprBp, termMonths, periodsPerYear) => {
          const periods = Math.max(1, Math.round((termMonths * periodsPerYear) / 12));
          const rate = periodicRate(aprBp / 100, periodsPerYear);
          const reference = -pmt(rate, periods, principalCents / 100);
          const referenceCents = Math.sign(reference) * Math.round(Math.abs(reference) * 100);
          const ours = levelPayment(principalCents, rate, periods);
          // An exact half cent (e.g. $1,000 at 0.09 % for one month = $1,000.075) comes out of the
          // reference's floating point a hair below or above the tie: there either cent is the reference's.
          const fraction = Math.abs(reference * 100) % 1;
          if (Math.abs(fraction - 0.5) < 1e-6) expect(Math.abs(ours - referenceCents)).toBeLessThanOrEqual(1);
          else expect(ours).toBe(referenceCents);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('half-cent ties round away from zero (the reference library misses them by floating point)', () => {
  it('$1,000 at 0.09 % for one month is $1,000.075 -> $1,000.08', () => {
    expect(levelPayment(100_000, periodicRate(0.09, 12), 1)).toBe(100_008);
  });
});

describe('level payment rules', () => {
  it('is 0 for a zero or negative principal', () => {
    expect(levelPayment(0, 0.01, 12)).toBe(0);
    expect(levelPayment(-500, 0.01, 12)).toBe(0);
    expect(amortise(0, 0.01, 12).totalOfPaymentsCents).toBe(0);
  });
  it('rejects fewer than one payment and negative rates', () => {
    expect(() => levelPayment(1000, 0.01, 0)).toThrow(RangeError);
    expect(() => levelPayment(1000, 0.01, 1.5)).toThrow(RangeError);
    expect(() => levelPayment(1000, -0.01, 12)).toThrow(RangeError);
  });
  it('a one-payment loan repays principal plus one period of interest', () => {
    expect(levelPayment(100_000, 0.01, 1)).toBe(101_000);
  });

  it('zero-rate payment is principal / n to the cent, the last payment takes the remainder (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 1, max: 420 }),
        (principal, n) => {
          const schedule = amortise(principal, 0, n);
          // To the nearest cent, or the cent below where that would leave no last payment ($0.18
          // over 7: 3 cents each would pay it all in 6).
          expect(Math.abs(schedule.paymentCents - principal / n)).toBeLessThan(1);
          expect(schedule.finalPaymentCents).toBeGreaterThan(0);
          expect(schedule.paymentCents * (n - 1) + schedule.finalPaymentCents).toBe(principal);
          expect(schedule.totalOfPaymentsCents).toBe(principal);
          expect(schedule.costOfBorrowingCents).toBe(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('zero-rate example: $1,000.00 over 3 = 333.33, 333.33, 333.34', () => {
    const s = amortise(100_000, 0, 3);
    expect([s.paymentCents, s.finalPaymentCents]).toEqual([33_333, 33_334]);
  });

  it('payment is monotone in the principal (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 96 }),
        (principal, extra, aprBp, n) => {
          const rate = periodicRate(aprBp / 100, 12);
          expect(levelPayment(principal + extra, rate, n)).toBeGreaterThanOrEqual(
            levelPayment(principal, rate, n),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('payment is monotone in the rate (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 96 }),
        (principal, aprBp, deltaBp, n) => {
          const low = levelPayment(principal, periodicRate(aprBp / 100, 12), n);
          const high = levelPayment(principal, periodicRate((aprBp + deltaBp) / 100, 12), n);
          expect(high).toBeGreaterThanOrEqual(low);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('unrounded payment tends to the zero-rate payment as the rate tends to 0', () => {
    expect(exactLevelPayment(1_200_000, 1e-12, 12)).toBeCloseTo(100_000, 3);
  });

  it('the final payment closes a cent-by-cent schedule within a cent (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 2, max: 96 }),
        (principal, aprBp, n) => {
          const rate = periodicRate(aprBp / 100, 12);
          const schedule = amortise(principal, rate, n);
          // Independent simulation: balance carried with exact interest, payments subtracted.
          let balance = principal;
          for (let k = 0; k < n - 1; k++) balance = balance * (1 + rate) - schedule.paymentCents;
          const expectedFinal = balance * (1 + rate);
          expect(Math.abs(schedule.finalPaymentCents - expectedFinal)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(schedule.totalOfPaymentsCents).toBe(
            schedule.paymentCents * (n - 1) + schedule.finalPaymentCents,
          );
          expect(schedule.costOfBorrowingCents).toBe(schedule.totalOfPaymentsCents - principal);
          expect(schedule.costOfBorrowingCents).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
