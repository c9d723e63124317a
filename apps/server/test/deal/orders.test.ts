import { orderSchema } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, type VehicleRow } from '../../src/db/schema.ts';
import { client, createTestContext, list, obj, type TestContext } from '../helpers.ts';
import { customer, del, finishedTask, newCar, pickVehicle, put, staffClient, usedCar } from './helpers.ts';

let ctx: TestContext;
let car: VehicleRow;
let used: VehicleRow;
let sold: VehicleRow;
let reserved: VehicleRow;
let texan: VehicleRow;
beforeAll(async () => {
  ctx = await createTestContext();
  car = await pickVehicle(ctx, 'maple_motors', newCar);
  used = await pickVehicle(ctx, 'maple_motors', usedCar);
  sold = await pickVehicle(ctx, 'maple_motors', (v) => v.stockStatus === 'sold');
  reserved = await pickVehicle(ctx, 'maple_motors', (v) => v.stockStatus === 'reserved');
  texan = await pickVehicle(ctx, 'lone_star_motors', newCar);
});
afterAll(async () => {
  await ctx.close();
});

describe('order create', () => {
  it('needs a signed-in customer', async () => {
    const res = await client(ctx, { dealer: 'maple_motors' }).post('/api/customer/order/', {
      vehicle: car.id,
    });
    expect(res.status).toBe(401);
  });

  it('creates an order with the customer e-mail and the dealer default payment type, then answers the same order again', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const res = await shopper.post('/api/customer/order/', {
      vehicle: car.id,
      campaign: { utm_source: 'google', utm_medium: 'cpc', unknown_key: 'dropped' },
      analytics: {
        source_document_url: 'https://maplemotors.example.ca/new/',
        referrer: 'https://google.com/',
      },
      source_slug: 'vdp',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = obj(res.body);
    expect(orderSchema.safeParse(order).error).toBeUndefined();
    expect(order).toMatchObject({
      email: shopper.email,
      payment_type: 'finance',
      campaign: { utm_source: 'google', utm_medium: 'cpc' },
      source_slug: 'vdp',
      is_archived: false,
      started_transactional: false,
      sections: ['build-and-price', 'trade-in', 'credit-app', 'deposit', 'appointment'],
    });
    expect(obj(order.vehicle).id).toBe(car.id);
    // The payment as saved with the order: the saved deal compares it with the payment priced later.
    const priced = obj(
      (
        await shopper.post('/api/customer/payment-type/finance/pricing/', {
          order: order.id,
          vehicle: car.id,
        })
      ).body,
    );
    expect(order.saved_payment).toEqual({
      payment_type: 'finance',
      payment: priced.payment,
      total: priced.total_purchase_price,
    });
    expect(res.headers.get('etag')).toBeNull();
    const again = await shopper.post('/api/customer/order/', { vehicle: car.id });
    expect(again.status).toBe(200);
    expect(obj(again.body).id).toBe(order.id);
  });

  it('refuses read-only and unknown fields, bad values and unavailable vehicles with field errors', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const readOnly = await shopper.post('/api/customer/order/', {
      vehicle: car.id,
      has_deposit: true,
      status: 'completed',
    });
    expect(readOnly.status).toBe(400);
    expect(obj(readOnly.body)).toEqual({
      has_deposit: ['This field is read-only.'],
      status: ['This field is read-only.'],
    });
    const unknown = await shopper.post('/api/customer/order/', { vehicle: car.id, price: 1 });
    expect(obj(unknown.body).price).toEqual(['Unknown field.']);
    const bad = await shopper.post('/api/customer/order/', {
      vehicle: car.id,
      email: 'nope',
      payment_type: 'barter',
      down_payment: -5,
      term: 'long',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(obj(bad.body)).sort()).toEqual(['down_payment', 'email', 'payment_type', 'term']);
    const missing = await shopper.post('/api/customer/order/', {});
    expect(obj(missing.body).vehicle).toEqual(['This field is required.']);
    const gone = await shopper.post('/api/customer/order/', { vehicle: sold.id });
    expect(gone.status).toBe(400);
    expect(obj(gone.body).vehicle).toEqual(['This vehicle is no longer available.']);
    const otherDealer = await shopper.post('/api/customer/order/', { vehicle: texan.id });
    expect(obj(otherDealer.body).vehicle).toEqual(['This vehicle does not exist.']);
    const malformed = await shopper.post('/api/customer/order/', undefined, { raw: '{"vehicle":' });
    expect(malformed.status).toBe(400);
    expect(obj(malformed.body).non_field_errors).toBeDefined();
    const postal = await shopper.post('/api/customer/order/', { vehicle: car.id, postal_code: '12345' });
    expect(obj(postal.body).postal_code).toBeDefined();
  });

  it('refuses a deal on a vehicle reserved for someone else: 409 vehicle_reserved, in the request language, and no order', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const res = await shopper.post('/api/customer/order/', { vehicle: reserved.id });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(obj(res.body)).toMatchObject({
      code: 'vehicle_reserved',
      detail: 'This vehicle is reserved by another shopper.',
    });
    const french = await shopper.post(
      '/api/customer/order/',
      { vehicle: reserved.id },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).detail).toBe('Ce véhicule est réservé par un autre client.');
    const mine = await shopper.get(`/api/customer/order/?vehicle=${reserved.id}`);
    expect(obj(mine.body).count).toBe(0);
    // Nor can an order of another vehicle be moved onto it.
    const other = obj((await shopper.post('/api/customer/order/', { vehicle: used.id })).body);
    const moved = await put(shopper, `/api/customer/order/${other.id}/`, { vehicle: reserved.id });
    expect(moved.status).toBe(409);
    expect(obj(moved.body).code).toBe('vehicle_reserved');
  });

  it('refuses a selection the dealer cannot price: an unknown accessory, a term it does not offer, a frequency it does not offer', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const res = await shopper.post('/api/customer/order/', {
      vehicle: car.id,
      accessory_ids: [999999],
      term: 13,
    });
    expect(res.status).toBe(400);
    expect(obj(res.body).accessory_ids).toEqual(['Accessory 999999 is not available for this vehicle.']);
    expect(obj(res.body).term).toBeDefined();
    const tx = await customer(ctx, 'lone_star_motors');
    const weekly = await tx.post('/api/customer/order/', { vehicle: texan.id, payment_frequency: 'weekly' });
    expect(obj(weekly.body).payment_frequency).toEqual([
      'This payment frequency is not offered. Select a new option.',
    ]);
  });
});

