/**
 * Producers of tasks and trade-in offers over HTTP: send_order_link answers a task that moves
 * PENDING -> IN_PROGRESS -> SUCCESS or FAILURE; staff put trade-in offers (state O) that the
 * customer accepts (A) or declines (D). Permissions, cross-tenant calls and every 400 path.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dealTasks, emailOutbox, orders, type VehicleRow } from '../../src/db/schema.ts';
import type { Mailer, MailMessage } from '../../src/services/mailer.ts';
import { type Client, client, createTestContext, list, obj, type TestContext } from '../helpers.ts';
import { customer, del, finishedTask, newCar, pickVehicle, put, staffClient } from './helpers.ts';

let ctx: TestContext;
let car: VehicleRow;
let texasCar: VehicleRow;
let rep: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  car = await pickVehicle(ctx, 'maple_motors', newCar);
  texasCar = await pickVehicle(ctx, 'lone_star_motors', newCar);
  rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
});
afterAll(async () => {
  await ctx.close();
});

async function orderOf(shopper: Client, vehicle = car.id): Promise<number> {
  const res = await shopper.post('/api/customer/order/', { vehicle });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return Number(obj(res.body).id);
}

const inDays = (days: number) =>
  new Date(ctx.deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function taskStatus(c: Client, id: string): Promise<string> {
  return String(obj((await c.get(`/api/customer/tasks/${id}/`)).body).status);
}

/** Polls (bounded) until the task shows `status`. */
async function until(c: Client, id: string, status: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if ((await taskStatus(c, id)) === status) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`task ${id} never ${status}`);
}

