/**
 * Appointments over HTTP: the dealer's opening hours in its time zone with its holidays closed, a
 * booking per slot (two shoppers racing for one slot get one booking), reschedule and cancel, the
 * confirmation e-mail with its calendar invitation in the outbox, tenancy and bad input.
 */
import { appointmentBookingSchema, type DeliveryOption } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import { dealers, emailOutbox, orders, testDriveBookings } from '../src/db/schema.ts';
import { bookTestDrive, customer, dealerFixture, newCar, pickVehicles, staffClient } from './deal/helpers.ts';
import { type Client, client, obj } from './helpers.ts';
import { validArbitrary, wrongArbitrary } from './zod-arbitrary.ts';

// Sunday 2026-12-20, 08:00 in Toronto: the next three weeks hold Christmas, Boxing Day and New Year's Day.
const NOW = Date.parse('2026-12-20T13:00:00Z');

const fixture = dealerFixture({ now: NOW });

interface SlotsAnswer {
  timezone: string;
  delivery_option: string;
  locations: string[];
  days: { date: string; slots: { start: string; time: string }[] }[];
}

async function slots(c: Client): Promise<SlotsAnswer> {
  const res = await c.get('/api/customer/appointment/slots/');
  expect(res.status).toBe(200);
  return res.body as SlotsAnswer;
}

const { orderFor } = fixture;

const day = (answer: SlotsAnswer, date: string) => answer.days.find((d) => d.date === date)?.slots ?? [];

describe('slots', () => {
  it("are the dealer's opening hours in its time zone, closed on Sundays and on its holidays", async () => {
    const maple = await slots(client(fixture.ctx, { dealer: 'maple_motors' }));
    expect(maple).toMatchObject({
      timezone: 'America/Toronto',
      delivery_option: 'DEALER_AND_HOME',
      locations: ['AtDealer', 'AtHome'],
    });
    expect(maple.days).toHaveLength(21);
    expect(day(maple, '2026-12-20')).toEqual([]); // Sunday
    // Monday 9:00 to 20:00 in Toronto (UTC-5): 30-minute slots from 14:00Z, the last at 19:30 (00:30Z).
    const monday = day(maple, '2026-12-21');
    expect(monday[0]).toEqual({ start: '2026-12-21T14:00:00.000Z', time: '09:00' });
    expect(monday.at(-1)).toEqual({ start: '2026-12-22T00:30:00.000Z', time: '19:30' });
    expect(monday).toHaveLength(22);
    expect(day(maple, '2026-12-25')).toEqual([]);
    expect(day(maple, '2026-12-26')).toEqual([]);
    expect(day(maple, '2027-01-01')).toEqual([]);
    expect(day(maple, '2027-01-02')).toHaveLength(16); // Saturday 9:00-17:00

    const texas = await slots(client(fixture.ctx, { dealer: 'lone_star_motors' }));
    expect(texas).toMatchObject({
      timezone: 'America/Chicago',
      delivery_option: 'DEALER_ONLY',
      locations: ['AtDealer'],
    });
    expect(day(texas, '2026-12-21')[0]).toEqual({ start: '2026-12-21T15:00:00.000Z', time: '09:00' });
  });

  // Found in a shopper trial: the French appointment page wrote the dealer's address in English.
  it("name the dealer's address in the page's language", async () => {
    const maple = client(fixture.ctx, { dealer: 'maple_motors' });
    const address = async (language: string) => {
      const res = await maple.get('/api/customer/appointment/slots/', { 'X-Language': language });
      return obj(obj(res.body).dealer).full_address;
    };
    expect(await address('fr')).toBe('350, rue King Ouest, Toronto (Ontario)  M5V 2T6');
    expect(await address('en')).toBe('350 King Street West, Toronto, ON M5V 2T6');
  });
});

