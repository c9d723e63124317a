/**
 * The black-book trade-in over HTTP (spec 3 §2 to §7): the year / make / model / trim search, the
 * valuation in the dealer's unit with its low, high, target and expiry from the demo valuation (which
 * says it is a sandbox), the trade-in saved on the customer's order, submitted to the dealer, and
 * moved on by the dealer's offer; tenancy and ownership (404), and bad input (400, never 500).
 */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { blackBookTradeInBodySchema } from '@storefront/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOutbox, orders, type VehicleRow } from '../src/db/schema.ts';
import { tradeIns } from '../src/db/trade-in-schema.ts';
import { customer, newCar, pickVehicle, put, staffClient } from './deal/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';
import { HOSTILE_QUERY_VALUES, validArbitrary, wrongArbitrary } from './zod-arbitrary.ts';

let ctx: TestContext;
let car: VehicleRow;
let texasCar: VehicleRow;
beforeAll(async () => {
  ctx = await createTestContext();
  car = await pickVehicle(ctx, 'maple_motors', newCar);
  texasCar = await pickVehicle(ctx, 'lone_star_motors', newCar);
});
afterAll(async () => {
  await ctx.close();
});

const year = () => ctx.deps.now().getUTCFullYear();
const inDays = (days: number) =>
  new Date(ctx.deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const civic = () => `demo-${year() - 6}-honda-civic-ex`;

async function orderOf(shopper: Client, vehicle = car.id): Promise<number> {
  const res = await shopper.post('/api/customer/order/', { vehicle, payment_type: 'finance' });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return Number(obj(res.body).id);
}

async function valuation(c: Client, query: string) {
  return c.get(`/api/customer/cbb-vehicle/get_valuation/?${query}`);
}

describe('vehicle search and valuation', () => {
  it('finds a year, make, model and trim by every word typed, anonymously, and names the demo valuation', async () => {
    const anonymous = client(ctx, { dealer: 'maple_motors' });
    const res = await anonymous.get(
      `/api/customer/cbb-vehicle/unified_vehicle_search/?q=${year() - 6}+honda+civ`,
    );
    expect(res.status, res.text).toBe(200);
    const body = obj(res.body);
    expect(body.provider).toEqual({ name: 'Demo valuation (sandbox estimates)', sandbox: true });
    const results = body.results as {
      vid: string;
      year: number;
      make: string;
      model: string;
      trim: string;
    }[];
    expect(results.map((r) => r.trim)).toEqual(['LX', 'EX', 'Touring']);
    expect(results.every((r) => r.year === year() - 6 && r.make === 'Honda' && r.model === 'Civic')).toBe(
      true,
    );
    expect(results[1]?.vid).toBe(civic());
    const none = await anonymous.get('/api/customer/cbb-vehicle/unified_vehicle_search/?q=2009+honda+civic');
    expect(obj(none.body).results).toEqual([]);
  });

  it('values in km in Canada and in miles in the USA: low <= target <= high, an expiry a week out', async () => {
    const maple = client(ctx, { dealer: 'maple_motors' });
    const ca = obj((await valuation(maple, `vid=${civic()}&odometer=90000`)).body);
    expect(ca).toMatchObject({
      unit: 'km',
      currency: 'CAD',
      odometer: 90000,
      expiry_date: inDays(7),
      provider: { sandbox: true },
      vehicle: { make: 'Honda', model: 'Civic', trim: 'EX' },
    });
    const low = Number(ca.trade_in_low);
    const target = Number(ca.trade_in_target);
    const high = Number(ca.trade_in_high);
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThanOrEqual(target);
    expect(target).toBeLessThanOrEqual(high);

    const texas = client(ctx, { dealer: 'lone_star_motors' });
    const us = obj((await valuation(texas, `vid=${civic()}&odometer=90000`)).body);
    expect(us).toMatchObject({ unit: 'mi', currency: 'USD' });
    // 90,000 miles is far more distance than 90,000 km, and US dollars are fewer.
    expect(Number(us.trade_in_target)).toBeLessThan(target);
  });

  it("names the demo provider in the page's language (French pages get a French name, stored valuations too)", async () => {
    const riviere = client(ctx, { dealer: 'riviere_auto' });
    const fr = obj(
      (
        await riviere.get(`/api/customer/cbb-vehicle/get_valuation/?vid=${civic()}&odometer=90000`, {
          'X-Language': 'fr',
        })
      ).body,
    );
    expect(fr.provider).toEqual({ name: 'Évaluateur de démonstration', sandbox: true });
    const search = obj(
      (
        await riviere.get(`/api/customer/cbb-vehicle/unified_vehicle_search/?q=${year() - 6}+honda+civ`, {
          'X-Language': 'fr',
        })
      ).body,
    );
    expect(obj(search.provider).name).toBe('Évaluateur de démonstration');
    const en = obj(
      (
        await riviere.get(`/api/customer/cbb-vehicle/get_valuation/?vid=${civic()}&odometer=90000`, {
          'X-Language': 'en',
        })
      ).body,
    );
    expect(obj(en.provider).name).toBe('Demo valuation (sandbox estimates)');
  });

  it('values more distance lower and each option higher', async () => {
    const maple = client(ctx, { dealer: 'maple_motors' });
    const at = async (q: string) => Number(obj((await valuation(maple, q)).body).trade_in_target);
    const base = await at(`vid=${civic()}&odometer=60000`);
    expect(await at(`vid=${civic()}&odometer=250000`)).toBeLessThan(base);
    expect(
      await at(`vid=${civic()}&odometer=60000&options=power_sunroof,technology_package`),
    ).toBeGreaterThan(base);
  });

  it('refuses bad input with the field named: empty search, negative or huge odometer, unknown vid or option', async () => {
    const maple = client(ctx, { dealer: 'maple_motors' });
    const empty = await maple.get('/api/customer/cbb-vehicle/unified_vehicle_search/?q=');
    expect(empty.status).toBe(400);
    expect(obj(empty.body).q).toBeDefined();
    for (const [query, field] of [
      [`vid=${civic()}&odometer=-1`, 'odometer'],
      [`vid=${civic()}&odometer=12x`, 'odometer'],
      [`vid=${civic()}&odometer=99999999999`, 'odometer'],
      ['vid=demo-1999-honda-civic-ex&odometer=1000', 'vid'],
      ['vid=%3Cscript%3E&odometer=1000', 'vid'],
      [`vid=${civic()}&odometer=1000&options=spoiler`, 'options'],
    ] as const) {
      const res = await valuation(maple, query);
      expect(res.status, `${query}: ${res.text}`).toBe(400);
      expect(
        Object.keys(obj(res.body)).some((k) => k.startsWith(field)),
        `${query}: ${res.text}`,
      ).toBe(true);
    }
  });
});

describe('the trade-in of an order', () => {
  it('is saved with the server valuation, changed while a draft, submitted to the dealer and shown on the order', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const created = await shopper.post('/api/customer/tradein/', {
      order,
      vid: civic(),
      odometer: 90000,
      accessories: ['navigation_system'],
    });
    expect(created.status, created.text).toBe(201);
    const tradeIn = obj(created.body);
    const quoted = obj(
      (await valuation(shopper, `vid=${civic()}&odometer=90000&options=navigation_system`)).body,
    );
    expect(tradeIn).toMatchObject({
      flow: 'trade-in-black-book',
      status: 'draft',
      order,
      year: year() - 6,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      odometer: 90000,
      unit: 'km',
      accessories: ['navigation_system'],
      valuation: {
        trade_in_target: quoted.trade_in_target,
        expiry_date: inDays(7),
        provider: { sandbox: true },
      },
    });
    const id = Number(tradeIn.id);

    const changed = await put(shopper, `/api/customer/tradein/${id}/`, {
      order,
      vid: civic(),
      odometer: 150000,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(obj(changed.body)).toMatchObject({ odometer: 150000, accessories: [] });

    // the body must name the trade-in's own order
    const elsewhere = await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order: order + 1 });
    expect(elsewhere.status).toBe(400);
    expect(obj(elsewhere.body).order).toEqual(['The trade-in is for another order.']);
    const submitted = await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
    expect(submitted.status, submitted.text).toBe(200);
    expect(obj(submitted.body)).toMatchObject({
      status: 'awaiting_dealer',
      submitted_at: expect.any(String),
    });

    const seen = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(seen.trade_in).toMatchObject({ id, status: 'awaiting_dealer', odometer: 150000 });
    // The CRM hears of it: an ADF lead with the trade-in vehicle, its odometer and its value.
    const leads = await ctx.database.db.select().from(leadOutbox).where(eq(leadOutbox.userId, shopper.id));
    // First the valuation (send_tradein_lead, once: the change above queued no second), then the submission.
    expect(leads.map((l) => l.kind)).toEqual(['send_tradein_lead', 'send_tradein_submitted_lead']);
    expect(leads[0]?.adfXml).toContain('<vehicle interest="trade-in" status="used">');
    expect(leads[0]?.adfXml).toContain('Trade-in valued on the online storefront');
    expect(leads[1]?.adfXml).toContain(
      `<vehicle interest="trade-in" status="used"><year>${year() - 6}</year><make>Honda</make><model>Civic</model><trim>EX</trim><odometer status="original" units="km">150000</odometer>`,
    );
    expect(leads[1]?.adfXml).toContain('Demo valuation (sandbox estimates)');
    await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
    expect(
      await ctx.database.db.select().from(leadOutbox).where(eq(leadOutbox.userId, shopper.id)),
    ).toHaveLength(2);
    expect(obj(seen.progress)['trade-in']).toBe(2);
    const listed = obj((await shopper.get(`/api/customer/tradein/?order=${order}`)).body);
    expect(listed).toMatchObject({ count: 1, results: [{ id }] });

    // With the dealer it can no longer be changed, nor a second one started.
    const late = await put(shopper, `/api/customer/tradein/${id}/`, { order, vid: civic(), odometer: 1 });
    expect(late.status).toBe(400);
    expect(obj(late.body).non_field_errors).toBeDefined();
    const second = await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 1 });
    expect(second.status).toBe(400);
  });

  it("follows the dealer's offer on the order: awaiting the customer, then included with its credit in the deal", async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const created = obj(
      (await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 80000 })).body,
    );
    const id = Number(created.id);
    await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const offer = await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, {
      amount: 1_100_000,
      expires_on: inDays(5),
    });
    expect(offer.status, offer.text).toBe(200);
    expect(obj((await shopper.get(`/api/customer/tradein/${id}/`)).body).status).toBe('awaiting_customer');
    // The saved deal's trade-in step follows the offer: awaiting the customer, then completed.
    const offered = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(obj(offered.progress)['trade-in']).toBe(3);
    const accepted = await shopper.post(`/api/customer/order/${order}/accept_current_offer/`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(obj(accepted.body)).toMatchObject({
      trade_in: { id, status: 'included' },
      payment_type_settings: { trade_in_credit: 1_100_000 },
    });
    expect(obj(obj(accepted.body).progress)['trade-in']).toBe(1);
  });

  it("skips the trade-in step when the customer declines the dealer's offer, and a new offer brings it back", async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const id = Number(
      obj((await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 85000 })).body).id,
    );
    await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, { amount: 900_000, expires_on: inDays(5) });
    const declined = await shopper.post(`/api/customer/order/${order}/decline_current_offer/`, {
      comments: 'Too low.',
    });
    expect(declined.status, declined.text).toBe(200);
    expect(obj(declined.body)).toMatchObject({ trade_in: { id, status: 'excluded' } });
    expect(obj(obj(declined.body).progress)['trade-in']).toBe(4);
    await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, { amount: 950_000, expires_on: inDays(5) });
    const again = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(again).toMatchObject({ trade_in: { id, status: 'awaiting_customer' } });
    expect(obj(again.progress)['trade-in']).toBe(3);
  });

  it('mends by migration the trade-in step of orders whose offer came before the step followed it', async () => {
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const cases = [
      { answer: 'accept', step: 1 },
      { answer: 'decline', step: 4 },
      { answer: null, step: 3 },
    ] as const;
    const made: { order: number; step: number }[] = [];
    for (const { answer, step } of cases) {
      const shopper = await customer(ctx, 'maple_motors', 'mended');
      const order = await orderOf(shopper);
      const id = Number(
        obj((await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 85000 })).body).id,
      );
      await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
      await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, {
        amount: 800_000,
        expires_on: inDays(5),
      });
      if (answer)
        await shopper.post(
          `/api/customer/order/${order}/${answer}_current_offer/`,
          answer === 'decline' ? { comments: 'No.' } : {},
        );
      made.push({ order, step });
    }
    // An order saved before: its trade-in step left awaiting the dealer.
    const stale = sql`${orders.progress} || '{"trade-in": 2}'::jsonb`;
    for (const { order } of made)
      await ctx.database.db.update(orders).set({ progress: stale }).where(eq(orders.id, order));
    const migration = readFileSync(
      fileURLToPath(new URL('../drizzle/0012_tradein_offer.sql', import.meta.url)),
      'utf8',
    );
    await ctx.database.db.execute(sql.raw(migration));
    for (const { order, step } of made) {
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
      expect(row?.progress['trade-in'], `order ${order}`).toBe(step);
    }
  });

  it("e-mails the customer the dealer's offer in the customer's language, its link on the configured origin", async () => {
    const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    const origin = ctx.deps.config.publicOrigin;
    const links = (text: string) => text.match(/https?:\/\/[^\s]+/g) ?? [];
    // A Maple shopper (English) while the rep's console is in French: the e-mail is in English.
    const shopper = await customer(ctx, 'maple_motors', 'offer.mail');
    const order = await orderOf(shopper);
    const id = Number(
      obj((await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 85000 })).body).id,
    );
    await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const sent = await put(
      rep,
      `/api/dealer/orders/${order}/trade_in_offer/`,
      { amount: 750_000, expires_on: inDays(5) },
      { ...forged, 'X-Language': 'fr' },
    );
    expect(sent.status, sent.text).toBe(200);
    const mail = ctx.sentMail.filter((m) => m.to === shopper.email).at(-1);
    if (!mail) throw new Error('no offer e-mail');
    expect(mail.subject).toContain('Maple Motors');
    expect(mail.text).toContain('$7,500.00');
    expect(mail.text).toContain(`${year() - 6} Honda Civic EX`);
    const found = links(mail.text);
    expect(found).toEqual([`${origin}/maple_motors/en/trade-in-black-book/${car.id}/review/`]);
    expect(mail.text).not.toContain('evil.example');

    // A Rivière shopper who chose French: in French.
    const riviere = await pickVehicle(ctx, 'riviere_auto', newCar);
    const french = await customer(ctx, 'riviere_auto', 'offre.courriel');
    const chose = await french.request('PATCH', `/api/customer/user/${french.id}/`, { language: 'fr' });
    expect(chose.status, chose.text).toBeLessThan(300);
    const frOrder = await orderOf(french, riviere.id);
    const frId = Number(
      obj(
        (await french.post('/api/customer/tradein/', { order: frOrder, vid: civic(), odometer: 85000 })).body,
      ).id,
    );
    await french.post(`/api/customer/tradein/${frId}/submit_tradein/`, { order: frOrder });
    const directeur = await staffClient(ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    // An amount out of bounds is said in dollars, in the page's language (found in a staff trial:
    // "Too big: expected number to be <=99999999").
    const tooBig = await put(
      directeur,
      `/api/dealer/orders/${frOrder}/trade_in_offer/`,
      { amount: 9_999_999_999, expires_on: inDays(5) },
      { 'X-Language': 'fr' },
    );
    expect(tooBig.status).toBe(400);
    expect(obj(tooBig.body).amount).toEqual(['Une offre est d’au plus 999 999,99 $.']);
    const tooSmall = await put(
      directeur,
      `/api/dealer/orders/${frOrder}/trade_in_offer/`,
      { amount: 50, expires_on: inDays(5) },
      { 'X-Language': 'en' },
    );
    expect(obj(tooSmall.body).amount).toEqual(['An offer is at least $1.00.']);
    expect(
      (
        await put(
          directeur,
          `/api/dealer/orders/${frOrder}/trade_in_offer/`,
          { amount: 750_000, expires_on: inDays(5) },
          { 'X-Language': 'en' },
        )
      ).status,
    ).toBe(200);
    const frMail = ctx.sentMail.filter((m) => m.to === french.email).at(-1);
    if (!frMail) throw new Error('no French offer e-mail');
    expect(frMail.text).toMatch(/Rivière Auto vous offre 7\s500,00\s\$ pour votre véhicule d’échange/);
    expect(links(frMail.text)).toEqual([
      `${origin}/riviere_auto/fr/trade-in-black-book/${riviere.id}/review/`,
    ]);
  });

  it('is taken out of the deal with a required comment: excluded, the credit back to 0, and a new one may follow', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const id = Number(
      obj((await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 70000 })).body).id,
    );
    await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, { order });
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, {
      amount: 1_000_000,
      expires_on: inDays(5),
    });
    await shopper.post(`/api/customer/order/${order}/accept_current_offer/`, { trade_in: id });
    const before = obj((await shopper.post('/api/customer/payment-type/finance/pricing/', { order })).body);
    expect(before.trade_in_credit).toBe(1_000_000);

    for (const body of [{ order }, { order, comments: '  ' }]) {
      const refused = await shopper.post(`/api/customer/tradein/${id}/exclude/`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(obj(refused.body).comments).toEqual(['This field is required.']);
    }
    const other = await customer(ctx, 'maple_motors', 'other');
    expect((await other.post(`/api/customer/tradein/${id}/exclude/`, { order, comments: 'no' })).status).toBe(
      404,
    );

    const excluded = await shopper.post(`/api/customer/tradein/${id}/exclude/`, {
      order,
      comments: 'Selling it myself.',
    });
    expect(excluded.status, excluded.text).toBe(200);
    expect(obj(excluded.body)).toMatchObject({ id, status: 'excluded' });
    const seen = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(seen).toMatchObject({
      trade_in: { id, status: 'excluded' },
      payment_type_settings: { trade_in_credit: 0, trade_in_owing: 0 },
      trade_in_offer: { state: 'D', comments: 'Selling it myself.' },
    });
    expect(obj(seen.progress)['trade-in']).toBe(4);
    const after = obj((await shopper.post('/api/customer/payment-type/finance/pricing/', { order })).body);
    expect(after.trade_in_credit).toBe(0);
    expect(Number(after.payment)).toBeGreaterThan(Number(before.payment));
    expect(
      (await shopper.post(`/api/customer/tradein/${id}/exclude/`, { order, comments: 'again' })).status,
    ).toBe(400);
    const next = await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 1000 });
    expect(next.status, next.text).toBe(201);
  });

  it('refuses a price in the body, an unknown vid and a missing order field, and writes nothing', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const cases: [unknown, string][] = [
      [{ order, vid: civic(), odometer: 1000, valuation: { trade_in_high: 9_999_999 } }, 'valuation'],
      [{ order, vid: 'demo-1990-ford-model-t', odometer: 1000 }, 'vid'],
      [{ vid: civic(), odometer: 1000 }, 'order'],
      [{ order, vid: civic(), odometer: -5 }, 'odometer'],
      [{ order, vid: civic(), odometer: 1000, accessories: ['spoiler'] }, 'accessories'],
    ];
    for (const [body, field] of cases) {
      const res = await shopper.post('/api/customer/tradein/', body);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(
        Object.keys(obj(res.body)).some((k) => k.startsWith(field)),
        res.text,
      ).toBe(true);
    }
    const rows = await ctx.database.db.select().from(tradeIns).where(eq(tradeIns.orderId, order));
    expect(rows).toEqual([]);
  });

  it("needs a signed-in customer, and another customer's or another dealer's trade-in or order is a 404", async () => {
    const owner = await customer(ctx, 'maple_motors');
    const order = await orderOf(owner);
    const id = Number(
      obj((await owner.post('/api/customer/tradein/', { order, vid: civic(), odometer: 1000 })).body).id,
    );
    const anonymous = client(ctx, { dealer: 'maple_motors' });
    expect(
      (await anonymous.post('/api/customer/tradein/', { order, vid: civic(), odometer: 1 })).status,
    ).toBe(401);
    expect((await anonymous.get(`/api/customer/tradein/${id}/`)).status).toBe(401);

    const other = await customer(ctx, 'maple_motors', 'other');
    expect((await other.get(`/api/customer/tradein/${id}/`)).status).toBe(404);
    expect(
      (await put(other, `/api/customer/tradein/${id}/`, { order, vid: civic(), odometer: 1 })).status,
    ).toBe(404);
    expect((await other.post(`/api/customer/tradein/${id}/submit_tradein/`, { order })).status).toBe(404);
    expect((await other.post('/api/customer/tradein/', { order, vid: civic(), odometer: 1 })).status).toBe(
      404,
    );
    expect((await other.get(`/api/customer/tradein/?order=${order}`)).status).toBe(404);

    const texan = await customer(ctx, 'lone_star_motors');
    const texanOrder = await orderOf(texan, texasCar.id);
    expect((await texan.get(`/api/customer/tradein/${id}/`)).status).toBe(404);
    expect((await texan.post('/api/customer/tradein/', { order, vid: civic(), odometer: 1 })).status).toBe(
      404,
    );
    const texanTradeIn = await texan.post('/api/customer/tradein/', {
      order: texanOrder,
      vid: civic(),
      odometer: 1,
    });
    expect(obj(texanTradeIn.body)).toMatchObject({ unit: 'mi', valuation: { currency: 'USD' } });

    // Nothing of the owner's changed.
    const [row] = await ctx.database.db.select().from(tradeIns).where(eq(tradeIns.id, id));
    expect(row).toMatchObject({ status: 'draft', odometer: 1000 });
    const [own] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
    expect(own?.progress['trade-in']).toBeUndefined();
  });

  it('answers in French for a French page', async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const res = await shopper.get('/api/customer/tradein/999999/', { 'X-Language': 'fr' });
    expect(res.status).toBe(404);
    expect(obj(res.body).detail).toBe('Véhicule d’échange introuvable.');
  });
});

