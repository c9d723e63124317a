import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREQUENCY_FACTORS, MAX_PRICE_CENTS } from '../../src/constants.ts';
import {
  PERIODS_PER_YEAR,
  type PricedDeal,
  type PricingRequestInput,
  type PricingResult,
  priceDeal,
  pricingRequestSchema,
  TAX_JURISDICTIONS,
} from '../../src/pricing/index.ts';

function price(input: PricingRequestInput): PricingResult {
  return priceDeal(pricingRequestSchema.parse(input));
}

function priced(input: PricingRequestInput): PricedDeal {
  const result = price(input);
  if (result.status !== 'priced') throw new Error(`not priced: ${JSON.stringify(result)}`);
  return result;
}

const amounts = (deal: PricedDeal, group: 'preTax' | 'levies' | 'postTax') =>
  deal.stack[group].items.map((i) => [i.code, i.amountCents]);

describe('cash deal: itemised stack (Ontario)', () => {
  const deal = priced({
    country: 'CA',
    region: 'ON',
    paymentType: 'cash',
    vehicle: { priceCents: 3_000_000, optionsCents: 150_000 },
    freightPdiCents: 180_000,
    accessories: [
      { id: 'a1', name: 'Mats', priceCents: 20_000 },
      { id: 'a2', name: 'Hitch', priceCents: 50_000, priceIncludingInstallationCents: 65_000, install: true },
      {
        id: 'a3',
        name: 'Roof rack',
        priceCents: 40_000,
        priceIncludingInstallationCents: 55_000,
        install: false,
      },
    ],
    protectionPlans: [
      { id: 'p1', name: 'Extended warranty', priceCents: 120_000 },
      { id: 'p2', name: 'GAP insurance', priceCents: 80_000, taxable: false },
    ],
    fees: [
      { code: 'doc', name: 'Documentation fee', amountCents: 49_900 },
      {
        code: 'reg',
        name: 'Licence and registration',
        amountCents: 12_000,
        taxable: false,
        group: 'post_tax',
      },
    ],
    downPaymentCents: 500_000,
  });

  it('lists pre-tax items in order, accessories priced with or without installation', () => {
    expect(amounts(deal, 'preTax')).toEqual([
      ['vehicle', 3_000_000],
      ['options', 150_000],
      ['freight_pdi', 180_000],
      ['accessory', 20_000],
      ['accessory', 65_000],
      ['accessory', 40_000],
      ['protection_plan', 120_000],
      ['protection_plan', 80_000],
      ['fee', 49_900],
    ]);
    expect(deal.stack.preTax.items[4]).toMatchObject({ label: 'Hitch', ref: 'a2', installed: true });
    expect(deal.stack.preTax.items[5]).toMatchObject({ installed: false });
  });
  it('groups the federal A/C tax and the OMVIC fee as levies', () => {
    expect(deal.stack.levies.name).toBe('levies');
    expect(amounts(deal, 'levies')).toEqual([
      ['ca_ac_excise_tax', 10_000],
      ['on_omvic_fee', 1_250],
    ]);
  });
  it('charges 13% HST on taxable items and levies, not on the non-taxable plan', () => {
    const taxable =
      3_000_000 + 150_000 + 180_000 + 20_000 + 65_000 + 40_000 + 120_000 + 49_900 + 10_000 + 1_250;
    expect(deal.stack.taxes.lines).toEqual([
      {
        code: 'HST',
        jurisdiction: 'ON',
        ratePpm: 130_000,
        baseCents: taxable,
        amountCents: Math.round(taxable * 0.13),
      },
    ]);
  });
  it('ignores the down payment for cash and adds post-tax fees', () => {
    expect(amounts(deal, 'postTax')).toEqual([['fee', 12_000]]);
    expect(deal.totalCents).toBe(
      deal.stack.preTax.totalCents + deal.stack.levies.totalCents + deal.stack.taxes.totalCents + 12_000,
    );
    expect(deal.finance).toBeUndefined();
    expect(deal.lease).toBeUndefined();
  });
});