describe('order list, get, update, archive', () => {
  it('lists only the customer’s open orders, filtered by vehicle id or uid', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const a = obj((await shopper.post('/api/customer/order/', { vehicle: car.id })).body);
    const b = obj((await shopper.post('/api/customer/order/', { vehicle: used.id })).body);
    const other = await customer(ctx, 'maple_motors');
    await other.post('/api/customer/order/', { vehicle: car.id });
    const all = await shopper.get('/api/customer/order/');
    expect(obj(all.body).count).toBe(2);
    expect(
      list(all.body)
        .map((o) => o.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const byId = await shopper.get(`/api/customer/order/?vehicle=${used.id}`);
    expect(list(byId.body).map((o) => o.id)).toEqual([b.id]);
    const byUid = await shopper.get(`/api/customer/order/?vehicle=${car.uid}`);
    expect(list(byUid.body).map((o) => o.id)).toEqual([a.id]);
    const bad = await shopper.get('/api/customer/order/?vehicle=abc');
    expect(bad.status).toBe(400);
    expect((await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/order/')).status).toBe(401);
  });

  it('gets and updates with whitelisted fields; other customers and other dealers see 404 or 401', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    // an account that has no postal code yet (signed up without one)
    const mine = obj((await shopper.get('/api/customer/user/current_user/')).body);
    expect((await shopper.patch(`/api/customer/user/${mine.id}/`, { postal_code: '' })).status).toBe(200);
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car.id })).body);
    const path = `/api/customer/order/${order.id}/`;
    const got = await shopper.get(path);
    expect(got.status).toBe(200);
    expect(got.headers.get('etag')).toBe(`"${order.version}"`);
    const updated = await put(shopper, path, {
      payment_type: 'lease',
      term: 36,
      lease_model_km: 24000,
      payment_frequency: 'monthly',
      down_payment: 300000,
      postal_code: 'k1a0b1',
      started_transactional: true,
      build_state: 'abc',
      payment_type_settings: { trade_in_credit: 500000, trade_in_owing: 100000 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(obj(updated.body)).toMatchObject({
      payment_type: 'lease',
      term: 36,
      lease_model_km: 24000,
      postal_code: 'K1A 0B1',
      started_transactional: true,
      payment_type_settings: { trade_in_credit: 500000, trade_in_owing: 100000 },
    });
    // The postal code priced with becomes the account's when it has none (the deposit's and the
    // credit application's forms, and the dealer's console, then have it); a later one does not replace it.
    const me = async () => obj((await shopper.get('/api/customer/user/current_user/')).body).postal_code;
    expect(await me()).toBe('K1A 0B1');
    expect((await shopper.patch(path, { postal_code: 'M5V 2T6' })).status).toBe(200);
    expect(await me()).toBe('K1A 0B1');
    const patched = await shopper.patch(path, { payment_include_tax: false });
    expect(obj(patched.body)).toMatchObject({ payment_include_tax: false, term: 36 });
    expect((await put(shopper, path, { started_transactional: false })).status).toBe(400);
    expect((await put(shopper, path, { customer: 1 })).status).toBe(400);

    const other = await customer(ctx, 'maple_motors');
    expect((await other.get(path)).status).toBe(404);
    expect((await put(other, path, { term: 48 })).status).toBe(404);
    expect((await del(other, path)).status).toBe(404);
    const elsewhere = await customer(ctx, 'lone_star_motors');
    expect((await elsewhere.get(path)).status).toBe(404);
    // The maple shopper's session on another dealer's storefront is anonymous there.
    const crossTenant = client(ctx, { dealer: 'lone_star_motors' });
    crossTenant.jar.set('sf_session', shopper.jar.get('sf_session') ?? '');
    expect((await crossTenant.get(path)).status).toBe(401);
    expect((await shopper.get('/api/customer/order/abc/')).status).toBe(404);
  });

  it('archives on delete and leaves the vehicle free for a new order', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: used.id })).body);
    expect((await del(shopper, `/api/customer/order/${order.id}/`)).status).toBe(204);
    expect(obj((await shopper.get('/api/customer/order/')).body).count).toBe(0);
    const archived = await shopper.get('/api/customer/order/?include_archived=true');
    expect(list(archived.body)[0]).toMatchObject({ id: order.id, is_archived: true });
    expect((await put(shopper, `/api/customer/order/${order.id}/`, { term: 48 })).status).toBe(400);
    const fresh = await shopper.post('/api/customer/order/', { vehicle: used.id });
    expect(fresh.status).toBe(201);
    expect(obj(fresh.body).id).not.toBe(order.id);
  });
});