describe('generated input', () => {
  const ACCEPTABLE = new Set([200, 201, 400, 404]);
  const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);

  it('answers bodies generated from the schema, valid or of the wrong type, never with a 5xx', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const id = Number(
      obj((await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 1 })).body).id,
    );
    const body = fc.oneof(
      validArbitrary(blackBookTradeInBodySchema),
      wrongArbitrary(blackBookTradeInBodySchema),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('POST', 'PUT', 'SUBMIT'), async (payload, how) => {
        const res =
          how === 'POST'
            ? await shopper.post('/api/customer/tradein/', payload)
            : how === 'PUT'
              ? await put(shopper, `/api/customer/tradein/${id}/`, payload)
              : await shopper.post(`/api/customer/tradein/${id}/submit_tradein/`, payload);
        expect(
          ACCEPTABLE.has(res.status),
          `${how} ${JSON.stringify(payload)}: ${res.status} ${res.text}`,
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers hostile query values of the search and the valuation with a 400, never a 5xx', async () => {
    const anonymous = client(ctx, { dealer: 'lone_star_motors' });
    for (const value of HOSTILE_QUERY_VALUES) {
      let v = value;
      try {
        v = encodeURIComponent(value);
      } catch {
        // a lone surrogate: sent as it is
      }
      for (const path of [
        `/api/customer/cbb-vehicle/unified_vehicle_search/?q=${v}`,
        `/api/customer/cbb-vehicle/get_valuation/?vid=${v}&odometer=${v}`,
        `/api/customer/cbb-vehicle/get_valuation/?vid=${civic()}&odometer=1&options=${v}`,
      ]) {
        const res = await anonymous.get(path);
        expect([200, 400], `${path}: ${res.status} ${res.text}`).toContain(res.status);
      }
    }
  });
});

