/**
 * `wellFormed` stands in for the domain's `pricingRequestSchema` on the pricing hot path: whatever
 * it accepts, the schema must accept, with the same request out. Generated requests sit on and
 * around every bound (and with wrong types), so a check that is too loose shows here.
 */
import {
  DEFAULT_LEVY_CODES,
  MAX_PRICE_CENTS,
  type PricingRequestInput,
  priceDeal,
  pricingRequestSchema,
} from '@storefront/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPricingRequest, wellFormed } from '../../src/modules/pricing/pricing-request.ts';

const RUNS = Number(process.env.PROPERTY_RUNS) > 0 ? Number(process.env.PROPERTY_RUNS) * 100 : 4000;

/** Mostly valid values, often exactly on a bound, sometimes just outside or of a wrong kind. */
const edgy = (min: number, max: number) =>
  fc.oneof(
    { weight: 30, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 6, arbitrary: fc.double({ min, max, noNaN: true }) },
    { weight: 6, arbitrary: fc.constantFrom(min, max) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        min - 1,
        max + 1,
        min - 0.001,
        max + 0.001,
        Number.NaN,
        Number.POSITIVE_INFINITY,
      ),
    },
  );
const centsArb = edgy(0, MAX_PRICE_CENTS);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
/** One of `valid` mostly, one of `invalid` now and then. */
const mostly = <T>(valid: T[], invalid: T[]) =>
  fc.oneof(
    { weight: 25, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.constantFrom(...invalid) },
  );
const odd = fc.constantFrom<unknown>('1', null, true, {}, []);
const sometimesOdd = <T>(a: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 40, arbitrary: a }, { weight: 1, arbitrary: odd });

const termsArb = fc.record({
  termMonths: sometimesOdd(edgy(1, 120)),
  aprPercent: sometimesOdd(edgy(0, 99.99)),
  frequency: mostly(['weekly', 'biweekly', 'monthly', 'semimonthly'], ['daily']),
  paymentSystem: mostly(['monthly_based', 'periodic'], ['other']),
});

const requestArb = fc
  .record({
    place: mostly(
      [
        ['CA', 'ON'],
        ['CA', 'QC'],
        ['US', 'TX'],
      ],
      [
        ['CA', 'TX'],
        ['CA', 'on'],
        ['MX', 'ZZ'],
        ['CA', 'O'],
      ],
    ),
    paymentType: mostly(['cash', 'finance', 'lease'], ['barter']),
    consistent: fc.boolean(),
    vehicle: fc.record({
      priceCents: fc.oneof(fc.constant(null), edgy(0, 2 * MAX_PRICE_CENTS)),
      optionsCents: sometimesOdd(centsArb),
      isNew: sometimesOdd(fc.boolean()),
      isPassengerVehicle: fc.boolean(),
      isPickup: fc.boolean(),
      hasAirConditioning: fc.boolean(),
      fuelConsumptionL100km: maybe(edgy(0, 100)),
    }),
    freightPdiCents: sometimesOdd(centsArb),
    accessories: fc.array(
      fc.record({
        id: fc.string(),
        name: fc.string(),
        priceCents: sometimesOdd(centsArb),
        priceIncludingInstallationCents: maybe(centsArb),
        install: fc.boolean(),
        taxable: fc.boolean(),
      }),
      { maxLength: 2 },
    ),
    protectionPlans: fc.array(
      fc.record({ id: fc.string(), name: fc.string(), priceCents: centsArb, taxable: fc.boolean() }),
      { maxLength: 2 },
    ),
    incentives: fc.array(
      fc.oneof(
        fc.record({
          type: fc.constant('rebate'),
          id: fc.string(),
          name: fc.string(),
          amountCents: centsArb,
          taxTiming: mostly(['pre_tax', 'post_tax'], ['later']),
        }),
        fc.record({
          type: fc.constant('percentage_discount'),
          id: fc.string(),
          name: fc.string(),
          percent: edgy(0, 100),
          taxTiming: fc.constantFrom('pre_tax', 'post_tax'),
        }),
        fc.record({
          type: fc.constant('rate_reduction'),
          id: fc.string(),
          name: fc.string(),
          ratePoints: edgy(0, 99.99),
        }),
      ),
      { maxLength: 2 },
    ),
    fees: fc.array(
      fc.record({
        code: mostly(['admin', 'plates'], ['']),
        name: fc.string(),
        amountCents: centsArb,
        taxable: fc.boolean(),
        group: mostly(['pre_tax', 'levies', 'post_tax'], ['other']),
      }),
      { maxLength: 2 },
    ),
    excludedLevies: fc.array(mostly<string>([...DEFAULT_LEVY_CODES], ['nope']), { maxLength: 2 }),
    tradeIn: fc.record({ creditCents: centsArb, owingCents: centsArb }),
    downPaymentCents: centsArb,
    localTaxRatePercent: edgy(0, 15),
    finance: fc.option(termsArb, { nil: undefined, freq: 3 }),
    lease: fc.option(
      fc
        .tuple(
          termsArb,
          fc.record({
            residualPercent: edgy(0, 100),
            residualBasisCents: maybe(centsArb),
            distanceAllowancePerYear: edgy(0, 200_000),
            excessChargeCentsPerUnit: edgy(0, 10_000),
          }),
        )
        .map(([t, l]) => ({ ...t, ...l })),
      { nil: undefined, freq: 3 },
    ),
  })
  .map(({ place: [country, region], consistent, ...r }) => {
    // Mostly the terms of the payment type only, as the server builds them; sometimes anything.
    const shaped = consistent
      ? {
          ...r,
          finance: r.paymentType === 'finance' ? r.finance : undefined,
          lease: r.paymentType === 'lease' ? r.lease : undefined,
        }
      : r;
    // Drop absent optional keys, as the server's builder never writes `key: undefined`.
    const out = JSON.parse(
      JSON.stringify({ country, region, ...shaped }, (_k, v: unknown) =>
        typeof v === 'number' && !Number.isFinite(v) ? `${v}` : v,
      ),
    );
    return out as PricingRequestInput;
  });