describe('tasks: send_order_link', () => {
  it('answers 202 with a PENDING task that moves to IN_PROGRESS, then SUCCESS with the outbox row', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    // A mailer held open by the test: the first task stays IN_PROGRESS and the second, queued behind
    // it, PENDING, until the mailer is released.
    const original = ctx.deps.mailer;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: MailMessage[] = [];
    const mailer: Mailer = {
      kind: 'outbox',
      send: async (m) => {
        held.push(m);
        await gate;
      },
      close: () => {},
    };
    ctx.deps.mailer = mailer;
    try {
      const first = await shopper.post(`/api/customer/order/${order}/send_order_link/`);
      expect(first.status).toBe(202);
      const firstId = String(obj(first.body).task);
      expect(obj(first.body)).toMatchObject({ status: 'PENDING', email: shopper.email });
      await until(shopper, firstId, 'IN_PROGRESS');
      const second = await shopper.post(`/api/customer/order/${order}/send_order_link/`);
      const secondId = String(obj(second.body).task);
      expect(await taskStatus(shopper, secondId)).toBe('PENDING');
      expect(await taskStatus(shopper, firstId)).toBe('IN_PROGRESS');
      release();
      const done = await finishedTask(shopper, firstId);
      expect(done).toMatchObject({
        id: firstId,
        kind: 'send_order_link',
        status: 'SUCCESS',
        result: { email: shopper.email, order, delivery: 'kept' },
      });
      expect((await finishedTask(shopper, secondId)).status).toBe('SUCCESS');
      const outboxId = Number(obj(done.result).outbox_id);
      const [row] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      expect(row).toMatchObject({ kind: 'order_link', toAddress: shopper.email });
      expect(row?.textBody).toContain(String(obj(first.body).tokenized_url));
      expect(held.length).toBe(2);
    } finally {
      release();
      ctx.deps.mailer = original;
    }
  });

  it('ends in FAILURE with the error when delivery fails', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const original = ctx.deps.mailer;
    ctx.deps.mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
      close: () => {},
    };
    try {
      const res = await shopper.post(`/api/customer/order/${order}/send_order_link/`);
      const done = await finishedTask(shopper, String(obj(res.body).task));
      expect(done.status).toBe('FAILURE');
      expect(String(obj(done.result).error)).toContain('550 mailbox unavailable');
      const [row] = await ctx.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, shopper.email))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      expect(row?.status).toBe('failed');
    } finally {
      ctx.deps.mailer = original;
    }
  });

  it('answers a task left unfinished by a stopped process as FAILURE once stale', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const dealerIdOf = (
      await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, await orderOf(shopper)))
    )[0]?.dealerId;
    const id = '7d2f4c1e-0000-4000-8000-000000000001';
    await ctx.database.db.insert(dealTasks).values({
      id,
      dealerId: dealerIdOf ?? 0,
      userId: shopper.id,
      kind: 'send_order_link',
      status: 'IN_PROGRESS',
      createdAt: new Date(ctx.deps.now().getTime() - 16 * 60_000),
    });
    const res = await shopper.get(`/api/customer/tasks/${id}/`);
    expect(obj(res.body)).toMatchObject({ status: 'FAILURE', result: { error: expect.any(String) } });
  });

  it('tasks are their customer’s only; the call needs the owner, a session and the anti-forgery header', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const res = await shopper.post(`/api/customer/order/${order}/send_order_link/`);
    const id = String(obj(res.body).task);
    await finishedTask(shopper, id);
    const other = await customer(ctx, 'maple_motors');
    expect((await other.get(`/api/customer/tasks/${id}/`)).status).toBe(404);
    const foreign = await customer(ctx, 'lone_star_motors');
    expect((await foreign.get(`/api/customer/tasks/${id}/`)).status).toBe(404);
    expect(
      (await foreign.get(`/api/customer/tasks/${id}/`, { 'X-Dealer-Code': 'maple_motors' })).status,
    ).toBe(401);
    expect((await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/tasks/${id}/`)).status).toBe(
      401,
    );
    expect((await rep.get(`/api/customer/tasks/${id}/`)).status).toBe(403);
    expect((await shopper.get('/api/customer/tasks/not-a-task/')).status).toBe(404);

    const tasksBefore = (await ctx.database.db.select().from(dealTasks)).length;
    expect((await other.post(`/api/customer/order/${order}/send_order_link/`)).status).toBe(404);
    expect(
      (await client(ctx, { dealer: 'maple_motors' }).post(`/api/customer/order/${order}/send_order_link/`))
        .status,
    ).toBe(401);
    const forged = await shopper.post(`/api/customer/order/${order}/send_order_link/`, undefined, {
      csrf: false,
    });
    expect(forged.status).toBe(403);
    const extra = await shopper.post(`/api/customer/order/${order}/send_order_link/`, {
      to: 'x@example.com',
    });
    expect(extra.status).toBe(400);
    expect(obj(extra.body).to).toEqual(['Unknown field.']);
    expect((await ctx.database.db.select().from(dealTasks)).length).toBe(tasksBefore);
  });

  it('a staff user acting as the customer sends it for the customer', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    expect((await manager.post(`/api/dealer/users/${shopper.id}/act_as/`)).status).toBe(200);
    const res = await manager.post(`/api/customer/order/${order}/send_order_link/`);
    expect(res.status).toBe(202);
    expect((await finishedTask(manager, String(obj(res.body).task))).status).toBe('SUCCESS');
    expect((await finishedTask(shopper, String(obj(res.body).task))).status).toBe('SUCCESS');
  });
});

describe('trade-in offers', () => {
  const offerPath = (id: number) => `/api/dealer/orders/${id}/trade_in_offer/`;

  it('staff offer (O), the customer sees it and accepts (A): the credit enters the deal and the pricing', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const before = obj((await shopper.post('/api/customer/payment-type/finance/pricing/', { order })).body);
    const made = await put(rep, offerPath(order), { amount: 1_250_000, expires_on: inDays(7) });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(obj(made.body)).toMatchObject({
      id: order,
      trade_in_offer: { value: 1_250_000, state: 'O', status: 'pending', expires_on: inDays(7) },
    });
    const seen = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(seen.trade_in_offer).toMatchObject({ state: 'O', value: 1_250_000 });
    const listed = list((await rep.get(`/api/dealer/orders/?customer=${shopper.id}`)).body);
    expect(listed.map((o) => o.id)).toEqual([order]);

    const accepted = await shopper.post(`/api/customer/order/${order}/accept_current_offer/`);
    expect(accepted.status).toBe(200);
    expect(obj(accepted.body)).toMatchObject({
      trade_in_offer: { state: 'A', status: 'accepted', answered_at: expect.any(String) },
      payment_type_settings: { trade_in_credit: 1_250_000 },
    });
    const after = obj((await shopper.post('/api/customer/payment-type/finance/pricing/', { order })).body);
    expect(after.trade_in_credit).toBe(1_250_000);
    expect(Number(after.payment)).toBeLessThan(Number(before.payment));
    // An accepted offer is part of the deal: not replaced, not withdrawn.
    const replace = await put(rep, offerPath(order), { amount: 900_000, expires_on: inDays(7) });
    expect(replace.status).toBe(400);
    expect(obj(replace.body).non_field_errors).toBeDefined();
    expect((await del(rep, offerPath(order))).status).toBe(400);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, shopper.id));
    expect(audits.map((a) => a.action)).toContain('trade_in_offer_made');
  });

  it('the customer declines (D); the dealer may then make a new offer, and withdraw it', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    await put(rep, offerPath(order), { amount: 800_000, expires_on: inDays(3) });
    // Spec 3 §5: declining needs a comment, kept with the offer for the dealer.
    for (const body of [undefined, {}, { comments: '   ' }]) {
      const refused = await shopper.post(`/api/customer/order/${order}/decline_current_offer/`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(obj(refused.body).comments, JSON.stringify(body)).toEqual(['This field is required.']);
    }
    const typed = await shopper.post(`/api/customer/order/${order}/decline_current_offer/`, { comments: 7 });
    expect(obj(typed.body).comments).toEqual(['Expected string.']);
    expect(obj((await shopper.get(`/api/customer/order/${order}/`)).body).trade_in_offer).toMatchObject({
      state: 'O',
    });
    const declined = await shopper.post(`/api/customer/order/${order}/decline_current_offer/`, {
      comments: 'I found a better offer elsewhere.',
    });
    expect(declined.status).toBe(200);
    expect(obj(declined.body)).toMatchObject({
      trade_in_offer: { state: 'D', comments: 'I found a better offer elsewhere.' },
      payment_type_settings: { trade_in_credit: 0 },
    });
    const seen = list((await rep.get(`/api/dealer/orders/?customer=${shopper.id}`)).body);
    expect(seen[0]?.trade_in_offer).toMatchObject({ comments: 'I found a better offer elsewhere.' });
    expect((await shopper.post(`/api/customer/order/${order}/accept_current_offer/`)).status).toBe(400);
    const again = await put(rep, offerPath(order), { amount: 850_000, expires_on: inDays(3) });
    expect(obj(again.body).trade_in_offer).toMatchObject({ state: 'O', value: 850_000 });
    const withdrawn = await del(rep, offerPath(order));
    expect(withdrawn.status).toBe(200);
    expect(obj(withdrawn.body).trade_in_offer).toBeNull();
    expect((await shopper.post(`/api/customer/order/${order}/accept_current_offer/`)).status).toBe(400);
  });

  it('an expired offer cannot be accepted', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    await put(rep, offerPath(order), { amount: 500_000, expires_on: inDays(0) });
    // A day passes with the shopper active (the session's idle timeout is an hour).
    const step = 50 * 60_000;
    let moved = 0;
    try {
      while (moved < 25 * 3600_000) {
        ctx.advance(step);
        moved += step;
        expect((await shopper.get('/api/customer/user/current_user/')).status).toBe(200);
      }
      const res = await shopper.post(`/api/customer/order/${order}/accept_current_offer/`);
      expect(res.status).toBe(400);
      expect(obj(res.body).non_field_errors).toEqual(['The trade-in offer has expired.']);
    } finally {
      ctx.advance(-moved);
    }
  });

  describe('validation: 400 with the field, nothing written', () => {
    const cases: [string, unknown, string][] = [
      ['no amount', { expires_on: '2099-01-01' }, 'amount'],
      ['fractional cents', { amount: 1000.5, expires_on: 'D+7' }, 'amount'],
      ['a negative amount', { amount: -5, expires_on: 'D+7' }, 'amount'],
      ['under a dollar', { amount: 99, expires_on: 'D+7' }, 'amount'],
      ['over the maximum', { amount: 100_000_000, expires_on: 'D+7' }, 'amount'],
      ['an amount as text', { amount: '1000', expires_on: 'D+7' }, 'amount'],
      ['no expiry', { amount: 100_000 }, 'expires_on'],
      ['a malformed date', { amount: 100_000, expires_on: '12/31/2030' }, 'expires_on'],
      ['an impossible date', { amount: 100_000, expires_on: '2030-02-30' }, 'expires_on'],
      ['a past date', { amount: 100_000, expires_on: 'D-1' }, 'expires_on'],
      ['over 90 days', { amount: 100_000, expires_on: 'D+91' }, 'expires_on'],
      ['an unknown field', { amount: 100_000, expires_on: 'D+7', status: 'A' }, 'status'],
    ];
    for (const [name, raw, field] of cases) {
      it(name, async () => {
        const shopper = await customer(ctx, 'maple_motors');
        const order = await orderOf(shopper);
        const body = JSON.parse(
          JSON.stringify(raw).replace(/"D([+-]\d+)"/, (_m, d: string) => `"${inDays(Number(d))}"`),
        );
        const [before] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
        const res = await put(rep, offerPath(order), body);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(Object.keys(obj(res.body))).toContain(field);
        const [after] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
        expect(after).toEqual(before);
      });
    }

    it('malformed JSON', async () => {
      const shopper = await customer(ctx, 'maple_motors');
      const order = await orderOf(shopper);
      const res = await rep.request('PUT', offerPath(order), undefined, { raw: '{"amount":' });
      expect(res.status).toBe(400);
      expect(obj(res.body)).toHaveProperty('non_field_errors');
    });

    it('an archived order', async () => {
      const shopper = await customer(ctx, 'maple_motors');
      const order = await orderOf(shopper);
      expect((await del(shopper, `/api/customer/order/${order}/`)).status).toBe(204);
      const res = await put(rep, offerPath(order), { amount: 100_000, expires_on: inDays(7) });
      expect(res.status).toBe(400);
    });
  });

  it('permissions and tenancy: who may offer, and another dealer’s order does not exist', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderOf(shopper);
    const texan = await customer(ctx, 'lone_star_motors');
    const texasOrder = await orderOf(texan, texasCar.id);
    const assistant = await staffClient(ctx, 'assistant@mapleautogroup.example.ca', 'maple_motors');
    const texasRep = await staffClient(ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    const other = await customer(ctx, 'maple_motors');
    const body = { amount: 100_000, expires_on: inDays(7) };
    const [before] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));

    expect((await put(client(ctx, { dealer: 'maple_motors' }), offerPath(order), body)).status).toBe(401);
    expect((await put(shopper, offerPath(order), body)).status).toBe(403);
    expect((await put(assistant, offerPath(order), body)).status).toBe(403);
    expect((await assistant.get('/api/dealer/orders/')).status).toBe(403);
    expect((await put(texasRep, offerPath(order), body, { 'X-Dealer-Code': 'maple_motors' })).status).toBe(
      403,
    );
    // On its own dealer, the other dealer's staff cannot reach this order.
    expect((await put(texasRep, offerPath(order), body)).status).toBe(404);
    // Nor can this dealer's staff reach the other dealer's order.
    expect((await put(rep, offerPath(texasOrder), body)).status).toBe(404);
    expect(list((await rep.get('/api/dealer/orders/')).body).some((o) => o.id === texasOrder)).toBe(false);
    const forged = await rep.request('PUT', offerPath(order), body, { csrf: false });
    expect(forged.status).toBe(403);
    expect((await put(rep, '/api/dealer/orders/999999/trade_in_offer/', body)).status).toBe(404);
    const [after] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
    expect(after).toEqual(before);

    // The offer is the order owner's to answer: another customer, or one of another dealer, gets 404.
    expect((await put(rep, offerPath(order), body)).status).toBe(200);
    expect((await other.post(`/api/customer/order/${order}/accept_current_offer/`)).status).toBe(404);
    expect(
      (
        await texan.post(`/api/customer/order/${order}/decline_current_offer/`, undefined, {
          headers: { 'X-Dealer-Code': 'maple_motors' },
        })
      ).status,
    ).toBe(401);
    expect((await rep.post(`/api/customer/order/${order}/accept_current_offer/`)).status).toBe(403);
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    expect((await manager.post(`/api/dealer/users/${shopper.id}/act_as/`)).status).toBe(200);
    const byManager = await manager.post(`/api/customer/order/${order}/accept_current_offer/`);
    expect(obj(byManager.body).trade_in_offer).toMatchObject({ state: 'A' });
  });
});