describe('questions and answers', () => {
  it('lists the spec question keys in the page language, export_import_usa in Canada only', async () => {
    const maple = client(ctx, { dealer: 'maple_motors' });
    const ca = obj((await maple.get('/api/customer/tradein-questions/')).body);
    const keys = (ca.results as { key: string }[]).map((q) => q.key);
    expect(keys).toEqual([
      'accepted_terms',
      'involved_in_accident',
      'paint_work_performed',
      'repairs_other_than_maintainence',
      'has_unexpired_protection_coverage',
      'making_active_payments',
      'export_import_usa',
    ]);
    const payments = (ca.results as { key: string; choices?: { value: string }[] }[]).find(
      (q) => q.key === 'making_active_payments',
    );
    expect(payments?.choices?.map((c) => c.value)).toEqual(['N', 'F', 'L']);
    const texas = obj(
      (await client(ctx, { dealer: 'lone_star_motors' }).get('/api/customer/tradein-questions/')).body,
    );
    expect((texas.results as { key: string }[]).map((q) => q.key)).not.toContain('export_import_usa');
    const fr = obj(
      (
        await client(ctx, { dealer: 'riviere_auto' }).get('/api/customer/tradein-questions/', {
          'X-Language': 'fr',
        })
      ).body,
    );
    expect((fr.results as { text: string }[])[1]?.text).toBe('Le véhicule a-t-il eu un accident\u202f?');
  });

  it('saves one answer a question on a draft, changes it by id, and refuses what the key does not take', async () => {
    const shopper = await customer(ctx, 'lone_star_motors');
    const order = await orderOf(shopper, texasCar.id);
    const tradeIn = Number(
      obj((await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 1 })).body).id,
    );
    const created = await shopper.post('/api/customer/tradein-answers/', {
      trade_in: tradeIn,
      question: 'involved_in_accident',
      response: true,
    });
    expect(created.status, created.text).toBe(201);
    const answer = obj(created.body);
    expect(answer).toMatchObject({ trade_in: tradeIn, question: 'involved_in_accident', response: true });
    const again = await shopper.post('/api/customer/tradein-answers/', {
      trade_in: tradeIn,
      question: 'involved_in_accident',
      response: false,
    });
    expect(again.status).toBe(400);
    const changed = await put(shopper, `/api/customer/tradein-answers/${answer.id}/`, {
      trade_in: tradeIn,
      question: 'involved_in_accident',
      response: false,
    });
    expect(obj(changed.body)).toMatchObject({ id: answer.id, response: false });
    for (const [body, field] of [
      [{ trade_in: tradeIn, question: 'export_import_usa', response: true }, 'question'],
      [{ trade_in: tradeIn, question: 'making_active_payments', response: true }, 'response'],
      [{ trade_in: tradeIn, question: 'paint_work_performed', response: 'F' }, 'response'],
      [{ trade_in: tradeIn, question: 'accepted_terms', response: false }, 'response'],
      [{ trade_in: tradeIn, question: 'color', response: true }, 'question'],
      [{ trade_in: tradeIn, question: 'paint_work_performed', response: true, score: 3 }, 'score'],
    ] as const) {
      const res = await shopper.post('/api/customer/tradein-answers/', body);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(obj(res.body)[field], res.text).toBeDefined();
    }
    const listed = obj((await shopper.get(`/api/customer/tradein-answers/?trade_in=${tradeIn}`)).body);
    expect(listed).toMatchObject({
      count: 1,
      results: [{ question: 'involved_in_accident', response: false }],
    });

    // Another customer: 404 on the trade-in and on its answer; once submitted, no more changes.
    const other = await customer(ctx, 'lone_star_motors', 'other');
    expect(
      (
        await other.post('/api/customer/tradein-answers/', {
          trade_in: tradeIn,
          question: 'paint_work_performed',
          response: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await put(other, `/api/customer/tradein-answers/${answer.id}/`, {
          trade_in: tradeIn,
          question: 'involved_in_accident',
          response: true,
        })
      ).status,
    ).toBe(404);
    expect((await other.get(`/api/customer/tradein-answers/?trade_in=${tradeIn}`)).status).toBe(404);
    await shopper.post(`/api/customer/tradein/${tradeIn}/submit_tradein/`, { order });
    const late = await put(shopper, `/api/customer/tradein-answers/${answer.id}/`, {
      trade_in: tradeIn,
      question: 'involved_in_accident',
      response: true,
    });
    expect(late.status).toBe(400);
  });
});

