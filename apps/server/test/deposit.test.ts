/**
 * Deposits over HTTP on the embedded database: the dealer's amount and fee, geo validation, each of
 * the sandbox's test cards, an idempotent retry, two shoppers racing for one vehicle, tenancy and
 * ownership, bad input, and that a card number appears in no log line and no database row.
 */
import { depositChargeSchema, depositValidateSchema } from '@storefront/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import { auditLog, dealers, deposits, emailOutbox, orders, type VehicleRow } from '../src/db/schema.ts';
import { processorOf } from '../src/modules/deposit/processor.ts';
import type { SandboxProcessor } from '../src/modules/deposit/sandbox.ts';
import { customer, depositBody, pickVehicles, put, sandboxToken, staffClient } from './deal/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';
import { validArbitrary, wrongArbitrary } from './zod-arbitrary.ts';

const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  challenge: '4000 0025 0000 3155',
};

let ctx: TestContext;
const logLines: string[] = [];
let cars: VehicleRow[];
let nextCar = 0;
let keyCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  // Every log line of the app, at every level, kept to be searched for card numbers.
  ctx.deps.logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });
  cars = await pickVehicles(
    ctx,
    'maple_motors',
    (v) => v.stockStatus === 'in stock' && v.vehicleCondition === 'new',
  );
});
afterAll(async () => {
  await ctx.close();
});

function freshCar(): VehicleRow {
  const car = cars[nextCar++];
  if (!car) throw new Error('out of vehicles');
  return car;
}

/** A car whose deposit was given back (the vehicle is free again), for a later test. */
function returnCar(car: VehicleRow): void {
  cars.push(car);
}

function token(number: string): string {
  keyCounter += 1;
  return sandboxToken(number, `nonce${keyCounter}abcdef`);
}

function newKey(): string {
  keyCounter += 1;
  return `attempt-${keyCounter}-${'x'.repeat(12)}`;
}

function form(order: number, cardNumber: string, key = newKey()) {
  return depositBody(order, token(cardNumber), key);
}

/** The shopper's order on the vehicle, its deal built (build-and-price completed) unless `built` is false. */
async function orderFor(shopper: Client, vehicle: VehicleRow, { built = true } = {}): Promise<number> {
  const res = await shopper.post('/api/customer/order/', { vehicle: vehicle.id });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const id = Number(obj(res.body).id);
  if (built) {
    const steps = await put(shopper, `/api/customer/order-steps/${id}/`, {
      progress: { accessories: 1, protections: 1, payment: 1, review: 1 },
    });
    expect(steps.status, JSON.stringify(steps.body)).toBe(200);
  }
  return id;
}

async function orderRow(id: number) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

async function isReserved(vehicle: VehicleRow): Promise<boolean> {
  const res = await client(ctx, { dealer: 'maple_motors' }).get(`/api/customer/inventory/${vehicle.id}/`);
  return obj(res.body).is_reserved === true;
}

const sandbox = () => processorOf(ctx.deps) as SandboxProcessor;

describe('deposit details and validation', () => {
  it("answers the dealer's deposit, its fee in cents for the fee mode, and that the processor is the sandbox", async () => {
    const res = await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/customdeposit-details/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      deposit_amount: 50000,
      deposit_method: 'hold',
      fee_mode: 'Charge Processing + Fixed Fee',
      deposit_fee: 1480,
      deposit_total: 51480,
      deposit_amount_paid: null,
      processor: 'sandbox',
      sandbox: true,
    });
    const texas = await client(ctx, { dealer: 'lone_star_motors' }).get(
      '/api/customer/customdeposit-details/',
    );
    expect(texas.body).toMatchObject({
      deposit_method: 'capture',
      fee_mode: 'Charge Fixed Fee',
      deposit_fee: 500,
      deposit_total: 50500,
      currency: 'USD',
    });
  });

  it('validate/ refuses a postal code of another province (geo validation) and accepts a matching one', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const base = {
      first_name: 'Alex',
      last_name: 'Martin',
      phone: '416-555-0142',
      address_line_1: '100 King St W',
      city: 'Toronto',
      province: 'ON',
      geo_validate: true,
    };
    const wrong = await shopper.post('/api/customer/deposit/validate/', {
      ...base,
      postal_code: 'H2X 1Y4',
      province_code: 'ON',
    });
    expect(wrong.status).toBe(400);
    expect(obj(wrong.body).postal_code).toEqual(['This postal code is not in the province chosen.']);
    const french = await shopper.post(
      '/api/customer/deposit/validate/',
      { ...base, postal_code: 'H2X 1Y4', province_code: 'ON' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).postal_code).toEqual(['Ce code postal n’est pas dans la province choisie.']);
    const right = await shopper.post('/api/customer/deposit/validate/', {
      ...base,
      postal_code: 'M5V 2T6',
      province_code: 'ON',
    });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ valid: true });
  });
});

