import { createHash, randomUUID } from 'node:crypto';
import { praqCustomerQuoteSchema, praqFlowSchema } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configurations, dealTasks, praqQuotes, users } from '../../src/db/schema.ts';
import { type Client, client, obj } from '../helpers.ts';
import { customer, dealerFixture, dealerId, put, staffClient } from './helpers.ts';

const fixture = dealerFixture();
const car = fixture.car;
let rep: Client;
beforeAll(async () => {
  rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
});

describe('PRAQ quotes', () => {
  it('a dealer prepares at most 3 quotes, activates, sets the expiry and submits; the customer reads, compares and applies', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const created = await rep.post('/api/dealer/praq/flow/', { customer: shopper.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const flowId = Number(obj(created.body).id);
    for (let i = 0; i < 3; i++) {
      const q = await rep.post(`/api/dealer/praq/flow/${flowId}/quotes/`, {
        vehicle: car(i).id,
        payment_type: 'finance',
        term: 60,
        down_payment: 200000,
      });
      expect(q.status, JSON.stringify(q.body)).toBe(201);
    }
    const fourth = await rep.post(`/api/dealer/praq/flow/${flowId}/quotes/`, {
      vehicle: car(3).id,
      payment_type: 'cash',
    });
    expect(fourth.status).toBe(400);
    expect(obj(fourth.body).non_field_errors).toEqual(['A quote flow holds at most 3 quotes.']);
    const flow = obj((await rep.get(`/api/dealer/praq/flow/${flowId}/quotes/`)).body);
    expect(praqFlowSchema.safeParse(flow).error).toBeUndefined();
    expect(flow).toMatchObject({
      quotesCount: 3,
      isMaxNumberOfQuotesReached: true,
      hasIdenticalQuotes: true,
      is_active: false,
    });

    // Not active yet: the customer does not see it.
    expect((await shopper.get(`/api/customer/praq/flow/${flowId}/quotes/`)).status).toBe(404);
    expect(
      (await rep.post('/api/dealer/praq/quotes_submitted_events/', { praq_flow: flowId, message: 'Hi' }))
        .status,
    ).toBe(400);
    expect((await rep.post(`/api/dealer/praq/flow/${flowId}/activate/`)).status).toBe(200);
    const past = await rep.patch(`/api/dealer/praq/flow/${flowId}/update_quote_expiry/`, {
      quote_expiry_date: '2000-01-01',
    });
    expect(past.status).toBe(400);
    const expiry = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const set = await rep.patch(`/api/dealer/praq/flow/${flowId}/update_quote_expiry/`, {
      quote_expiry_date: expiry,
    });
    expect(obj(set.body)).toMatchObject({ quoteExpiryDate: expiry, hasQuotesExpireDateSet: true });
    const submitted = await rep.post('/api/dealer/praq/quotes_submitted_events/', {
      praq_flow: flowId,
      message: 'Your quotes',
    });
    expect(submitted.status).toBe(200);
    expect(fixture.ctx.sentMail.at(-1)?.to).toBe(shopper.email);

    const seen = obj((await shopper.get(`/api/customer/praq/flow/${flowId}/quotes/`)).body);
    const quotes = seen.praqs as { id: number; vehicle: number }[];
    expect(quotes).toHaveLength(3);
    const first = quotes[0];
    const one = await shopper.get(`/api/customer/praq/quotes/${first?.id}/`);
    expect(obj(one.body)).toMatchObject({ id: first?.id, flow: flowId, is_expired: false, term: 60 });
    // The answer the vehicle page's `?praq_id=` link reads (the storefront's type is the domain's).
    expect(praqCustomerQuoteSchema.safeParse(one.body).error).toBeUndefined();
    const diff = await shopper.post(`/api/customer/praq/${first?.id}/difference/`, {
      term: 72,
      payment_type: 'finance',
    });
    expect(obj(diff.body)).toMatchObject({
      is_modified: true,
      differences: [{ field: 'term', quote: 60, order: 72 }],
    });
    const same = await client(fixture.ctx, { dealer: 'maple_motors' }).post(
      `/praq/${first?.id}/difference/`,
      {
        term: 60,
      },
    );
    expect(same.status).toBe(401);
    const primary = await shopper.post('/api/customer/praq/primary_quote_set_events/', {
      praq_flow: flowId,
      quote: first?.id,
    });
    expect(obj(primary.body).primary_quote).toBe(first?.id);
    const applied = await shopper.post(`/praq/${first?.id}/upsert/`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const orderId = obj(applied.body).order;
    const order = obj((await shopper.get(`/api/customer/order/${orderId}/`)).body);
    expect(order).toMatchObject({ payment_type: 'finance', term: 60, down_payment: 200000 });
    expect(obj((await shopper.post(`/api/customer/praq/${first?.id}/reset/`)).body).applied).toBe(true);

    // Another customer, anonymous visitors and other dealers' staff see nothing.
    const other = await customer(fixture.ctx, 'maple_motors');
    expect((await other.get(`/api/customer/praq/flow/${flowId}/quotes/`)).status).toBe(404);
    expect((await other.post(`/praq/${first?.id}/upsert/`)).status).toBe(404);
    expect((await shopper.get(`/api/dealer/praq/flow/${flowId}/quotes/`)).status).toBe(403);
    expect(
      (await client(fixture.ctx, { dealer: 'maple_motors' }).get(`/api/dealer/praq/flow/${flowId}/quotes/`))
        .status,
    ).toBe(401);
    const texas = client(fixture.ctx, { dealer: 'lone_star_motors', ip: '10.70.0.2' });
    await texas.post('/api/dealer/auth/login/', {
      email: 'rep@lonestarmotors.example.com',
      password: 'demo-staff-2026',
    });
    expect([403, 404, 401]).toContain((await texas.get(`/api/dealer/praq/flow/${flowId}/quotes/`)).status);

    // Editing and deleting quotes recalculates the flow.
    const edited = await rep.patch(`/api/dealer/praq/${first?.id}/`, { term: 72, accessory_ids: [] });
    expect(obj(edited.body)).toMatchObject({
      isPraqModified: true,
      hasQuotesTouched: true,
      hasIdenticalQuotes: true,
    });
    const removed = await rep.request('DELETE', `/api/dealer/praq/${first?.id}/`);
    expect(obj(removed.body)).toMatchObject({
      quotesCount: 2,
      isMaxNumberOfQuotesReached: false,
      primary_quote: null,
    });
    expect((await rep.patch(`/api/dealer/praq/${first?.id}/`, { term: 72 })).status).toBe(404);
    expect((await rep.post('/api/dealer/praq/flow/', { customer: 999999 })).status).toBe(400);
    expect((await rep.post(`/api/dealer/praq/flow/${flowId}/quotes/`, { vehicle: 'x' })).status).toBe(400);
  });
});

/** An active flow for a new customer with one finance quote on a vehicle; the customer's order for it. */
async function quotedOrder(i: number) {
  const shopper = await customer(fixture.ctx, 'maple_motors');
  const order = obj((await shopper.post('/api/customer/order/', { vehicle: car(i).id })).body);
  const flowId = Number(obj((await rep.post('/api/dealer/praq/flow/', { customer: shopper.id })).body).id);
  const flow = obj(
    (
      await rep.post(`/api/dealer/praq/flow/${flowId}/quotes/`, {
        vehicle: car(i).id,
        payment_type: 'finance',
        term: 48,
        down_payment: 300000,
      })
    ).body,
  );
  expect((await rep.post(`/api/dealer/praq/flow/${flowId}/activate/`)).status).toBe(200);
  const quoteId = (flow.praqs as { id: number }[])[0]?.id;
  return { shopper, orderId: Number(order.id), quoteId };
}

describe('PRAQ and configurations change an order as every other write does (issue 16, item 5)', () => {
  it('applying a quote bumps the order’s version: a write with the version read before answers 412', async () => {
    for (const apply of ['reset', 'upsert'] as const) {
      const { shopper, orderId, quoteId } = await quotedOrder(0);
      const read = await shopper.get(`/api/customer/order/${orderId}/`);
      const etag = read.headers.get('etag') ?? '';
      const applied =
        apply === 'upsert'
          ? await shopper.post(`/praq/${quoteId}/upsert/`)
          : await shopper.post(`/api/customer/praq/${quoteId}/reset/`);
      expect(applied.status, applied.text).toBe(200);
      expect(obj(applied.body).order).toBe(orderId);
      const after = await shopper.get(`/api/customer/order/${orderId}/`);
      expect(obj(after.body)).toMatchObject({ term: 48, down_payment: 300000 });
      expect(after.headers.get('etag')).not.toBe(etag);
      // The other tab still holds the version it read before the quote was applied.
      const stale = await shopper.patch(
        `/api/customer/order/${orderId}/`,
        { term: 72 },
        { headers: { 'If-Match': etag } },
      );
      expect(stale.status, apply).toBe(412);
      expect(obj(stale.body).code).toBe('order_conflict');
      expect(obj((await shopper.get(`/api/customer/order/${orderId}/`)).body).term).toBe(48);
    }
  });

  it('GET /praq/{id}/upsert/ changes nothing (a cross-site link cannot apply a quote); POST applies it', async () => {
    const { shopper, orderId, quoteId } = await quotedOrder(1);
    const before = await shopper.get(`/api/customer/order/${orderId}/`);
    const looked = await shopper.get(`/praq/${quoteId}/upsert/`);
    expect(looked.status, looked.text).toBe(200);
    expect(obj(looked.body)).toMatchObject({ quote: quoteId, order: orderId, applied: false });
    const after = await shopper.get(`/api/customer/order/${orderId}/`);
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    expect(after.body).toEqual(before.body);
    expect(obj((await shopper.get(`/api/customer/praq/quotes/${quoteId}/`)).body).applied).toBe(false);
    // The write is a POST, with the anti-forgery header as every write.
    const forged = await shopper.post(`/praq/${quoteId}/upsert/`, undefined, { csrf: false });
    expect(forged.status).toBe(403);
    const applied = await shopper.post(`/praq/${quoteId}/upsert/`);
    expect(obj(applied.body)).toMatchObject({ order: orderId, quote: quoteId, applied: true });
    expect(obj((await shopper.get(`/praq/${quoteId}/upsert/`)).body).applied).toBe(true);
  });

  it('the e-mail links to the storefront’s quotes page in the customer’s language; an expired quote is not applied', async () => {
    const { shopper, orderId, quoteId } = await quotedOrder(2);
    const flowId = Number(obj((await shopper.get(`/api/customer/praq/quotes/${quoteId}/`)).body).flow);
    const sent = await rep.post('/api/dealer/praq/quotes_submitted_events/', {
      praq_flow: flowId,
      message: 'Your quotes',
    });
    expect(sent.status, sent.text).toBe(200);
    const mail = fixture.ctx.sentMail.at(-1);
    expect(mail?.to).toBe(shopper.email);
    expect(mail?.text).toContain(`/maple_motors/en/praq/${flowId}/`);
    // The quote's expiry day has passed (as it would once its days are over).
    await fixture.ctx.database.db
      .update(praqQuotes)
      .set({ quoteExpiry: '2000-01-01' })
      .where(eq(praqQuotes.id, quoteId ?? 0));
    const before = obj((await shopper.get(`/api/customer/order/${orderId}/`)).body);
    for (const apply of [`/praq/${quoteId}/upsert/`, `/api/customer/praq/${quoteId}/reset/`]) {
      const refused = await shopper.post(apply);
      expect(refused.status, apply).toBe(400);
      expect(obj(refused.body).non_field_errors).toEqual(['This quote has expired.']);
    }
    const french = await shopper.post(`/praq/${quoteId}/upsert/`, undefined, {
      headers: { 'X-Language': 'fr' },
    });
    expect(obj(french.body).non_field_errors).toEqual(['Cette soumission est expirée.']);
    expect(obj((await shopper.get(`/api/customer/order/${orderId}/`)).body)).toEqual(before);
  });

  it('the e-mail greets the customer, names the vehicle quoted and is in their language (a staff trial: only the rep’s message, in English)', async () => {
    const { shopper, quoteId } = await quotedOrder(3);
    const flowId = Number(obj((await shopper.get(`/api/customer/praq/quotes/${quoteId}/`)).body).flow);
    const send = () =>
      rep.post('/api/dealer/praq/quotes_submitted_events/', { praq_flow: flowId, message: 'Two options.' });
    expect((await send()).status).toBe(200);
    const [me] = await fixture.ctx.database.db.select().from(users).where(eq(users.id, shopper.id));
    const vehicle = `${car(3).year} ${car(3).make} ${car(3).model}`;
    const english = fixture.ctx.sentMail.at(-1);
    expect(english?.subject).toBe('Maple Motors: your personalised quotes');
    expect(english?.text).toMatch(new RegExp(`^Hello ${me?.firstName ?? ''},`));
    expect(english?.text).toContain(vehicle);
    expect(english?.text).toContain('Two options.');
    await fixture.ctx.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, shopper.id));
    expect((await send()).status).toBe(200);
    const french = fixture.ctx.sentMail.at(-1);
    expect(french?.subject).toBe('Maple Motors\u00a0: vos soumissions personnalisées');
    expect(french?.text).toMatch(new RegExp(`^Bonjour ${me?.firstName ?? ''},`));
    expect(french?.text).toContain(vehicle);
    expect(french?.text).toContain(`/maple_motors/fr/praq/${flowId}/`);
    expect(french?.text).not.toMatch(/your|quotes/i);
  });

  it('staff list a customer’s flows, newest first, with their quotes’ vehicles; another dealer’s list nothing', async () => {
    const { shopper } = await quotedOrder(3);
    const empty = Number(obj((await rep.post('/api/dealer/praq/flow/', { customer: shopper.id })).body).id);
    const listed = await rep.get(`/api/dealer/praq/flow/?customer=${shopper.id}`);
    expect(listed.status, listed.text).toBe(200);
    const results = obj(listed.body).results as { id: number; vehicles: number[]; quotesCount: number }[];
    expect(results.map((f) => [f.quotesCount, f.vehicles])).toEqual([
      [0, []],
      [1, [car(3).id]],
    ]);
    expect(results[0]?.id).toBe(empty);
    expect((await rep.get('/api/dealer/praq/flow/?customer=abc')).status).toBe(400);
    const texas = client(fixture.ctx, { dealer: 'lone_star_motors', ip: '10.70.0.3' });
    await texas.post('/api/dealer/auth/login/', {
      email: 'rep@lonestarmotors.example.com',
      password: 'demo-staff-2026',
    });
    const theirs = await texas.get(`/api/dealer/praq/flow/?customer=${shopper.id}`);
    expect(theirs.status).toBe(200);
    expect(obj(theirs.body).results).toEqual([]);
  });

  it('a configuration PATCH that changes the order bumps its version', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car(2).id })).body);
    const token = `cfg_${randomUUID().replaceAll('-', '')}`;
    const [row] = await fixture.ctx.database.db
      .insert(configurations)
      .values({
        dealerId: await dealerId(fixture.ctx, 'maple_motors'),
        orderId: Number(order.id),
        tokenHash: createHash('sha256').update(token).digest('hex'),
        data: { order_configuration: {} },
      })
      .returning();
    const read = await shopper.get(`/api/customer/order/${order.id}/`);
    const etag = read.headers.get('etag') ?? '';
    const patched = await client(fixture.ctx, { dealer: 'maple_motors' }).patch(
      `/api/customer/v1/configurations/${row?.id}/`,
      { order_configuration: { payment_data: { paymentType: 'cash' } } },
      { headers: { Authorization: `Token ${token}` } },
    );
    expect(patched.status, patched.text).toBe(200);
    const stale = await shopper.patch(
      `/api/customer/order/${order.id}/`,
      { payment_type: 'lease' },
      { headers: { 'If-Match': etag } },
    );
    expect(stale.status).toBe(412);
    expect(obj((await shopper.get(`/api/customer/order/${order.id}/`)).body).payment_type).toBe('cash');
  });
});