describe('levies follow the place of sale, taxes the buyer', () => {
  // A new car with air conditioning and four tires, cash.
  const sale = (region: string, saleRegion: string) =>
    priced({
      country: 'CA',
      region,
      saleRegion,
      paymentType: 'cash',
      vehicle: { priceCents: 3_000_000, isNew: true, tireCount: 4, hasAirConditioning: true },
    });
  it("an Ontario buyer at a Québec dealer: Québec's tire duty, no OMVIC fee, Ontario's HST", () => {
    const deal = sale('ON', 'QC');
    expect(amounts(deal, 'levies')).toEqual([
      ['ca_ac_excise_tax', 10_000],
      ['qc_tire_duty', 1_800],
    ]);
    expect(deal.stack.taxes.lines.map((t) => t.code)).toEqual(['HST']);
  });
  it("a Québec buyer at an Ontario dealer: the OMVIC fee, no tire duty, Québec's GST and QST", () => {
    const deal = sale('QC', 'ON');
    expect(amounts(deal, 'levies')).toEqual([
      ['ca_ac_excise_tax', 10_000],
      ['on_omvic_fee', 1_250],
    ]);
    expect(deal.stack.taxes.lines.map((t) => t.code)).toEqual(['GST', 'QST']);
  });
  it("without a place of sale, the buyer's province's levies (as before)", () => {
    const deal = priced({
      country: 'CA',
      region: 'ON',
      paymentType: 'cash',
      vehicle: { priceCents: 3_000_000, isNew: true, tireCount: 4, hasAirConditioning: true },
    });
    expect(amounts(deal, 'levies').map(([code]) => code)).toContain('on_omvic_fee');
  });
});

describe('finance: worked examples through the engine (no-tax state, no fees)', () => {
  const loan = (priceCents: number, aprPercent: number, termMonths: number, extra: object = {}) =>
    priced({
      country: 'US',
      region: 'MT',
      paymentType: 'finance',
      vehicle: { priceCents },
      finance: { aprPercent, termMonths, ...extra },
    });
  it('$21,000 at 6.9% over 48 months = 501.90 monthly', () => {
    const deal = loan(2_100_000, 6.9, 48);
    expect(deal.finance).toMatchObject({
      amountFinancedCents: 2_100_000,
      paymentCents: 50_190,
      numberOfPayments: 48,
      method: 'amortised',
    });
  });
  it('$51,940 at 5.90% over 84 months = 756.28 monthly and 348.68 true bi-weekly', () => {
    expect(loan(5_194_000, 5.9, 84).finance?.paymentCents).toBe(75_628);
    const biweekly = loan(5_194_000, 5.9, 84, { frequency: 'biweekly', paymentSystem: 'periodic' }).finance;
    expect(biweekly).toMatchObject({
      paymentCents: 34_868,
      numberOfPayments: 182,
      method: 'amortised',
      monthlyPaymentCents: 75_628,
    });
  });
  it('a monthly-based system derives bi-weekly as monthly / 2.172 and labels it derived', () => {
    const derived = loan(5_194_000, 5.9, 84, { frequency: 'biweekly' }).finance;
    expect(derived).toMatchObject({
      method: 'derived_from_monthly',
      paymentCents: 34_820,
      paymentSystem: 'monthly_based',
    });
    // The contract stays monthly: totals are those of the monthly schedule, which the derived payments
    // pay exactly: 84 × 2.172 = 182.4 payments, so 182 whole ones and a partial 183rd.
    const monthly = loan(5_194_000, 5.9, 84).finance;
    expect(derived?.totalOfPaymentsCents).toBe(monthly?.totalOfPaymentsCents);
    expect(derived?.numberOfPayments).toBe(183);
    expect(derived?.finalPaymentCents).toBe((monthly?.totalOfPaymentsCents ?? 0) - 34_820 * 182);
    expect(derived?.finalPaymentCents).toBeLessThan(34_820);
  });
  it('weekly and semi-monthly derive with 4.345 and 2', () => {
    expect(loan(5_194_000, 5.9, 84, { frequency: 'weekly' }).finance?.paymentCents).toBe(17_406);
    expect(loan(5_194_000, 5.9, 84, { frequency: 'semimonthly' }).finance?.paymentCents).toBe(37_814);
  });
  it('uses a 12-month term when none is given', () => {
    const deal = loan(1_200_000, 0, undefined as unknown as number);
    expect(deal.finance).toMatchObject({ termMonths: 12, paymentCents: 100_000, finalPaymentCents: 100_000 });
  });
  it('reports the cost of borrowing', () => {
    const f = loan(1_000_000, 8, 12).finance;
    expect(f?.costOfBorrowingCents).toBe((f?.totalOfPaymentsCents ?? 0) - 1_000_000);
    expect(f?.costOfBorrowingCents).toBeGreaterThan(40_000);
  });
});

