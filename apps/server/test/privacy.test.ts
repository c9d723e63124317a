/**
 * Privacy requests over HTTP on the embedded database: a customer downloads everything the dealer
 * holds on them and has it erased, the deposit's payment record kept; staff who handle privacy
 * requests do the same for a customer of their dealer, from the console or acting as them; anyone
 * else is refused, and another customer's data is never read nor touched.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  consentsGiven,
  creditApplications,
  deposits,
  emailOutbox,
  orders,
  testDriveBookings,
  tradeIns,
  users,
  type VehicleRow,
} from '../src/db/schema.ts';
import {
  bookTestDrive,
  customer,
  DEMO_STAFF,
  depositBody,
  pickVehicles,
  sandboxToken,
  staffClient,
} from './deal/helpers.ts';
import { type Client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
let cars: VehicleRow[];
let next = 0;

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

function freshCar(): VehicleRow {
  const car = cars[next++];
  if (!car) throw new Error('out of vehicles');
  return car;
}

async function orderFor(shopper: Client): Promise<number> {
  const res = await shopper.post('/api/customer/order/', { vehicle: freshCar().id, payment_type: 'finance' });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return Number(obj(res.body).id);
}

/** A held deposit on the order, through the deposit call (the sandbox's test card). */
async function payDeposit(shopper: Client, order: number): Promise<void> {
  const token = sandboxToken('4242 4242 4242 4242', `privacy${order}abcdef`);
  const res = await shopper.post(
    '/api/customer/deposit/charge_deposit/',
    depositBody(order, token, `privacy-attempt-${order}-xxxxxxxx`),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** A trade-in on the order, as the trade-in flow leaves one. */
async function tradeInOn(customerId: number, order: number): Promise<void> {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order));
  if (!row) throw new Error('no order');
  await ctx.database.db.insert(tradeIns).values({
    dealerId: row.dealerId,
    customerId,
    orderId: order,
    flow: 'trade-in-black-book',
    vid: 'demo-civic-ex',
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    odometer: 90_000,
    unit: 'km',
    accessories: [],
  });
}

/** A credit application saved on the order (the applicant's details sealed, the SIN among them). */
async function creditApplicationOn(shopper: Client, order: number): Promise<void> {
  const res = await shopper.request('PUT', `/api/customer/credit-application/${order}/`, {
    consent: { credit_check: true, marketing: false, text_version: 'credit-check-2026-11' },
    primaryApplication: {
      first_name_enc: 'Alex',
      last_name_enc: 'Martin',
      date_of_birth_enc: '1984-03-17',
      social_insurance_number_enc: '046 454 286',
      employer_enc: 'Lakeshore Dental',
    },
    step: 'residential',
  });
  expect(res.status, res.text).toBe(200);
}

/** The first free appointment slot of the dealer, booked for the order. */
async function appointmentFor(shopper: Client, order: number): Promise<void> {
  const slots = obj((await shopper.get('/api/customer/appointment/slots/')).body);
  // The first free time of any day (a day whose times are all past or taken lists none).
  const start = (slots.days as { slots: { start: string }[] }[]).flatMap((d) => d.slots)[0]?.start;
  const res = await shopper.post('/api/customer/appointment/', { order, start, location: 'AtDealer' });
  expect(res.status, res.text).toBe(201);
}

/**
 * A customer with two deals (a deposit paid on one), a trade-in, a credit application, an
 * appointment, a test drive, consents and e-mails.
 */
async function customerWithData() {
  const shopper = await customer(ctx, 'maple_motors', 'privacy');
  const kept = await orderFor(shopper);
  const erased = await orderFor(shopper);
  await payDeposit(shopper, kept);
  await tradeInOn(shopper.id, erased);
  // On the order the deposit keeps: they go with everything else all the same.
  await creditApplicationOn(shopper, kept);
  await appointmentFor(shopper, kept);
  const testDrive = await bookTestDrive(ctx, shopper, { first: 'Alex', last: 'Martin' });
  return { shopper, kept, erased, testDrive };
}