describe("each of the sandbox's test cards", () => {
  it('4242... holds the deposit: pre_authorized, code RDY, the order has its deposit and the vehicle is reserved', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const car = freshCar();
    const order = await orderFor(shopper, car);
    expect(await isReserved(car)).toBe(false);
    const res = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pre_authorized',
      deposit_code: 'RDY',
      deposit_total: 51480,
      card: { brand: 'visa', last4: '4242' },
      processor: 'sandbox',
    });
    const o = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(o).toMatchObject({ has_deposit: true, deposit_code: 'RDY', deposit_step_status: 1 });
    // Both deposit steps are done: the review is keyed deposit-review (build-and-price has a review).
    expect(o.progress).toMatchObject({ place: 1, 'deposit-review': 1 });
    expect(await isReserved(car)).toBe(true);
    const paid = await shopper.get(`/api/customer/deposit/${order}/deposit_amount_paid/`);
    expect(paid.body).toMatchObject({ deposit_amount_paid: 51480, deposit_code: 'RDY' });
    const details = await shopper.get(`/api/customer/customdeposit-details/?order=${order}`);
    expect(obj(details.body).deposit_amount_paid).toBe(51480);
  });

  it('4000 0000 0000 0002 is declined: 402 with the reason, code DENY, nothing held, and a new attempt may succeed', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const car = freshCar();
    const order = await orderFor(shopper, car);
    const res = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.declined));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'payment_declined',
      detail: 'Your card was declined. Try another card.',
      deposit: { status: 'rejected', deposit_code: 'DENY', decline_code: 'card_declined' },
    });
    expect((await orderRow(order))?.depositCode).toBe('DENY');
    expect((await orderRow(order))?.hasDeposit).toBe(false);
    expect(await isReserved(car)).toBe(false);
    const retry = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success));
    expect(retry.status).toBe(201);
    expect((await orderRow(order))?.depositCode).toBe('RDY');
  });

  it('4000 0000 0000 9995 is refused for insufficient funds', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, freshCar());
    const res = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.insufficient), {
      headers: { 'X-Language': 'fr' },
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      detail: 'Votre carte n’a pas les fonds suffisants. Essayez une autre carte.',
      deposit: { status: 'rejected', decline_code: 'insufficient_funds', deposit_code: 'DENY' },
    });
  });

  it('4000 0025 0000 3155 asks for authentication (202, initiated, NEW); approved it holds, refused it is declined', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const car = freshCar();
    const order = await orderFor(shopper, car);
    const first = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.challenge));
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: 'initiated', requires_action: true, deposit_code: 'NEW' });
    const refused = await shopper.post(`/api/customer/deposit/${obj(first.body).id}/authenticate/`, {
      approved: false,
    });
    expect(refused.status).toBe(402);
    expect(obj(refused.body).deposit).toMatchObject({
      status: 'rejected',
      decline_code: 'authentication_failed',
    });
    expect(await isReserved(car)).toBe(false);

    const second = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.challenge));
    expect(second.status).toBe(202);
    const approved = await shopper.post(`/api/customer/deposit/${obj(second.body).id}/authenticate/`, {
      approved: true,
    });
    expect(approved.status).toBe(201);
    expect(approved.body).toMatchObject({ status: 'pre_authorized', deposit_code: 'RDY' });
    expect(await isReserved(car)).toBe(true);
  });

  it("at an identity-login dealer the placed deposit completes that variant's steps (place-vw), released resets them", async () => {
    const [dealer] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, 'maple_motors'));
    if (!dealer) throw new Error('no dealer');
    const setVariant = async (on: boolean) => {
      await ctx.database.db
        .update(dealers)
        .set({ settings: { ...dealer.settings, enable_volkswagen_id: on } })
        .where(eq(dealers.id, dealer.id));
      invalidateReadCaches(ctx.database.db, ['dealers']);
    };
    await setVariant(true);
    try {
      const shopper = await customer(ctx, 'maple_motors');
      const car = freshCar();
      const order = await orderFor(shopper, car);
      const placed = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const deposit = (steps: unknown) =>
        (obj(steps).sections as { id: string; steps: { id: string; state: number }[] }[]).find(
          (s) => s.id === 'deposit-vw',
        );
      const after = await shopper.get(`/api/customer/order-steps/?order=${order}`);
      expect(deposit(after.body)?.steps).toEqual([
        expect.objectContaining({ id: 'place-vw', state: 1 }),
        expect.objectContaining({ id: 'review-vw', state: 1 }),
        expect.objectContaining({ id: 'confirmation-vw', state: 1 }),
      ]);
      const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
      expect((await rep.post(`/api/dealer/deposits/${obj(placed.body).id}/release/`)).status).toBe(200);
      const released = await shopper.get(`/api/customer/order-steps/?order=${order}`);
      expect(deposit(released.body)?.steps.map((s) => s.state)).toEqual([0, 0, 0]);
      returnCar(car);
    } finally {
      await setVariant(false);
    }
  });

  it('at a capture-mode dealer the deposit is charged at once (confirmed)', async () => {
    // lone_star_motors is also the seeded identity-login dealer: its deposit is the variant's section.
    const shopper = await customer(ctx, 'lone_star_motors');
    const [car] = await pickVehicles(ctx, 'lone_star_motors', (v) => v.stockStatus === 'in stock');
    if (!car) throw new Error('no vehicle');
    const order = await orderFor(shopper, car);
    const res = await shopper.post('/api/customer/deposit/charge_deposit/', {
      ...form(order, CARDS.success),
      phone: '512-555-0142',
      city: 'Austin',
      province: 'TX',
      postal_code: '78704',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      deposit_code: 'RDY',
      deposit_total: 50500,
      currency: 'USD',
    });
    const steps = await shopper.get(`/api/customer/order-steps/?order=${order}`);
    const sections = obj(steps.body).sections as { id: string; steps: { id: string; state: number }[] }[];
    expect(sections.map((s) => s.id)).toContain('deposit-vw');
    expect(sections.map((s) => s.id)).not.toContain('deposit');
    expect(sections.find((s) => s.id === 'deposit-vw')?.steps).toEqual([
      expect.objectContaining({ id: 'place-vw', state: 1 }),
      expect.objectContaining({ id: 'review-vw', state: 1 }),
      expect.objectContaining({ id: 'confirmation-vw', state: 1 }),
    ]);
    expect(await orderRow(order)).toMatchObject({ depositStepStatus: 1 });
  });

  it('the seeded identity-login dealer (lone_star_motors, with its provider) has the variant on; the others the plain deposit', async () => {
    const settings = async (code: string) =>
      obj((await client(ctx, { dealer: code }).get('/api/customer/dealership/home-dealership/')).body);
    expect(await settings('lone_star_motors')).toMatchObject({ enable_volkswagen_id: true });
    for (const code of ['maple_motors', 'riviere_auto']) {
      expect(await settings(code)).toMatchObject({ enable_volkswagen_id: false });
      const shopper = await customer(ctx, code, 'plain-deposit');
      const [car] = await pickVehicles(ctx, code, (v) => v.stockStatus === 'in stock');
      if (!car) throw new Error('no vehicle');
      const res = await shopper.post('/api/customer/order/', { vehicle: car.id });
      const steps = await shopper.get(`/api/customer/order-steps/?order=${obj(res.body).id}`);
      const ids = (obj(steps.body).sections as { id: string }[]).map((s) => s.id);
      expect(ids).toContain('deposit');
      expect(ids).not.toContain('deposit-vw');
    }
  });
});