describe('condition answers in the valuation', () => {
  // The documented shares (the domain's TRADE_IN_CONDITION_BASIS_POINTS), rounded half away from 0.
  const pct = (cents: number, bp: number) =>
    Math.sign(bp) * Math.floor((cents * Math.abs(bp) + 5000) / 10_000);

  it('deducts for an accident and paint work, in integer cents, and says why', async () => {
    const maple = client(ctx, { dealer: 'maple_motors' });
    const base = obj((await valuation(maple, `vid=${civic()}&odometer=90000`)).body);
    const baseTarget = Number(base.trade_in_target);
    expect(base).toMatchObject({ base_target: baseTarget, adjustments: [], condition: [] });
    const res = await valuation(
      maple,
      `vid=${civic()}&odometer=90000&condition=paint_work_performed,involved_in_accident`,
    );
    expect(res.status, res.text).toBe(200);
    const adjusted = obj(res.body);
    const accident = pct(baseTarget, -1500);
    const paint = pct(baseTarget, -500);
    expect(adjusted).toMatchObject({
      base_target: baseTarget,
      adjustments: [
        { key: 'involved_in_accident', amount: accident },
        { key: 'paint_work_performed', amount: paint },
      ],
      trade_in_target: baseTarget + accident + paint,
    });
    expect(Number(adjusted.trade_in_low)).toBeLessThanOrEqual(Number(adjusted.trade_in_target));
    expect(Number(adjusted.trade_in_high)).toBeGreaterThanOrEqual(Number(adjusted.trade_in_target));
    // Protection coverage still running adds 2 %.
    const covered = obj(
      (await valuation(maple, `vid=${civic()}&odometer=90000&condition=has_unexpired_protection_coverage`))
        .body,
    );
    expect(covered.trade_in_target).toBe(baseTarget + pct(baseTarget, 200));
  });

  it('refuses a condition the dealer does not ask (imported from the USA, in the USA) and an unknown one', async () => {
    const texas = client(ctx, { dealer: 'lone_star_motors' });
    for (const condition of ['export_import_usa', 'smoker']) {
      const res = await valuation(texas, `vid=${civic()}&odometer=1000&condition=${condition}`);
      expect(res.status, res.text).toBe(400);
      expect(
        Object.keys(obj(res.body)).some((k) => k.startsWith('condition')),
        res.text,
      ).toBe(true);
    }
  });

  it('saves the answers with the trade-in and values it again when an answer changes', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const base = Number(
      obj((await valuation(shopper, `vid=${civic()}&odometer=90000`)).body).trade_in_target,
    );
    const created = await shopper.post('/api/customer/tradein/', {
      order,
      vid: civic(),
      odometer: 90000,
      condition: ['involved_in_accident', 'export_import_usa'],
    });
    expect(created.status, created.text).toBe(201);
    const tradeIn = obj(created.body);
    expect(tradeIn).toMatchObject({
      condition: ['involved_in_accident', 'export_import_usa'],
      valuation: { base_target: base, trade_in_target: base + pct(base, -1500) + pct(base, -1000) },
    });
    const id = Number(tradeIn.id);
    const answers = obj((await shopper.get(`/api/customer/tradein-answers/?trade_in=${id}`)).body)
      .results as { id: number; question: string; response: boolean }[];
    expect(Object.fromEntries(answers.map((a) => [a.question, a.response]))).toEqual({
      involved_in_accident: true,
      paint_work_performed: false,
      repairs_other_than_maintainence: false,
      has_unexpired_protection_coverage: false,
      export_import_usa: true,
    });
    const accident = answers.find((a) => a.question === 'involved_in_accident');
    const changed = await put(shopper, `/api/customer/tradein-answers/${accident?.id}/`, {
      trade_in: id,
      question: 'involved_in_accident',
      response: false,
    });
    expect(changed.status, changed.text).toBe(200);
    const seen = obj((await shopper.get(`/api/customer/tradein/${id}/`)).body);
    expect(seen).toMatchObject({
      condition: ['export_import_usa'],
      valuation: { trade_in_target: base + pct(base, -1000) },
    });
  });
});

