/**
 * The payment processor's webhook (POST /api/payments/webhook/) with the embedded sandbox processor:
 * a delivery whose signature is missing, wrong or too old is refused and changes nothing; the
 * sandbox's authentication step goes through the same handler as Stripe's events; a replayed event is
 * answered and ignored (one receipt); a hold canceled at the processor releases the reservation.
 * (Stripe's own events: stripe-processor.test.ts.)
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, emailOutbox, paymentEvents, type VehicleRow } from '../src/db/schema.ts';
import { processorOf } from '../src/modules/deposit/processor.ts';
import type { SandboxProcessor } from '../src/modules/deposit/sandbox.ts';
import { customer, depositBody, pickVehicles, sandboxToken } from './deal/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';

const WEBHOOK = '/api/payments/webhook/';
const CHALLENGE = '4000 0025 0000 3155';
const SUCCESS = '4242 4242 4242 4242';

let ctx: TestContext;
let cars: VehicleRow[];
let n = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  cars = await pickVehicles(
    ctx,
    'maple_motors',
    (v) => v.stockStatus === 'in stock' && v.vehicleCondition === 'new',
  );
});
afterAll(async () => {
  await ctx.close();
});

const sandbox = () => processorOf(ctx.deps) as SandboxProcessor;

function car(): VehicleRow {
  const c = cars[n++];
  if (!c) throw new Error('out of vehicles');
  return c;
}

async function deposit(shopper: Client, vehicle: VehicleRow, card: string) {
  const order = obj((await shopper.post('/api/customer/order/', { vehicle: vehicle.id })).body).id;
  n += 1;
  const body = depositBody(
    Number(order),
    sandboxToken(card, `webhook${n}nonce`),
    `webhook-attempt-${n}-xxxxxxxx`,
  );
  const res = await shopper.post('/api/customer/deposit/charge_deposit/', body);
  return { res, order: Number(order), id: Number(obj(res.body).id) };
}

async function row(id: number) {
  const [r] = await ctx.database.db.select().from(deposits).where(eq(deposits.id, id));
  if (!r) throw new Error('no deposit');
  return r;
}

/** A delivery as the processor sends it: no session, no anti-forgery token, its signature header. */
function deliver(payload: string, headers: Record<string, string>) {
  return client(ctx).post(WEBHOOK, undefined, { raw: payload, headers, csrf: false });
}

async function isReserved(vehicle: VehicleRow): Promise<boolean> {
  const res = await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/inventory/${vehicle.id}/`);
  return obj(res.body).is_reserved === true;
}

async function receipts(email: string) {
  return ctx.database.db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.kind} = 'deposit_receipt' and ${emailOutbox.toAddress} = ${email}`);
}

describe('the payment webhook', () => {
  it('refuses a delivery without a signature, with a wrong one or an old one, and changes nothing', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const vehicle = car();
    const { res, id } = await deposit(shopper, vehicle, CHALLENGE);
    expect(res.status).toBe(202);
    const held = await row(id);
    const payload = JSON.stringify({
      id: 'evt_sandbox_forged_1',
      type: 'sandbox.payment_intent.authorized',
      intent: held.intentId,
      deposit: id,
      change: 'authorized',
    });
    const now = Math.floor(Date.now() / 1000);
    const unsigned = await deliver(payload, {});
    const forged = await deliver(payload, { 'Sandbox-Signature': `t=${now},v1=${'0'.repeat(64)}` });
    // Signed for another body: the signature is of the payload, not of the event id.
    const other = sandbox().sign(payload.replace('authorized', 'failed'), now);
    const swapped = await deliver(payload, { 'Sandbox-Signature': other });
    const old = await deliver(payload, { 'Sandbox-Signature': sandbox().sign(payload, now - 3600) });
    for (const answer of [unsigned, forged, swapped, old]) {
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body).toMatchObject({ code: 'bad_signature' });
    }
    expect((await row(id)).status).toBe('initiated');
    expect(await isReserved(vehicle)).toBe(false);
    const recorded = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_sandbox_forged_1'));
    expect(recorded).toHaveLength(0);
  });

  it("takes the sandbox's authentication outcome through the webhook; a replayed event is ignored (one receipt)", async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const vehicle = car();
    const { res, id } = await deposit(shopper, vehicle, CHALLENGE);
    expect(res.status).toBe(202);
    const intentId = (await row(id)).intentId;
    const approved = await shopper.post(`/api/customer/deposit/${id}/authenticate/`, { approved: true });
    expect(approved.status, approved.text).toBe(201);
    expect(approved.body).toMatchObject({ status: 'pre_authorized', deposit_code: 'RDY' });
    // The outcome came through the webhook handler: its event is recorded.
    const events = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.intentId, String(intentId)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ processor: 'sandbox', type: 'sandbox.payment_intent.authorized' });
    expect(await receipts(shopper.email)).toHaveLength(1);

    // The same event delivered again (the processor's retry): answered, ignored.
    const payload = JSON.stringify({
      id: events[0]?.eventId,
      type: 'sandbox.payment_intent.authorized',
      intent: intentId,
      deposit: id,
      change: 'authorized',
    });
    const headers = { 'Sandbox-Signature': sandbox().sign(payload, Math.floor(Date.now() / 1000)) };
    const replay = await deliver(payload, headers);
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body).toMatchObject({ received: true, duplicate: true });
    expect(await receipts(shopper.email)).toHaveLength(1);
    expect((await row(id)).status).toBe('pre_authorized');
  });

  it('a hold canceled at the processor releases the reservation once; its replay does not touch the next shopper', async () => {
    const first = await customer(ctx, 'maple_motors');
    const vehicle = car();
    const { res, id, order } = await deposit(first, vehicle, SUCCESS);
    expect(res.status).toBe(201);
    expect(await isReserved(vehicle)).toBe(true);
    const payload = JSON.stringify({
      id: 'evt_sandbox_canceled_1',
      type: 'sandbox.payment_intent.canceled',
      intent: (await row(id)).intentId,
      deposit: id,
      change: 'canceled',
    });
    const sign = () => ({ 'Sandbox-Signature': sandbox().sign(payload, Math.floor(Date.now() / 1000)) });
    const answer = await deliver(payload, sign());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ received: true, duplicate: false, deposit: id });
    expect((await row(id)).status).toBe('canceled');
    expect(await isReserved(vehicle)).toBe(false);
    const o = obj((await first.get(`/api/customer/order/${order}/`)).body);
    expect(o).toMatchObject({ has_deposit: false, deposit_code: null });

    const second = await customer(ctx, 'maple_motors');
    const next = await deposit(second, vehicle, SUCCESS);
    expect(next.res.status).toBe(201);
    const replay = await deliver(payload, sign());
    expect(replay.body).toMatchObject({ duplicate: true });
    expect(await isReserved(vehicle)).toBe(true);
    expect((await row(next.id)).status).toBe('pre_authorized');
  });
});