describe('the receipt', () => {
  it('a held deposit is answered with its receipt (reference, card, date) and e-mailed once, its link on the configured origin whatever the Host', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const car = freshCar();
    const order = await orderFor(shopper, car);
    const forged = { headers: { 'X-Forwarded-Host': 'evil.example.net', 'X-Forwarded-Proto': 'https' } };
    const body = form(order, CARDS.success);
    const res = await shopper.post('/api/customer/deposit/charge_deposit/', body, forged);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = Number(obj(res.body).id);
    // A retry of the same attempt sends no second receipt.
    expect((await shopper.post('/api/customer/deposit/charge_deposit/', body, forged)).status).toBe(200);
    const paid = obj((await shopper.get(`/api/customer/deposit/${order}/deposit_amount_paid/`)).body);
    expect(paid.deposit).toMatchObject({
      reference: `dep_${id}`,
      dealer_name: 'Maple Motors',
      // its dates are said at the dealership's time, whatever the shopper's device says
      time_zone: 'America/Toronto',
      card: { brand: 'visa', last4: '4242' },
      currency: 'CAD',
      deposit_total: 51480,
      deposit_cancellation_fee: expect.any(Number),
      vehicle: car.id,
    });
    expect(String(obj(paid.deposit).paid_on)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.kind} = 'deposit_receipt' and ${emailOutbox.toAddress} = ${shopper.email}`);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('Deposit receipt: Maple Motors');
    for (const part of ['$514.80 CAD', 'Visa ending in 4242', `dep_${id}`, 'held on your card']) {
      expect(mail?.textBody).toContain(part);
    }
    expect(mail?.textBody).toContain(
      `${ctx.deps.config.publicOrigin}/maple_motors/en/deposit/${car.id}/receipt/`,
    );
    expect(mail?.textBody).not.toContain('evil.example.net');
    // Maple Motors charges no cancellation fee: the terms say the hold is released, not "a fee of $0.00".
    expect(mail?.textBody).toContain('releases the hold if the deal does not go ahead.');
    expect(mail?.textBody).not.toContain('cancellation fee');
  });
});

/** A deposit on the order with a Montréal billing address, the page in French (riviere_auto's). */
function placeInQuebec(shopper: Client, order: number) {
  return shopper.post(
    '/api/customer/deposit/charge_deposit/',
    {
      ...form(order, CARDS.success),
      phone: '514-555-0142',
      city: 'Montréal',
      province: 'QC',
      postal_code: 'H2X 1Y4',
    },
    { headers: { 'X-Language': 'fr' } },
  );
}

describe('a linear dealer takes a deposit on a deal built first', () => {
  it('refuses it, in French, on an order whose build-and-price is not completed (riviere_auto, linear)', async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const [car] = await pickVehicles(
      ctx,
      'riviere_auto',
      (v) => v.stockStatus === 'in stock' && v.vehicleCondition === 'new',
    );
    if (!car) throw new Error('no vehicle');
    const order = await orderFor(shopper, car, { built: false });
    const res = await placeInQuebec(shopper, order);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(obj(res.body).code).toBe('deal_not_built');
    expect(obj(res.body).detail).toBe('Préparez et enregistrez votre offre avant de verser un dépôt.');
    expect(await isReserved(car)).toBe(false);
    const placed = await ctx.database.db.select().from(deposits).where(eq(deposits.orderId, order));
    expect(placed).toEqual([]);
  });

  it('takes it at a modular dealer on an order just made (maple_motors)', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    // A used car: the new ones are the other tests' pool.
    const [car] = await pickVehicles(
      ctx,
      'maple_motors',
      (v) => v.stockStatus === 'in stock' && v.vehicleCondition === 'used',
    );
    if (!car) throw new Error('no vehicle');
    const order = await orderFor(shopper, car, { built: false });
    const res = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('the receipt in French', () => {
  it("is e-mailed in the page's language, money and date in fr-CA, its link on the French page", async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const [car] = await pickVehicles(
      ctx,
      'riviere_auto',
      (v) => v.stockStatus === 'in stock' && v.vehicleCondition === 'new',
    );
    if (!car) throw new Error('no vehicle');
    const order = await orderFor(shopper, car);
    const res = await placeInQuebec(shopper, order);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.kind} = 'deposit_receipt' and ${emailOutbox.toAddress} = ${shopper.email}`);
    expect(mail?.subject).toBe('Reçu de dépôt\u00a0: Rivière Auto');
    expect(mail?.textBody).toContain('Visa se terminant par 4242');
    expect(mail?.textBody).toMatch(/Montant\u00a0: [\d\s\u00a0\u202f]+,\d{2}\s\$ CAD/);
    expect(mail?.textBody).toContain(`/riviere_auto/fr/deposit/${car.id}/receipt/`);
  });

  it('signs with the address as the dealer writes it in French (found in a shopper trial: in English)', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const [car] = await pickVehicles(
      ctx,
      'maple_motors',
      (v) => v.stockStatus === 'in stock' && v.vehicleCondition === 'new',
    );
    if (!car) throw new Error('no vehicle');
    const order = await orderFor(shopper, car);
    const res = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success), {
      headers: { 'X-Language': 'fr' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.kind} = 'deposit_receipt' and ${emailOutbox.toAddress} = ${shopper.email}`);
    expect(mail?.textBody).toContain('350, rue King Ouest, Toronto (Ontario)');
    expect(mail?.textBody).not.toContain('King Street West');
  });
});

describe("the customer is told of staff's capture, release and refund", () => {
  const mailsTo = (address: string) =>
    ctx.database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = ${address} and ${emailOutbox.kind} like 'deposit_%'`)
      .orderBy(emailOutbox.id);

  it('each change is e-mailed once (a repeat sends nothing), with the amount, the reference and what it means', async () => {
    const car = freshCar();
    const shopper = await customer(ctx, 'maple_motors');
    const placed = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      form(await orderFor(shopper, car), CARDS.success),
    );
    const id = obj(placed.body).id;
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    expect((await rep.post(`/api/dealer/deposits/${id}/capture/`)).status).toBe(200);
    expect((await rep.post(`/api/dealer/deposits/${id}/capture/`)).status).toBe(200);
    // Money taken is given back by a sales manager or an admin, not by a sales rep (who captures and
    // releases holds).
    const refusedToRep = await rep.post(`/api/dealer/deposits/${id}/refund/`);
    expect(refusedToRep.status).toBe(403);
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const first = await manager.post(`/api/dealer/deposits/${id}/refund/`);
    expect(first.status).toBe(200);
    expect(obj(first.body).changed).toBe(true);
    // A repeat (a stale tab, a retry) changes nothing and says so: the console tells it was done already.
    const again = await manager.post(`/api/dealer/deposits/${id}/refund/`);
    expect(again.status).toBe(200);
    expect(obj(again.body)).toMatchObject({ status: 'refunded', changed: false });
    const mails = await mailsTo(shopper.email);
    expect(mails.map((m) => m.kind)).toEqual(['deposit_receipt', 'deposit_captured', 'deposit_refunded']);
    const [, captured, refunded] = mails;
    expect(captured?.subject).toBe('Your deposit was charged: Maple Motors');
    expect(captured?.textBody).toContain('Hello Alex,');
    expect(captured?.textBody).toMatch(/Amount: \$[\d,]+\.\d{2} CAD/);
    expect(captured?.textBody).toContain(`Reference: dep_${id}`);
    expect(captured?.textBody).toContain('counts toward the vehicle');
    expect(refunded?.subject).toBe('Your deposit was refunded: Maple Motors');
    expect(refunded?.textBody).toContain('refunded to your card');
    expect(refunded?.textBody).not.toContain('evil.example');
    // The saved deal reads when it came back.
    const order = obj(placed.body).order;
    const after = obj((await shopper.get(`/api/customer/deposit/${order}/deposit_amount_paid/`)).body);
    expect(after.deposit_amount_paid).toBeNull();
    expect(obj(after.deposit)).toMatchObject({ status: 'refunded', given_back_on: expect.any(String) });
    returnCar(car);
  });

  it("a released hold is e-mailed in the customer's language (the dealer's first when the account has none)", async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const [, car] = await pickVehicles(
      ctx,
      'riviere_auto',
      (v) => v.stockStatus === 'in stock' && v.vehicleCondition === 'new',
    );
    if (!car) throw new Error('no vehicle');
    const placed = await shopper.post('/api/customer/deposit/charge_deposit/', {
      ...form(await orderFor(shopper, car), CARDS.success),
      phone: '514-555-0142',
      city: 'Montréal',
      province: 'QC',
      postal_code: 'H2X 1Y4',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const directeur = await staffClient(ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    // The staff member's page is in English: the customer's e-mail is in the customer's language.
    expect((await directeur.post(`/api/dealer/deposits/${obj(placed.body).id}/release/`)).status).toBe(200);
    const released = (await mailsTo(shopper.email)).find((m) => m.kind === 'deposit_released');
    expect(released?.subject).toBe('Retenue de votre dépôt libérée\u00a0: Rivière Auto');
    expect(released?.textBody).toContain('Bonjour Alex,');
    expect(released?.textBody).toMatch(/Montant\u00a0: [\d\s\u00a0\u202f]+,\d{2}\s\$ CAD/);
    expect(released?.textBody).toContain('rien n’a été débité');
  });
});