describe('what is owed on the trade-in (negative equity)', () => {
  it('refuses an active-payments answer without its amounts', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    for (const [extra, fields] of [
      [{ making_active_payments: 'F' }, ['financing_amount_due']],
      [
        { making_active_payments: 'L', leasing_residual_value: 1_000_000 },
        ['leasing_payments_amount', 'leasing_payment_left'],
      ],
    ] as const) {
      const res = await shopper.post('/api/customer/tradein/', {
        order,
        vid: civic(),
        odometer: 1000,
        ...extra,
      });
      expect(res.status, res.text).toBe(400);
      expect(Object.keys(obj(res.body)).sort(), res.text).toEqual([...fields].sort());
    }
  });

  it('carries a payoff above the value into the deal: the amount financed grows by the payoff, to the cent', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const target = Number(
      obj((await valuation(shopper, `vid=${civic()}&odometer=90000`)).body).trade_in_target,
    );
    const payoff = target + 312_345;
    const created = await shopper.post('/api/customer/tradein/', {
      order,
      vid: civic(),
      odometer: 90000,
      making_active_payments: 'F',
      financing_amount_due: payoff,
    });
    expect(created.status, created.text).toBe(201);
    const tradeIn = obj(created.body);
    expect(tradeIn).toMatchObject({
      lien: { making_active_payments: 'F', financing_amount_due: payoff },
      payoff,
      equity: -312_345,
    });
    // A lease: the residual and the payments left.
    const lease = await put(shopper, `/api/customer/tradein/${tradeIn.id}/`, {
      order,
      vid: civic(),
      odometer: 90000,
      making_active_payments: 'L',
      leasing_residual_value: 1_500_000,
      leasing_payments_amount: 45_678,
      leasing_payment_left: 7,
    });
    expect(obj(lease.body)).toMatchObject({ payoff: 1_500_000 + 7 * 45_678 });
    await put(shopper, `/api/customer/tradein/${tradeIn.id}/`, {
      order,
      vid: civic(),
      odometer: 90000,
      making_active_payments: 'F',
      financing_amount_due: payoff,
    });
    await shopper.post(`/api/customer/tradein/${tradeIn.id}/submit_tradein/`, { order });
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    await put(rep, `/api/dealer/orders/${order}/trade_in_offer/`, { amount: target, expires_on: inDays(5) });
    const accepted = await shopper.post(`/api/customer/order/${order}/accept_current_offer/`, {
      trade_in: tradeIn.id,
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(obj(accepted.body)).toMatchObject({
      payment_type_settings: { trade_in_credit: target, trade_in_owing: payoff },
    });
    const priced = obj((await shopper.post('/api/customer/payment-type/finance/pricing/', { order })).body);
    expect(priced).toMatchObject({ trade_in_credit: target, trade_in_owing: payoff });
    const withoutLien = obj(
      (await shopper.post('/api/customer/payment-type/finance/pricing/', { order, trade_in_owing: 0 })).body,
    );
    expect(Number(priced.net_amount_financed) - Number(withoutLien.net_amount_financed)).toBe(payoff);
    expect(Number(priced.payment)).toBeGreaterThan(Number(withoutLien.payment));
  });
});

