/**
 * The Stripe processor (PAYMENT_PROCESSOR=stripe) over HTTP, against a LOCAL STAND-IN of the Stripe
 * endpoints it calls (test/stripe/standin.ts), NOT Stripe: the tests have no network. The stand-in
 * answers Stripe's published test payment methods and honours idempotency keys as Stripe documents.
 * Webhooks are signed offline with the SDK's own `stripe.webhooks.generateTestHeaderString`.
 */
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, emailOutbox, type VehicleRow } from '../src/db/schema.ts';
import { loadPaymentsConfig } from '../src/modules/deposit/payments-config.ts';
import { customer, depositBody, pickVehicles, staffClient } from './deal/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';
import { StripeStandin } from './stripe/standin.ts';

const WEBHOOK_SECRET = 'whsec_standin_not_stripe';
const WEBHOOK = '/api/payments/webhook/';

let ctx: TestContext;
let standin: StripeStandin;
let cars: VehicleRow[];
let n = 0;

beforeAll(async () => {
  standin = new StripeStandin();
  const base = await standin.start();
  ctx = await createTestContext({
    payments: loadPaymentsConfig({
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: standin.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
    }),
  });
  cars = await pickVehicles(
    ctx,
    'maple_motors',
    (v) => v.stockStatus === 'in stock' && v.vehicleCondition === 'new',
  );
});
afterAll(async () => {
  await ctx?.close();
  await standin?.stop();
});

function car(): VehicleRow {
  const c = cars[n++];
  if (!c) throw new Error('out of vehicles');
  return c;
}

async function orderFor(shopper: Client, vehicle: VehicleRow): Promise<number> {
  return Number(obj((await shopper.post('/api/customer/order/', { vehicle: vehicle.id })).body).id);
}

function body(order: number, token: string) {
  n += 1;
  return depositBody(order, token, `stripe-attempt-${n}-xxxxxxxx`);
}

async function row(id: number) {
  const [r] = await ctx.database.db.select().from(deposits).where(eq(deposits.id, id));
  if (!r) throw new Error('no deposit');
  return r;
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

const creates = (key: string) =>
  standin.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `deposit-${key}`);

/** A Stripe event of an intent as the stand-in has it, signed with the endpoint's secret. */
function stripeEvent(type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, header };
}

function deliver(event: { payload: string; header: string }) {
  return client(ctx).post(WEBHOOK, undefined, {
    raw: event.payload,
    headers: { 'Stripe-Signature': event.header },
    csrf: false,
  });
}

function intentView(id: string) {
  const pi = standin.intents.get(id);
  if (!pi) throw new Error('no intent');
  const { charges: _c, refunded: _r, ...wire } = pi;
  return wire;
}