describe('down payment, trade-in and negative equity', () => {
  const base = {
    country: 'CA',
    region: 'AB',
    paymentType: 'finance',
    vehicle: { priceCents: 4_000_000, isNew: false },
    finance: { aprPercent: 0, termMonths: 10 },
  } as const;
  it('trade-in value reduces the GST base; the lien is added after tax; down payment reduces the amount financed', () => {
    const deal = priced({
      ...base,
      tradeIn: { creditCents: 1_500_000, owingCents: 2_000_000 },
      downPaymentCents: 300_000,
    });
    expect(amounts(deal, 'preTax')).toEqual([
      ['vehicle', 4_000_000],
      ['trade_in_credit', -1_500_000],
    ]);
    expect(deal.stack.taxes.lines[0]).toMatchObject({
      code: 'GST',
      baseCents: 2_500_000,
      amountCents: 125_000,
    });
    expect(amounts(deal, 'postTax')).toEqual([
      ['trade_in_owing', 2_000_000],
      ['down_payment', -300_000],
    ]);
    // 40,000 − 15,000 + 1,250 + 20,000 (negative equity 5,000 rolled in) − 3,000
    expect(deal.finance?.amountFinancedCents).toBe(4_325_000);
    expect(deal.finance?.paymentCents).toBe(432_500);
  });
  it('a down payment larger than what is left to pay is refused, naming the largest one the deal takes', () => {
    const input = { ...base, vehicle: { priceCents: 100_000, isNew: false }, downPaymentCents: 500_000 };
    const result = price(input);
    expect(result).toMatchObject({ status: 'not_priceable', reason: 'down_payment_exceeds_total' });
    if (result.status !== 'not_priceable' || result.reason !== 'down_payment_exceeds_total') return;
    // That largest down payment prices, and leaves nothing to finance.
    const most = priced({ ...input, downPaymentCents: result.maxDownPaymentCents });
    expect(most.totalCents).toBe(0);
    expect(most.finance).toMatchObject({ amountFinancedCents: 0, paymentCents: 0 });
    expect(price({ ...input, downPaymentCents: result.maxDownPaymentCents + 1 }).status).toBe(
      'not_priceable',
    );
  });
  it('a trade-in worth more than a cash deal: the difference is paid to the shopper, the total is zero', () => {
    const deal = priced({
      country: 'CA',
      region: 'ON',
      paymentType: 'cash',
      vehicle: { priceCents: 2_000_000, isNew: false },
      tradeIn: { creditCents: 4_000_000 },
    });
    expect(deal.totalCents).toBe(0);
    const returned = deal.stack.postTax.items.find((i) => i.code === 'equity_returned');
    expect(returned?.amountCents).toBeGreaterThan(0);
    // What is paid back is the credit less the deal it covers: every other line of the stack.
    const others =
      deal.stack.preTax.totalCents +
      deal.stack.levies.totalCents +
      deal.stack.taxes.totalCents +
      deal.stack.postTax.items
        .filter((i) => i.code !== 'equity_returned')
        .reduce((s, i) => s + i.amountCents, 0);
    expect(returned?.amountCents).toBe(-others);
    expect(others).toBeLessThan(-1_900_000);
  });
  it('in California the trade-in does not reduce tax and is shown after tax', () => {
    const deal = priced({ ...base, country: 'US', region: 'CA', tradeIn: { creditCents: 1_000_000 } });
    expect(deal.stack.taxes.lines[0]).toMatchObject({ baseCents: 4_000_000, amountCents: 290_000 });
    expect(amounts(deal, 'postTax')).toEqual([['trade_in_credit', -1_000_000]]);
  });
});

