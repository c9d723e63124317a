import { orderIncentivesAnswerSchema } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, type VehicleRow } from '../../src/db/schema.ts';
import { client, createTestContext, list, obj, type TestContext } from '../helpers.ts';
import { customer, newCar, pickVehicle, put, usedCar } from './helpers.ts';

let ctx: TestContext;
let maple: VehicleRow;
let mapleUsed: VehicleRow;
let riviere: VehicleRow;
let texan: VehicleRow;
let truck: VehicleRow;
beforeAll(async () => {
  ctx = await createTestContext();
  maple = await pickVehicle(ctx, 'maple_motors', newCar);
  mapleUsed = await pickVehicle(ctx, 'maple_motors', usedCar);
  riviere = await pickVehicle(ctx, 'riviere_auto', newCar);
  texan = await pickVehicle(ctx, 'lone_star_motors', newCar);
  truck = await pickVehicle(
    ctx,
    'maple_motors',
    (v) => v.bodyType === 'truck' && v.stockStatus === 'in stock',
  );
});
afterAll(async () => {
  await ctx.close();
});

type Step = { id: string; key: string; state: number; available: boolean; reason: string | null };
type Section = { id: string; state: string; reopenable: boolean; steps: Step[] };
const sections = (body: unknown) => obj(body).sections as Section[];
const step = (body: unknown, key: string) =>
  sections(body)
    .flatMap((s) => s.steps)
    .find((s) => s.key === key);