describe('idempotency', () => {
  it('a double submit and a retry with the same key charge once and answer the same deposit', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, freshCar());
    const body = form(order, CARDS.success);
    const [a, b] = await Promise.all([
      shopper.post('/api/customer/deposit/charge_deposit/', body),
      shopper.post('/api/customer/deposit/charge_deposit/', body),
    ]);
    const retry = await shopper.post('/api/customer/deposit/charge_deposit/', body);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(retry.status).toBe(200);
    const ids = new Set([a, b, retry].map((r) => obj(r.body).id));
    expect(ids.size).toBe(1);
    const rows = await ctx.database.db.select().from(deposits).where(eq(deposits.orderId, order));
    expect(rows).toHaveLength(1);
    const charged = (await sandbox().ledger()).filter((i) => i.idempotencyKey === body.idempotency_key);
    expect(charged).toEqual([expect.objectContaining({ charges: 1, amount: 51480 })]);
  });

  it('the same key with another card is refused (409) and charges nothing more', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, freshCar());
    const key = newKey();
    const declined = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      form(order, CARDS.declined, key),
    );
    expect(declined.status).toBe(402);
    const reused = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      form(order, CARDS.success, key),
    );
    expect(reused.status).toBe(409);
    expect(obj(reused.body).code).toBe('idempotency_key_reused');
    expect((await orderRow(order))?.hasDeposit).toBe(false);
  });

  it('a second deposit on an order that has one is refused', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, freshCar());
    expect(
      (await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success))).status,
    ).toBe(201);
    const again = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success));
    expect(again.status).toBe(409);
    expect(obj(again.body).code).toBe('deposit_exists');
  });
});