describe('incentives', () => {
  const base = {
    country: 'CA',
    region: 'NS',
    paymentType: 'finance',
    vehicle: { priceCents: 5_000_000, isNew: false },
    finance: { aprPercent: 6, termMonths: 60 },
  } as const;
  it('pre-tax rebates reduce the taxable amount; post-tax rebates only the balance', () => {
    const pre = priced({
      ...base,
      incentives: [{ type: 'rebate', id: 'r', name: 'Cash', amountCents: 100_000 }],
    });
    const post = priced({
      ...base,
      incentives: [{ type: 'rebate', id: 'r', name: 'Cash', amountCents: 100_000, taxTiming: 'post_tax' }],
    });
    expect(pre.stack.taxes.totalCents).toBe(686_000);
    expect(post.stack.taxes.totalCents).toBe(700_000);
    expect(post.stack.postTax.items).toEqual([
      { code: 'incentive', amountCents: -100_000, taxable: false, label: 'Cash', ref: 'r' },
    ]);
    expect(post.totalCents - pre.totalCents).toBe(14_000);
  });
  it('a percentage discount is taken off vehicle plus options', () => {
    const deal = priced({
      ...base,
      vehicle: { priceCents: 5_000_000, optionsCents: 250_000, isNew: false },
      incentives: [{ type: 'percentage_discount', id: 'p', name: '2%', percent: 2 }],
    });
    expect(deal.stack.preTax.items.at(-1)).toMatchObject({ code: 'incentive', amountCents: -105_000 });
  });
  it('a rate reduction lowers the APR, never below zero', () => {
    const deal = priced({
      ...base,
      incentives: [{ type: 'rate_reduction', id: 'rr', name: 'Loyalty rate', ratePoints: 1.5 }],
    });
    expect(deal.finance?.aprPercent).toBe(4.5);
    const zero = priced({
      ...base,
      incentives: [{ type: 'rate_reduction', id: 'rr', name: 'Big', ratePoints: 9 }],
    });
    expect(zero.finance?.aprPercent).toBe(0);
  });
  it('an incentive limited to other payment types is ignored', () => {
    const deal = priced({
      ...base,
      incentives: [
        { type: 'rebate', id: 'l', name: 'Lease cash', amountCents: 100_000, paymentTypes: ['lease'] },
      ],
    });
    expect(deal.stack.preTax.items.map((i) => i.code)).toEqual(['vehicle']);
  });
});

describe('US local rates and overrides', () => {
  const base = {
    country: 'US',
    region: 'NY',
    paymentType: 'cash',
    vehicle: { priceCents: 3_000_000 },
  } as const;
  it("adds the dealer's local rate as its own line, following the state's trade-in rule", () => {
    const deal = priced({ ...base, localTaxRatePercent: 4.875, tradeIn: { creditCents: 1_000_000 } });
    expect(deal.stack.taxes.lines.map((l) => [l.code, l.baseCents, l.amountCents])).toEqual([
      ['STATE', 2_000_000, 80_000],
      ['LOCAL', 2_000_000, 97_500],
    ]);
  });
  it('a dealer can override the state rate and the trade-in rule', () => {
    const deal = priced({
      ...base,
      tradeIn: { creditCents: 1_000_000 },
      taxOverride: { stateRatePercent: 5, tradeIn: { kind: 'none' } },
    });
    expect(deal.stack.taxes.lines).toEqual([
      { code: 'STATE', jurisdiction: 'NY', ratePpm: 50_000, baseCents: 3_000_000, amountCents: 150_000 },
    ]);
  });
  it('no default levies apply in the USA', () => {
    expect(priced(base).stack.levies.items).toEqual([]);
  });
});

