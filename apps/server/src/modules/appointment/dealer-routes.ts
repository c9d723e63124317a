/**
 * Staff calls on appointments and test drives (the dealer console's inbox, issue 22):
 *
 * - `GET /api/dealer/appointments/` : the dealer's booked appointments from today on, soonest first,
 *   with the customer, the vehicle, whether the dealership confirmed it, and the dealer's time zone
 *   (the console shows every time at the dealer's time).
 * - `POST /api/dealer/appointments/{id}/confirm/` : the dealership confirms a booking.
 * - `PUT /api/dealer/appointments/{id}/` `{start}` : moves it to another opening slot of the dealer
 *   (one booking a slot); the customer gets the new time by e-mail with its calendar invitation.
 * - `DELETE /api/dealer/appointments/{id}/` : cancels it; the customer is told by e-mail.
 * - `GET /api/dealer/test-drives/` : the dealer's open and confirmed test-drive requests.
 * - `POST /api/dealer/test-drives/{id}/confirm/` `{start}` : sets (or moves) the drive's time, one of
 *   the dealer's opening slots that no appointment or other test drive holds (409 `slot_taken`); the
 *   time is then no longer offered to shoppers.
 * - `POST /api/dealer/test-drives/{id}/cancel/` : cancels the request.
 *
 * Who: staff covering the tenant dealer who may act for customers (`actForCustomers`); another
 * dealer's appointment or test drive is a 404. Every change is audited.
 */
import { staffTimeBodySchema } from '@storefront/domain';
import { and, asc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type AppointmentRow,
  appointments,
  type DealerRow,
  orders,
  type TestDriveBookingRow,
  testDriveBookings,
  users,
  vehicles,
} from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, nonField, notFoundError } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';
import { cancelTestDrive, tellTestDrive } from '../test-drive/routes.ts';
import { emailLanguageOf, serializeUser } from '../user/service.ts';
import {
  book,
  cancel,
  checkBooking,
  confirmByEmail,
  confirmTestDrive,
  serializeAppointment,
} from './service.ts';

const DAY_MS = 86_400_000;

function appointmentView(
  row: AppointmentRow,
  customer: { id: number; name_or_email: string; phone: string | null },
  vehicle: { year: number; make: string; model: string; trim: string } | null,
) {
  return { ...serializeAppointment(row), customer, vehicle };
}

function testDriveView(row: TestDriveBookingRow) {
  return {
    id: row.id,
    customer: { name: `${row.firstName} ${row.lastName}`.trim(), phone: row.phone },
    model: { year: row.modelYear, code: row.modelCode, make: row.make, name: row.modelName },
    location: row.bookingOption,
    language: row.language,
    status: row.status,
    start: row.startsAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const movedError = () =>
  new HttpError(409, {
    non_field_errors: ['This appointment was moved to another time: reload the page to see it.'],
  });

/** The customer's language for their e-mails (their account's, else the dealer's first). */
async function customerLanguage(deps: AppDeps, dealer: DealerRow, customerId: number): Promise<string> {
  const [row] = await deps.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, customerId))
    .limit(1);
  return emailLanguageOf(row, dealer);
}

/**
 * Whether the order booked a newer time after this appointment: a move books the new time and
 * cancels the old row, so a tab opened before the move is told it moved (409, reload), not that it is
 * cancelled (a cancel there answered "cancelled" while the new time stood).
 */
async function movedSince(deps: AppDeps, row: AppointmentRow): Promise<boolean> {
  const [later] = await deps.database.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.orderId, row.orderId),
        eq(appointments.status, 'booked'),
        gt(appointments.id, row.id),
      ),
    )
    .limit(1);
  return later !== undefined;
}

/** Refuses an action on an appointment no longer booked: moved since (409), or cancelled. */
async function refuseUnlessBooked(deps: AppDeps, row: AppointmentRow): Promise<void> {
  if (row.status === 'booked') return;
  if (await movedSince(deps, row)) throw movedError();
  throw nonField('This appointment is cancelled.');
}