describe('a customer downloads their data', () => {
  it('gets every deal, trade-in, credit application (SIN masked), appointment, test drive, deposit, consent and e-mail of theirs, nothing secret, and the request is recorded', async () => {
    const { shopper, kept, erased, testDrive } = await customerWithData();
    const other = await customer(ctx, 'maple_motors', 'bystander');
    const otherOrder = await orderFor(other);
    const res = await shopper.post('/api/customer/privacy/export/', {});
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="maple_motors-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = obj(res.body);
    expect(obj(data.customer)).toMatchObject({
      email: shopper.email,
      first_name: 'Alex',
      last_name: 'Martin',
    });
    const orderIds = (data.orders as { id: number }[]).map((o) => o.id).sort();
    expect(orderIds).toEqual([kept, erased].sort());
    expect(orderIds).not.toContain(otherOrder);
    expect(data.trade_ins).toHaveLength(1);
    const [application] = data.credit_applications as Record<string, unknown>[];
    expect(application).toMatchObject({ orderId: kept });
    expect(obj(application?.applicant)).toMatchObject({
      first_name_enc: 'Alex',
      employer_enc: 'Lakeshore Dental',
      social_insurance_number_enc: '***-***-286',
    });
    expect(res.text).not.toMatch(/046 454 286|454 286|046454286/);
    expect(data.appointments).toEqual([expect.objectContaining({ orderId: kept, status: 'booked' })]);
    expect(data.test_drives).toEqual([
      expect.objectContaining({
        id: testDrive,
        modelName: 'Civic EX',
        firstName: 'Alex',
        phone: '416-555-0142',
      }),
    ]);
    const [deposit] = data.deposits as Record<string, unknown>[];
    expect(deposit).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', total: 51_480 });
    expect((data.consents as { key: string }[]).map((c) => c.key)).toContain('dealer_data_collection');
    expect((data.emails as { subject: string }[]).some((m) => m.subject.startsWith('Deposit receipt'))).toBe(
      true,
    );
    // Nothing that would let anyone act as the customer or pay with their card.
    expect(res.text).not.toMatch(/password|tokenHash|token_hash|idempotency|shareNonce|4242 4242/i);
    const recorded = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, shopper.id), eq(auditLog.action, 'privacy_export')));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.actorUserId).toBe(shopper.id);
  });

  it('is a POST (a GET changes nothing and is not a download), and a visitor is asked to sign in', async () => {
    const { shopper } = await customerWithData();
    expect((await shopper.get('/api/customer/privacy/export/')).status).toBe(404);
    const visitor = await customer(ctx, 'maple_motors');
    await visitor.post('/api/customer/user/logout/', {});
    expect((await visitor.post('/api/customer/privacy/export/', {})).status).toBe(401);
  });
});

describe('a customer erases their data', () => {
  it('must type the account e-mail; a wrong one erases nothing and says so in the page language', async () => {
    const { shopper } = await customerWithData();
    const res = await shopper.post('/api/customer/privacy/erase/', { confirm_email: 'someone@example.com' });
    expect(res.status).toBe(400);
    expect(obj(res.body).confirm_email).toEqual(['Type the e-mail address of the account to confirm.']);
    const fr = await shopper.post(
      '/api/customer/privacy/erase/',
      { confirm_email: 'someone@example.com' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(fr.body).confirm_email).toEqual(['Tapez l’adresse courriel du compte pour confirmer.']);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row?.email).toBe(shopper.email);
  });

  it('erases deals, trade-ins, credit applications, appointments, test drives, consents and e-mails, keeps the deposit paid and its order scrubbed, ends the session, and records it', async () => {
    const { shopper, kept, erased, testDrive } = await customerWithData();
    const other = await customer(ctx, 'maple_motors', 'bystander');
    const otherOrder = await orderFor(other);
    const res = await shopper.post('/api/customer/privacy/erase/', {
      confirm_email: shopper.email.toUpperCase(),
    });
    expect(res.status, res.text).toBe(200);
    expect(obj(res.body)).toMatchObject({ status: 'erased', kept: { deposits: 1, orders: 1 } });
    expect(obj(obj(res.body).erased)).toMatchObject({
      orders: 1,
      trade_ins: 1,
      credit_applications: 1,
      appointments: 1,
      test_drives: 1,
    });
    const db = ctx.database.db;
    expect(
      await db.select().from(creditApplications).where(eq(creditApplications.customerId, shopper.id)),
    ).toEqual([]);
    expect(await db.select().from(appointments).where(eq(appointments.customerId, shopper.id))).toEqual([]);
    expect(await db.select().from(testDriveBookings).where(eq(testDriveBookings.userId, shopper.id))).toEqual(
      [],
    );
    expect(await db.select().from(testDriveBookings).where(eq(testDriveBookings.id, testDrive))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.id, erased))).toEqual([]);
    expect(await db.select().from(tradeIns).where(eq(tradeIns.customerId, shopper.id))).toEqual([]);
    expect(await db.select().from(consentsGiven).where(eq(consentsGiven.userId, shopper.id))).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email))).toEqual([]);
    // The payment record stays, on its order, with nothing else of the customer's.
    const [deposit] = await db.select().from(deposits).where(eq(deposits.orderId, kept));
    expect(deposit).toMatchObject({ total: 51_480, cardLast4: '4242' });
    const [order] = await db.select().from(orders).where(eq(orders.id, kept));
    expect(order).toMatchObject({ email: '', postalCode: null, isArchived: true, campaign: null });
    const [tombstone] = await db.select().from(users).where(eq(users.id, shopper.id));
    expect(tombstone).toMatchObject({
      firstName: '',
      lastName: '',
      phone: '',
      postalCode: '',
      passwordHash: null,
    });
    expect(tombstone?.email).toMatch(/^erased-[0-9a-f-]+@erased\.invalid$/);
    // Signed out: the session is gone.
    expect((await shopper.post('/api/customer/privacy/export/', {})).status).toBe(401);
    // Another customer's deal is untouched.
    expect(await db.select().from(orders).where(eq(orders.id, otherOrder))).toHaveLength(1);
    const [record] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, shopper.id), eq(auditLog.action, 'privacy_erasure')));
    expect(record?.details).toMatchObject({ kept: { deposits: 1, orders: 1 } });
  });
});