describe('lease', () => {
  it("Revenu Québec's example end to end: 145.83 + GST 7.29 + QST 14.55 = 167.67", () => {
    const deal = priced({
      country: 'CA',
      region: 'QC',
      paymentType: 'lease',
      vehicle: { priceCents: 700_000, isNew: false },
      lease: { aprPercent: 0, termMonths: 48, residualCents: 0 },
    });
    const lease = deal.lease;
    expect(lease?.basePaymentCents).toBe(14_583);
    expect(lease?.paymentTaxes.map((t) => [t.code, t.amountCents])).toEqual([
      ['GST', 729],
      ['QST', 1_455],
    ]);
    expect(lease?.paymentCents).toBe(16_767);
    expect(deal.stack.taxes.lines).toEqual([]);
  });
  const ontario = {
    country: 'CA',
    region: 'ON',
    paymentType: 'lease',
    vehicle: { priceCents: 4_000_000 },
    freightPdiCents: 200_000,
    downPaymentCents: 300_000,
    tradeIn: { creditCents: 500_000, owingCents: 100_000 },
    lease: {
      aprPercent: 4.8,
      termMonths: 36,
      residualPercent: 55,
      distanceAllowancePerYear: 20_000,
      excessChargeCentsPerUnit: 16,
    },
  } as const;
  it('capitalised cost: price items and levies, less down payment and trade-in equity', () => {
    const lease = priced(ontario).lease;
    // 40,000 + 2,000 + 100 A/C + 12.50 OMVIC + 1,000 owing − 5,000 trade − 3,000 down
    expect(lease?.grossCapitalizedCostCents).toBe(4_311_250);
    expect(lease?.adjustedCapitalizedCostCents).toBe(3_511_250);
    expect(lease?.capitalizedCostReductionCents).toBe(800_000);
    expect(lease?.residualCents).toBe(2_200_000);
  });
  it('HST on each payment and on the cash down payment at signing', () => {
    const lease = priced(ontario).lease;
    // depreciation (35,112.50 − 22,000)/36 = 364.2361; rent 57,112.50 × 0.002 = 114.225; sum 478.4611 → 478.46
    expect([lease?.depreciationCents, lease?.rentChargeCents, lease?.basePaymentCents]).toEqual([
      36_424, 11_422, 47_846,
    ]);
    expect(lease?.paymentTaxes[0]).toMatchObject({ code: 'HST', baseCents: 47_846, amountCents: 6_220 });
    expect(lease?.paymentCents).toBe(54_066);
    expect(lease?.upfrontTaxes[0]).toMatchObject({ baseCents: 300_000, amountCents: 39_000 });
    expect(lease?.dueAtSigningCents).toBe(54_066 + 300_000 + 39_000);
    expect(lease?.totalOfPaymentsCents).toBe(54_066 * 36);
    expect(lease?.moneyFactor).toBe(0.002);
  });
  it('distance allowance in km in Canada, miles in the USA', () => {
    expect(priced(ontario).lease?.distance).toEqual({
      unit: 'km',
      allowancePerYear: 20_000,
      totalAllowance: 60_000,
      excessChargeCentsPerUnit: 16,
    });
    const us = priced({
      ...ontario,
      country: 'US',
      region: 'FL',
      lease: { ...ontario.lease, distanceAllowancePerYear: 12_000 },
    });
    expect(us.lease?.distance).toMatchObject({ unit: 'mile', totalAllowance: 36_000 });
  });
  it('New York taxes the sum of payments and the down payment at signing', () => {
    const lease = priced({ ...ontario, country: 'US', region: 'NY' }).lease;
    expect(lease?.paymentTaxes).toEqual([]);
    const base = lease?.basePaymentCents ?? 0;
    expect(lease?.upfrontTaxes[0]).toMatchObject({ code: 'STATE', baseCents: base * 36 + 300_000 });
    expect(lease?.paymentCents).toBe(base);
  });
  it('Texas taxes the agreed value at signing (the lessee trade-in does not lower it: us-local.test.ts)', () => {
    const lease = priced({ ...ontario, country: 'US', region: 'TX' }).lease;
    expect(lease?.upfrontTaxes[0]).toMatchObject({ baseCents: 4_200_000, amountCents: 262_500 });
  });
  it('Montana does not tax the lease', () => {
    const lease = priced({ ...ontario, country: 'US', region: 'MT' }).lease;
    expect(lease?.paymentTaxes).toEqual([]);
    expect(lease?.upfrontTaxes).toEqual([]);
    expect(lease?.leaseTaxMethod).toBe('none');
  });
  it('a dealer can override the lease tax method', () => {
    const lease = priced({
      ...ontario,
      country: 'US',
      region: 'NY',
      taxOverride: { leaseTaxMethod: 'per_payment' },
    }).lease;
    expect(lease?.paymentTaxes[0]?.code).toBe('STATE');
  });
  it('monthly-based systems derive weekly lease payments and tax each derived payment', () => {
    const lease = priced({ ...ontario, lease: { ...ontario.lease, frequency: 'weekly' } }).lease;
    expect(lease).toMatchObject({ method: 'derived_from_monthly', basePaymentCents: 11_012 });
    expect(lease?.paymentTaxes[0]?.amountCents).toBe(1_432);
  });
  it('is not priceable when the residual exceeds the capitalised cost', () => {
    expect(price({ ...ontario, downPaymentCents: 3_000_000 })).toEqual({
      status: 'not_priceable',
      reason: 'residual_exceeds_capitalized_cost',
    });
  });
});

describe('prices that cannot be priced', () => {
  it.each([null, 0, 99_999_800, 99_999_900])('vehicle price %s is "call for price"', (priceCents) => {
    expect(price({ country: 'CA', region: 'ON', paymentType: 'cash', vehicle: { priceCents } })).toEqual({
      status: 'call_for_price',
    });
  });
  it('an unknown jurisdiction is not priceable (the schema refuses it first)', () => {
    const request = {
      ...pricingRequestSchema.parse({
        country: 'CA',
        region: 'ON',
        paymentType: 'cash',
        vehicle: { priceCents: 100 },
      }),
      region: 'ZZ',
    };
    expect(priceDeal(request)).toEqual({ status: 'not_priceable', reason: 'unknown_jurisdiction' });
  });
});