/** The staff member (who may act for customers) and the tenant dealer's appointment of the path. */
async function staffAppointment(deps: AppDeps, c: AppContext) {
  const auth = requireStaff(c);
  const [row] = await deps.database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, idParam(c, 'id')), eq(appointments.dealerId, c.var.dealer.id)))
    .limit(1);
  if (!row) throw notFoundError('Appointment not found.');
  return { auth, row };
}

const auditedAppointment = (
  deps: AppDeps,
  c: AppContext,
  actor: number,
  row: AppointmentRow,
  action: 'appointment_confirmed' | 'appointment_moved' | 'appointment_canceled',
  details: Record<string, unknown> = {},
) =>
  audit(deps, {
    dealerId: c.var.dealer.id,
    actorUserId: actor,
    subjectUserId: row.customerId,
    action,
    ip: clientIp(c),
    details: { appointment: row.id, order: row.orderId, ...details },
  });

/** The dealer's booked appointments, soonest first, with their customer and vehicle. */
async function listAppointments(deps: AppDeps, c: AppContext) {
  requireStaff(c);
  const dealer = c.var.dealer;
  // From the start of yesterday on: today's visits stay listed all day, whatever the time zone.
  const since = new Date(deps.now().getTime() - DAY_MS);
  const rows = await deps.database.db
    .select({ visit: appointments, customer: users, vehicle: vehicles })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.customerId))
    .innerJoin(orders, eq(orders.id, appointments.orderId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(
      and(
        eq(appointments.dealerId, dealer.id),
        eq(appointments.status, 'booked'),
        gte(appointments.startsAt, since),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(200);
  const results = rows.map(({ visit, customer, vehicle }) =>
    appointmentView(
      visit,
      { id: customer.id, name_or_email: serializeUser(customer).name_or_email, phone: customer.phone },
      vehicle ? { year: vehicle.year, make: vehicle.make, model: vehicle.model, trim: vehicle.trim } : null,
    ),
  );
  return c.json({ time_zone: dealer.timezone, count: results.length, results });
}

/** The dealership confirms a booking; the customer is told once, whichever twin request wins. */
async function confirmAppointment(deps: AppDeps, c: AppContext) {
  const { auth, row } = await staffAppointment(deps, c);
  await refuseUnlessBooked(deps, row);
  if (row.confirmedAt) return c.json({ id: row.id, status: row.status, confirmed: true });
  const [updated] = await deps.database.db
    .update(appointments)
    .set({ confirmedAt: deps.now(), updatedAt: deps.now() })
    .where(and(eq(appointments.id, row.id), isNull(appointments.confirmedAt)))
    .returning();
  // A twin request confirmed it meanwhile: that one told the customer.
  if (!updated) return c.json({ id: row.id, status: row.status, confirmed: true });
  const dealer = c.var.dealer;
  await confirmByEmail(
    deps,
    dealer,
    updated,
    await customerLanguage(deps, dealer, row.customerId),
    'confirmed',
  );
  await auditedAppointment(deps, c, auth.user.id, row, 'appointment_confirmed');
  return c.json({ id: row.id, status: updated.status, confirmed: true });
}

/** Staff move a booking to another opening slot: the new time is booked, confirmed and e-mailed. */
async function moveAppointment(deps: AppDeps, c: AppContext) {
  const { auth, row } = await staffAppointment(deps, c);
  const body = await readJson(c, staffTimeBodySchema);
  await refuseUnlessBooked(deps, row);
  const dealer = c.var.dealer;
  const place = { location: row.location as 'AtDealer' | 'AtHome', address: row.address ?? undefined };
  const start = await checkBooking(deps, dealer, { start: body.start, ...place });
  const moved = await book(deps, dealer, row.customerId, row.orderId, start, place);
  // Staff set the new time themselves: it is confirmed.
  const [confirmed] = await deps.database.db
    .update(appointments)
    .set({ confirmedAt: deps.now() })
    .where(eq(appointments.id, moved.id))
    .returning();
  await confirmByEmail(
    deps,
    dealer,
    confirmed ?? moved,
    await customerLanguage(deps, dealer, row.customerId),
    'moved',
    row,
  );
  await auditedAppointment(deps, c, auth.user.id, row, 'appointment_moved', {
    from: row.startsAt.toISOString(),
    to: moved.startsAt.toISOString(),
    new_appointment: moved.id,
  });
  return c.json({
    id: moved.id,
    start: moved.startsAt.toISOString(),
    status: moved.status,
    confirmed: true,
  });
}

/** Staff cancel a booking; the customer is told by e-mail. */
async function cancelAppointment(deps: AppDeps, c: AppContext) {
  const { auth, row } = await staffAppointment(deps, c);
  // Cancelled already (a double click, a second tab): answered as it is; moved meanwhile: refused.
  if (row.status !== 'booked') {
    if (await movedSince(deps, row)) throw movedError();
    return c.json({ id: row.id, status: row.status });
  }
  const canceled = await cancel(deps, row);
  const dealer = c.var.dealer;
  await confirmByEmail(
    deps,
    dealer,
    canceled,
    await customerLanguage(deps, dealer, row.customerId),
    'canceled',
  );
  await auditedAppointment(deps, c, auth.user.id, row, 'appointment_canceled');
  return c.json({ id: canceled.id, status: canceled.status });
}

export function dealerAppointmentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/', (c) => listAppointments(deps, c));
  app.post('/:id{[0-9]+}/confirm', (c) => confirmAppointment(deps, c));
  app.put('/:id{[0-9]+}', (c) => moveAppointment(deps, c));
  app.delete('/:id{[0-9]+}', (c) => cancelAppointment(deps, c));
  return app;
}

export function dealerTestDriveRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;

  async function staffTestDrive(c: AppContext) {
    const auth = requireStaff(c);
    const [row] = await db
      .select()
      .from(testDriveBookings)
      .where(and(eq(testDriveBookings.id, idParam(c, 'id')), eq(testDriveBookings.dealerId, c.var.dealer.id)))
      .limit(1);
    if (!row) throw notFoundError('Test drive not found.');
    return { auth, row };
  }

  const audited = (
    c: AppContext,
    actor: number,
    row: TestDriveBookingRow,
    action: 'test_drive_confirmed' | 'test_drive_canceled',
    details: Record<string, unknown> = {},
  ) =>
    audit(deps, {
      dealerId: c.var.dealer.id,
      actorUserId: actor,
      subjectUserId: row.userId,
      action,
      ip: clientIp(c),
      details: { test_drive: row.id, ...details },
    });

  app.get('/', async (c) => {
    requireStaff(c);
    const rows = await db
      .select()
      .from(testDriveBookings)
      .where(
        and(
          eq(testDriveBookings.dealerId, c.var.dealer.id),
          inArray(testDriveBookings.status, ['open', 'confirmed']),
        ),
      )
      .orderBy(asc(testDriveBookings.createdAt), asc(testDriveBookings.id))
      .limit(200);
    const results = rows.map(testDriveView);
    return c.json({ time_zone: c.var.dealer.timezone, count: results.length, results });
  });

  app.post('/:id{[0-9]+}/confirm', async (c) => {
    const { auth, row } = await staffTestDrive(c);
    const body = await readJson(c, staffTimeBodySchema);
    if (row.status !== 'open' && row.status !== 'confirmed') throw nonField('This test drive is cancelled.');
    // One of the dealer's opening times that no other visit holds (an appointment or a test drive):
    // once confirmed, the time is no longer offered to shoppers.
    const start = await checkBooking(deps, c.var.dealer, { start: body.start, location: 'AtDealer' });
    const updated = await confirmTestDrive(deps, c.var.dealer, row, start);
    await audited(c, auth.user.id, row, 'test_drive_confirmed', {
      from: row.startsAt?.toISOString() ?? null,
      to: start.toISOString(),
    });
    await tellTestDrive(deps, c.var.dealer, updated);
    return c.json(testDriveView(updated));
  });

  app.post('/:id{[0-9]+}/cancel', async (c) => {
    const { auth, row } = await staffTestDrive(c);
    if (row.status === 'canceled') return c.json(testDriveView(row));
    const updated = await cancelTestDrive(deps, c.var.dealer, row);
    if (updated) await audited(c, auth.user.id, row, 'test_drive_canceled');
    return c.json(testDriveView(updated ?? { ...row, status: 'canceled' }));
  });

  return app;
}