describe('configurations and tasks', () => {
  it('a salesperson-linked configuration updates its order with its token; without it, nothing', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = obj((await shopper.post('/api/customer/order/', { vehicle: car(0).id })).body);
    const token = 'cfg_0123456789abcdefghijklmnop';
    const [row] = await fixture.ctx.database.db
      .insert(configurations)
      .values({
        dealerId: await dealerId(fixture.ctx, 'maple_motors'),
        orderId: Number(order.id),
        tokenHash: createHash('sha256').update(token).digest('hex'),
        data: { vehicle_data: { year: 2026, make: 'Toyota', model: 'RAV4' }, order_configuration: {} },
      })
      .returning();
    const anon = client(fixture.ctx, { dealer: 'maple_motors' });
    const path = `/api/customer/v1/configurations/${row?.id}/`;
    expect((await anon.patch(path, { salesperson_email: 'rep@maplemotors.example.ca' })).status).toBe(401);
    expect(
      (await anon.patch(path, {}, { headers: { Authorization: 'Token cfg_wrongwrongwrongwrongwrong' } }))
        .status,
    ).toBe(404);
    const ok = await anon.patch(
      path,
      {
        salesperson_email: 'rep@maplemotors.example.ca',
        order_configuration: { accessories: [{ sku: 'ACC-MATS-AW' }], payment_data: { paymentType: 'cash' } },
      },
      { headers: { Authorization: `Token ${token}` } },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(obj(ok.body)).toMatchObject({
      salesperson_email: 'rep@maplemotors.example.ca',
      order_id: order.id,
    });
    const updated = obj((await shopper.get(`/api/customer/order/${order.id}/`)).body);
    expect(updated).toMatchObject({ payment_type: 'cash', configuration_id: row?.id });
    expect((updated.accessories as { sku: string }[]).map((a) => a.sku)).toEqual(['ACC-MATS-AW']);
    expect((await anon.get(path, { Authorization: `Token ${token}` })).status).toBe(200);
    expect(
      (await client(fixture.ctx, { dealer: 'riviere_auto' }).get(path, { Authorization: `Token ${token}` }))
        .status,
    ).toBe(404);
    expect(
      (await anon.patch(path, { price: 1 }, { headers: { Authorization: `Token ${token}` } })).status,
    ).toBe(400);
  });

  it('answers the status of the customer’s own task only', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const taskId = randomUUID();
    await fixture.ctx.database.db.insert(dealTasks).values({
      id: taskId,
      dealerId: await dealerId(fixture.ctx, 'maple_motors'),
      userId: shopper.id,
      kind: 'credit_decision',
      status: 'IN_PROGRESS',
      result: null,
    });
    const res = await shopper.get(`/api/customer/tasks/${taskId}/`);
    expect(obj(res.body)).toMatchObject({ id: taskId, status: 'IN_PROGRESS' });
    const other = await customer(fixture.ctx, 'maple_motors');
    expect((await other.get(`/api/customer/tasks/${taskId}/`)).status).toBe(404);
    expect((await shopper.get('/api/customer/tasks/nope/')).status).toBe(404);
    expect(
      (await client(fixture.ctx, { dealer: 'maple_motors' }).get(`/api/customer/tasks/${taskId}/`)).status,
    ).toBe(401);
    expect((await put(shopper, `/api/customer/tasks/${taskId}/`, {})).status).toBe(404);
  });
});