describe('two shoppers racing for one vehicle', () => {
  it('one reservation: the other is told the vehicle is reserved and is not charged', async () => {
    const car = freshCar();
    const first = await customer(ctx, 'maple_motors');
    const second = await customer(ctx, 'maple_motors');
    const [o1, o2] = await Promise.all([orderFor(first, car), orderFor(second, car)]);
    const before = (await sandbox().ledger()).length;
    const answers = await Promise.all([
      first.post('/api/customer/deposit/charge_deposit/', form(o1, CARDS.success)),
      second.post('/api/customer/deposit/charge_deposit/', form(o2, CARDS.success)),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect(obj(loser?.body).code).toBe('vehicle_reserved');
    expect((await sandbox().ledger()).length - before).toBe(1);
    const holds = await ctx.database.db
      .select()
      .from(deposits)
      .where(
        sql`${deposits.vehicleId} = ${car.id} and ${deposits.status} in ('pre_authorized', 'confirmed')`,
      );
    expect(holds).toHaveLength(1);
    // A third shopper arriving later is refused as well.
    const third = await customer(ctx, 'maple_motors');
    const late = await third.post('/api/customer/order/', { vehicle: car.id });
    expect(late.status).toBe(409);
    expect(obj(late.body).code).toBe('vehicle_reserved');
  });
});

describe('a reserved vehicle', () => {
  it('gets a deal only for the shopper holding the deposit: another shopper cannot create an order on it, until the deposit is given back', async () => {
    const car = freshCar();
    const holder = await customer(ctx, 'maple_motors');
    const order = await orderFor(holder, car);
    const placed = await holder.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success));
    expect(placed.status).toBe(201);
    expect(await isReserved(car)).toBe(true);
    // The holder comes back to the vehicle: their order is answered again.
    const again = await holder.post('/api/customer/order/', { vehicle: car.id });
    expect(again.status).toBe(200);
    expect(obj(again.body).id).toBe(order);
    // Anyone else is refused, and no order is made for them.
    const other = await customer(ctx, 'maple_motors');
    const refused = await other.post('/api/customer/order/', { vehicle: car.id });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(obj(refused.body).code).toBe('vehicle_reserved');
    const theirs = await ctx.database.db
      .select()
      .from(orders)
      .where(sql`${orders.vehicleId} = ${car.id} and ${orders.id} <> ${order}`);
    expect(theirs).toHaveLength(0);
    // Once staff give the deposit back, the vehicle can be dealt on again.
    const staff = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const released = await staff.post(`/api/dealer/deposits/${obj(placed.body).id}/release/`);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect((await other.post('/api/customer/order/', { vehicle: car.id })).status).toBe(201);
    returnCar(car);
  });
});

