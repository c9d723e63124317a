import { describe, expect, it } from 'vitest';
import { pricingRequestSchema } from '../../src/pricing/index.ts';

const minimal = {
  country: 'CA',
  region: 'on',
  paymentType: 'finance',
  vehicle: { priceCents: 3_000_000 },
  finance: { aprPercent: 5 },
} as const;

describe('pricing request schema', () => {
  it('applies defaults: term 12 when none, monthly, monthly-based, new passenger vehicle with A/C and 4 tires', () => {
    const parsed = pricingRequestSchema.parse(minimal);
    expect(parsed.region).toBe('ON');
    expect(parsed.finance).toEqual({
      termMonths: 12,
      aprPercent: 5,
      frequency: 'monthly',
      paymentSystem: 'monthly_based',
      taxesFinanced: true,
    });
    expect(parsed.vehicle).toMatchObject({
      optionsCents: 0,
      isNew: true,
      isPassengerVehicle: true,
      hasAirConditioning: true,
      tireCount: 4,
    });
    expect(parsed).toMatchObject({
      freightPdiCents: 0,
      accessories: [],
      incentives: [],
      downPaymentCents: 0,
      localTaxRatePercent: 0,
    });
  });
  it('refuses an unknown key at any level, naming it, rather than dropping it and using a default', () => {
    const lease = {
      ...minimal,
      paymentType: 'lease',
      lease: { aprPercent: 3, residualPercent: 55, annualDistance: 24_000 },
    } as const;
    const leaseIssue = pricingRequestSchema.safeParse(lease).error?.issues[0];
    expect(leaseIssue).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['annualDistance'],
      path: ['lease'],
    });
    expect(leaseIssue?.message).toContain('annualDistance');
    const top = pricingRequestSchema.safeParse({ ...minimal, downPayment: 500_000 }).error?.issues[0];
    expect(top).toMatchObject({ code: 'unrecognized_keys', keys: ['downPayment'], path: [] });
    for (const request of [
      { ...minimal, vehicle: { priceCents: 3_000_000, price: 1 } },
      { ...minimal, finance: { aprPercent: 5, term: 60 } },
      { ...minimal, tradeIn: { credit: 1 } },
      { ...minimal, accessories: [{ id: 'a', name: 'Mats', priceCents: 100, taxed: false }] },
      { ...minimal, protectionPlans: [{ id: 'p', name: 'Gap', priceCents: 100, tax: false }] },
      { ...minimal, fees: [{ code: 'doc', name: 'Doc', amountCents: 100, type: 'x' }] },
      { ...minimal, incentives: [{ type: 'rebate', id: 'r', name: 'R', amountCents: 100, when: 'x' }] },
      { ...minimal, taxOverride: { stateRate: 5 } },
    ])
      expect(pricingRequestSchema.safeParse(request).error?.issues[0]?.code).toBe('unrecognized_keys');
  });
  it('rejects an unknown region for the country', () => {
    const result = pricingRequestSchema.safeParse({ ...minimal, region: 'TX' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['region']);
  });
  it('requires finance terms for finance and lease terms with a residual for lease', () => {
    expect(pricingRequestSchema.safeParse({ ...minimal, finance: undefined }).error?.issues[0]?.path).toEqual(
      ['finance'],
    );
    const lease = { ...minimal, paymentType: 'lease', finance: undefined };
    expect(pricingRequestSchema.safeParse(lease).error?.issues[0]?.path).toEqual(['lease']);
    expect(
      pricingRequestSchema.safeParse({ ...lease, lease: { aprPercent: 3 } }).error?.issues[0]?.path,
    ).toEqual(['lease', 'residualPercent']);
    expect(
      pricingRequestSchema.safeParse({ ...lease, lease: { aprPercent: 3, residualPercent: 55 } }).success,
    ).toBe(true);
  });
  it('rejects amounts that are not integer cents or above the max price', () => {
    expect(pricingRequestSchema.safeParse({ ...minimal, freightPdiCents: 10.5 }).success).toBe(false);
    expect(pricingRequestSchema.safeParse({ ...minimal, downPaymentCents: -1 }).success).toBe(false);
    expect(pricingRequestSchema.safeParse({ ...minimal, freightPdiCents: 100_000_000 }).success).toBe(false);
  });
  it('accepts a null price (call for price) and validates incentive shapes by type', () => {
    expect(pricingRequestSchema.safeParse({ ...minimal, vehicle: { priceCents: null } }).success).toBe(true);
    const bad = { ...minimal, incentives: [{ type: 'rebate', id: 'x', name: 'X', percent: 5 }] };
    expect(pricingRequestSchema.safeParse(bad).success).toBe(false);
    const good = pricingRequestSchema.parse({
      ...minimal,
      incentives: [{ type: 'rebate', id: 'x', name: 'X', amountCents: 100 }],
    });
    expect(good.incentives[0]).toMatchObject({ taxTiming: 'pre_tax' });
  });
  it('rejects terms outside 1–120 months and negative rates', () => {
    expect(
      pricingRequestSchema.safeParse({ ...minimal, finance: { aprPercent: 5, termMonths: 0 } }).success,
    ).toBe(false);
    expect(pricingRequestSchema.safeParse({ ...minimal, finance: { aprPercent: -1 } }).success).toBe(false);
  });
});
