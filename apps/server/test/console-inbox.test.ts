/**
 * The dealer console's inbox calls over HTTP (issue 22): the credit applications list names the
 * customer and the vehicle; the deposits list; appointments (list at the dealer's time zone, confirm,
 * move to another opening slot, cancel, the customer told by e-mail) and test drives (list, confirm
 * or move at an opening time, cancel). Another dealer's record is a 404; every change is audited.
 */
import { staffTimeBodySchema } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, testDriveBookings, users } from '../src/db/schema.ts';
import { customer, dealerFixture, depositBody, put, sandboxToken, staffClient } from './deal/helpers.ts';
import { type Client, client, list, obj } from './helpers.ts';
import { validArbitrary, wrongArbitrary } from './zod-arbitrary.ts';

// Sunday 2026-12-20, 08:00 in Toronto.
const NOW = Date.parse('2026-12-20T13:00:00Z');

const fixture = dealerFixture({ now: NOW });

const { orderFor } = fixture;

async function audited(action: string) {
  return fixture.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('appointments in the console', () => {
  it('lists bookings at the dealer, confirms, moves and cancels them; the customer is told; all audited', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors', 'visit');
    const order = await orderFor(shopper);
    const booked = await shopper.post('/api/customer/appointment/', {
      order,
      start: '2026-12-21T15:00:00.000Z',
      location: 'AtDealer',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = Number(obj(booked.body).id);

    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const listed = await rep.get('/api/dealer/appointments/');
    expect(listed.status, listed.text).toBe(200);
    expect(obj(listed.body).time_zone).toBe('America/Toronto');
    const mine = list(listed.body).find((a) => a.id === id);
    expect(mine).toMatchObject({
      order,
      start: '2026-12-21T15:00:00.000Z',
      location: 'AtDealer',
      confirmed: false,
      customer: { id: shopper.id, name_or_email: 'Alex Martin' },
    });
    expect(obj(mine?.vehicle).make).toBeTruthy();

    // Another dealer's staff find nothing; a customer may not.
    const texan = await staffClient(fixture.ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect(list((await texan.get('/api/dealer/appointments/')).body).some((a) => a.id === id)).toBe(false);
    expect((await texan.post(`/api/dealer/appointments/${id}/confirm/`)).status).toBe(404);
    expect((await shopper.post(`/api/dealer/appointments/${id}/confirm/`)).status).toBe(403);

    const mailsAtBooking = (await fixture.ctx.database.db.select().from(emailOutbox)).filter(
      (m) => m.toAddress === shopper.email && m.kind === 'appointment_confirmation',
    );
    // Booked by the shopper: a request the dealership confirms (found in a staff trial: e-mailed
    // "Appointment confirmed" while the console said "awaiting confirmation", and nothing on confirming).
    expect(mailsAtBooking.map((m) => m.subject)).toEqual(['Appointment requested: Maple Motors']);
    expect(mailsAtBooking[0]?.textBody).toContain('Maple Motors will confirm it shortly.');
    const confirmed = await rep.post(`/api/dealer/appointments/${id}/confirm/`);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(obj(confirmed.body).confirmed).toBe(true);
    const confirmation = (await fixture.ctx.database.db.select().from(emailOutbox)).filter(
      (m) => m.toAddress === shopper.email && m.kind === 'appointment_confirmation',
    );
    expect(confirmation.map((m) => m.subject)).toEqual([
      'Appointment requested: Maple Motors',
      'Appointment confirmed: Maple Motors',
    ]);
    expect(confirmation[1]?.textBody).toContain(
      'Your appointment is confirmed: December 21, 2026 at 10:00 a.m.',
    );
    // Confirmed again (a double click): no second e-mail.
    expect((await rep.post(`/api/dealer/appointments/${id}/confirm/`)).status).toBe(200);
    expect(
      (await fixture.ctx.database.db.select().from(emailOutbox)).filter(
        (m) => m.toAddress === shopper.email && m.kind === 'appointment_confirmation',
      ),
    ).toHaveLength(2);
    expect(list((await rep.get('/api/dealer/appointments/')).body).find((a) => a.id === id)?.confirmed).toBe(
      true,
    );
    expect(await audited('appointment_confirmed')).toHaveLength(1);

    // A move to a time that is not an opening slot is refused in the page's language.
    const odd = await put(
      rep,
      `/api/dealer/appointments/${id}/`,
      { start: '2026-12-21T15:10:00.000Z' },
      {
        'X-Language': 'fr',
      },
    );
    expect(odd.status).toBe(400);
    expect(obj(odd.body).start).toEqual(['Choisissez une des heures offertes.']);
    const bad = await put(rep, `/api/dealer/appointments/${id}/`, { start: 'tomorrow' });
    expect(bad.status).toBe(400);

    const mailsBefore = (await fixture.ctx.database.db.select().from(emailOutbox)).length;
    const moved = await put(rep, `/api/dealer/appointments/${id}/`, { start: '2026-12-22T16:00:00.000Z' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      start: '2026-12-22T16:00:00.000Z',
      status: 'booked',
      confirmed: true,
    });
    const newId = Number(obj(moved.body).id);
    // The customer sees the new time on their order's booking, and is told by e-mail.
    const theirs = await shopper.get(`/api/customer/appointment/?order=${order}`);
    expect(obj(obj(theirs.body).appointment).start).toBe('2026-12-22T16:00:00.000Z');
    const mails = await fixture.ctx.database.db.select().from(emailOutbox);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)?.toAddress).toBe(shopper.email);
    // Says it moved, and to when (found in a staff trial: titled "Appointment confirmed").
    expect(mails.at(-1)?.subject).toBe('Appointment moved: Maple Motors');
    expect(mails.at(-1)?.textBody).toContain('Your appointment is moved to December 22, 2026 at 11:00 a.m.');
    expect(await audited('appointment_moved')).toHaveLength(1);

    const canceled = await rep.request('DELETE', `/api/dealer/appointments/${newId}/`);
    expect(canceled.status, canceled.text).toBe(200);
    expect(obj(canceled.body).status).toBe('canceled');
    expect(obj((await shopper.get(`/api/customer/appointment/?order=${order}`)).body).appointment).toBeNull();
    expect(list((await rep.get('/api/dealer/appointments/')).body).some((a) => a.id === newId)).toBe(false);
    expect(await audited('appointment_canceled')).toHaveLength(1);
    // Cancelled: neither confirmed nor moved.
    expect((await rep.post(`/api/dealer/appointments/${newId}/confirm/`)).status).toBe(400);
  });
});

describe('test drives in the console', () => {
  it('a tab opened before a move: cancelling, confirming or moving the old time is refused as moved (409), never "cancelled" while the new time stands', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors', 'stale');
    const order = await orderFor(shopper);
    const booked = await shopper.post('/api/customer/appointment/', {
      order,
      start: '2026-12-23T15:00:00.000Z',
      location: 'AtDealer',
    });
    expect(booked.status, booked.text).toBe(201);
    const old = Number(obj(booked.body).id);
    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const moved = await put(rep, `/api/dealer/appointments/${old}/`, { start: '2026-12-23T17:00:00.000Z' });
    expect(moved.status, moved.text).toBe(200);
    const mails = async () =>
      (await fixture.ctx.database.db.select().from(emailOutbox)).filter((m) => m.toAddress === shopper.email)
        .length;
    const before = await mails();
    for (const stale of [
      () => rep.request('DELETE', `/api/dealer/appointments/${old}/`),
      () => rep.post(`/api/dealer/appointments/${old}/confirm/`),
      () => put(rep, `/api/dealer/appointments/${old}/`, { start: '2026-12-23T18:00:00.000Z' }),
    ]) {
      const res = await stale();
      expect(res.status, res.text).toBe(409);
      expect(obj(res.body).non_field_errors).toEqual([
        'This appointment was moved to another time: reload the page to see it.',
      ]);
    }
    const french = await rep.request('DELETE', `/api/dealer/appointments/${old}/`, undefined, {
      headers: { 'X-Language': 'fr' },
    });
    expect(obj(french.body).non_field_errors).toEqual([
      'Ce rendez-vous a été déplacé à une autre heure\u00a0: rechargez la page pour le voir.',
    ]);
    // The new time stands, and the customer was told nothing more.
    const now = list((await rep.get('/api/dealer/appointments/')).body).filter((a) => a.order === order);
    expect(now).toMatchObject([{ start: '2026-12-23T17:00:00.000Z', status: 'booked' }]);
    expect(await mails()).toBe(before);
  });

  it('lists requests, confirms one at an opening time, moves it, cancels it; another dealer finds nothing', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors', 'drive');
    const res = await shopper.post('/api/test-drive/bookings/', {
      booking_option: 'AtDealer',
      model_year: 2026,
      model_code: 'CIVIC',
      model_name: 'Civic EX',
      dealer_code: 'maple_motors',
      province: 'ON',
      first_name: 'Dana',
      last_name: 'Lopez',
      phone: '416-555-0142',
      language: 'en',
    });
    expect(res.status, res.text).toBe(201);
    const [row] = await fixture.ctx.database.db
      .select()
      .from(testDriveBookings)
      .where(and(eq(testDriveBookings.userId, shopper.id)));
    const id = row?.id ?? 0;
    const manager = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const listed = await manager.get('/api/dealer/test-drives/');
    expect(listed.status).toBe(200);
    expect(list(listed.body).find((d) => d.id === id)).toMatchObject({
      customer: { name: 'Dana Lopez', phone: '416-555-0142' },
      model: { year: 2026, name: 'Civic EX' },
      status: 'open',
      start: null,
    });
    const texan = await staffClient(fixture.ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect(
      (await texan.post(`/api/dealer/test-drives/${id}/confirm/`, { start: '2026-12-21T15:00:00.000Z' }))
        .status,
    ).toBe(404);
    // Outside the opening hours: refused.
    const closed = await manager.post(`/api/dealer/test-drives/${id}/confirm/`, {
      start: '2026-12-20T15:00:00.000Z',
    });
    expect(closed.status).toBe(400);
    const confirmed = await manager.post(`/api/dealer/test-drives/${id}/confirm/`, {
      start: '2026-12-21T15:00:00.000Z',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', start: '2026-12-21T15:00:00.000Z' });
    // The shopper is told each time, with the time and a calendar invitation (found in a staff trial:
    // the time was set and nobody told them); the booking's page says it too.
    const drives = async () =>
      (await fixture.ctx.database.db.select().from(emailOutbox)).filter(
        (m) => m.toAddress === shopper.email && m.kind === 'test_drive_confirmation',
      );
    expect((await drives()).at(-1)).toMatchObject({ subject: 'Test drive confirmed: Maple Motors' });
    expect((await drives()).at(-1)?.textBody).toContain(
      'Your test drive of the 2026 Civic EX at Maple Motors, 350 King Street West, Toronto, ON M5V 2T6 is confirmed for December 21, 2026 at 10:00 a.m.',
    );
    expect(JSON.stringify((await drives()).at(-1)?.attachments)).toContain('METHOD:REQUEST');
    const page = await client(fixture.ctx).get(new URL(String(obj(res.body).url)).pathname);
    expect(page.text).toContain('Test drive confirmed');
    const moved = await manager.post(`/api/dealer/test-drives/${id}/confirm/`, {
      start: '2026-12-22T15:30:00.000Z',
    });
    expect(moved.body).toMatchObject({ status: 'confirmed', start: '2026-12-22T15:30:00.000Z' });
    expect((await drives()).at(-1)?.textBody).toContain('is confirmed for December 22, 2026 at 10:30 a.m.');
    // One full stop after "a.m." (found in a staff trial: "10:30 a.m..").
    expect((await drives()).at(-1)?.textBody).not.toContain('a.m..');
    expect(await audited('test_drive_confirmed')).toHaveLength(2);
    const canceled = await manager.post(`/api/dealer/test-drives/${id}/cancel/`);
    expect(obj(canceled.body).status).toBe('canceled');
    expect((await drives()).at(-1)).toMatchObject({ subject: 'Test drive cancelled: Maple Motors' });
    expect(JSON.stringify((await drives()).at(-1)?.attachments)).toContain('METHOD:CANCEL');
    expect((await drives()).length).toBe(4);
    expect(list((await manager.get('/api/dealer/test-drives/')).body).some((d) => d.id === id)).toBe(false);
    expect(
      (await manager.post(`/api/dealer/test-drives/${id}/confirm/`, { start: '2026-12-21T16:00:00.000Z' }))
        .status,
    ).toBe(400);
    expect(await audited('test_drive_canceled')).toHaveLength(1);
  });
});

describe('the console lists', () => {
  it('the deposits list is the dealer’s own and names the customer and the vehicle; refused to others', async () => {
    const shopper0 = await customer(fixture.ctx, 'maple_motors', 'deposit');
    const order = await orderFor(shopper0);
    const placed = await shopper0.post(
      '/api/customer/deposit/charge_deposit/',
      depositBody(order, sandboxToken('4242 4242 4242 4242', 'nonceconsoleabcdef'), 'console-list-key-0001'),
    );
    expect(placed.status, placed.text).toBe(201);
    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const deposits = await rep.get('/api/dealer/deposits/');
    expect(deposits.status, deposits.text).toBe(200);
    const listed = list(deposits.body).find((d) => d.id === obj(placed.body).id);
    expect(listed).toMatchObject({
      order,
      status: 'pre_authorized',
      customer: { id: shopper0.id, name_or_email: 'Alex Martin' },
      vehicle_details: { stock_number: fixture.lastCar().stockNumber },
    });
    const texan = await staffClient(fixture.ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect(list((await texan.get('/api/dealer/deposits/')).body).some((d) => d.order === order)).toBe(false);
    expect((await client(fixture.ctx, { dealer: 'maple_motors' }).get('/api/dealer/deposits/')).status).toBe(
      401,
    );
    const shopper = await customer(fixture.ctx, 'maple_motors', 'lists');
    expect((await shopper.get('/api/dealer/deposits/')).status).toBe(403);
    const assistant = await staffClient(fixture.ctx, 'assistant@mapleautogroup.example.ca', 'maple_motors');
    expect((await assistant.get('/api/dealer/deposits/')).status).toBe(403);
    expect((await assistant.get('/api/dealer/appointments/')).status).toBe(403);
    expect((await assistant.get('/api/dealer/test-drives/')).status).toBe(403);
  });
});

describe('searching the deposits', () => {
  it('by the customer’s name, e-mail, order number or stock number; the dealer’s own only; a query too long refused', async () => {
    const placeFor = async (shopper: Client, n: number) => {
      const order = await orderFor(shopper);
      const placed = await shopper.post(
        '/api/customer/deposit/charge_deposit/',
        depositBody(
          order,
          sandboxToken('4242 4242 4242 4242', `noncesearch${n}abcdef`),
          `console-search-key-000${n}`,
        ),
      );
      expect(placed.status, placed.text).toBe(201);
      return order;
    };
    const zoe = await customer(fixture.ctx, 'maple_motors', 'zoe-search');
    await fixture.ctx.database.db
      .update(users)
      .set({ firstName: 'Zoé', lastName: 'Lachance' })
      .where(eq(users.id, zoe.id));
    const zoeOrder = await placeFor(zoe, 1);
    const other = await customer(fixture.ctx, 'maple_motors', 'other-search');
    const otherOrder = await placeFor(other, 2);
    const otherStock = fixture.lastCar().stockNumber;
    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const found = async (q: string, staff = rep) => {
      const res = await staff.get(`/api/dealer/deposits/?q=${encodeURIComponent(q)}`);
      expect(res.status, res.text).toBe(200);
      return list(res.body).map((d) => d.order);
    };
    expect(await found('lachance')).toEqual([zoeOrder]);
    expect(await found('  Zoé Lachance ')).toEqual([zoeOrder]);
    expect(await found(zoe.email.toUpperCase())).toEqual([zoeOrder]);
    expect(await found(`#${otherOrder}`)).toEqual([otherOrder]);
    expect(await found(String(otherOrder))).toContain(otherOrder);
    expect(await found(otherStock)).toEqual([otherOrder]);
    // A wildcard means itself; an empty query lists them all.
    expect(await found('%')).toEqual([]);
    expect(await found('')).toEqual(expect.arrayContaining([zoeOrder, otherOrder]));
    const texan = await staffClient(fixture.ctx, 'rep@lonestarmotors.example.com', 'lone_star_motors');
    expect(await found('lachance', texan)).toEqual([]);
    expect(await found(`#${zoeOrder}`, texan)).toEqual([]);
    const tooLong = await rep.get(`/api/dealer/deposits/?q=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(obj(tooLong.body).q).toEqual(['Enter at most 100 characters.']);
  });
});

describe('bad input', () => {
  it('schema-generated times, right or wrong, to every call that takes one: never a 5xx', async () => {
    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const shopper = await customer(fixture.ctx, 'maple_motors', 'fuzz');
    const order = await orderFor(shopper);
    const booked = await shopper.post('/api/customer/appointment/', {
      order,
      start: '2026-12-23T15:00:00.000Z',
      location: 'AtDealer',
    });
    expect(booked.status, booked.text).toBe(201);
    const id = Number(obj(booked.body).id);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(validArbitrary(staffTimeBodySchema), wrongArbitrary(staffTimeBodySchema)),
        fc.boolean(),
        async (body, appointment) => {
          const res = appointment
            ? await put(rep, `/api/dealer/appointments/${id}/`, body)
            : await rep.post('/api/dealer/test-drives/1/confirm/', body);
          expect(res.status, `${JSON.stringify(body)} -> ${res.status} ${res.text}`).toBeLessThan(500);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 40) },
    );
  });
});