describe('VIN entry', () => {
  const decode = (c: Client, vin: string, headers?: Record<string, string>) =>
    c.get(`/api/customer/cbb-vehicle/decode_vin/?vin=${encodeURIComponent(vin)}`, headers);

  it('decodes a seeded VIN, upper-cased and without spaces, to the catalogue vehicle', async () => {
    const maple = client(ctx, { dealer: 'maple_motors' });
    const res = await decode(maple, ' 2hgfc2f56-kh512345 ');
    expect(res.status, res.text).toBe(200);
    expect(obj(res.body)).toMatchObject({
      vin: '2HGFC2F56KH512345',
      vehicle: { vid: 'demo-2019-honda-civic-ex', year: 2019, make: 'Honda', model: 'Civic', trim: 'EX' },
      provider: { sandbox: true },
    });
    // The decoded vehicle values as any other.
    const valued = await valuation(maple, 'vid=demo-2019-honda-civic-ex&odometer=1000');
    expect(valued.status).toBe(200);
  });

  it('refuses a malformed or unknown VIN with a message on vin, in the page language', async () => {
    const maple = client(ctx, { dealer: 'maple_motors' });
    const riviere = client(ctx, { dealer: 'riviere_auto' });
    for (const [vin, en, fr] of [
      ['2HGFC2F56KH51234', 'Enter the 17 characters of the VIN.', 'Entrez les 17 caractères du NIV.'],
      [
        '2HGFC2F56KH5123O4',
        'A VIN has letters and digits only, without I, O or Q.',
        'Un NIV n’a que des lettres et des chiffres, sans I, O ni Q.',
      ],
      [
        '2HGFC2F57KH512345',
        'This VIN is not valid: check each character.',
        'Ce NIV n’est pas valide\u00a0: vérifiez chaque caractère.',
      ],
      [
        '1HGCM82633A004352',
        'This VIN is not in the valuation catalogue: search by year, make and model.',
        'Ce NIV n’est pas dans le catalogue d’évaluation\u00a0: cherchez par année, marque et modèle.',
      ],
      ['', 'Enter the 17 characters of the VIN.', 'Entrez les 17 caractères du NIV.'],
    ] as const) {
      const res = await decode(maple, vin);
      expect(res.status, `${vin}: ${res.text}`).toBe(400);
      expect(obj(res.body).vin, vin).toEqual([en]);
      const french = await decode(riviere, vin, { 'X-Language': 'fr' });
      expect(obj(french.body).vin, vin).toEqual([fr]);
    }
  });

  it('keeps the VIN with the trade-in, upper-cased, one the catalogue does not know too; refuses a malformed one', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    // Not in the catalogue: the vehicle was chosen by year, make and model.
    const created = await shopper.post('/api/customer/tradein/', {
      order,
      vid: civic(),
      odometer: 120000,
      vin: ' 1hgcm82633a004352 ',
    });
    expect(created.status, created.text).toBe(201);
    const id = Number(obj(created.body).id);
    expect(obj(created.body).vin).toBe('1HGCM82633A004352');
    expect(obj((await shopper.get(`/api/customer/tradein/${id}/`)).body).vin).toBe('1HGCM82633A004352');
    // A change that does not send it leaves it; a malformed one is refused on vin, nothing written.
    const kept = await put(shopper, `/api/customer/tradein/${id}/`, { order, vid: civic(), odometer: 1000 });
    expect(obj(kept.body)).toMatchObject({ vin: '1HGCM82633A004352', odometer: 1000 });
    const refused = await put(shopper, `/api/customer/tradein/${id}/`, {
      order,
      vid: civic(),
      odometer: 2000,
      vin: '1HGCM82633A00435O',
    });
    expect(refused.status).toBe(400);
    expect(obj(refused.body).vin).toEqual(['A VIN has letters and digits only, without I, O or Q.']);
    expect(obj((await shopper.get(`/api/customer/tradein/${id}/`)).body)).toMatchObject({
      vin: '1HGCM82633A004352',
      odometer: 1000,
    });
    // An empty one takes it off; a black-book trade-in never sent one has none.
    const cleared = await put(shopper, `/api/customer/tradein/${id}/`, {
      order,
      vid: civic(),
      odometer: 1000,
      vin: '',
    });
    expect(obj(cleared.body).vin).toBeNull();
  });
});