describe('releasing a reservation', () => {
  it('staff give a held deposit back: the hold is canceled, the vehicle is free again, the order has no deposit; a customer may not', async () => {
    const car = freshCar();
    const first = await customer(ctx, 'maple_motors');
    const order = await orderFor(first, car);
    const body = form(order, CARDS.success);
    const placed = await first.post('/api/customer/deposit/charge_deposit/', body);
    expect(placed.status).toBe(201);
    const id = obj(placed.body).id;
    expect((await first.post(`/api/dealer/deposits/${id}/release/`)).status).toBe(403);
    const otherStaff = await staffClient(ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect((await otherStaff.post(`/api/dealer/deposits/${id}/release/`)).status).toBe(404);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const released = await rep.post(`/api/dealer/deposits/${id}/release/`);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toMatchObject({ status: 'canceled' });
    expect((await sandbox().ledger()).find((i) => i.idempotencyKey === body.idempotency_key)).toMatchObject({
      released: true,
    });
    expect(await isReserved(car)).toBe(false);
    expect(await orderRow(order)).toMatchObject({
      hasDeposit: false,
      depositCode: null,
      depositStepStatus: 0,
    });
    // (Filtered by deposit: other tests release their own.)
    const releasesOf = async () =>
      (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'deposit_released'))).filter(
        (a) => (a.details as { deposit?: unknown } | null)?.deposit === id,
      );
    expect(await releasesOf()).toHaveLength(1);
    // Released again (a double click, a second tab): answered as it is, audited once.
    const repeat = await rep.post(`/api/dealer/deposits/${id}/release/`);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ status: 'canceled' });
    expect(await releasesOf()).toHaveLength(1);
    const second = await customer(ctx, 'maple_motors');
    const o2 = await orderFor(second, car);
    expect((await second.post('/api/customer/deposit/charge_deposit/', form(o2, CARDS.success))).status).toBe(
      201,
    );
  });

  it('staff capture a held deposit (confirmed, code LIVE, the vehicle stays reserved), then refund it (refunded, the vehicle free again); the status rules refuse the rest', async () => {
    const car = freshCar();
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const body = form(order, CARDS.success);
    const placed = await shopper.post('/api/customer/deposit/charge_deposit/', body);
    expect(placed.status).toBe(201);
    const id = obj(placed.body).id;
    // Only the dealer's staff: a customer is refused, another dealer's staff finds nothing.
    expect((await shopper.post(`/api/dealer/deposits/${id}/capture/`)).status).toBe(403);
    const otherStaff = await staffClient(ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect((await otherStaff.post(`/api/dealer/deposits/${id}/capture/`)).status).toBe(404);
    // (a rep may refund nowhere: refused before any deposit is looked for)
    expect((await otherStaff.post(`/api/dealer/deposits/${id}/refund/`)).status).toBe(403);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    // A hold is not refunded (it is captured, or released): nothing was charged yet.
    const early = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors').then((m) =>
      m.post(`/api/dealer/deposits/${id}/refund/`),
    );
    expect(early.status).toBe(400);
    expect(obj(early.body).non_field_errors).toEqual([
      'Only a charged deposit can be refunded. Release a held deposit instead.',
    ]);
    const captured = await rep.post(`/api/dealer/deposits/${id}/capture/`);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    expect(captured.body).toMatchObject({ status: 'confirmed', deposit_code: 'LIVE' });
    // A second capture (a double click, a retry) changes nothing and charges nothing more.
    const again = await rep.post(`/api/dealer/deposits/${id}/capture/`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'confirmed', deposit_code: 'LIVE' });
    expect((await sandbox().ledger()).find((i) => i.idempotencyKey === body.idempotency_key)).toMatchObject({
      charges: 1,
      captured: true,
    });
    expect(await isReserved(car)).toBe(true);
    expect(await orderRow(order)).toMatchObject({ hasDeposit: true, depositCode: 'LIVE' });
    // A page opened before the capture releases "the hold": refused, never refunded (found in a staff
    // trial: the charge was refunded while the page said the hold was released).
    const stale = await rep.post(`/api/dealer/deposits/${id}/release/`);
    expect(stale.status).toBe(409);
    expect(obj(stale.body).non_field_errors).toEqual([
      'This deposit has been charged meanwhile: it can only be refunded now.',
    ]);
    const staleFrench = await rep.post(
      `/api/dealer/deposits/${id}/release/`,
      {},
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(staleFrench.body).non_field_errors).toEqual([
      'Ce dépôt a été débité entre-temps\u00a0: il ne peut plus qu’être remboursé.',
    ]);
    expect((await sandbox().ledger()).find((i) => i.idempotencyKey === body.idempotency_key)).toMatchObject({
      captured: true,
      released: false,
    });
    expect(await isReserved(car)).toBe(true);

    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const refunded = await manager.post(`/api/dealer/deposits/${id}/refund/`);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded' });
    expect((await sandbox().ledger()).find((i) => i.idempotencyKey === body.idempotency_key)).toMatchObject({
      released: true,
    });
    expect(await isReserved(car)).toBe(false);
    expect(await orderRow(order)).toMatchObject({ hasDeposit: false, depositCode: null });
    // Refunded: neither captured (given back meanwhile: 409) nor refunded again.
    expect((await rep.post(`/api/dealer/deposits/${id}/capture/`)).status).toBe(409);
    expect((await manager.post(`/api/dealer/deposits/${id}/refund/`)).status).toBe(200);
    const actions = (await ctx.database.db.select().from(auditLog))
      .filter((a) => (a.details as { deposit?: unknown } | null)?.deposit === id)
      .map((a) => a.action);
    expect(actions).toEqual(['deposit_captured', 'deposit_refunded']);
    // A declined attempt cannot be captured.
    const other = freshCar();
    const declinedShopper = await customer(ctx, 'maple_motors');
    const declinedOrder = await orderFor(declinedShopper, other);
    const declined = await declinedShopper.post(
      '/api/customer/deposit/charge_deposit/',
      form(declinedOrder, CARDS.declined),
    );
    const declinedId = obj(obj(declined.body).deposit ?? {}).id;
    expect(declinedId).toEqual(expect.any(Number));
    expect((await rep.post(`/api/dealer/deposits/${declinedId}/capture/`)).status).toBe(400);
  });

  it('a tab opened before a release captures the hold: refused as released meanwhile (409, en and fr), nothing charged', async () => {
    const car = freshCar();
    const shopper = await customer(ctx, 'maple_motors');
    const body = form(await orderFor(shopper, car), CARDS.success);
    const placed = await shopper.post('/api/customer/deposit/charge_deposit/', body);
    const id = obj(placed.body).id;
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    expect((await rep.post(`/api/dealer/deposits/${id}/release/`)).status).toBe(200);
    const stale = await rep.post(`/api/dealer/deposits/${id}/capture/`);
    expect(stale.status).toBe(409);
    expect(obj(stale.body).non_field_errors).toEqual([
      'This deposit was given back meanwhile: nothing is left to capture.',
    ]);
    const french = await rep.post(
      `/api/dealer/deposits/${id}/capture/`,
      {},
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).non_field_errors).toEqual([
      'Ce dépôt a été rendu entre-temps\u00a0: il n’y a plus rien à débiter.',
    ]);
    expect((await sandbox().ledger()).find((i) => i.idempotencyKey === body.idempotency_key)).toMatchObject({
      released: true,
    });
    expect(
      (await sandbox().ledger()).find((i) => i.idempotencyKey === body.idempotency_key)?.captured,
    ).not.toBe(true);
    returnCar(car);
  });

  it('a shopper who left their own authentication step can pay again at once; the step left behind is void', async () => {
    const car = freshCar();
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const challenged = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      form(order, CARDS.challenge),
    );
    expect(challenged.status).toBe(202);
    const left = obj(challenged.body).id;
    // The tab was closed; the shopper comes back and pays with another card.
    const again = await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success));
    expect(again.status, again.text).toBe(201);
    // Approving the step left behind afterwards charges nothing more.
    const ledger = (await sandbox().ledger()).length;
    const late = await shopper.post(`/api/customer/deposit/${left}/authenticate/`, { approved: true });
    expect(late.status).toBeLessThan(500);
    expect(obj(late.body).status).toBe('canceled');
    expect((await sandbox().ledger()).length).toBe(ledger);
    // Another shopper still finds the vehicle reserved by the payment that went through.
    const other = await customer(ctx, 'maple_motors');
    const theirs = await other.post('/api/customer/order/', { vehicle: car.id });
    expect(theirs.status).toBe(409);
    expect(obj(theirs.body).code).toBe('vehicle_reserved');
  });

  it('a challenged attempt left unanswered for 15 minutes stops holding the vehicle', async () => {
    const car = freshCar();
    const first = await customer(ctx, 'maple_motors');
    const second = await customer(ctx, 'maple_motors');
    const [o1, o2] = [await orderFor(first, car), await orderFor(second, car)];
    expect(
      (await first.post('/api/customer/deposit/charge_deposit/', form(o1, CARDS.challenge))).status,
    ).toBe(202);
    expect((await second.post('/api/customer/deposit/charge_deposit/', form(o2, CARDS.success))).status).toBe(
      409,
    );
    ctx.advance(16 * 60_000);
    expect((await second.post('/api/customer/deposit/charge_deposit/', form(o2, CARDS.success))).status).toBe(
      201,
    );
  });
});