describe('where the deal came from (spec 2 §3-§4: analytics, campaign, started_transactional)', () => {
  it('keeps the visit’s page and referrer when they are web addresses, and the campaign keys only; a later write sets them', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    // Not web addresses: refused by field (a console showing them as links must never run them).
    for (const analytics of [
      { source_document_url: 'javascript:alert(1)', referrer: '' },
      { source_document_url: 'https://maplemotors.example.ca/', referrer: 'data:text/html,hi' },
      { source_document_url: '', referrer: 'https://google.com/' },
      { source_document_url: 'not an address', referrer: '' },
    ]) {
      const res = await shopper.post('/api/customer/order/', { vehicle: car.id, analytics });
      expect(res.status, JSON.stringify(analytics)).toBe(400);
      expect(Object.keys(obj(res.body)).join()).toMatch(/analytics/);
    }
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car.id })).body);
    expect(order).toMatchObject({ analytics: null, campaign: null, started_transactional: false });
    const path = `/api/customer/order/${order.id}/`;
    const visit = {
      source_document_url: 'https://maplemotors.example.ca/maple_motors/en/conf/1/?utm_source=news',
      referrer: '',
    };
    const res = await shopper.patch(path, {
      analytics: visit,
      campaign: { utm_source: 'news', gclid: 'Cj0K', utm_unknown: 'dropped' },
      started_transactional: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = obj((await shopper.get(path)).body);
    expect(saved).toMatchObject({
      analytics: visit,
      campaign: { utm_source: 'news', gclid: 'Cj0K' },
      started_transactional: true,
    });
    expect(obj(saved.campaign).utm_unknown).toBeUndefined();
    // Once started, never unset by the shopper.
    expect((await shopper.patch(path, { started_transactional: false })).status).toBe(400);
  });
});