describe('booking', () => {
  it('books a slot: the order has it, the slot is gone, and the confirmation with its .ics is in the outbox', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(shopper);
    const res = await shopper.post('/api/customer/appointment/', {
      order,
      start: '2026-12-21T15:00:00.000Z',
      location: 'AtDealer',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      order,
      start: '2026-12-21T15:00:00.000Z',
      end: '2026-12-21T15:30:00.000Z',
      status: 'booked',
    });
    const o = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(o.proposed_appointment).toBe('2026-12-21T15:00:00.000Z');
    // The appointment section's step is done (the saved deal says so).
    expect(obj(o.progress).editor).toBe(1);
    const after = await slots(shopper);
    expect(day(after, '2026-12-21').map((s) => s.time)).not.toContain('10:00');
    const [mail] = await fixture.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'appointment_confirmation'), eq(emailOutbox.toAddress, shopper.email)));
    expect(mail?.subject).toBe('Appointment requested: Maple Motors');
    expect(mail?.textBody).toContain('December 21, 2026');
    expect(mail?.textBody).toContain('10:00');
    const ics = mail?.attachments?.[0];
    expect(ics?.filename).toBe('appointment.ics');
    expect(ics?.content).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics?.content).toContain('DTSTART:20261221T150000Z\r\n');
    expect(ics?.content).toContain('DTEND:20261221T153000Z\r\n');
    expect(ics?.content).toContain('LOCATION:350 King Street West\\, Toronto\\, ON M5V 2T6');
  });

  // Found after the slots named the address in the page's language: the e-mail and its invitation
  // still wrote it in English to a French shopper.
  it("writes the dealer's address in the shopper's language in the e-mail and its invitation", async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(shopper);
    const res = await shopper.post(
      '/api/customer/appointment/',
      { order, start: '2026-12-21T16:00:00.000Z', location: 'AtDealer' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [mail] = await fixture.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'appointment_confirmation'), eq(emailOutbox.toAddress, shopper.email)));
    expect(mail?.textBody).toContain('350, rue King Ouest, Toronto (Ontario)');
    expect(mail?.textBody).not.toContain('King Street');
    // The date and the time joined as French writes them (found in a shopper trial: "2026 11 h 00").
    expect(mail?.textBody).toMatch(/21 décembre 2026 à 11 h 00/);
    expect(mail?.attachments?.[0]?.content).toContain('LOCATION:350\\, rue King Ouest\\, Toronto (Ontario)');
  });

  it('two shoppers racing for one slot: one booking, the other told the time was just taken', async () => {
    const a = await customer(fixture.ctx, 'maple_motors');
    const b = await customer(fixture.ctx, 'maple_motors');
    const [oa, ob] = [await orderFor(a), await orderFor(b)];
    const start = '2026-12-22T16:00:00.000Z';
    const answers = await Promise.all([
      a.post('/api/customer/appointment/', { order: oa, start, location: 'AtDealer' }),
      b.post('/api/customer/appointment/', { order: ob, start, location: 'AtDealer' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(obj(answers.find((r) => r.status === 409)?.body).code).toBe('slot_taken');
  });

  it('reschedules (the old slot is free again) and cancels (a cancellation invitation is sent)', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(shopper);
    const first = await shopper.post('/api/customer/appointment/', {
      order,
      start: '2026-12-23T17:00:00.000Z',
      location: 'AtDealer',
    });
    const id = obj(first.body).id;
    const moved = await shopper.request('PUT', `/api/customer/appointment/${id}/`, {
      start: '2026-12-23T18:00:00.000Z',
      location: 'AtHome',
      address: '12 Queen St E, Toronto, ON',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ start: '2026-12-23T18:00:00.000Z', location: 'AtHome' });
    expect(day(await slots(shopper), '2026-12-23').map((s) => s.start)).toContain('2026-12-23T17:00:00.000Z');
    const current = obj((await shopper.get(`/api/customer/appointment/?order=${order}`)).body).appointment;
    const cancelled = await shopper.request('DELETE', `/api/customer/appointment/${obj(current).id}/`);
    expect(cancelled.status).toBe(200);
    expect(obj(cancelled.body).status).toBe('canceled');
    const [row] = await fixture.ctx.database.db.select().from(orders).where(eq(orders.id, order));
    expect(row?.proposedAppointment).toBeNull();
    expect(row?.progress.editor).toBe(0);
    const mails = await fixture.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.at(-1)?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
  });

  // Found in a shopper trial: the shopper's page could not say that the dealership confirmed the visit.
  it('tells the shopper whether the dealership confirmed the booking; a move asks the dealership again', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(shopper);
    const booked = await shopper.post('/api/customer/appointment/', {
      order,
      start: '2026-12-24T16:00:00.000Z',
      location: 'AtDealer',
    });
    expect(booked.status, booked.text).toBe(201);
    expect(obj(booked.body).confirmed).toBe(false);
    const mine = async () =>
      obj(obj((await shopper.get(`/api/customer/appointment/?order=${order}`)).body).appointment);
    expect(await mine()).toMatchObject({ status: 'booked', confirmed: false });
    const rep = await staffClient(fixture.ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const id = obj(booked.body).id;
    // The console's customer page says so too (found in a staff trial: "Appointment: Booked" after it).
    const seenByStaff = async () =>
      (
        obj((await rep.get(`/api/dealer/customers/${shopper.id}/`)).body).orders as Array<
          Record<string, unknown>
        >
      ).find((o) => o.id === order)?.appointment;
    expect(await seenByStaff()).toMatchObject({ id, confirmed: false });
    expect((await rep.post(`/api/dealer/appointments/${id}/confirm/`)).status).toBe(200);
    expect(await mine()).toMatchObject({ id, status: 'booked', confirmed: true });
    expect(await seenByStaff()).toMatchObject({ id, confirmed: true });
    // The shopper moves it: a new time the dealership has not confirmed yet.
    const moved = await shopper.request('PUT', `/api/customer/appointment/${id}/`, {
      start: '2026-12-24T17:00:00.000Z',
      location: 'AtDealer',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(obj(moved.body).confirmed).toBe(false);
    expect(await mine()).toMatchObject({ start: '2026-12-24T17:00:00.000Z', confirmed: false });
    expect(await seenByStaff()).toMatchObject({ confirmed: false });
  });

  it('answers in French to a French page', async () => {
    const shopper = await customer(fixture.ctx, 'riviere_auto');
    const [car] = await pickVehicles(fixture.ctx, 'riviere_auto', newCar);
    const order = Number(obj((await shopper.post('/api/customer/order/', { vehicle: car?.id })).body).id);
    const res = await shopper.post(
      '/api/customer/appointment/',
      { order, start: '2026-12-24T15:00:00.000Z', location: 'AtHome', address: '1 rue Sainte-Catherine' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(res.status).toBe(400);
    expect(obj(res.body).location).toEqual(['Ce concessionnaire ne se déplace pas à domicile.']);
  });
});

/** A shopper's test-drive request at Maple Motors, and its id (for the console's calls). */
const testDrive = (shopper: Client & { id: number }, model = 'CIVIC') =>
  bookTestDrive(fixture.ctx, shopper, { model });

const starts = (answer: SlotsAnswer, date: string) => day(answer, date).map((s) => s.start);

// Found in a trial: a test drive the dealership confirmed for a time kept that time on offer, so
// another shopper booked a visit at the same time (one slot is one visit at the dealership).
describe('a test drive confirmed by the dealership holds its time', () => {
  it('is not offered to another shopper, whose booking of it is refused (409, in their language)', async () => {
    const driver = await customer(fixture.ctx, 'maple_motors', 'driver');
    const drive = await testDrive(driver);
    const manager = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const start = '2026-12-29T15:00:00.000Z';
    const confirmed = await manager.post(`/api/dealer/test-drives/${drive}/confirm/`, { start });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', start });

    const other = await customer(fixture.ctx, 'maple_motors', 'other');
    expect(starts(await slots(other), '2026-12-29')).not.toContain(start);
    const order = await orderFor(other);
    const refused = await other.post(
      '/api/customer/appointment/',
      { order, start, location: 'AtDealer' },
      { headers: { 'X-Language': 'en' } },
    );
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toEqual({
      detail: 'This time has just been booked. Choose another time.',
      code: 'slot_taken',
    });
    const french = await other.post(
      '/api/customer/appointment/',
      { order, start, location: 'AtDealer' },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(french.status).toBe(409);
    expect(obj(french.body).detail).toBe('Cette heure vient d’être réservée. Choisissez une autre heure.');
    expect(obj((await other.get(`/api/customer/appointment/?order=${order}`)).body).appointment).toBeNull();

    // Nor can staff give that time to another test drive, or move an appointment onto it.
    const second = await testDrive(other);
    const twice = await manager.post(`/api/dealer/test-drives/${second}/confirm/`, { start });
    expect(twice.status, twice.text).toBe(409);
    expect(obj(twice.body).code).toBe('slot_taken');
    const booked = await other.post('/api/customer/appointment/', {
      order,
      start: '2026-12-29T16:00:00.000Z',
      location: 'AtDealer',
    });
    expect(booked.status, booked.text).toBe(201);
    const moved = await manager.request('PUT', `/api/dealer/appointments/${obj(booked.body).id}/`, { start });
    expect(moved.status, moved.text).toBe(409);
    // ...and the other way round: a test drive is not confirmed at a time a booking holds.
    const onBooking = await manager.post(`/api/dealer/test-drives/${second}/confirm/`, {
      start: '2026-12-29T16:00:00.000Z',
    });
    expect(onBooking.status, onBooking.text).toBe(409);
    expect(
      (
        await fixture.ctx.database.db.select().from(testDriveBookings).where(eq(testDriveBookings.id, second))
      )[0],
    ).toMatchObject({ status: 'open', startsAt: null });
  });

  it('a booking and a test drive confirmed at once for one time: one gets it, the other a 409', async () => {
    const driver = await customer(fixture.ctx, 'maple_motors', 'driver');
    const drive = await testDrive(driver);
    const manager = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const shopper = await customer(fixture.ctx, 'maple_motors', 'racer');
    const order = await orderFor(shopper);
    const start = '2026-12-31T15:00:00.000Z';
    const [booking, confirming] = await Promise.all([
      shopper.post('/api/customer/appointment/', { order, start, location: 'AtDealer' }),
      manager.post(`/api/dealer/test-drives/${drive}/confirm/`, { start }),
    ]);
    // The booking made (201) and the drive refused, or the drive confirmed (200) and the booking refused.
    expect(['201/409', '409/200']).toContain(`${booking.status}/${confirming.status}`);
    const [row] = await fixture.ctx.database.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.id, drive));
    const booked = obj((await shopper.get(`/api/customer/appointment/?order=${order}`)).body).appointment;
    // Exactly one visit holds the time.
    expect(Number(row?.status === 'confirmed') + Number(booked !== null)).toBe(1);
  });

  it('frees its time when moved or cancelled, as a cancelled appointment frees its own', async () => {
    const driver = await customer(fixture.ctx, 'maple_motors', 'driver');
    const drive = await testDrive(driver);
    const manager = await staffClient(fixture.ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const first = '2026-12-30T15:00:00.000Z';
    const then = '2026-12-30T15:30:00.000Z';
    expect((await manager.post(`/api/dealer/test-drives/${drive}/confirm/`, { start: first })).status).toBe(
      200,
    );
    const other = await customer(fixture.ctx, 'maple_motors', 'other');
    expect(starts(await slots(other), '2026-12-30')).not.toContain(first);
    // Moved: the first time is offered again, the new one is not.
    expect((await manager.post(`/api/dealer/test-drives/${drive}/confirm/`, { start: then })).status).toBe(
      200,
    );
    expect(starts(await slots(other), '2026-12-30')).toContain(first);
    expect(starts(await slots(other), '2026-12-30')).not.toContain(then);
    // Cancelled: the time is offered again and can be booked.
    expect(obj((await manager.post(`/api/dealer/test-drives/${drive}/cancel/`)).body).status).toBe(
      'canceled',
    );
    expect(starts(await slots(other), '2026-12-30')).toContain(then);
    const order = await orderFor(other);
    const booked = await other.post('/api/customer/appointment/', {
      order,
      start: then,
      location: 'AtDealer',
    });
    expect(booked.status, booked.text).toBe(201);
    expect(starts(await slots(other), '2026-12-30')).not.toContain(then);
    // A cancelled appointment frees its time too: offered again, a test drive may be confirmed at it.
    const cancelled = await other.request('DELETE', `/api/customer/appointment/${obj(booked.body).id}/`);
    expect(obj(cancelled.body).status).toBe('canceled');
    expect(starts(await slots(other), '2026-12-30')).toContain(then);
    const again = await testDrive(driver, 'ACCORD');
    const confirmed = await manager.post(`/api/dealer/test-drives/${again}/confirm/`, { start: then });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(starts(await slots(other), '2026-12-30')).not.toContain(then);
  });
});

describe('tenancy, ownership and bad input', () => {
  it("refuses another customer's order, a signed-out visitor, a time not offered, a holiday and an unknown field", async () => {
    const owner = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(owner);
    const other = await customer(fixture.ctx, 'maple_motors');
    const body = { order, start: '2026-12-28T15:00:00.000Z', location: 'AtDealer' };
    expect((await other.post('/api/customer/appointment/', body)).status).toBe(404);
    expect(
      (await client(fixture.ctx, { dealer: 'maple_motors' }).post('/api/customer/appointment/', body)).status,
    ).toBe(401);
    const elsewhere = await customer(fixture.ctx, 'lone_star_motors');
    expect((await elsewhere.post('/api/customer/appointment/', body)).status).toBe(404);
    const odd = await owner.post('/api/customer/appointment/', {
      ...body,
      start: '2026-12-28T15:10:00.000Z',
    });
    expect(obj(odd.body).start).toEqual(['Choose one of the times offered.']);
    const christmas = await owner.post('/api/customer/appointment/', {
      ...body,
      start: '2026-12-25T15:00:00.000Z',
    });
    expect(christmas.status).toBe(400);
    const home = await owner.post('/api/customer/appointment/', { ...body, location: 'AtHome' });
    expect(obj(home.body).address).toEqual(['This field is required.']);
    const extra = await owner.post('/api/customer/appointment/', { ...body, card: 1 });
    expect(obj(extra.body).card).toEqual(['Unknown field.']);
    const booked = await owner.post('/api/customer/appointment/', body);
    expect(booked.status).toBe(201);
    const theirs = await other.request('DELETE', `/api/customer/appointment/${obj(booked.body).id}/`);
    expect(theirs.status).toBe(404);
  });
});

describe("the dealer's delivery option", () => {
  /** Sets Maple Motors' option in its settings row (as a saved setting would), put back after each test. */
  async function setOption(option: DeliveryOption | null) {
    const db = fixture.ctx.database.db;
    const [maple] = await db.select().from(dealers).where(eq(dealers.code, 'maple_motors'));
    if (!maple) throw new Error('no maple_motors');
    const settings = { ...maple.settings };
    if (option) settings.appointment_delivery_option = option;
    else delete settings.appointment_delivery_option;
    await db.update(dealers).set({ settings }).where(eq(dealers.id, maple.id));
    invalidateReadCaches(db);
    return maple.settings;
  }
  let saved: Awaited<ReturnType<typeof setOption>> | null = null;
  afterEach(async () => {
    if (!saved) return;
    await fixture.ctx.database.db
      .update(dealers)
      .set({ settings: saved })
      .where(eq(dealers.code, 'maple_motors'));
    invalidateReadCaches(fixture.ctx.database.db);
    saved = null;
  });
  const homeVisit = {
    start: '2026-12-28T15:00:00.000Z',
    location: 'AtHome',
    address: '12 Queen St E, Toronto',
  };

  it('DEALER_ONLY: a visit at home is refused on its location (en, fr), booked or rescheduled; at the dealer is booked', async () => {
    saved = await setOption('DEALER_ONLY');
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const offered = await slots(shopper);
    expect(offered).toMatchObject({ delivery_option: 'DEALER_ONLY', locations: ['AtDealer'] });
    // A time no other test books: the last one offered.
    const start = offered.days.flatMap((d) => d.slots).at(-1)?.start ?? '';
    const atHome = { start, location: 'AtHome', address: '12 Queen St E, Toronto' };
    const order = await orderFor(shopper);
    const home = await shopper.post('/api/customer/appointment/', { order, ...atHome });
    expect(home.status).toBe(400);
    expect(home.body).toEqual({ location: ['This dealership does not come to your home.'] });
    const french = await shopper.post(
      '/api/customer/appointment/',
      { order, ...atHome },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).location).toEqual(['Ce concessionnaire ne se déplace pas à domicile.']);
    const dealer = await shopper.post('/api/customer/appointment/', {
      order,
      start: atHome.start,
      location: 'AtDealer',
    });
    expect(dealer.status, dealer.text).toBe(201);
    const moved = await shopper.request('PUT', `/api/customer/appointment/${obj(dealer.body).id}/`, atHome);
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ location: ['This dealership does not come to your home.'] });
    const o = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(o.proposed_appointment).toBe(atHome.start);
    await shopper.request('DELETE', `/api/customer/appointment/${obj(dealer.body).id}/`);
  });

  it('NONE: no slot is offered and neither a visit at home nor at the dealer is booked', async () => {
    saved = await setOption('NONE');
    const shopper = await customer(fixture.ctx, 'maple_motors');
    expect(await slots(shopper)).toMatchObject({ delivery_option: 'NONE', locations: [], days: [] });
    const order = await orderFor(shopper);
    for (const body of [
      { order, ...homeVisit },
      { order, start: homeVisit.start, location: 'AtDealer' },
    ]) {
      const res = await shopper.post('/api/customer/appointment/', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: ['This dealership does not take appointments.'] });
    }
    const french = await shopper.post(
      '/api/customer/appointment/',
      { order, ...homeVisit },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).non_field_errors).toEqual(['Ce concessionnaire ne prend pas de rendez-vous.']);
    expect(obj((await shopper.get(`/api/customer/appointment/?order=${order}`)).body).appointment).toBeNull();
  });
});

describe('schema-generated input', () => {
  it('POST /api/customer/appointment/ never answers 5xx to generated bodies, valid-shaped or with a wrong field', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors');
    const order = await orderFor(shopper);
    const shape = appointmentBookingSchema.shape as Record<string, Parameters<typeof wrongArbitrary>[0]>;
    const wrongOne = fc.constantFrom(...Object.keys(shape)).chain((field) =>
      fc.record({
        field: fc.constant(field),
        value: wrongArbitrary(shape[field] as Parameters<typeof wrongArbitrary>[0]),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        validArbitrary(appointmentBookingSchema),
        fc.option(wrongOne),
        fc.boolean(),
        async (body, wrong, ownOrder) => {
          const payload = { ...(body as Record<string, unknown>) };
          if (ownOrder) payload.order = order;
          if (wrong) payload[wrong.field] = wrong.value;
          const res = await shopper.post('/api/customer/appointment/', payload);
          expect(res.status, `${JSON.stringify(payload)} -> ${res.status} ${res.text}`).toBeLessThan(500);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 40) },
    );
  });
});