describe('staff handle privacy requests for a customer', () => {
  it('a manager downloads and erases for a customer of the dealer; a sales rep, the assistant and another dealer are refused', async () => {
    const { shopper } = await customerWithData();
    for (const email of [DEMO_STAFF.rep, DEMO_STAFF.assistant]) {
      const staff = await staffClient(ctx, email, 'maple_motors');
      expect(
        (await staff.post(`/api/dealer/customers/${shopper.id}/privacy/export/`, {})).status,
        email,
      ).toBe(403);
    }
    const elsewhere = await staffClient(ctx, DEMO_STAFF.otherDealerManager, 'riviere_auto');
    // The customer is not Rivière Auto's: not found there.
    expect((await elsewhere.post(`/api/dealer/customers/${shopper.id}/privacy/export/`, {})).status).toBe(
      404,
    );
    const manager = await staffClient(ctx, DEMO_STAFF.manager, 'maple_motors');
    const exported = await manager.post(`/api/dealer/customers/${shopper.id}/privacy/export/`, {});
    expect(exported.status, exported.text).toBe(200);
    expect(obj(obj(exported.body).customer).email).toBe(shopper.email);
    const done = await manager.post(`/api/dealer/customers/${shopper.id}/privacy/erase/`, {
      confirm_email: shopper.email,
    });
    expect(done.status, done.text).toBe(200);
    // The erased customer is no one to search for or act as any more.
    const listed = obj((await manager.get('/api/dealer/customers/')).body).results as { id: number }[];
    expect(listed.map((u) => u.id)).not.toContain(shopper.id);
    expect((await manager.get(`/api/dealer/customers/${shopper.id}/`)).status).toBe(404);
    expect((await manager.post(`/api/dealer/users/${shopper.id}/act_as/`, {})).status).toBe(404);
    const [record] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, shopper.id), eq(auditLog.action, 'privacy_erasure')));
    const [managerRow] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_STAFF.manager));
    expect(record?.actorUserId).toBe(managerRow?.id);
  });

  it('staff acting as the customer download or erase for them only where their role handles privacy requests (a sales rep is refused both)', async () => {
    const { shopper } = await customerWithData();
    const rep = await staffClient(ctx, DEMO_STAFF.rep, 'maple_motors');
    expect((await rep.post(`/api/dealer/users/${shopper.id}/act_as/`, {})).status).toBe(200);
    expect((await rep.post('/api/customer/privacy/export/', {})).status).toBe(403);
    expect((await rep.post('/api/customer/privacy/erase/', { confirm_email: shopper.email })).status).toBe(
      403,
    );
    const manager = await staffClient(ctx, DEMO_STAFF.manager, 'maple_motors');
    expect((await manager.post(`/api/dealer/users/${shopper.id}/act_as/`, {})).status).toBe(200);
    const exported = await manager.post('/api/customer/privacy/export/', {});
    expect(exported.status, exported.text).toBe(200);
    expect(obj(obj(exported.body).customer).email).toBe(shopper.email);
  });
});