describe('pricing request check', () => {
  it('accepts only what the domain schema accepts, and answers the same request', () => {
    let accepted = 0;
    fc.assert(
      fc.property(requestArb, (r) => {
        if (!wellFormed(r)) return true;
        accepted += 1;
        const parsed = pricingRequestSchema.safeParse(r);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        const checked = checkPricingRequest(r);
        expect(checked.success).toBe(true);
        if (checked.success && parsed.success) {
          expect(checked.data).toEqual(parsed.data);
          expect(priceDeal(checked.data)).toEqual(priceDeal(parsed.data));
        }
        return true;
      }),
      { numRuns: RUNS },
    );
    // The generator must reach the accepting side often enough to mean something.
    expect(accepted).toBeGreaterThan(RUNS / 100);
  });

  it('falls back to the schema (same errors) when unsure', () => {
    const bad = { country: 'CA', region: 'ZZ', paymentType: 'cash' } as unknown as PricingRequestInput;
    const checked = checkPricingRequest(bad);
    expect(checked.success).toBe(false);
    expect(checked.success ? [] : checked.error.issues).toEqual(
      pricingRequestSchema.safeParse(bad).error?.issues,
    );
  });

  it('refuses an unknown key, as the strict domain schema does, and names it', () => {
    const valid = fc.sample(requestArb, 2000).find((r) => wellFormed(r) && r.paymentType === 'lease');
    if (valid === undefined) throw new Error('the generator gave no well-formed lease request');
    const lease = valid.lease as Record<string, unknown>;
    const withUnknownKeys: unknown[] = [
      { ...valid, annualDistance: 24_000 },
      { ...valid, lease: { ...lease, annualDistance: 24_000 } },
      { ...valid, vehicle: { ...valid.vehicle, trim: 'EX' } },
      { ...valid, tradeIn: { ...valid.tradeIn, vin: '1' } },
    ];
    for (const r of withUnknownKeys as PricingRequestInput[]) {
      expect(wellFormed(r)).toBe(false);
      const checked = checkPricingRequest(r);
      expect(checked.success).toBe(false);
      expect(checked.success ? [] : checked.error.issues.map((i) => i.code)).toContain('unrecognized_keys');
    }
  });
});
