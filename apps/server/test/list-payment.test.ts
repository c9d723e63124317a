import { listPaymentSchema, STOCK_STATUSES } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import { dealers } from '../src/db/schema.ts';
import { customer } from './deal/helpers.ts';
import { type Client, client, createTestContext, list, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DEALERS = ['maple_motors', 'riviere_auto', 'lone_star_motors'] as const;

/** The body the vehicle page's first finance pricing call sends for a shopper who has chosen nothing. */
function firstPricingBody(vehicle: number) {
  return {
    vehicle,
    accessories: [],
    install_accessories_ids: [],
    protections: [],
    incentives: [],
    options_code_list: [],
    options_price: 0,
    include_tax: true,
  };
}

async function listOf(dealer: string, query = '', as: Client = client(ctx, { dealer })) {
  const res = await as.get(`/api/customer/inventory/simple/?page_size=100${query}`);
  expect(res.status).toBe(200);
  return list(res.body);
}

describe('the list cards’ payment (list_payment)', () => {
  it.each(DEALERS)(
    '%s: each card’s payment is the vehicle page’s first finance payment, with its disclosure',
    async (dealer) => {
      // Signed in: Rivière Auto shows prices only then (compulsory_login), on the list as on the page.
      const page = await customer(ctx, dealer);
      const vehicles = await listOf(dealer, '', page);
      let compared = 0;
      for (const vehicle of vehicles) {
        const res = await page.post(
          '/api/customer/payment-type/finance/pricing/',
          firstPricingBody(Number(vehicle.id)),
        );
        const priced = res.status === 200 ? obj(res.body) : null;
        if (!priced || priced.call_for_price === true) {
          expect(vehicle.list_payment).toBeNull();
          continue;
        }
        const card = listPaymentSchema.parse(vehicle.list_payment);
        expect(card).toEqual({
          payment: priced.payment,
          frequency: priced.payment_frequency,
          term: priced.term,
          rate: priced.rate,
          include_tax: priced.include_tax,
          amount_financed: priced.net_amount_financed,
          cost_of_borrowing: priced.cost_of_borrowing,
          total_of_payments: priced.total_of_payments,
          number_of_payments: priced.number_of_payments,
        });
        expect(Number.isInteger(card.payment) && card.payment > 0).toBe(true);
        compared += 1;
      }
      expect(compared).toBeGreaterThanOrEqual(20);
    },
  );

  it('is the same payment when the list is sorted or bounded by price (priced by the engine)', async () => {
    const plain = new Map((await listOf('maple_motors')).map((v) => [v.id, v.list_payment]));
    const sorted = await listOf('maple_motors', '&sort=price&min_price=100');
    expect(sorted.filter((v) => v.list_payment).length).toBeGreaterThan(0);
    for (const v of sorted) if (plain.has(v.id)) expect(v.list_payment).toEqual(plain.get(v.id));
  });

  it('is not in the answer of one vehicle (the vehicle page prices its own deal)', async () => {
    const [first] = await listOf('maple_motors');
    const res = await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/inventory/${first?.id}/`);
    expect(res.status).toBe(200);
    expect(obj(res.body)).not.toHaveProperty('list_payment');
  });

  it('is null at Rivière Auto before sign-in, as its vehicle page shows no payment then', async () => {
    const anonymous = client(ctx, { dealer: 'riviere_auto' });
    const vehicles = await listOf('riviere_auto', '', anonymous);
    const [first] = vehicles;
    const res = await anonymous.post(
      '/api/customer/payment-type/finance/pricing/',
      firstPricingBody(Number(first?.id)),
    );
    expect(res.status).toBe(401);
    for (const v of vehicles) expect(v.list_payment).toBeNull();
  });

  it('is null where pricing waits for a sign-in (the vehicle page shows no payment)', async () => {
    const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, 'lone_star_motors'));
    if (!row) throw new Error('no dealer');
    await ctx.database.db
      .update(dealers)
      .set({ settings: { ...row.settings, compulsory_login: true } })
      .where(eq(dealers.id, row.id));
    invalidateReadCaches(ctx.database.db, ['dealers']);
    try {
      const vehicles = await listOf('lone_star_motors', `&stock_status=${STOCK_STATUSES.join(',')}`);
      expect(vehicles.length).toBeGreaterThan(0);
      for (const v of vehicles) expect(v.list_payment).toBeNull();
    } finally {
      await ctx.database.db.update(dealers).set({ settings: row.settings }).where(eq(dealers.id, row.id));
      invalidateReadCaches(ctx.database.db, ['dealers']);
    }
  });
});