describe('instant cash offer', () => {
  it('makes a labelled sandbox offer from the valuation; taking it with its code puts the trade-in in the deal at that amount and tells the dealer', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const tradeIn = obj(
      (await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 90000 })).body,
    );
    const id = Number(tradeIn.id);
    const low = Number(obj(tradeIn.valuation).trade_in_low);
    const made = await shopper.post(`/api/customer/tradein/${id}/instant_offer/`, { order });
    expect(made.status, made.text).toBe(200);
    const offer = obj(obj(made.body).instant_offer);
    // The demo offers the estimate's low figure, in whole hundreds of dollars, valid 7 days.
    expect(offer).toMatchObject({
      amount: Math.floor(low / 10_000) * 10_000,
      currency: 'CAD',
      valid_until: inDays(7),
      provider: { name: 'Demo instant cash offer (sandbox)', sandbox: true },
    });
    const other = await customer(ctx, 'maple_motors', 'other');
    expect((await other.post(`/api/customer/tradein/${id}/instant_offer/`, { order })).status).toBe(404);
    const wrong = await put(shopper, `/api/customer/tradein/${id}/submit_ico/`, {
      order,
      offer_code: 'NOT-IT',
      offer_id: offer.offer_id,
    });
    expect(wrong.status, wrong.text).toBe(400);
    expect(obj(wrong.body).offer_code).toEqual(['This offer code is not the one of this trade-in.']);
    const taken = await put(shopper, `/api/customer/tradein/${id}/submit_ico/`, {
      order,
      offer_code: offer.offer_code,
      offer_id: offer.offer_id,
    });
    expect(taken.status, taken.text).toBe(200);
    // Taken, the offer is the trade-in's value in the deal (found in a shopper trial: taking it left
    // the deal without its trade-in): included, the order's credit the offer, its step completed.
    expect(obj(taken.body)).toMatchObject({ status: 'included', instant_offer: offer });
    const deal = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(deal).toMatchObject({
      trade_in: { id, status: 'included' },
      payment_type_settings: { trade_in_credit: offer.amount, trade_in_owing: 0 },
      trade_in_offer: { value: offer.amount, status: 'accepted', source: 'instant_cash_offer' },
    });
    expect(obj(deal.progress)['trade-in']).toBe(1);
    const priced = obj((await shopper.post('/api/customer/payment-type/finance/pricing/', { order })).body);
    expect(priced).toMatchObject({ trade_in_credit: offer.amount });
    // The dealer sees the trade-in and the offer the shopper took.
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const listed = obj((await rep.get('/api/dealer/orders/')).body).results as Array<{ id: number }>;
    expect(listed.find((o) => o.id === order)).toMatchObject({
      trade_in_credit: offer.amount,
      trade_in_offer: { value: offer.amount, status: 'accepted', source: 'instant_cash_offer' },
    });
    // Once with the dealer, no new offer.
    expect((await shopper.post(`/api/customer/tradein/${id}/instant_offer/`, { order })).status).toBe(400);
  });

  it('refuses to put an offer in the deal when the loan is more than the offer plus the dealer limit, in the language of the page', async () => {
    const shopper = await customer(ctx, 'maple_motors', 'underwater');
    const order = await orderOf(shopper);
    const tradeIn = obj(
      (await shopper.post('/api/customer/tradein/', { order, vid: civic(), odometer: 90000 })).body,
    );
    const id = Number(tradeIn.id);
    await put(shopper, `/api/customer/tradein/${id}/`, {
      order,
      vid: civic(),
      odometer: 90000,
      making_active_payments: 'F',
      financing_amount_due: 4_000_000,
    });
    const offer = obj(
      obj((await shopper.post(`/api/customer/tradein/${id}/instant_offer/`, { order })).body).instant_offer,
    );
    const taken = await put(
      shopper,
      `/api/customer/tradein/${id}/submit_ico/`,
      { order, offer_code: offer.offer_code, offer_id: offer.offer_id },
      { 'X-Language': 'fr' },
    );
    expect(taken.status, taken.text).toBe(400);
    expect(obj(taken.body).non_field_errors).toEqual([
      'Le prêt sur ce véhicule dépasse cette offre de plus de 10\u00a0000,00\u00a0$\u00a0: il ne peut donc pas être reporté dans votre transaction. Parlez de vos options avec le concessionnaire.',
    ]);
    // Nothing changed: still a draft, which the shopper may still send to the dealer.
    expect(obj((await shopper.get(`/api/customer/tradein/${id}/`)).body).status).toBe('draft');
    const deal = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(deal).toMatchObject({
      payment_type_settings: { trade_in_credit: 0, trade_in_owing: 0 },
      trade_in_offer: null,
    });
  });
});
