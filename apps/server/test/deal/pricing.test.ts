import {
  type PricingRequestInput,
  paymentDetailsSchema,
  priceDeal,
  pricingRequestSchema,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleRow } from '../../src/db/schema.ts';
import type { PaymentDetails } from '../../src/modules/pricing/service.ts';
import { client, createTestContext, list, obj, type TestContext } from '../helpers.ts';
import { customer, newCar, pickVehicle, usedCar, weightedConsumption } from './helpers.ts';

let ctx: TestContext;
const cars: Record<string, VehicleRow> = {};
let usedMaple: VehicleRow;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const code of ['maple_motors', 'riviere_auto', 'lone_star_motors'])
    cars[code] = await pickVehicle(ctx, code, newCar);
  usedMaple = await pickVehicle(ctx, 'maple_motors', usedCar);
});
afterAll(async () => {
  await ctx.close();
});

function car(code: string): VehicleRow {
  const v = cars[code];
  if (!v) throw new Error(code);
  return v;
}

/** Half away from zero, to the cent (the rule the engine documents). */
const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
const level = (principal: number, monthlyRate: number, n: number) =>
  monthlyRate === 0 ? principal / n : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -n);

async function price(dealer: string, type: string, body: Record<string, unknown>) {
  const shopper = dealer === 'riviere_auto' ? await customer(ctx, dealer) : client(ctx, { dealer });
  const res = await shopper.post(`/api/customer/payment-type/${type}/pricing/`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const details = obj(res.body) as unknown as PaymentDetails;
  expect(paymentDetailsSchema.safeParse(details).error).toBeUndefined();
  return details;
}

/** The request a dealer's demo settings make for this vehicle, written out by hand. */
function handRequest(dealer: string, type: 'cash' | 'finance' | 'lease', v: VehicleRow): PricingRequestInput {
  const vehicle = {
    priceCents: v.listingPrice,
    isNew: true,
    isPickup: false,
    fuelConsumptionL100km: Math.round(weightedConsumption(v) * 10) / 10,
  };
  if (dealer === 'maple_motors') {
    return {
      country: 'CA',
      region: 'ON',
      paymentType: type,
      vehicle,
      freightPdiCents: v.deliveryCharge,
      accessories: [{ id: 'n', name: 'nitrogen', priceCents: 9900 }],
      protectionPlans: [{ id: 'ps', name: 'appearance', priceCents: 89900 }],
      fees: [
        { code: 'admin_fee', name: 'admin', amountCents: 69900, group: 'pre_tax' },
        { code: 'licensing', name: 'plates', amountCents: 5900, taxable: false, group: 'post_tax' },
      ],
      ...(type === 'finance' ? { finance: { termMonths: 72, aprPercent: 6.99, frequency: 'biweekly' } } : {}),
      ...(type === 'lease'
        ? {
            lease: {
              termMonths: 48,
              aprPercent: 6.29,
              frequency: 'biweekly',
              residualPercent: 50,
              residualBasisCents: v.msrp,
              distanceAllowancePerYear: 20000,
              excessChargeCentsPerUnit: 12,
            },
          }
        : {}),
    };
  }
  if (dealer === 'riviere_auto') {
    return {
      country: 'CA',
      region: 'QC',
      paymentType: type,
      vehicle,
      freightPdiCents: v.deliveryCharge,
      accessories: [{ id: 'n', name: 'nitrogen', priceCents: 9900 }],
      fees: [{ code: 'admin_fee', name: 'admin', amountCents: 49500, group: 'pre_tax' }],
      ...(type === 'finance' ? { finance: { termMonths: 84, aprPercent: 6.49, frequency: 'biweekly' } } : {}),
      ...(type === 'lease'
        ? {
            lease: {
              termMonths: 48,
              aprPercent: 5.99,
              frequency: 'biweekly',
              residualPercent: 49,
              residualBasisCents: v.msrp,
              distanceAllowancePerYear: 20000,
              excessChargeCentsPerUnit: 10,
            },
          }
        : {}),
    };
  }
  return {
    country: 'US',
    region: 'TX',
    paymentType: type,
    vehicle,
    freightPdiCents: v.deliveryCharge,
    accessories: [{ id: 'n', name: 'nitrogen', priceCents: 7400 }],
    fees: [
      { code: 'doc_fee', name: 'doc', amountCents: 15000, taxable: false, group: 'pre_tax' },
      { code: 'title', name: 'title', amountCents: 12475, taxable: false, group: 'post_tax' },
    ],
    downPaymentCents: type === 'cash' ? 0 : 200000,
    ...(type === 'finance'
      ? { finance: { termMonths: 72, aprPercent: 8.4, frequency: 'monthly', paymentSystem: 'periodic' } }
      : {}),
    ...(type === 'lease'
      ? {
          lease: {
            termMonths: 36,
            aprPercent: 7.8,
            frequency: 'monthly',
            paymentSystem: 'periodic',
            residualPercent: 57,
            residualBasisCents: v.msrp,
            distanceAllowancePerYear: 12000,
            excessChargeCentsPerUnit: 25,
          },
        }
      : {}),
  };
}

describe('pricing equals the domain engine for the same inputs', () => {
  for (const dealer of ['maple_motors', 'riviere_auto', 'lone_star_motors']) {
    for (const type of ['cash', 'finance', 'lease'] as const) {
      it(`${dealer} ${type}`, async () => {
        const v = car(dealer);
        const details = await price(dealer, type, { vehicle: v.id });
        const result = priceDeal(pricingRequestSchema.parse(handRequest(dealer, type, v)));
        if (result.status !== 'priced') throw new Error(result.status);
        if (type === 'cash') expect(details.payment).toBe(result.totalCents);
        if (type === 'finance') {
          expect(details.payment).toBe(result.finance?.paymentCents);
          expect(details.net_amount_financed).toBe(result.finance?.amountFinancedCents);
        }
        if (type === 'lease') {
          const lease = result.lease;
          const tax = lease?.paymentTaxes.reduce((s, t) => s + t.amountCents, 0) ?? 0;
          expect(details.payment).toBe((lease?.basePaymentCents ?? 0) + tax);
          expect(details.residual_value).toBe(lease?.residualCents);
        }
        expect(details.sales_tax).toBe(type === 'lease' ? details.sales_tax : result.stack.taxes.totalCents);
        expect(details.is_stale).toBe(false);
        expect(details.expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      });
    }
  }
});

describe('payments computed independently of the engine', () => {
  it('Ontario cash and finance: HST 13% on price, freight, fees, levies and pre-installed add-ons', async () => {
    const v = car('maple_motors');
    const taxable = v.listingPrice + v.deliveryCharge + 9900 + 89900 + 69900 + 1250 + 10000;
    const total = taxable + round(taxable * 0.13) + 5900;
    const cash = await price('maple_motors', 'cash', { vehicle: v.id });
    expect(cash.payment).toBe(total);
    expect(cash.sales_tax).toBe(round(taxable * 0.13));
    expect(cash.pricing_stack_version).toBe(1);
    const finance = await price('maple_motors', 'finance', { vehicle: v.id });
    const monthly = level(total, 0.0699 / 12, 72);
    expect(Math.abs(finance.payment - round(monthly / 2.172))).toBeLessThanOrEqual(1);
    expect(finance).toMatchObject({
      term: 72,
      rate: 6.99,
      payment_frequency: 'biweekly',
      is_monthly_based: true,
    });
    const weekly = await price('maple_motors', 'finance', {
      vehicle: v.id,
      payment_frequency: 'weekly',
      term: 60,
      down_payment: 500000,
    });
    expect(
      Math.abs(weekly.payment - round(level(total - 500000, 0.0649 / 12, 60) / 4.345)),
    ).toBeLessThanOrEqual(1);
  });

  it('Ontario lease: residual of MSRP, depreciation plus rent charge, HST on each payment', async () => {
    const v = car('maple_motors');
    const cap = v.listingPrice + v.deliveryCharge + 9900 + 89900 + 69900 + 1250 + 10000 + 5900;
    const residual = round(v.msrp * 0.5);
    const monthly = (cap - residual) / 48 + ((cap + residual) * 6.29) / 2400;
    const base = round(monthly / 2.172);
    const lease = await price('maple_motors', 'lease', { vehicle: v.id });
    expect(lease.residual_value).toBe(residual);
    expect(Math.abs(lease.payment - (base + round(base * 0.13)))).toBeLessThanOrEqual(1);
    const excl = await price('maple_motors', 'lease', { vehicle: v.id, include_tax: false });
    expect(Math.abs(excl.payment - base)).toBeLessThanOrEqual(1);
    const far = await price('maple_motors', 'lease', { vehicle: v.id, distance_allowance: 24000 });
    expect(far.residual_value).toBe(round(v.msrp * 0.48));
  });

  it('a lease answers the taxes of each payment (rate, base, amount) that its payment includes: HST in Ontario, GST and QST in Québec', async () => {
    const on = await price('maple_motors', 'lease', { vehicle: car('maple_motors').id });
    const onTaxes = on.payment_taxes ?? [];
    expect(onTaxes.map((t) => [t.code, t.rate])).toEqual([['HST', 13]]);
    const [hst] = onTaxes;
    expect(hst?.value).toBe(round((hst?.base ?? 0) * 0.13));
    expect(on.payment).toBe((hst?.base ?? 0) + (hst?.value ?? 0));
    expect(on.sales_tax).toBe(hst?.value);
    const qc = await price('riviere_auto', 'lease', { vehicle: car('riviere_auto').id });
    const qcTaxes = qc.payment_taxes ?? [];
    expect(qcTaxes.map((t) => [t.code, t.rate])).toEqual([
      ['GST', 5],
      ['QST', 9.975],
    ]);
    const base = qcTaxes[0]?.base ?? 0;
    expect(qc.payment).toBe(base + round(base * 0.05) + round(base * 0.09975));
    // A lease's stack has no tax lines of its own: no empty tax group that reads as a 0 % tax.
    const taxGroup = qc.pricing_stack.find((e) => e.tax_category_type === 'tax');
    expect(taxGroup === undefined || (taxGroup.children ?? []).length === 0).toBe(true);
    // Finance and cash tax the price, not each payment.
    const finance = await price('maple_motors', 'finance', { vehicle: car('maple_motors').id });
    expect(finance.payment_taxes).toEqual([]);
  });

  it('Québec cash: GST 5% and QST 9.975% on the same base, tire duty and A/C excise as levies; grouped stack (PC)', async () => {
    const v = car('riviere_auto');
    const taxable = v.listingPrice + v.deliveryCharge + 9900 + 49500 + 10000 + 1800;
    const cash = await price('riviere_auto', 'cash', { vehicle: v.id });
    expect(cash.payment).toBe(taxable + round(taxable * 0.05) + round(taxable * 0.09975));
    expect(cash.pricing_stack_version).toBe(2);
    const [group, taxes] = cash.pricing_stack;
    expect(
      group?.children?.find((c) => c.name === 'Droits et frais' || c.name === 'Levies and fees')?.children,
    ).toHaveLength(2);
    expect(taxes?.children?.map((t) => t.name)).toEqual(['GST', 'QST']);
  });

  it("levies are the dealer's province's (the place of sale), taxes the buyer's", async () => {
    // An Ontario buyer at the Québec dealer: Québec's tire duty, no OMVIC fee (only Ontario-registered
    // dealers charge it), Ontario's 13% HST.
    const q = car('riviere_auto');
    const atRiviere = q.listingPrice + q.deliveryCharge + 9900 + 49500 + 10000 + 1800;
    const ontarian = await price('riviere_auto', 'cash', { vehicle: q.id, postal_code: 'M5V 2T6' });
    expect(ontarian.payment).toBe(atRiviere + round(atRiviere * 0.13));
    // A Québec buyer at the Ontario dealer: the OMVIC fee, no Québec tire duty, GST and QST.
    const o = car('maple_motors');
    const atMaple = o.listingPrice + o.deliveryCharge + 9900 + 89900 + 69900 + 1250 + 10000;
    const quebecer = await price('maple_motors', 'cash', { vehicle: o.id, postal_code: 'H2X 1Y4' });
    expect(quebecer.payment).toBe(atMaple + round(atMaple * 0.05) + round(atMaple * 0.09975) + 5900);
  });

  it('Texas finance: 6.25% on the taxable price, doc fee untaxed, title after tax, down payment, credit tier rate, periodic monthly', async () => {
    const v = car('lone_star_motors');
    const taxable = v.listingPrice + v.deliveryCharge + 7400;
    const tax = round(taxable * 0.0625);
    const cash = await price('lone_star_motors', 'cash', { vehicle: v.id });
    expect(cash.payment).toBe(taxable + 15000 + tax + 12475);
    const financed = taxable + 15000 + tax + 12475 - 200000;
    const finance = await price('lone_star_motors', 'finance', { vehicle: v.id });
    expect(finance.rate).toBe(8.4);
    expect(finance.credit_score).toBe('good');
    expect(finance.net_amount_financed).toBe(financed);
    expect(Math.abs(finance.payment - round(level(financed, 0.084 / 12, 72)))).toBeLessThanOrEqual(1);
    const excellent = await price('lone_star_motors', 'finance', {
      vehicle: v.id,
      credit_score: 'excellent',
    });
    expect(excellent.rate).toBe(6.9);
    const traded = await price('lone_star_motors', 'cash', { vehicle: v.id, trade_in_credit: 1_000_000 });
    expect(traded.sales_tax).toBe(round((taxable - 1_000_000) * 0.0625));
  });

  it('Texas lease: no tax on each payment; 6.25% of the taxable price once, at signing, answered with its rate and base, in due_at_signing', async () => {
    const v = car('lone_star_motors');
    const taxable = v.listingPrice + v.deliveryCharge + 7400;
    const lease = await price('lone_star_motors', 'lease', { vehicle: v.id });
    expect(lease.payment_taxes).toEqual([]);
    const signing = lease.signing_taxes ?? [];
    expect(signing.map((t) => [t.code, t.rate, t.base])).toEqual([['STATE', 6.25, taxable]]);
    expect(signing[0]?.value).toBe(round(taxable * 0.0625));
    expect(lease.due_at_signing).toBeGreaterThanOrEqual(lease.payment + round(taxable * 0.0625));
    const finance = await price('lone_star_motors', 'finance', { vehicle: v.id });
    expect(finance.signing_taxes).toEqual([]);
    // Ontario taxes each payment: nothing at signing.
    const ontario = await price('maple_motors', 'lease', { vehicle: car('maple_motors').id });
    expect(ontario.signing_taxes).toEqual([]);
    expect(lease.payments_taxed).toBe(false);
    expect(ontario.payments_taxed).toBe(true);
  });

  it('finance with include_tax false: the taxes are paid at signing, not financed, so the payment is before them', async () => {
    const v = car('maple_motors');
    const body = { vehicle: v.id, down_payment: 200_000, postal_code: 'M5V 2T6' };
    const financed = await price('maple_motors', 'finance', body);
    const atSigning = await price('maple_motors', 'finance', { ...body, include_tax: false });
    const taxes = financed.sales_tax ?? 0;
    expect(taxes).toBeGreaterThan(0);
    expect(financed).toMatchObject({ payments_taxed: true, signing_taxes: [], due_at_signing: 200_000 });
    expect(atSigning).toMatchObject({
      include_tax: false,
      payments_taxed: false,
      net_amount_financed: (financed.net_amount_financed ?? 0) - taxes,
      due_at_signing: 200_000 + taxes,
    });
    expect((atSigning.signing_taxes ?? []).map((t) => t.code)).toEqual(['HST']);
    expect((atSigning.signing_taxes ?? []).reduce((sum, t) => sum + t.value, 0)).toBe(taxes);
    expect(atSigning.payment).toBeLessThan(financed.payment);
    // The same vehicle and choices: the pricing stack and its total are the same, only what is financed differs.
    expect(atSigning.total_purchase_price).toBe(financed.total_purchase_price);
  });
});

describe('disclosure', () => {
  it('every financed or leased payment answers its rate, amount financed, cost of borrowing, total of payments and (lease) residual', async () => {
    for (const [dealer, type] of [
      ['maple_motors', 'finance'],
      ['maple_motors', 'lease'],
      ['riviere_auto', 'lease'],
      ['lone_star_motors', 'finance'],
    ] as const) {
      const d = await price(dealer, type, { vehicle: car(dealer).id });
      const label = `${dealer} ${type}`;
      expect(d.rate, label).toBeGreaterThan(0);
      expect(d.net_amount_financed, label).toBeGreaterThan(0);
      expect(d.cost_of_borrowing, label).toBeGreaterThan(0);
      expect(d.total_of_payments, label).toBeGreaterThan(0);
      expect(d.number_of_payments, label).toBeGreaterThan(0);
      if (type === 'lease') expect(d.residual_value, label).toBeGreaterThan(0);
      else expect(d.residual_value, label).toBeNull();
    }
  });

  it('a payment derived from the monthly one is disclosed as shown, with its convention; its payments pay the monthly contract exactly', async () => {
    // Maple Motors is monthly-based: its bi-weekly payment is the monthly one / 2.172; its payments
    // pay the 72-month contract's total, the last one partial, and the disclosure says how.
    type Disclosed = PaymentDetails & {
      disclosed_payment: number | null;
      disclosed_frequency: string | null;
      final_payment: number | null;
      derived_from_monthly: { monthly_payment: number; factor: number } | null;
    };
    const d = (await price('maple_motors', 'finance', { vehicle: car('maple_motors').id })) as Disclosed;
    const monthly = (await price('maple_motors', 'finance', {
      vehicle: car('maple_motors').id,
      payment_frequency: 'monthly',
    })) as Disclosed;
    expect(d).toMatchObject({
      payment_frequency: 'biweekly',
      is_monthly_based: true,
      disclosed_frequency: 'biweekly',
    });
    expect(d.disclosed_payment).toBe(d.payment);
    expect(d.derived_from_monthly).toEqual({ monthly_payment: monthly.payment, factor: 2.172 });
    expect(Math.abs(d.payment - round(monthly.payment / 2.172))).toBeLessThanOrEqual(1);
    expect(d.total_of_payments).toBe(monthly.total_of_payments);
    const n = d.number_of_payments ?? 0;
    expect(d.payment * (n - 1) + (d.final_payment ?? 0)).toBe(d.total_of_payments);
    expect(d.final_payment).toBeGreaterThan(0);
    expect(d.final_payment).toBeLessThanOrEqual(d.payment);
    // A periodic dealer's payment is amortised at its own frequency: no convention to state.
    const t = (await price('lone_star_motors', 'finance', {
      vehicle: car('lone_star_motors').id,
    })) as Disclosed;
    expect(t.disclosed_payment).toBe(t.payment);
    expect(t.disclosed_frequency).toBe(t.payment_frequency);
    expect(t.derived_from_monthly).toBeNull();
    expect(t.payment * ((t.number_of_payments ?? 0) - 1) + (t.final_payment ?? 0)).toBe(t.total_of_payments);
  });

  it('a lease shown plus taxes: the total of payments adds up the payments shown, before their taxes', async () => {
    for (const dealer of ['maple_motors', 'riviere_auto']) {
      const withTax = await price(dealer, 'lease', { vehicle: car(dealer).id });
      const plus = await price(dealer, 'lease', { vehicle: car(dealer).id, include_tax: false });
      expect(plus.payment, dealer).toBeLessThan(withTax.payment);
      for (const d of [withTax, plus] as Array<PaymentDetails & { final_payment?: number | null }>) {
        const n = d.number_of_payments ?? 0;
        expect(d.payment * (n - 1) + (d.final_payment ?? 0), dealer).toBe(d.total_of_payments);
      }
      expect(plus.total_of_payments ?? 0, dealer).toBeLessThan(withTax.total_of_payments ?? 0);
      // The rest of the cost of credit does not depend on how the payment is shown.
      expect(plus.cost_of_borrowing, dealer).toBe(withTax.cost_of_borrowing);
      expect(plus.net_amount_financed, dealer).toBe(withTax.net_amount_financed);
    }
  });

  it('negative equity has a limit: owing far more than the trade-in is worth is refused on its field, in the page language', async () => {
    const v = car('maple_motors');
    const anon = client(ctx, { dealer: 'maple_motors' });
    const body = { vehicle: v.id, trade_in_credit: 500_000, trade_in_owing: 99_999_999 };
    const res = await anon.post('/api/customer/payment-type/finance/pricing/', body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(obj(res.body).trade_in_owing).toEqual([
      'The amount owing on the trade-in cannot be more than its value plus $10,000.00.',
    ]);
    const fr = await anon.post('/api/customer/payment-type/finance/pricing/', body, {
      headers: { 'X-Language': 'fr' },
    });
    expect(obj(fr.body).trade_in_owing).toEqual([
      'Le solde dû sur le véhicule d’échange ne peut pas dépasser sa valeur plus 10\u00a0000,00\u00a0$.',
    ]);
    // At the limit the deal prices, the negative equity financed.
    const within = await price('maple_motors', 'finance', { ...body, trade_in_owing: 500_000 + 1_000_000 });
    const without = await price('maple_motors', 'finance', { vehicle: v.id });
    expect(within.net_amount_financed ?? 0).toBeGreaterThan(without.net_amount_financed ?? 0);
  });

  it("a down payment above the dealer's limit is refused with the largest amount and the price it is a share of, in the page language", async () => {
    const v = car('maple_motors');
    const anon = client(ctx, { dealer: 'maple_motors' });
    const max = Math.floor((v.listingPrice * 90) / 100);
    const money = (cents: number) =>
      `$${Math.floor(cents / 100).toLocaleString('en-CA')}.${String(cents % 100).padStart(2, '0')}`;
    const french = (cents: number) =>
      `${Math.floor(cents / 100)
        .toLocaleString('en-CA')
        .replace(/,/g, '\u00a0')},${String(cents % 100).padStart(2, '0')}\u00a0$`;
    const body = { vehicle: v.id, down_payment: max + 1 };
    const res = await anon.post('/api/customer/payment-type/finance/pricing/', body);
    expect(res.status).toBe(400);
    expect(obj(res.body).down_payment).toEqual([
      `The down payment cannot be more than ${money(max)} (90% of the vehicle's price of ${money(v.listingPrice)}).`,
    ]);
    const fr = await anon.post('/api/customer/payment-type/finance/pricing/', body, {
      headers: { 'X-Language': 'fr' },
    });
    expect(obj(fr.body).down_payment).toEqual([
      `La mise de fonds ne peut pas dépasser ${french(max)} (90\u00a0% du prix du véhicule de ${french(v.listingPrice)}).`,
    ]);
    // At the limit the deal prices.
    expect(
      (await anon.post('/api/customer/payment-type/finance/pricing/', { ...body, down_payment: max })).status,
    ).toBe(200);
  });

  it('a down payment above what is left to pay is refused on its field, in the page language; a trade-in worth more than a cash deal is paid back', async () => {
    const v = car('maple_motors');
    const anon = client(ctx, { dealer: 'maple_motors' });
    const res = await anon.post('/api/customer/payment-type/finance/pricing/', {
      vehicle: v.id,
      // Within the dealer's down-payment limit (90 % of the price), but above what the trade-in leaves.
      down_payment: Math.round(v.listingPrice / 2),
      trade_in_credit: Math.round(v.listingPrice * 0.9),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(obj(res.body).down_payment, JSON.stringify(res.body)).toEqual([
      'The down payment cannot be more than what is left to pay after the credits.',
    ]);
    const fr = await anon.post(
      '/api/customer/payment-type/finance/pricing/',
      {
        vehicle: v.id,
        down_payment: Math.round(v.listingPrice / 2),
        trade_in_credit: Math.round(v.listingPrice * 0.9),
      },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(fr.body).down_payment).toEqual([
      'La mise de fonds ne peut pas dépasser ce qui reste à payer une fois les crédits appliqués.',
    ]);
    const cash = await price('maple_motors', 'cash', { vehicle: v.id, trade_in_credit: v.listingPrice * 2 });
    expect(cash.total_purchase_price).toBe(0);
    expect(JSON.stringify(cash.pricing_stack)).toContain('Paid to you (trade-in equity)');
  });
});

describe('protection plan payment changes', () => {
  it('each option changes the payment by the amount answered, at every frequency, finance and lease', async () => {
    const v = car('maple_motors');
    const anon = client(ctx, { dealer: 'maple_motors' });
    for (const type of ['finance', 'lease'] as const) {
      for (const frequency of ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const) {
        const body = { vehicle: v.id, payment_frequency: frequency, protections: [] as number[] };
        const res = await anon.post(`/api/customer/payment-type/${type}/protection-changes/`, body);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const changes = obj(res.body).changes as Array<{ price: number; payment_change: number }>;
        expect(changes.length).toBeGreaterThan(0);
        const without = await price('maple_motors', type, body);
        for (const change of changes.slice(0, 3)) {
          const withPlan = await price('maple_motors', type, { ...body, protections: [change.price] });
          expect(change.payment_change, `${type} ${frequency} price ${change.price}`).toBe(
            withPlan.payment - without.payment,
          );
        }
      }
    }
  });
});

describe('payment errors', () => {
  it('answers 400 with the spec’s payment error fields', async () => {
    const v = car('maple_motors');
    const anon = client(ctx, { dealer: 'maple_motors' });
    const post = (type: string, body: unknown) =>
      anon.post(`/api/customer/payment-type/${type}/pricing/`, body);
    const tx = await customer(ctx, 'lone_star_motors');
    expect(
      obj(
        (
          await tx.post('/api/customer/payment-type/finance/pricing/', {
            vehicle: car('lone_star_motors').id,
            payment_frequency: 'weekly',
          })
        ).body,
      ),
    ).toEqual({
      payment_frequency: ['This payment frequency is not offered. Select a new option.'],
    });
    expect(Object.keys(obj((await post('finance', { vehicle: v.id, term: 13 })).body))).toEqual(['term']);
    expect(
      Object.keys(obj((await post('finance', { vehicle: v.id, distance_allowance: 20000 })).body)),
    ).toEqual(['distance_allowance']);
    expect(
      Object.keys(obj((await post('lease', { vehicle: v.id, distance_allowance: 99999 })).body)),
    ).toEqual(['distance_allowance']);
    expect(
      Object.keys(obj((await post('finance', { vehicle: v.id, credit_score: 'excellent' })).body)),
    ).toEqual(['credit_score']);
    expect(
      Object.keys(obj((await post('finance', { vehicle: v.id, down_payment: v.listingPrice })).body)),
    ).toEqual(['down_payment']);
    expect(Object.keys(obj((await post('finance', { vehicle: v.id, postal_code: '90210' })).body))).toEqual([
      'postal_code',
    ]);
    expect(Object.keys(obj((await post('finance', { vehicle: v.id, accessories: [424242] })).body))).toEqual([
      'accessories',
    ]);
    expect(obj((await post('lease', { vehicle: usedMaple.id })).body).non_field_errors).toEqual([
      'A lease is not offered for this vehicle.',
    ]);
    expect(obj((await post('finance', {})).body).vehicle).toBeDefined();
    expect(obj((await post('finance', { vehicle: v.id, colour: 'red' })).body).colour).toEqual([
      'Unknown field.',
    ]);
    expect((await post('finance', { vehicle: 'x', term: -1, down_payment: 'lots' })).status).toBe(400);
    expect(
      (await anon.post('/api/customer/payment-type/finance/pricing/', undefined, { raw: '[1,2' })).status,
    ).toBe(400);
    expect((await post('barter', { vehicle: v.id })).status).toBe(404);
    expect((await post('finance', { vehicle: car('riviere_auto').id })).status).toBe(400);
  });

  it('two options of one protection plan are refused; options of a plan for another payment type drop out', async () => {
    const v = car('maple_motors');
    const anon = client(ctx, { dealer: 'maple_motors' });
    const plans = list(
      (await anon.get(`/api/aftermarket/protection-plan/?vehicle=${v.id}&page_size=20`)).body,
    );
    const warranty = plans.find((p) => p.product_code === 'PN');
    const leaseEnd = plans.find((p) => obj(p).category === 'lease');
    const [p1, p2] = (warranty?.prices as { id: number; price: number }[]) ?? [];
    const two = await anon.post('/api/customer/payment-type/cash/pricing/', {
      vehicle: v.id,
      protections: [p1?.id, p2?.id],
    });
    expect(obj(two.body).protections).toEqual(['Choose one option per protection plan.']);
    const leaseOnly = ((leaseEnd?.prices ?? []) as { id: number }[])[0]?.id;
    const cashWithLeasePlan = await price('maple_motors', 'cash', {
      vehicle: v.id,
      protections: [leaseOnly],
    });
    const cash = await price('maple_motors', 'cash', { vehicle: v.id });
    expect(cashWithLeasePlan.payment).toBe(cash.payment);
    const withWarranty = await price('maple_motors', 'cash', { vehicle: v.id, protections: [p1?.id] });
    expect(withWarranty.payment - cash.payment).toBe((p1?.price ?? 0) + round((p1?.price ?? 0) * 0.13));
  });

  it('locks pricing for anonymous visitors of a dealer that requires sign-in', async () => {
    const v = car('riviere_auto');
    const anon = client(ctx, { dealer: 'riviere_auto' });
    const res = await anon.post('/api/customer/payment-type/cash/pricing/', { vehicle: v.id });
    expect(res.status).toBe(401);
    expect(obj(res.body).code).toBe('pricing_locked');
    expect((await anon.get(`/api/customer/payment-type/?vehicle=${v.id}`)).status).toBe(401);
    expect((await anon.get(`/api/customer/payment-type/finance/choices/?vehicle=${v.id}`)).status).toBe(200);
  });
});

describe('available methods, choices, preview, select', () => {
  it('lists the offered methods with payment details for a vehicle (no lease on a used vehicle)', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const res = await anon.get(`/api/customer/payment-type/?vehicle=${car('maple_motors').id}`);
    expect(res.status).toBe(200);
    expect(list(res.body).map((d) => d.id)).toEqual(['cash', 'finance', 'lease']);
    expect(obj(res.body).selected).toBe('finance');
    const used = await anon.get(`/api/customer/payment-type/?vehicle=${usedMaple.id}`);
    expect(list(used.body).map((d) => d.id)).toEqual(['cash', 'finance']);
    expect((await anon.get('/api/customer/payment-type/')).status).toBe(400);
    expect((await anon.get('/api/customer/payment-type/?vehicle=abc')).status).toBe(400);
  });

  it('answers choices: terms, frequencies, distance allowances, and credit tiers only in the USA', async () => {
    const maple = obj(
      (
        await client(ctx, { dealer: 'maple_motors' }).get(
          `/api/customer/payment-type/lease/choices/?vehicle=${car('maple_motors').id}`,
        )
      ).body,
    );
    expect(maple).toMatchObject({
      default_term: 48,
      distance_allowance_choices: [16000, 20000, 24000],
      distance_unit: 'km',
      credit_score_choices: [],
    });
    expect((maple.term_choices as unknown[]).length).toBe(3);
    // Every dealer's terms in ascending order, whatever order its settings list them in (a shopper
    // found Rivière Auto's lease terms as 36, 48, 60, 24).
    for (const dealer of ['maple_motors', 'riviere_auto', 'lone_star_motors']) {
      for (const type of ['finance', 'lease']) {
        const choices = obj(
          (
            await client(ctx, { dealer }).get(
              `/api/customer/payment-type/${type}/choices/?vehicle=${car(dealer).id}`,
            )
          ).body,
        );
        const terms = (choices.term_choices as { value: number }[]).map((t) => t.value);
        expect(terms, `${dealer} ${type}`).toEqual([...terms].sort((a, b) => a - b));
        const distances = choices.distance_allowance_choices as number[];
        expect(distances, `${dealer} ${type}`).toEqual([...distances].sort((a, b) => a - b));
      }
    }
    const tx = obj(
      (await client(ctx, { dealer: 'lone_star_motors' }).get('/api/customer/payment-type/finance/choices/'))
        .body,
    );
    expect((tx.credit_score_choices as { value: string }[]).map((c) => c.value)).toEqual([
      'excellent',
      'good',
      'fair',
      'poor',
    ]);
    expect((tx.payment_frequency_choices as { value: string }[]).map((c) => c.value)).toEqual([
      'biweekly',
      'monthly',
    ]);
    expect(tx.distance_allowance_choices).toEqual([]);
    expect(
      (await client(ctx, { dealer: 'lone_star_motors' }).get('/api/customer/payment-type/gift/choices/'))
        .status,
    ).toBe(404);
  });

  it('previews every method with accessories, protections and options; [0] means none', async () => {
    const v = car('maple_motors');
    const anon = client(ctx, { dealer: 'maple_motors' });
    const base = await anon.post('/api/customer/payment-type/pricing-preview/', {
      inventory: v.id,
      accessories: [0],
      install_accessories_ids: [],
      protections: [],
      options_code_list: [],
      options_price: 0,
    });
    expect(base.status, JSON.stringify(base.body)).toBe(200);
    const withOptions = await anon.post('/api/customer/payment-type/pricing-preview/', {
      inventory: v.id,
      accessories: [0],
      install_accessories_ids: [],
      protections: [],
      options_code_list: ['PKG1'],
      options_price: 100000,
    });
    const cashBase = list(base.body).find((d) => d.id === 'cash');
    const cashOpt = list(withOptions.body).find((d) => d.id === 'cash');
    expect(Number(cashOpt?.payment) - Number(cashBase?.payment)).toBe(100000 + 13000);
    const bad = await anon.post('/api/customer/payment-type/pricing-preview/', { inventory: v.id });
    expect(bad.status).toBe(400);
  });

  it('selects the order’s method and prices an order with is_stale once the rate table changes', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const v = car('maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: v.id })).body);
    const selected = await shopper.post('/api/customer/payment-type/lease/select/', { order: order.id });
    expect(selected.status, JSON.stringify(selected.body)).toBe(200);
    expect(obj(obj(selected.body).order)).toMatchObject({
      payment_type: 'lease',
      term: 48,
      lease_model_km: 20000,
    });
    const methods = await shopper.get(`/api/customer/payment-type/?order=${order.id}`);
    expect(list(methods.body).find((d) => d.id === 'lease')).toMatchObject({
      is_active: true,
      is_stale: false,
    });
    const { dealPaymentSettings } = await import('../../src/db/schema.ts');
    const { clearPaymentSettingsCache } = await import('../../src/modules/add-ons/catalogue.ts');
    const { sql } = await import('drizzle-orm');
    await ctx.database.db
      .update(dealPaymentSettings)
      .set({ version: sql`${dealPaymentSettings.version} + 1` });
    clearPaymentSettingsCache(ctx.database.db);
    const later = await shopper.post('/api/customer/payment-type/lease/pricing/', { order: order.id });
    expect(obj(later.body).is_stale).toBe(true);
    const other = await customer(ctx, 'maple_motors');
    expect((await other.post('/api/customer/payment-type/lease/pricing/', { order: order.id })).status).toBe(
      404,
    );
    expect((await other.post('/api/customer/payment-type/cash/select/', { order: order.id })).status).toBe(
      404,
    );
    expect(
      (
        await client(ctx, { dealer: 'maple_motors' }).post('/api/customer/payment-type/cash/select/', {
          order: order.id,
        })
      ).status,
    ).toBe(401);
  });
});