describe('the Stripe processor (against the local stand-in)', () => {
  it('is announced to the browser with its publishable key, not as a sandbox', async () => {
    const res = await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/customdeposit-details/');
    expect(res.body).toMatchObject({
      processor: 'stripe',
      sandbox: false,
      publishable_key: 'pk_test_standin',
    });
  });

  it("lets pages load Stripe.js, its frames and its API (the storefront's policy), only when Stripe is the processor", async () => {
    const policy = (await client(ctx, { dealer: 'maple_motors' }).get('/api/health')).headers.get(
      'content-security-policy',
    );
    const directive = (name: string) =>
      (policy ?? '')
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).toContain('https://hooks.stripe.com');
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    const sandboxed = await createTestContext();
    try {
      const other = (await client(sandboxed, { dealer: 'maple_motors' }).get('/api/health')).headers.get(
        'content-security-policy',
      );
      expect(other).not.toContain('stripe.com');
    } finally {
      await sandboxed.close();
    }
  });

  it('holds a deposit with manual capture under the attempt key; a double submit and a cut connection charge once', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const vehicle = car();
    const order = await orderFor(shopper, vehicle);
    const form = body(order, 'ctoken_card_visa');
    // The connection drops after Stripe made the charge: the SDK retries with the same key.
    standin.cutNextAnswer();
    const res = await shopper.post('/api/customer/deposit/charge_deposit/', form);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pre_authorized',
      deposit_code: 'RDY',
      processor: 'stripe',
      card: { brand: 'visa', last4: '4242' },
      deposit_total: 51480,
    });
    const again = await shopper.post('/api/customer/deposit/charge_deposit/', form);
    expect(again.status).toBe(200);
    expect(obj(again.body).id).toBe(obj(res.body).id);
    const sent = creates(form.idempotency_key);
    expect(sent.length).toBe(2);
    expect(sent[0]?.cut).toBe(true);
    const params = sent[0]?.params;
    expect(params?.get('capture_method')).toBe('manual');
    expect(params?.get('confirm')).toBe('true');
    expect(params?.get('amount')).toBe('51480');
    expect(params?.get('currency')).toBe('cad');
    expect(params?.get('confirmation_token')).toBe('ctoken_card_visa');
    expect(params?.get('metadata[deposit]')).toBe(String(obj(res.body).id));
    const intents = [...standin.intents.values()].filter(
      (i) => i.metadata.deposit === String(obj(res.body).id),
    );
    expect(intents).toEqual([expect.objectContaining({ charges: 1, status: 'requires_capture' })]);
    expect(await isReserved(vehicle)).toBe(true);
    expect(await receipts(shopper.email)).toHaveLength(1);
  });

  it("answers Stripe's declines with their reason, and a capture-mode dealer's deposit is charged at once", async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const vehicle = car();
    const order = await orderFor(shopper, vehicle);
    const declined = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      body(order, 'pm_card_chargeDeclined'),
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      detail: 'Your card was declined. Try another card.',
      deposit: { status: 'rejected', decline_code: 'card_declined', deposit_code: 'DENY' },
    });
    const poor = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      body(order, 'pm_card_chargeDeclinedInsufficientFunds'),
    );
    expect(poor.status).toBe(402);
    expect(obj(poor.body).deposit).toMatchObject({ decline_code: 'insufficient_funds' });
    expect(await isReserved(vehicle)).toBe(false);

    const texan = await customer(ctx, 'lone_star_motors');
    const [truck] = await pickVehicles(ctx, 'lone_star_motors', (v) => v.stockStatus === 'in stock');
    if (!truck) throw new Error('no vehicle');
    const form = {
      ...body(await orderFor(texan, truck), 'pm_card_visa'),
      phone: '512-555-0142',
      city: 'Austin',
      province: 'TX',
      postal_code: '78704',
    };
    const charged = await texan.post('/api/customer/deposit/charge_deposit/', form);
    expect(charged.status, charged.text).toBe(201);
    expect(charged.body).toMatchObject({ status: 'confirmed', currency: 'USD', deposit_total: 50500 });
    const params = creates(form.idempotency_key)[0]?.params;
    expect(params?.get('capture_method')).toBe('automatic');
    expect(params?.get('currency')).toBe('usd');
    expect(params?.get('payment_method')).toBe('pm_card_visa');
  });

  it('a card that asks for 3D Secure answers its client secret; the shopper comes back and it is held once, whatever the webhook says after', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const vehicle = car();
    const order = await orderFor(shopper, vehicle);
    const first = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      body(order, 'pm_card_authenticationRequired'),
    );
    expect(first.status, first.text).toBe(202);
    const id = Number(obj(first.body).id);
    const intentId = String((await row(id)).intentId);
    expect(first.body).toMatchObject({ status: 'initiated', requires_action: true });
    expect(obj(first.body).client_secret).toBe(standin.intents.get(intentId)?.client_secret);
    // Stripe.js's challenge in the browser, then the page tells the server the shopper is back.
    standin.completeChallenge(intentId, true);
    const back = await shopper.post(`/api/customer/deposit/${id}/authenticate/`, {});
    expect(back.status, back.text).toBe(201);
    expect(back.body).toMatchObject({ status: 'pre_authorized', deposit_code: 'RDY' });
    expect(await isReserved(vehicle)).toBe(true);
    const event = stripeEvent('payment_intent.amount_capturable_updated', intentView(intentId));
    const late = await deliver(event);
    expect(late.status, late.text).toBe(200);
    expect(late.body).toMatchObject({ received: true, duplicate: false, deposit: id });
    const replay = await deliver(event);
    expect(replay.body).toMatchObject({ duplicate: true });
    expect(await receipts(shopper.email)).toHaveLength(1);
    expect((await row(id)).status).toBe('pre_authorized');
  });

  it('the webhook settles a challenged deposit when the shopper never comes back; a refused challenge is declined', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const vehicle = car();
    const order = await orderFor(shopper, vehicle);
    const refused = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      body(order, 'pm_card_authenticationRequired'),
    );
    const refusedId = Number(obj(refused.body).id);
    const refusedIntent = String((await row(refusedId)).intentId);
    standin.completeChallenge(refusedIntent, false);
    expect(
      (await deliver(stripeEvent('payment_intent.payment_failed', intentView(refusedIntent)))).status,
    ).toBe(200);
    expect(await row(refusedId)).toMatchObject({ status: 'rejected', declineCode: 'authentication_failed' });
    expect(await isReserved(vehicle)).toBe(false);

    const second = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      body(order, 'pm_card_authenticationRequired'),
    );
    const id = Number(obj(second.body).id);
    const intentId = String((await row(id)).intentId);
    standin.completeChallenge(intentId, true);
    const answer = await deliver(
      stripeEvent('payment_intent.amount_capturable_updated', intentView(intentId)),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'pre_authorized', code: 'RDY', cardLast4: '3184' });
    expect(await isReserved(vehicle)).toBe(true);
    expect(await receipts(shopper.email)).toHaveLength(1);
    // The page that comes back late answers the deposit as it is.
    const back = await shopper.post(`/api/customer/deposit/${id}/authenticate/`, {});
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'pre_authorized' });
  });

  it('refuses a webhook with a bad signature or signed with another secret', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car());
    const res = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      body(order, 'pm_card_authenticationRequired'),
    );
    const id = Number(obj(res.body).id);
    const intentId = String((await row(id)).intentId);
    standin.completeChallenge(intentId, true);
    const good = stripeEvent('payment_intent.amount_capturable_updated', intentView(intentId));
    const foreign = Stripe.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: 'whsec_other',
    });
    for (const header of ['', 't=1,v1=abc', foreign]) {
      const answer = await deliver({ payload: good.payload, header });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body).toMatchObject({ code: 'bad_signature' });
    }
    expect((await row(id)).status).toBe('initiated');
  });

  it('staff capture and refund with idempotency keys; a hold released is canceled; a refund made at Stripe releases the vehicle', async () => {
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const shopper = await customer(ctx, 'maple_motors');
    const vehicle = car();
    const placed = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      body(await orderFor(shopper, vehicle), 'pm_card_visa'),
    );
    const id = Number(obj(placed.body).id);
    const intentId = String((await row(id)).intentId);
    const key = (await row(id)).idempotencyKey;
    const [c1, c2] = await Promise.all([
      rep.post(`/api/dealer/deposits/${id}/capture/`),
      rep.post(`/api/dealer/deposits/${id}/capture/`),
    ]);
    expect([c1.status, c2.status]).toEqual([200, 200]);
    expect(c1.body).toMatchObject({ status: 'confirmed', deposit_code: 'LIVE' });
    const captures = standin.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/capture`);
    expect(captures.length).toBeGreaterThan(0);
    for (const r of captures) expect(r.idempotencyKey).toBe(`capture-${key}`);
    expect(standin.intents.get(intentId)?.status).toBe('succeeded');
    // (a refund is a sales manager's: a rep captures and releases holds)
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const refund = await manager.post(`/api/dealer/deposits/${id}/refund/`);
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body).toMatchObject({ status: 'refunded' });
    const refunds = standin.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.at(-1)).toMatchObject({ idempotencyKey: `release-${key}` });
    expect(refunds.at(-1)?.params.get('payment_intent')).toBe(intentId);
    expect(await isReserved(vehicle)).toBe(false);

    // A hold given back by staff is canceled at Stripe, under its key.
    const other = await customer(ctx, 'maple_motors');
    const held = await other.post(
      '/api/customer/deposit/charge_deposit/',
      body(await orderFor(other, vehicle), 'pm_card_visa'),
    );
    const heldId = Number(obj(held.body).id);
    const heldIntent = String((await row(heldId)).intentId);
    const released = await rep.post(`/api/dealer/deposits/${heldId}/release/`);
    expect(released.body).toMatchObject({ status: 'canceled' });
    const cancel = standin.requests.find((r) => r.path === `/v1/payment_intents/${heldIntent}/cancel`);
    expect(cancel?.idempotencyKey).toBe(`release-${(await row(heldId)).idempotencyKey}`);
    expect(await isReserved(vehicle)).toBe(false);

    // A charge refunded from Stripe's dashboard: its charge.refunded event releases the reservation.
    const third = await customer(ctx, 'lone_star_motors');
    const [truck] = await pickVehicles(ctx, 'lone_star_motors', (v) => v.stockStatus === 'in stock');
    if (!truck) throw new Error('no vehicle');
    const paid = await third.post('/api/customer/deposit/charge_deposit/', {
      ...body(await orderFor(third, truck), 'pm_card_visa'),
      phone: '512-555-0142',
      city: 'Austin',
      province: 'TX',
      postal_code: '78704',
    });
    const paidId = Number(obj(paid.body).id);
    const paidIntent = String((await row(paidId)).intentId);
    const texasRes = await client(ctx, { dealer: 'lone_star_motors' }).get(
      `/api/customer/inventory/${truck.id}/`,
    );
    expect(obj(texasRes.body).is_reserved).toBe(true);
    const refunded = await deliver(
      stripeEvent('charge.refunded', {
        id: 'ch_standin',
        object: 'charge',
        payment_intent: paidIntent,
        refunded: true,
      }),
    );
    expect(refunded.status, refunded.text).toBe(200);
    expect((await row(paidId)).status).toBe('refunded');
    const after = await client(ctx, { dealer: 'lone_star_motors' }).get(
      `/api/customer/inventory/${truck.id}/`,
    );
    expect(obj(after.body).is_reserved).toBe(false);
  });
});

describe('payments configuration', () => {
  it('is the sandbox by default; Stripe without its keys, or an unknown processor, stops the server at start', () => {
    expect(loadPaymentsConfig({})).toEqual({ processor: 'sandbox' });
    expect(() => loadPaymentsConfig({ PAYMENT_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'PAYMENT_PROCESSOR=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET.',
    );
    expect(() => loadPaymentsConfig({ PAYMENT_PROCESSOR: 'paypal' })).toThrow(
      /must be "sandbox" or "stripe"/,
    );
    expect(() =>
      loadPaymentsConfig({
        PAYMENT_PROCESSOR: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'ftp://example.com',
      }),
    ).toThrow('STRIPE_API_BASE must be an http(s) URL.');
  });
});