describe('concurrent updates (two tabs)', () => {
  it('merges updates of different fields, and answers 412 to a write based on an old version', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car.id })).body);
    const path = `/api/customer/order/${order.id}/`;
    const [a, b] = await Promise.all([
      put(shopper, path, { term: 60 }),
      put(shopper, path, { campaign: { utm_source: 'tab-b' } }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const merged = obj((await shopper.get(path)).body);
    expect(merged).toMatchObject({ term: 60, campaign: { utm_source: 'tab-b' } });
    const version = Number(merged.version);
    const first = await put(shopper, path, { term: 48 }, { 'If-Match': `"${version}"` });
    expect(first.status).toBe(200);
    const stale = await put(shopper, path, { term: 36 }, { 'If-Match': `"${version}"` });
    expect(stale.status).toBe(412);
    expect(obj(stale.body)).toMatchObject({ code: 'order_conflict', version: version + 1 });
    expect(obj((await shopper.get(path)).body).term).toBe(48);
    expect((await put(shopper, path, { term: 36 }, { 'If-Match': 'yesterday' })).status).toBe(400);
  });
});

describe('postal code, share link, order link, trade-in offers', () => {
  it('checks postal codes by the dealer country', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const ok = await anon.post('/api/customer/order/check_postal_code/', { postal_code: 'h2x-1y4' });
    expect(ok.status).toBe(200);
    expect(obj(ok.body)).toMatchObject({
      postal_code: 'H2X 1Y4',
      province_code: 'QC',
      is_valid: true,
      same_province: false,
    });
    const bad = await anon.post('/api/customer/order/check_postal_code/', { postal_code: 'Z1Z 1Z1' });
    expect(bad.status).toBe(400);
    expect(obj(bad.body).postal_code).toHaveLength(1);
    const us = await client(ctx, { dealer: 'lone_star_motors' }).post(
      '/api/customer/order/check_postal_code/',
      {
        postal_code: 'M5V 2T6',
      },
    );
    expect(us.status).toBe(400);
    // A ZIP no place has is refused, as is a malformed one; a real one passes.
    const texas = client(ctx, { dealer: 'lone_star_motors' });
    for (const zip of ['00000', '7870', '7870a']) {
      const refused = await texas.post('/api/customer/order/check_postal_code/', { postal_code: zip });
      expect(refused.status, zip).toBe(400);
      expect(obj(refused.body).postal_code, zip).toEqual(['Enter a valid ZIP code, e.g. 78704.']);
    }
    const austin = await texas.post('/api/customer/order/check_postal_code/', { postal_code: '78704' });
    expect(austin.status).toBe(200);
    const missing = await anon.post('/api/customer/order/check_postal_code/', {});
    expect(obj(missing.body).postal_code).toEqual(['This field is required.']);
  });

  it('shares the deal read-only through an unguessable link until the link is revoked', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj(
      (await shopper.post('/api/customer/order/', { vehicle: car.id, postal_code: 'M5V 2T6' })).body,
    );
    expect(order.tokenized_url).toBeNull();
    const shared = await shopper.post(`/api/customer/order/${order.id}/share/`);
    expect(shared.status).toBe(201);
    const url = String(obj(shared.body).tokenized_url);
    const token = url.split('/shared-deal/')[1]?.replace(/\/$/, '') ?? '';
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const anon = client(ctx, { dealer: 'maple_motors' });
    const view = await anon.get(`/api/customer/shared-order/${token}/`);
    expect(view.status).toBe(200);
    expect(obj(view.body).read_only).toBe(true);
    expect(obj(obj(view.body).order)).toMatchObject({
      id: order.id,
      email: null,
      postal_code: null,
      customer: null,
    });
    expect(obj(obj(view.body).payment_details).payment).toBeGreaterThan(0);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await anon.get(`/api/customer/shared-order/${forged}/`)).status).toBe(404);
    expect(
      (await client(ctx, { dealer: 'riviere_auto' }).get(`/api/customer/shared-order/${token}/`)).status,
    ).toBe(404);
    expect((await del(shopper, `/api/customer/order/${order.id}/share/`)).status).toBe(204);
    expect((await anon.get(`/api/customer/shared-order/${token}/`)).status).toBe(404);
  });

  it("carries the sharer's page language in the share link, on the configured origin", async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car.id })).body);
    const french = await shopper.post(`/api/customer/order/${order.id}/share/`, undefined, {
      headers: { 'X-Language': 'fr' },
    });
    const url = String(obj(french.body).tokenized_url);
    expect(url.startsWith(`${ctx.deps.config.publicOrigin}/maple_motors/fr/shared-deal/`), url).toBe(true);
    expect(url).toMatch(/\/shared-deal\/\d+\.[A-Za-z0-9_-]{43}\/$/);
    const read = await shopper.get(`/api/customer/order/${order.id}/`, { 'X-Language': 'en' });
    expect(String(obj(read.body).tokenized_url)).toContain('/maple_motors/en/shared-deal/');
  });

  it('shows on the shared deal every plan by its name and option and every mandatory item, each with its price', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car.id })).body);
    const plans = list(
      (await shopper.get(`/api/aftermarket/protection-plan/?vehicle=${car.id}&page_size=10`)).body,
    ) as { name: string; prices: { id: number; price: number; title: string }[] }[];
    const warranty = plans.find((p) => p.name === 'Extended warranty');
    const option = warranty?.prices[1];
    expect(option).toBeDefined();
    const saved = await put(shopper, `/api/customer/order/${order.id}/`, {
      protection_ids: [option?.id],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const url = String(
      obj((await shopper.post(`/api/customer/order/${order.id}/share/`)).body).tokenized_url,
    );
    const token = url.split('/shared-deal/')[1]?.replace(/\/$/, '') ?? '';
    const view = obj(
      (await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/shared-order/${token}/`)).body,
    );
    const items = view.items as {
      type: string;
      name: string;
      option: string | null;
      price: number;
      mandatory: boolean;
    }[];
    expect(items).toEqual(
      expect.arrayContaining([
        {
          type: 'protection_plan',
          name: 'Extended warranty',
          option: option?.title,
          price: option?.price,
          mandatory: false,
        },
        {
          type: 'protection_plan',
          name: 'Appearance protection',
          option: expect.any(String),
          price: 89_900,
          mandatory: true,
        },
        { type: 'accessory', name: 'Nitrogen-filled tires', option: null, price: 9_900, mandatory: true },
      ]),
    );
  });

  it('e-mails the order link through the outbox to the order e-mail', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car.id })).body);
    const res = await shopper.post(`/api/customer/order/${order.id}/send_order_link/`);
    expect(res.status).toBe(202);
    const url = String(obj(res.body).tokenized_url);
    expect(await finishedTask(shopper, String(obj(res.body).task))).toMatchObject({ status: 'SUCCESS' });
    const mail = ctx.sentMail.at(-1);
    expect(mail?.to).toBe(shopper.email);
    expect(mail?.text).toContain(url);
    const rows = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, shopper.email));
    expect(rows.some((r) => r.textBody.includes(url))).toBe(true);
    const other = await customer(ctx, 'maple_motors');
    expect((await other.post(`/api/customer/order/${order.id}/send_order_link/`)).status).toBe(404);
  });

  it('accepts or declines a pending trade-in offer, and refuses when there is none', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car.id })).body);
    const none = await shopper.post(`/api/customer/order/${order.id}/accept_current_offer/`);
    expect(none.status).toBe(400);
    expect(obj(none.body).non_field_errors).toEqual(['There is no current trade-in offer on this order.']);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const offered = await put(rep, `/api/dealer/orders/${order.id}/trade_in_offer/`, {
      amount: 1_250_000,
      expires_on: new Date(ctx.deps.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const accepted = await shopper.post(`/api/customer/order/${order.id}/accept_current_offer/`);
    expect(accepted.status).toBe(200);
    expect(obj(accepted.body)).toMatchObject({
      trade_in_offer: { status: 'accepted' },
      payment_type_settings: { trade_in_credit: 1_250_000 },
    });
    expect((await shopper.post(`/api/customer/order/${order.id}/decline_current_offer/`)).status).toBe(400);
    expect(
      (
        await client(ctx, { dealer: 'maple_motors' }).post(
          `/api/customer/order/${order.id}/decline_current_offer/`,
        )
      ).status,
    ).toBe(401);
  });
});