describe('after a restart (a new process on the same database)', () => {
  /** The app as a new process would build it: new deps, so a new processor, on the same database. */
  function restarted(): TestContext {
    const deps = { ...ctx.deps };
    return { ...ctx, deps, app: createApp(deps) };
  }

  it('staff capture a hold placed before it (confirmed, no 500) and release another as canceled, each once', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const capturedCar = freshCar();
    const releasedCar = freshCar();
    const toCapture = await shopper.post(
      '/api/customer/deposit/charge_deposit/',
      form(await orderFor(shopper, capturedCar), CARDS.success),
    );
    const other = await customer(ctx, 'maple_motors');
    const toRelease = await other.post(
      '/api/customer/deposit/charge_deposit/',
      form(await orderFor(other, releasedCar), CARDS.success),
    );
    expect([obj(toCapture.body).status, obj(toRelease.body).status]).toEqual([
      'pre_authorized',
      'pre_authorized',
    ]);
    const later = restarted();
    expect(processorOf(later.deps)).not.toBe(sandbox());
    const rep = await staffClient(later, 'rep@maplemotors.example.ca', 'maple_motors');
    const captured = await rep.post(`/api/dealer/deposits/${obj(toCapture.body).id}/capture/`);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    expect(captured.body).toMatchObject({ status: 'confirmed' });
    const released = await rep.post(`/api/dealer/deposits/${obj(toRelease.body).id}/release/`);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toMatchObject({ status: 'canceled' });
    returnCar(releasedCar);
    // Each process's processor reads the same intents (several processes share them as well).
    const ledger = await (processorOf(later.deps) as SandboxProcessor).ledger();
    const [a, b] = [toCapture, toRelease].map((r) => ledger.find((i) => i.deposit === obj(r.body).id));
    expect(a).toMatchObject({ captured: true, released: false, charges: 1 });
    expect(b).toMatchObject({ captured: false, released: true, charges: 1 });
  });
});