// ----------------------------------------------------------------------------------------------
// Invariants over random deals
// ----------------------------------------------------------------------------------------------

const jurisdictionArb = fc.constantFrom(
  ...TAX_JURISDICTIONS.map((j) => ({ country: j.country, region: j.code })),
);
/**
 * The requests the properties draw: `typical` keeps to a dealer's everyday deals (where most invariants
 * bite); `schemaWide` reaches every bound the pricing schema accepts (amounts to MAX_PRICE_CENTS, an APR
 * to 99.99 %, 120 months, a residual of 0-100 %), where overflow, NaN and negative answers would hide.
 */
const LIMITS = {
  typical: { price: 20_000_000, amount: 3_000_000, down: 1_000_000, apr: 1_500, term: 96, residual: 40 },
  schemaWide: {
    price: MAX_PRICE_CENTS,
    amount: MAX_PRICE_CENTS,
    down: MAX_PRICE_CENTS,
    apr: 9_999,
    term: 120,
    residual: 100,
  },
} as const;

function requestArbWith(limits: (typeof LIMITS)[keyof typeof LIMITS]) {
  return fc.record({
    place: jurisdictionArb,
    paymentType: fc.constantFrom('cash', 'finance', 'lease' as const),
    priceCents: fc.integer({ min: 100_000, max: limits.price }),
    optionsCents: fc.integer({ min: 0, max: Math.min(limits.price, 1_000_000) }),
    freightPdiCents: fc.integer({ min: 0, max: 300_000 }),
    isNew: fc.boolean(),
    accessories: fc.array(
      fc.record({
        priceCents: fc.integer({ min: 0, max: 300_000 }),
        install: fc.boolean(),
        taxable: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    plans: fc.array(fc.record({ priceCents: fc.integer({ min: 0, max: 500_000 }), taxable: fc.boolean() }), {
      maxLength: 3,
    }),
    rebates: fc.array(
      fc.record({
        amountCents: fc.integer({ min: 0, max: Math.min(limits.amount, 600_000) }),
        post: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
    trade: fc.integer({ min: 0, max: limits.amount }),
    owing: fc.integer({ min: 0, max: limits.amount }),
    down: fc.integer({ min: 0, max: limits.down }),
    local: fc.integer({ min: 0, max: 5_000 }),
    apr: fc.integer({ min: 0, max: limits.apr }),
    term: fc.integer({ min: 1, max: limits.term }),
    frequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly' as const),
    paymentSystem: fc.constantFrom('monthly_based', 'periodic' as const),
    residual: fc.integer({ min: 0, max: limits.residual }),
  });
}
const requestArb = requestArbWith(LIMITS.typical);
const schemaWideArb = requestArbWith(LIMITS.schemaWide);
/** What a schedule's last payment can carry of the others' rounding: a cent each, with its interest to the end. */
function roundingCarried(
  payments: number,
  aprPercent: number,
  frequency: keyof typeof PERIODS_PER_YEAR,
): number {
  const growth = (1 + aprPercent / 100 / PERIODS_PER_YEAR[frequency]) ** payments;
  return Math.ceil(payments * growth);
}
const ARBS = [
  ['typical', requestArb],
  ['schema-wide', schemaWideArb],
] as const;

function toInput(r: typeof requestArb extends fc.Arbitrary<infer T> ? T : never): PricingRequestInput {
  return {
    country: r.place.country,
    region: r.place.region,
    paymentType: r.paymentType,
    vehicle: { priceCents: r.priceCents, optionsCents: r.optionsCents, isNew: r.isNew },
    freightPdiCents: r.freightPdiCents,
    accessories: r.accessories.map((a, i) => ({
      id: `a${i}`,
      name: `A${i}`,
      priceCents: a.priceCents,
      priceIncludingInstallationCents: a.priceCents + 10_000,
      install: a.install,
      taxable: a.taxable,
    })),
    protectionPlans: r.plans.map((p, i) => ({
      id: `p${i}`,
      name: `P${i}`,
      priceCents: p.priceCents,
      taxable: p.taxable,
    })),
    incentives: r.rebates.map((b, i) => ({
      type: 'rebate',
      id: `r${i}`,
      name: `R${i}`,
      amountCents: b.amountCents,
      taxTiming: b.post ? 'post_tax' : 'pre_tax',
    })),
    tradeIn: { creditCents: r.trade, owingCents: r.owing },
    downPaymentCents: r.down,
    localTaxRatePercent: r.place.country === 'US' ? r.local / 1000 : 0,
    finance: {
      aprPercent: r.apr / 100,
      termMonths: r.term,
      frequency: r.frequency,
      paymentSystem: r.paymentSystem,
    },
    lease: {
      aprPercent: r.apr / 100,
      termMonths: r.term,
      frequency: r.frequency,
      paymentSystem: r.paymentSystem,
      residualPercent: r.residual,
    },
  };
}

describe('a long schedule of small payments', () => {
  it('ends on a payment above zero (found by the property below: rounding each of 373 weekly payments up overpaid by the last one, which came out at -1 cent)', () => {
    const deal = priced({
      country: 'CA',
      region: 'AB',
      paymentType: 'finance',
      vehicle: { priceCents: 100_000, optionsCents: 0, isNew: false },
      freightPdiCents: 0,
      downPaymentCents: 37_942,
      finance: { aprPercent: 3.95, termMonths: 86, frequency: 'weekly', paymentSystem: 'periodic' },
    });
    const f = deal.finance;
    if (!f) throw new Error('no finance');
    expect(f.finalPaymentCents).toBeGreaterThan(0);
    expect(f.paymentCents * (f.numberOfPayments - 1) + f.finalPaymentCents).toBe(f.totalOfPaymentsCents);
    expect(f.finalPaymentCents).toBeLessThanOrEqual(f.paymentCents + f.numberOfPayments);
  });
});

describe('pricing invariants (property)', () => {
  it('line totals add up to the cent, group by group and overall', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const result = price(toInput(r));
        if (result.status !== 'priced') return;
        const { stack } = result;
        for (const group of [stack.preTax, stack.levies, stack.postTax]) {
          expect(group.items.reduce((s, i) => s + i.amountCents, 0)).toBe(group.totalCents);
          for (const item of group.items) expect(Number.isInteger(item.amountCents)).toBe(true);
        }
        expect(stack.taxes.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(stack.taxes.totalCents);
        expect(
          stack.preTax.totalCents +
            stack.levies.totalCents +
            stack.taxes.totalCents +
            stack.postTax.totalCents,
        ).toBe(stack.totalCents);
        expect(result.totalCents).toBe(stack.totalCents);
        if (result.lease) {
          const l = result.lease;
          expect(l.depreciationCents + l.rentChargeCents).toBe(l.basePaymentCents);
          expect(l.basePaymentCents + l.paymentTaxes.reduce((s, t) => s + t.amountCents, 0)).toBe(
            l.paymentCents,
          );
        }
      }),
      { numRuns: 1500 },
    );
  });
  it('tax is never negative, and never more than the highest rate on the taxable amount', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const result = price(toInput(r));
        if (result.status !== 'priced') return;
        const lines = [
          ...result.stack.taxes.lines,
          ...(result.lease?.paymentTaxes ?? []),
          ...(result.lease?.upfrontTaxes ?? []),
        ];
        for (const line of lines) {
          expect(line.amountCents).toBeGreaterThanOrEqual(0);
          expect(line.baseCents).toBeGreaterThanOrEqual(0);
          expect(line.amountCents).toBeLessThanOrEqual(
            Math.ceil((line.baseCents * line.ratePpm) / 1_000_000),
          );
        }
      }),
      { numRuns: 1500 },
    );
  });
  it('finance: the amount financed is the non-negative stack total, and the payment grows with the vehicle price', () => {
    fc.assert(
      fc.property(requestArb, fc.integer({ min: 1, max: 2_000_000 }), (r, more) => {
        const input = toInput({ ...r, paymentType: 'finance' });
        const a = price(input);
        const b = price({ ...input, vehicle: { ...input.vehicle, priceCents: r.priceCents + more } });
        // Only a down payment above what is left to pay is refused, and a dearer vehicle takes it.
        if (a.status === 'not_priceable' && a.reason === 'down_payment_exceeds_total') return;
        if (a.status !== 'priced' || b.status !== 'priced') throw new Error('finance deals are priceable');
        expect(a.finance?.amountFinancedCents).toBe(a.totalCents);
        expect(b.finance?.paymentCents ?? 0).toBeGreaterThanOrEqual(a.finance?.paymentCents ?? 0);
      }),
      { numRuns: 800 },
    );
  });
  it.each(ARBS)(
    'every frequency and convention: payment × (count − 1) + final payment = total of payments, and the principal is repaid (%s requests)',
    (_label, arb) => {
      fc.assert(
        fc.property(arb, (r) => {
          const result = price(toInput(r));
          if (result.status !== 'priced') return;
          const f = result.finance;
          if (f) {
            expect(f.paymentCents * (f.numberOfPayments - 1) + f.finalPaymentCents).toBe(
              f.totalOfPaymentsCents,
            );
            expect(f.totalOfPaymentsCents - f.amountFinancedCents).toBe(f.costOfBorrowingCents);
            expect(f.totalOfPaymentsCents).toBeGreaterThanOrEqual(f.amountFinancedCents);
            if (f.paymentCents > 0) {
              expect(f.finalPaymentCents).toBeGreaterThan(0);
              // The last payment absorbs the rounding of the others (a derived schedule's last one is partial):
              // under a cent each, grown by the interest it bears until the end (at 61 % APR over 62
              // semi-monthly payments, 4.8 times).
              expect(f.finalPaymentCents).toBeLessThanOrEqual(
                f.paymentCents + roundingCarried(f.numberOfPayments, f.aprPercent, f.frequency),
              );
            }
            if (f.method === 'derived_from_monthly') {
              const monthly = price(toInput({ ...r, frequency: 'monthly' }));
              if (monthly.status !== 'priced' || !monthly.finance) throw new Error('monthly not priced');
              expect(f.totalOfPaymentsCents).toBe(monthly.finance.totalOfPaymentsCents);
              // Never past the term: 72 months semi-monthly is at most 144 payments (not a 145th of cents).
              expect(f.numberOfPayments).toBeLessThanOrEqual(
                Math.ceil(f.termMonths * FREQUENCY_FACTORS[f.frequency] - 1e-9),
              );
            }
          }
          const l = result.lease;
          if (l) {
            expect(l.paymentCents * (l.numberOfPayments - 1) + l.finalPaymentCents).toBe(
              l.totalOfPaymentsCents,
            );
            if (l.paymentCents > 0) {
              expect(l.finalPaymentCents).toBeGreaterThan(0);
              // At most the payment, or above it by the cents the term's last payment takes: at most
              // the rounding of each derived payment and of its tax, and of each monthly payment.
              expect(l.finalPaymentCents).toBeLessThanOrEqual(
                l.paymentCents + 2 * l.numberOfPayments + l.termMonths,
              );
            }
            if (l.method === 'derived_from_monthly') {
              const monthly = price(toInput({ ...r, frequency: 'monthly' }));
              if (monthly.status !== 'priced' || !monthly.lease) throw new Error('monthly not priced');
              expect(l.numberOfPayments).toBeLessThanOrEqual(
                Math.ceil(l.termMonths * FREQUENCY_FACTORS[l.frequency] - 1e-9),
              );
              // The contract is the monthly one: the derived payments add up to its payments.
              expect(l.totalOfPaymentsCents).toBe(monthly.lease.totalOfPaymentsCents);
            }
          }
        }),
        { numRuns: 1500 },
      );
    },
  );
  it.each(ARBS)(
    'no request the schema accepts gives a negative payment, a negative total or a number that is not one (%s requests)',
    (_label, arb) => {
      const finite = (value: unknown): void => {
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        else if (Array.isArray(value)) for (const v of value) finite(v);
        else if (value && typeof value === 'object') for (const v of Object.values(value)) finite(v);
      };
      fc.assert(
        fc.property(arb, (r) => {
          const result = price(toInput(r));
          finite(result);
          if (result.status !== 'priced') return;
          expect(result.totalCents).toBeGreaterThanOrEqual(0);
          expect(result.stack.totalCents).toBeGreaterThanOrEqual(0);
          for (const payment of [result.finance, result.lease]) {
            if (!payment) continue;
            expect(payment.paymentCents).toBeGreaterThanOrEqual(0);
            expect(payment.totalOfPaymentsCents).toBeGreaterThanOrEqual(0);
          }
        }),
        { numRuns: 1500 },
      );
    },
  );
  it('is pure: the same request gives the same result and is not modified', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const request = pricingRequestSchema.parse(toInput(r));
        const copy = structuredClone(request);
        expect(priceDeal(request)).toEqual(priceDeal(request));
        expect(request).toEqual(copy);
      }),
      { numRuns: 200 },
    );
  });
});
