import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  excessDistanceChargeCents,
  leasePayment,
  moneyFactor,
  totalDistanceAllowance,
} from '../../src/pricing/index.ts';

const monthly = { frequency: 'monthly', paymentSystem: 'monthly_based' } as const;

describe('lease payment', () => {
  it("Revenu Québec's example: $7,000 over 48 months at 0% = 145.83 before tax", () => {
    const p = leasePayment({
      adjustedCapitalizedCostCents: 700_000,
      residualCents: 0,
      aprPercent: 0,
      termMonths: 48,
      ...monthly,
    });
    expect(p).toEqual({
      method: 'amortised',
      numberOfPayments: 48,
      depreciationCents: 14_583,
      rentChargeCents: 0,
      basePaymentCents: 14_583,
    });
  });
  it('money factor is APR / 2400', () => {
    expect(moneyFactor(6)).toBe(0.0025);
    expect(moneyFactor(0)).toBe(0);
  });
  it('depreciation plus rent charge: $40,000 cap, $22,000 residual, 4.8% over 36 months', () => {
    // depreciation 18,000/36 = 500.00; rent (40,000 + 22,000) × 0.002 = 124.00
    const p = leasePayment({
      adjustedCapitalizedCostCents: 4_000_000,
      residualCents: 2_200_000,
      aprPercent: 4.8,
      termMonths: 36,
      ...monthly,
    });
    expect([p.depreciationCents, p.rentChargeCents, p.basePaymentCents]).toEqual([50_000, 12_400, 62_400]);
  });
  it('monthly-based systems derive other frequencies with the spec factors', () => {
    const args = {
      adjustedCapitalizedCostCents: 4_000_000,
      residualCents: 2_200_000,
      aprPercent: 4.8,
      termMonths: 36,
    };
    const weekly = leasePayment({ ...args, frequency: 'weekly', paymentSystem: 'monthly_based' });
    const biweekly = leasePayment({ ...args, frequency: 'biweekly', paymentSystem: 'monthly_based' });
    const semi = leasePayment({ ...args, frequency: 'semimonthly', paymentSystem: 'monthly_based' });
    expect(weekly).toMatchObject({
      method: 'derived_from_monthly',
      basePaymentCents: 14_361,
      numberOfPayments: 156,
    });
    expect(biweekly).toMatchObject({ basePaymentCents: 28_729, numberOfPayments: 78 });
    expect(semi).toMatchObject({ basePaymentCents: 31_200, numberOfPayments: 72 });
  });
  it('periodic systems amortise the lease per period with the per-period money factor', () => {
    const p = leasePayment({
      adjustedCapitalizedCostCents: 4_000_000,
      residualCents: 2_200_000,
      aprPercent: 5.2,
      termMonths: 36,
      frequency: 'biweekly',
      paymentSystem: 'periodic',
    });
    // 78 payments; depreciation 1,800,000/78 = 23076.92; rent 6,200,000 × 5.2 / 5200 = 6200
    expect(p).toMatchObject({
      method: 'amortised',
      numberOfPayments: 78,
      depreciationCents: 23_077,
      basePaymentCents: 29_277,
    });
  });
  it('refuses a residual above the capitalised cost', () => {
    expect(() =>
      leasePayment({
        adjustedCapitalizedCostCents: 100,
        residualCents: 101,
        aprPercent: 1,
        termMonths: 12,
        ...monthly,
      }),
    ).toThrow(RangeError);
  });
  it('depreciation and rent charge always add up to the payment (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 20_000_000 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.integer({ min: 1, max: 96 }),
        fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly' as const),
        fc.constantFrom('monthly_based', 'periodic' as const),
        (cap, residualPct, aprBp, term, frequency, paymentSystem) => {
          const residual = Math.floor((cap * residualPct) / 100);
          const p = leasePayment({
            adjustedCapitalizedCostCents: cap,
            residualCents: residual,
            aprPercent: aprBp / 100,
            termMonths: term,
            frequency,
            paymentSystem,
          });
          expect(p.depreciationCents + p.rentChargeCents).toBe(p.basePaymentCents);
          expect(p.basePaymentCents).toBeGreaterThanOrEqual(0);
          expect(p.rentChargeCents).toBeGreaterThanOrEqual(-1);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('payment grows with the rate (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 20_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 500 }),
        (cap, aprBp, delta) => {
          const args = {
            adjustedCapitalizedCostCents: cap,
            residualCents: Math.floor(cap / 2),
            termMonths: 36,
            ...monthly,
          };
          const low = leasePayment({ ...args, aprPercent: aprBp / 100 }).basePaymentCents;
          const high = leasePayment({ ...args, aprPercent: (aprBp + delta) / 100 }).basePaymentCents;
          expect(high).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });
});

describe('distance allowance and excess charges', () => {
  it('total allowance is the yearly allowance over the term', () => {
    expect(totalDistanceAllowance(20_000, 48)).toBe(80_000);
    expect(totalDistanceAllowance(12_000, 39)).toBe(39_000);
  });
  it('charges each unit beyond the allowance, nothing within it', () => {
    expect(excessDistanceChargeCents(80_000, 85_500, 12)).toBe(66_000);
    expect(excessDistanceChargeCents(80_000, 79_000, 12)).toBe(0);
  });
});