describe('tenancy and ownership', () => {
  it("another customer's order, a signed-out visitor and another dealer's storefront get nothing and charge nothing", async () => {
    const owner = await customer(ctx, 'maple_motors');
    const order = await orderFor(owner, freshCar());
    const before = (await sandbox().ledger()).length;
    const other = await customer(ctx, 'maple_motors');
    const stranger = await other.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success));
    expect(stranger.status).toBe(404);
    expect((await other.get(`/api/customer/deposit/${order}/deposit_amount_paid/`)).status).toBe(404);
    const anonymous = await client(ctx, { dealer: 'maple_motors' }).post(
      '/api/customer/deposit/charge_deposit/',
      form(order, CARDS.success),
    );
    expect(anonymous.status).toBe(401);
    const elsewhere = await customer(ctx, 'riviere_auto');
    const crossTenant = await client(ctx, { dealer: 'riviere_auto' }).post(
      '/api/customer/deposit/charge_deposit/',
      form(order, CARDS.success),
    );
    expect(crossTenant.status).toBe(401);
    const wrongDealer = await elsewhere.post('/api/customer/deposit/charge_deposit/', {
      ...form(order, CARDS.success),
      province: 'QC',
      postal_code: 'H2X 1Y4',
    });
    expect(wrongDealer.status).toBe(404);
    expect((await sandbox().ledger()).length).toBe(before);
    expect((await orderRow(order))?.depositCode).toBeNull();
  });

  it("the sandbox's authentication step of another customer's deposit is not found", async () => {
    const owner = await customer(ctx, 'maple_motors');
    const order = await orderFor(owner, freshCar());
    const first = await owner.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.challenge));
    const other = await customer(ctx, 'maple_motors');
    const res = await other.post(`/api/customer/deposit/${obj(first.body).id}/authenticate/`, {
      approved: true,
    });
    expect(res.status).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 naming each field: missing ones, a card number sent as a field, a token not of the processor', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, freshCar());
    const empty = await shopper.post('/api/customer/deposit/charge_deposit/', {});
    expect(empty.status).toBe(400);
    expect(Object.keys(obj(empty.body))).toEqual(
      expect.arrayContaining([
        'order',
        'first_name',
        'postal_code',
        'token',
        'idempotency_key',
        'geo_validate',
      ]),
    );
    const withNumber = await shopper.post('/api/customer/deposit/charge_deposit/', {
      ...form(order, CARDS.success),
      card_number: '4242424242424242',
    });
    expect(withNumber.status).toBe(400);
    expect(obj(withNumber.body).card_number).toEqual(['Unknown field.']);
    const fake = await shopper.post('/api/customer/deposit/charge_deposit/', {
      ...form(order, CARDS.success),
      token: 'tok_visa',
    });
    expect(fake.status).toBe(400);
    expect(obj(fake.body).token).toEqual(['The card could not be read. Enter it again.']);
    const wrongProvince = await shopper.post('/api/customer/deposit/charge_deposit/', {
      ...form(order, CARDS.success),
      province: 'QC',
    });
    expect(wrongProvince.status).toBe(400);
    expect(Object.keys(obj(wrongProvince.body))).toEqual(['postal_code']);
    expect(await ctx.database.db.select().from(deposits).where(eq(deposits.orderId, order))).toHaveLength(0);
  });
});

describe('card numbers', () => {
  it('appear in no log line and no database row, even one sent by mistake', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, freshCar());
    await shopper.post('/api/customer/deposit/charge_deposit/', {
      ...form(order, CARDS.declined),
      card_number: CARDS.success,
    });
    await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.declined));
    await shopper.post('/api/customer/deposit/charge_deposit/', form(order, CARDS.success));
    expect(logLines.join('\n')).toContain('SANDBOX');
    const tables = await ctx.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toContain('deposits');
    let dump = '';
    for (const name of names) {
      const rows = await ctx.database.db.execute(sql.raw(`select * from "${name}"`));
      dump += JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    }
    const haystacks = { logs: logLines.join('\n'), database: dump };
    for (const [where, text] of Object.entries(haystacks)) {
      const digits = text.replace(/[\s-]/g, '');
      for (const number of Object.values(CARDS)) {
        expect(digits.includes(number.replace(/\s/g, '')), `${number} in ${where}`).toBe(false);
      }
    }
  });
});

describe('schema-generated input', () => {
  it('charge_deposit/ and validate/ never answer 5xx to generated bodies, valid-shaped or with a wrong field', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, freshCar());
    const routes = [
      ['/api/customer/deposit/charge_deposit/', depositChargeSchema],
      ['/api/customer/deposit/validate/', depositValidateSchema],
    ] as const;
    const runs = Number(process.env.PROPERTY_RUNS ?? 40);
    for (const [path, schema] of routes) {
      const shape = schema.shape as Record<string, Parameters<typeof wrongArbitrary>[0]>;
      const wrongOne = fc.constantFrom(...Object.keys(shape)).chain((field) =>
        fc.record({
          field: fc.constant(field),
          value: wrongArbitrary(shape[field] as Parameters<typeof wrongArbitrary>[0]),
        }),
      );
      await fc.assert(
        fc.asyncProperty(
          validArbitrary(schema),
          fc.option(wrongOne),
          fc.boolean(),
          async (body, wrong, ownOrder) => {
            const payload = { ...(body as Record<string, unknown>) };
            if (ownOrder && path.includes('charge')) payload.order = order;
            if (wrong) payload[wrong.field] = wrong.value;
            const res = await shopper.post(path, payload);
            expect(
              res.status,
              `${path} ${JSON.stringify(payload)} -> ${res.status} ${res.text}`,
            ).toBeLessThan(500);
            expect([200, 201, 202, 400, 402, 404, 409]).toContain(res.status);
          },
        ),
        { numRuns: runs },
      );
    }
  });
});