describe('order steps', () => {
  it('answers the dealer’s sections for a vehicle, anonymously, with every step initial', async () => {
    const res = await client(ctx, { dealer: 'maple_motors' }).get(
      `/api/customer/order-steps/?vehicle=${maple.id}`,
    );
    expect(res.status).toBe(200);
    expect(obj(res.body)).toMatchObject({ order: null, flow_type: 'modular', is_linear: false });
    expect(sections(res.body).map((s) => s.id)).toEqual([
      'build-and-price',
      'trade-in',
      'credit-app',
      'deposit',
      'appointment',
    ]);
    expect(step(res.body, 'deposit-review')).toMatchObject({ id: 'review', state: 0 });
    // Rivière Auto: checkout flow (linear), credit applications through a deal API.
    const checkout = await client(ctx, { dealer: 'riviere_auto' }).get(
      `/api/customer/order-steps/?vehicle=${riviere.id}`,
    );
    expect(obj(checkout.body)).toMatchObject({ flow_type: 'checkout', is_linear: true });
    expect(sections(checkout.body).map((s) => s.id)).toEqual([
      'build-and-price',
      'trade-in',
      'credit-app',
      'deposit',
      'appointment',
    ]);
    expect(step(checkout.body, 'protections')).toMatchObject({
      available: false,
      reason: 'linear-earlier-step-initial',
    });
    expect((await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/order-steps/')).status).toBe(
      400,
    );
    expect(
      (await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/order-steps/?vehicle=${texan.id}`))
        .status,
    ).toBe(400);
  });

  it('records progress; a linear flow refuses a step whose earlier step is initial', async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: riviere.id })).body);
    const path = `/api/customer/order-steps/${order.id}/`;
    const early = await put(shopper, path, { progress: { payment: 1 } });
    expect(early.status).toBe(400);
    // Rivière Auto speaks French first: a shopper with no other language preference reads French.
    expect(obj(early.body)).toEqual({ 'progress.payment': ['Terminez d’abord les étapes précédentes.'] });
    const english = await put(shopper, path, { progress: { payment: 1 } }, { 'X-Language': 'en' });
    expect(obj(english.body)).toEqual({ 'progress.payment': ['Finish the earlier steps first.'] });
    const ok = await put(shopper, path, { progress: { accessories: 1, protections: 4, payment: 1 } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(obj(ok.body).progress).toMatchObject({ accessories: 1, protections: 4, payment: 1, review: 0 });
    const read = await shopper.get(`/api/customer/order-steps/?order=${order.id}`);
    expect(step(read.body, 'review')).toMatchObject({ available: true });
    const reset = await put(shopper, path, { progress: { accessories: 0, protections: 0, payment: 0 } });
    expect(reset.status).toBe(200);
    expect(obj((await shopper.get(`/api/customer/order/${order.id}/`)).body).progress).toMatchObject({
      payment: 0,
    });
  });

  it('refuses unknown steps, dealer-only states, bad bodies, and other customers', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: maple.id })).body);
    const path = `/api/customer/order-steps/${order.id}/`;
    expect(obj((await put(shopper, path, { progress: { 'file-upload': 1 } })).body)).toEqual({
      'progress.file-upload': ['Unknown step for this dealership.'],
    });
    expect(obj((await put(shopper, path, { progress: { 'trade-in': 2 } })).body)).toEqual({
      'progress.trade-in': ['This state is set by the dealership.'],
    });
    expect((await put(shopper, path, { progress: { accessories: 7 } })).status).toBe(400);
    expect((await put(shopper, path, { steps: {} })).status).toBe(400);
    const other = await customer(ctx, 'maple_motors');
    expect((await put(other, path, { progress: { accessories: 1 } })).status).toBe(404);
    expect((await other.get(`/api/customer/order-steps/?order=${order.id}`)).status).toBe(404);
    expect((await put(client(ctx, { dealer: 'maple_motors' }), path, { progress: {} })).status).toBe(401);
  });

  it('keeps the credit application and a placed deposit closed once started; an unpaid deposit step can be reset', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: maple.id })).body);
    const path = `/api/customer/order-steps/${order.id}/`;
    expect(obj((await put(shopper, path, { progress: { 'credit-app': 1 } })).body)).toEqual({
      'progress.credit-app': ['Submit the credit application first.'],
    });
    expect(obj((await put(shopper, path, { progress: { place: 1 } })).body)).toEqual({
      'progress.place': ['Place the deposit first.'],
    });
    // Skipping the credit application starts the section: it cannot be re-opened.
    expect((await put(shopper, path, { progress: { 'credit-app': 4 } })).status).toBe(200);
    expect(obj((await put(shopper, path, { progress: { 'credit-app': 0 } })).body)).toEqual({
      'progress.credit-app': ['This section cannot be re-opened.'],
    });
    // A skipped deposit may go back to initial while nothing is paid.
    expect((await put(shopper, path, { progress: { place: 4 } })).status).toBe(200);
    expect((await put(shopper, path, { progress: { place: 0 } })).status).toBe(200);
    await ctx.database.db
      .update(orders)
      .set({ hasDeposit: true })
      .where(eq(orders.id, Number(order.id)));
    const placed = await put(shopper, path, { progress: { place: 1 } });
    expect(placed.status).toBe(200);
    expect(obj((await shopper.get(`/api/customer/order/${order.id}/`)).body).deposit_step_status).toBe(1);
    expect(obj((await put(shopper, path, { progress: { place: 0 } })).body)).toEqual({
      'progress.place': ['This section cannot be re-opened.'],
    });
    const read = await shopper.get(`/api/customer/order-steps/?vehicle=${maple.id}`);
    expect(obj(read.body).order).toBe(order.id);
    expect(step(read.body, 'place')).toMatchObject({
      state: 1,
      available: false,
      reason: 'section-not-reopenable',
    });
  });
});

describe('incentives', () => {
  it('loads incentives that fit the vehicle and payment type, with conditional ones flagged (Canada)', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const cash = await anon.get(`/api/customer/incentives/?vehicle=${maple.id}&financing=cash`);
    expect(cash.status).toBe(200);
    const names = list(cash.body).map((i) => i.name);
    expect(names).toContain('Cash purchase rebate');
    expect(names).not.toContain('Loyalty rate reduction');
    expect(obj(cash.body).has_conditional_incentives).toBe(true);
    const finance = await anon.get(
      `/api/customer/incentives/?vehicle=${maple.id}&financing=finance&term=60&rate=6.49&rates_type=apr`,
    );
    const loyalty = list(finance.body).find((i) => i.audience === 'loyalty');
    expect(loyalty).toMatchObject({
      type: 'rate_reduction',
      group: 'other',
      is_conditional: true,
      rate_after: 5.99,
    });
    const used = await anon.get(`/api/customer/incentives/?vehicle=${mapleUsed.id}`);
    expect(list(used.body).map((i) => i.type)).toEqual(['rebate', 'percentage_discount']);
    const bad = await anon.get('/api/customer/incentives/?vehicle=x&financing=barter&rate=high');
    expect(Object.keys(obj(bad.body)).sort()).toEqual(['financing', 'rate', 'vehicle']);
  });

  it('answers none outside Canada (the loading rule)', async () => {
    const res = await client(ctx, { dealer: 'lone_star_motors' }).get(
      `/api/customer/incentives/?vehicle=${texan.id}`,
    );
    expect(obj(res.body)).toMatchObject({ count: 0, results: [], enabled: false });
  });

  it('prices a selected rebate and a conditional rate reduction', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const all = list((await anon.get(`/api/customer/incentives/?vehicle=${maple.id}`)).body);
    const cashRebate = all.find((i) => i.name === 'Cash purchase rebate');
    const loyalty = all.find((i) => i.audience === 'loyalty');
    const plain = obj(
      (await anon.post('/api/customer/payment-type/cash/pricing/', { vehicle: maple.id })).body,
    );
    const rebated = obj(
      (
        await anon.post('/api/customer/payment-type/cash/pricing/', {
          vehicle: maple.id,
          incentives: [cashRebate?.id],
        })
      ).body,
    );
    expect(Number(plain.payment) - Number(rebated.payment)).toBe(150000 + 19500);
    expect(rebated.applied_rebates).toEqual([{ name: 'Cash purchase rebate', value: -150000 }]);
    const finance = obj(
      (
        await anon.post('/api/customer/payment-type/finance/pricing/', {
          vehicle: maple.id,
          incentives: [loyalty?.id],
        })
      ).body,
    );
    expect(finance.rate).toBe(6.49);
  });

  it('names in the payment details the conditional incentives the deal can have, chosen or not', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const finance = obj(
      (await anon.post('/api/customer/payment-type/finance/pricing/', { vehicle: maple.id })).body,
    );
    expect(finance.has_conditional_incentives).toBe(true);
    const named = finance.incentives as { name: string; audience: string; is_conditional: boolean }[];
    expect(named.every((i) => i.is_conditional)).toBe(true);
    expect(named.map((i) => i.audience).sort()).toEqual(['all', 'grad', 'loyalty', 'military']);
    expect(named.find((i) => i.audience === 'all')?.name).toBe('Dealer financing bonus');
    // Not named once the payment type cannot have it (the financing bonus is for finance and lease).
    const cash = obj(
      (await anon.post('/api/customer/payment-type/cash/pricing/', { vehicle: maple.id })).body,
    );
    expect((cash.incentives as { audience: string }[]).map((i) => i.audience).sort()).toEqual([
      'grad',
      'military',
    ]);
  });

  it('PUT incentives on the order only for the payment system PC, checking the rate', async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: riviere.id })).body);
    const list_ = list(
      (await shopper.get(`/api/customer/incentives/?vehicle=${riviere.id}&financing=finance`)).body,
    );
    const loyalty = list_.find((i) => i.audience === 'loyalty');
    const path = `/api/customer/order/${order.id}/incentives/`;
    const stale = await put(shopper, path, { rate: 6.49, rates_type: 'apr', incentives: [loyalty?.id] });
    expect(stale.status).toBe(400);
    expect(obj(stale.body).rate?.toString()).toContain('5.49');
    const ok = await put(shopper, path, { rate: 5.49, rates_type: 'apr', incentives: [loyalty?.id] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(obj(obj(ok.body).payment_details).rate).toBe(5.49);
    expect(obj(obj(ok.body).order).incentives).toHaveLength(1);
    // The answer is the domain's: the order with its incentives and the payment priced with them.
    const answer = orderIncentivesAnswerSchema.safeParse(ok.body);
    expect(answer.error?.issues ?? []).toEqual([]);
    expect(answer.data?.order.incentives.map((i) => i.id)).toEqual([loyalty?.id]);
    // The order is read back with them (another browser of the same shopper).
    const read = obj((await shopper.get(`/api/customer/order/${order.id}/`)).body);
    expect((read.incentives as { id: number }[]).map((i) => i.id)).toEqual([loyalty?.id]);
    expect((await put(shopper, path, { rate: 'x', incentives: 'all' })).status).toBe(400);
    const mapleShopper = await customer(ctx, 'maple_motors');
    const mapleOrder = obj((await mapleShopper.post('/api/customer/order/', { vehicle: maple.id })).body);
    const refused = await put(mapleShopper, `/api/customer/order/${mapleOrder.id}/incentives/`, {
      rate: 6.99,
      rates_type: 'apr',
      incentives: [],
    });
    expect(obj(refused.body).non_field_errors).toEqual([
      'Incentives are saved with the order for this dealership.',
    ]);
  });
});

describe('the order update and the incentives', () => {
  it('at a dealer on the payment system PC, refuses incentives in the order create and update (they go through PUT …/incentives/), in the page’s language', async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const created = await shopper.post('/api/customer/order/', { vehicle: riviere.id, incentives: [] });
    expect(created.status).toBe(400);
    expect(obj(created.body).incentives?.toString()).toContain('/incentives/');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: riviere.id })).body);
    const updated = await shopper.patch(`/api/customer/order/${order.id}/`, { incentives: [] });
    expect(updated.status).toBe(400);
    const french = await shopper.patch(
      `/api/customer/order/${order.id}/`,
      { incentives: [] },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).incentives?.toString()).toContain('incitatifs');
    // Every other field keeps the order update.
    expect((await shopper.patch(`/api/customer/order/${order.id}/`, { term: 60 })).status).toBe(200);
  });

  it('keeps the incentives the shopper declined with the order (another browser of the same shopper reads them)', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: maple.id })).body);
    expect(order.incentives_declined).toEqual([]);
    const all = list((await shopper.get(`/api/customer/incentives/?vehicle=${maple.id}`)).body);
    const bonus = all.find((i) => i.audience === 'all' && i.is_conditional);
    const res = await shopper.patch(`/api/customer/order/${order.id}/`, { incentives_declined: [bonus?.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = obj((await shopper.get(`/api/customer/order/${order.id}/`)).body);
    expect(read.incentives_declined).toEqual([bonus?.id]);
    // At a PC dealer too: a removal is no incentive of the order, the order update keeps it.
    const pc = await customer(ctx, 'riviere_auto');
    const pcOrder = obj((await pc.post('/api/customer/order/', { vehicle: riviere.id })).body);
    expect((await pc.patch(`/api/customer/order/${pcOrder.id}/`, { incentives_declined: [1] })).status).toBe(
      200,
    );
    expect(
      (await shopper.patch(`/api/customer/order/${order.id}/`, { incentives_declined: 'x' })).status,
    ).toBe(400);
  });

  it('elsewhere, the order update keeps them', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: maple.id })).body);
    const res = await shopper.patch(`/api/customer/order/${order.id}/`, { incentives: [] });
    expect(res.status).toBe(200);
  });
});

describe('aftermarket', () => {
  it('lists accessories that fit, paginated with the dealer’s page size, filtered by category and origin, with pre-installed ones', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const first = await anon.get(`/api/aftermarket/accessory/?vehicle=${maple.id}`);
    expect(first.status).toBe(200);
    const body = obj(first.body);
    expect(list(first.body)).toHaveLength(6);
    expect(body.next).toContain('page=2');
    expect((body.pre_installed as { sku: string }[]).map((a) => a.sku)).toEqual(['ACC-NITROGEN']);
    expect(list(first.body).every((a) => a.sku !== 'ACC-BEDLINER')).toBe(true);
    const trucks = list(
      (await anon.get(`/api/aftermarket/accessory/?vehicle=${truck.id}&page_size=50`)).body,
    );
    expect(trucks.some((a) => a.sku === 'ACC-BEDLINER')).toBe(true);
    const interiorOem = list(
      (await anon.get(`/api/aftermarket/accessory/?vehicle=${maple.id}&category=interior&oem_origin=OEM`))
        .body,
    );
    expect(interiorOem.map((a) => a.sku).sort()).toEqual(['ACC-CARGO-TRAY', 'ACC-MATS-AW']);
    // Rivière Auto shows every accessory on one page; the USA has no winter package.
    const riv = obj(
      (await client(ctx, { dealer: 'riviere_auto' }).get(`/api/aftermarket/accessory/?vehicle=${riviere.id}`))
        .body,
    );
    expect(riv.next).toBeNull();
    expect(
      list((await client(ctx, { dealer: 'riviere_auto' }).get('/api/aftermarket/accessory/')).body)[0]?.title,
    ).toBe('Tapis toutes saisons');
    const tx = list(
      (await client(ctx, { dealer: 'lone_star_motors' }).get('/api/aftermarket/accessory/?page_size=50'))
        .body,
    );
    expect(tx.some((a) => a.sku === 'ACC-WINTER-PKG')).toBe(false);
    expect(tx.find((a) => a.sku === 'ACC-MATS-AW')?.price).toBe(14299);
    const bad = await anon.get('/api/aftermarket/accessory/?category=roof&oem_origin=XYZ&page=0');
    expect(Object.keys(obj(bad.body)).sort()).toEqual(['category', 'oem_origin', 'page']);
    expect((await anon.get(`/api/aftermarket/accessory/?vehicle=${texan.id}`)).status).toBe(400);
  });

  it('answers accessory questions', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const res = await anon.get('/api/aftermarket/accessory/get_questions/');
    const skus = list(res.body).map((r) => r.sku);
    expect(skus).toEqual(['ACC-REMOTE-START', 'ACC-TOW-HITCH']);
    const tow = list(res.body)[1];
    expect(((tow?.questions ?? []) as { kind: string }[]).map((q) => q.kind)).toEqual(['yes_no', 'choice']);
    expect((await anon.get('/api/aftermarket/accessory/get_questions/?accessories=a,b')).status).toBe(400);
  });

  it('lists protection plans for a vehicle and payment type, and one plan’s prices by term and distance', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const cash = list(
      (await anon.get(`/api/aftermarket/protection-plan/?vehicle=${maple.id}&payment_type=cash&page_size=10`))
        .body,
    );
    expect(cash.map((p) => p.product_code)).toEqual(['PN', 'PP', 'PS']);
    expect(cash.find((p) => p.product_code === 'PS')?.pre_installed).toBe(true);
    const lease = list(
      (
        await anon.get(
          `/api/aftermarket/protection-plan/?vehicle=${maple.id}&payment_type=lease&page_size=10`,
        )
      ).body,
    );
    expect(lease).toHaveLength(4);
    const usedPlans = list(
      (await anon.get(`/api/aftermarket/protection-plan/?vehicle=${mapleUsed.id}&page_size=10`)).body,
    );
    expect(usedPlans.map((p) => p.product_code)).toContain('PU');
    const pn = cash.find((p) => p.product_code === 'PN');
    const one = obj(
      (
        await anon.get(
          `/api/aftermarket/protection-plan/${pn?.id}/?payment_type=finance&term=60&rate=6.49&km_range=100000`,
        )
      ).body,
    );
    const prices = one.prices as {
      duration: number;
      km_range: number;
      price: number;
      price_recurring: number;
    }[];
    expect(prices).toHaveLength(1);
    expect(prices[0]).toMatchObject({ duration: 60, km_range: 100000, price: 189500 });
    expect(prices[0]?.price_recurring).toBeGreaterThan(Math.floor(189500 / 60));
    expect((await anon.get('/api/aftermarket/protection-plan/999999/')).status).toBe(404);
    expect(
      (await client(ctx, { dealer: 'lone_star_motors' }).get(`/api/aftermarket/protection-plan/${pn?.id}/`))
        .status,
    ).toBe(404);
    const paged = obj(
      (await anon.get(`/api/aftermarket/protection-plan/?vehicle=${maple.id}&payment_type=lease`)).body,
    );
    expect(list(paged)).toHaveLength(4);
  });

  it('prepares protection data and logs fallback prices', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const res = await anon.post('/api/aftermarket/protection-plan/prepare-data/', {
      vehicle: maple.id,
      payment: 'finance',
      term: 72,
      total_purchase_price: 4_000_000,
      rate: 6.99,
    });
    expect(res.status).toBe(200);
    expect(obj(res.body).count).toBe(3);
    expect(
      (await anon.post('/api/aftermarket/protection-plan/prepare-data/', { vehicle: maple.id })).status,
    ).toBe(400);
    const log = await anon.post('/api/aftermarket/protection-plan/log-fallback-price/', {
      plan: 1,
      price: 99900,
      reason: 'timeout',
    });
    expect(log.status).toBe(204);
    expect(
      (await anon.post('/api/aftermarket/protection-plan/log-fallback-price/', { plan: 'x' })).status,
    ).toBe(400);
  });
});

describe('US wording at the Texas dealer', () => {
  /** Canadian spellings and terms a Texan shopper should not read. */
  const CANADIAN =
    /labour|colour|centre|kilometre|licence|programme|favour|tyre|cheque|freight and pdi|\bPDI\b|\bkm\b|\bHST\b|\bGST\b/i;

  it('answers accessories, plans and the pricing stack in US English', async () => {
    const anon = client(ctx, { dealer: 'lone_star_motors' });
    const accessories = (await anon.get(`/api/aftermarket/accessory/?vehicle=${texan.id}&page_size=50`)).body;
    const plans = (await anon.get(`/api/aftermarket/protection-plan/?vehicle=${texan.id}&page_size=50`)).body;
    const all = (await anon.get('/api/aftermarket/protection-plan/?page_size=50')).body;
    const cash = await anon.post('/api/customer/payment-type/cash/pricing/', { vehicle: texan.id });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    for (const [what, body] of Object.entries({ accessories, plans, all, cash: cash.body })) {
      const text = JSON.stringify(body);
      expect(text.length, what).toBeGreaterThan(100);
      expect(text.match(CANADIAN)?.[0] ?? null, `${what}: ${text.slice(0, 200)}`).toBeNull();
    }
  });
});

describe('protection plan documents', () => {
  it('links every plan of every dealer to its document, served by the storefront itself', async () => {
    for (const dealer of ['maple_motors', 'riviere_auto', 'lone_star_motors']) {
      const anon = client(ctx, { dealer });
      const plans = list((await anon.get('/api/aftermarket/protection-plan/?page_size=50')).body) as {
        name: string;
        pdf_url: string | null;
      }[];
      expect(plans.length, dealer).toBeGreaterThan(0);
      for (const plan of plans) {
        const url = new URL(String(plan.pdf_url));
        expect(url.pathname, `${dealer} ${plan.name}`).toMatch(/^\/media\//);
        const doc = await anon.get(url.pathname);
        expect(doc.status, `${dealer} ${plan.pdf_url}`).toBe(200);
        expect(doc.headers.get('content-type')).toMatch(/^text\/html/);
        expect(doc.text).toContain(plan.name);
      }
    }
  });
});
