/**
 * Appointments (spec 2 §2, §3): the dealer's opening slots in its time zone (holidays closed, taken
 * slots left out), a booking per slot, reschedule and cancel, and the confirmation e-mail with its
 * calendar invitation through the outbox.
 *
 * A time of the dealer holds one visit: a booked appointment or a test drive the dealership confirmed
 * for it (`test_drive_bookings.starts_at`). Either one leaves the time out of the slots offered and
 * refuses the other (409 `slot_taken`); a cancelled one (or a drive moved elsewhere) frees it. The
 * two live in two tables, so every booking of a dealer's time runs under one lock of the dealer
 * (`lockDealerTimes`) and checks both before it writes.
 */
import {
  APPOINTMENT_SLOT_MINUTES,
  type AppointmentBooking,
  type DeliveryOption,
  formatLongDate,
  type Locale,
  openingSlots,
  type SlotDay,
  STEP_STATES,
  zonedDate,
} from '@storefront/domain';
import { and, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type AppointmentRow,
  appointments,
  type DealerRow,
  dealerHolidays,
  type OrderRow,
  orders,
  type TestDriveBookingRow,
  testDriveBookings,
  users,
} from '../../db/schema.ts';
import type { AppContext, AppDeps } from '../../http/env.ts';
import { HttpError, nonField } from '../../http/helpers.ts';
import { storefrontLink } from '../../http/origin.ts';
import { sendEmail } from '../../services/email.ts';
import { localAddress } from '../inventory/serializers.ts';
import { queueMomentLead } from '../leads/service.ts';
import { orderWritten } from '../orders/store.ts';
import { icsAttachment } from './ics.ts';

export const BOOKING_DAYS = 21;

export function deliveryOption(dealer: DealerRow): DeliveryOption {
  return dealer.settings.appointment_delivery_option ?? 'DEALER_ONLY';
}

export async function holidaysOf(db: Db, dealerId: number): Promise<string[]> {
  const rows = await db
    .select({ day: dealerHolidays.day })
    .from(dealerHolidays)
    .where(eq(dealerHolidays.dealerId, dealerId));
  return rows.map((r) => r.day);
}

/** How long a test drive holds the dealer's time (and its calendar invitation lasts). */
export const TEST_DRIVE_MINUTES = APPOINTMENT_SLOT_MINUTES;

const MINUTE_MS = 60_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A visit's time: a booked appointment's or a confirmed test drive's, from start to end. */
interface Visit {
  start: Date;
  end: Date;
}

/**
 * The dealer's visits ending after `from` and starting before `to`: booked appointments and test
 * drives confirmed for a time, but for the drive being moved (`except`; an appointment being moved is
 * cancelled first, in the same transaction).
 */
async function visitsOf(
  db: Db | Tx,
  dealerId: number,
  from: Date,
  to: Date,
  except: { testDrive?: number } = {},
): Promise<Visit[]> {
  const booked = await db
    .select({ start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.dealerId, dealerId),
        eq(appointments.status, 'booked'),
        gt(appointments.endsAt, from),
        lt(appointments.startsAt, to),
      ),
    );
  const drives = await db
    .select({ start: testDriveBookings.startsAt })
    .from(testDriveBookings)
    .where(
      and(
        eq(testDriveBookings.dealerId, dealerId),
        eq(testDriveBookings.status, 'confirmed'),
        isNotNull(testDriveBookings.startsAt),
        gt(testDriveBookings.startsAt, new Date(from.getTime() - TEST_DRIVE_MINUTES * MINUTE_MS)),
        lt(testDriveBookings.startsAt, to),
        except.testDrive === undefined ? undefined : ne(testDriveBookings.id, except.testDrive),
      ),
    );
  return [
    ...booked,
    ...drives.flatMap((d) =>
      d.start ? [{ start: d.start, end: new Date(d.start.getTime() + TEST_DRIVE_MINUTES * MINUTE_MS) }] : [],
    ),
  ];
}

const overlaps = (visit: Visit, start: number, end: number) =>
  visit.start.getTime() < end && visit.end.getTime() > start;

/** Advisory-lock namespace of the dealers' times (the second key is the dealer's id). */
const DEALER_TIMES_LOCK = 0x56495354;

/**
 * Until the transaction ends, no other booking of this dealer's times runs (an appointment booked or
 * moved, a test drive confirmed or moved): the check of both tables and the write are one step.
 */
async function lockDealerTimes(tx: Tx, dealerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEALER_TIMES_LOCK}::int, ${dealerId}::int)`);
}

/** The next days' opening slots without those a visit holds (a booked appointment, a confirmed test drive). */
export async function freeSlots(deps: AppDeps, dealer: DealerRow, days = BOOKING_DAYS): Promise<SlotDay[]> {
  const db = deps.database.db;
  const now = deps.now();
  const all = openingSlots({
    hours: dealer.settings.hours,
    holidays: await holidaysOf(db, dealer.id),
    timeZone: dealer.timezone,
    now: now.toISOString(),
    days,
  });
  const last = all.at(-1)?.slots.at(-1)?.start;
  const until = last ? new Date(Date.parse(last) + APPOINTMENT_SLOT_MINUTES * MINUTE_MS) : now;
  const visits = await visitsOf(db, dealer.id, now, until);
  const free = (start: string) => {
    const from = Date.parse(start);
    const to = from + APPOINTMENT_SLOT_MINUTES * MINUTE_MS;
    return !visits.some((visit) => overlaps(visit, from, to));
  };
  return all.map((d) => ({ date: d.date, slots: d.slots.filter((s) => free(s.start)) }));
}

/** Refuses a start that is not one of the dealer's opening slots, or a location the dealer does not offer. */
export async function checkBooking(
  deps: AppDeps,
  dealer: DealerRow,
  body: Pick<AppointmentBooking, 'start' | 'location' | 'address'>,
) {
  const option = deliveryOption(dealer);
  if (option === 'NONE')
    throw new HttpError(400, { non_field_errors: ['This dealership does not take appointments.'] });
  if (body.location === 'AtHome' && option !== 'DEALER_AND_HOME') {
    throw new HttpError(400, { location: ['This dealership does not come to your home.'] });
  }
  if (body.location === 'AtHome' && !body.address)
    throw new HttpError(400, { address: ['This field is required.'] });
  const start = new Date(body.start).toISOString();
  const days = openingSlots({
    hours: dealer.settings.hours,
    holidays: await holidaysOf(deps.database.db, dealer.id),
    timeZone: dealer.timezone,
    now: deps.now().toISOString(),
    days: BOOKING_DAYS,
  });
  if (!days.some((d) => d.slots.some((s) => s.start === start))) {
    throw new HttpError(400, { start: ['Choose one of the times offered.'] });
  }
  return new Date(start);
}

export function slotTaken(): HttpError {
  return new HttpError(409, {
    detail: 'This time has just been booked. Choose another time.',
    code: 'slot_taken',
  });
}

function uniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return String(e.code ?? e.cause?.code) === '23505';
}

/** Books a slot for the order (cancelling the order's earlier booking): one booking a slot. */
export async function book(
  deps: AppDeps,
  dealer: DealerRow,
  customerId: number,
  orderId: number,
  start: Date,
  body: Pick<AppointmentBooking, 'location' | 'address'>,
): Promise<AppointmentRow> {
  const db = deps.database.db;
  const end = new Date(start.getTime() + APPOINTMENT_SLOT_MINUTES * 60000);
  let row: AppointmentRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      await lockDealerTimes(tx, dealer.id);
      await tx
        .update(appointments)
        .set({ status: 'canceled', updatedAt: deps.now() })
        .where(and(eq(appointments.orderId, orderId), eq(appointments.status, 'booked')));
      // Another visit at that time (a test drive, or a booking the index below would refuse):
      // the transaction is undone, the order's earlier booking kept.
      if ((await visitsOf(tx, dealer.id, start, end)).length > 0) throw slotTaken();
      const [inserted] = await tx
        .insert(appointments)
        .values({
          dealerId: dealer.id,
          orderId,
          customerId,
          startsAt: start,
          endsAt: end,
          location: body.location,
          address: body.location === 'AtHome' ? (body.address ?? null) : null,
          status: 'booked',
        })
        .returning();
      await tx
        .update(orders)
        .set({
          proposedAppointment: start.toISOString(),
          // The appointment section's one step is done (the saved deal lists it so).
          progress: sql`${orders.progress} || ${JSON.stringify({ editor: STEP_STATES.COMPLETED })}::jsonb`,
          version: sql`${orders.version} + 1`,
          updatedAt: deps.now(),
        })
        .where(eq(orders.id, orderId));
      return inserted;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw slotTaken();
    throw error;
  } finally {
    orderWritten(db, orderId);
  }
  if (!row) throw new Error('appointment insert returned no row');
  return row;
}

/**
 * Sets (or moves) a test drive's time, one no other visit of the dealer holds (409 `slot_taken`);
 * an open or confirmed drive only (a cancelled one answers 400).
 */
export async function confirmTestDrive(
  deps: AppDeps,
  dealer: DealerRow,
  drive: TestDriveBookingRow,
  start: Date,
): Promise<TestDriveBookingRow> {
  const end = new Date(start.getTime() + TEST_DRIVE_MINUTES * MINUTE_MS);
  const updated = await deps.database.db.transaction(async (tx) => {
    await lockDealerTimes(tx, dealer.id);
    if ((await visitsOf(tx, dealer.id, start, end, { testDrive: drive.id })).length > 0) throw slotTaken();
    const [row] = await tx
      .update(testDriveBookings)
      .set({ status: 'confirmed', startsAt: start })
      .where(
        and(
          eq(testDriveBookings.id, drive.id),
          eq(testDriveBookings.dealerId, dealer.id),
          inArray(testDriveBookings.status, ['open', 'confirmed']),
        ),
      )
      .returning();
    return row;
  });
  // Cancelled meanwhile (another tab of the console).
  if (!updated) throw nonField('This test drive is cancelled.');
  return updated;
}

export async function cancel(deps: AppDeps, row: AppointmentRow): Promise<AppointmentRow> {
  const db = deps.database.db;
  const [updated] = await db
    .update(appointments)
    .set({ status: 'canceled', updatedAt: deps.now() })
    .where(eq(appointments.id, row.id))
    .returning();
  await db
    .update(orders)
    .set({
      proposedAppointment: null,
      progress: sql`${orders.progress} || ${JSON.stringify({ editor: STEP_STATES.INITIAL })}::jsonb`,
      version: sql`${orders.version} + 1`,
      updatedAt: deps.now(),
    })
    .where(eq(orders.id, row.orderId));
  orderWritten(db, row.orderId);
  return updated ?? row;
}

export async function customerAppointment(db: Db, c: AppContext, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.dealerId, c.var.dealer.id),
        eq(appointments.customerId, customerId),
      ),
    )
    .limit(1);
  if (!row) throw new HttpError(404, { detail: 'Appointment not found.', code: 'not_found' });
  return row;
}

/** A visit's date and time as the e-mails write it, at the dealer's time zone, in the locale. */
export function visitTime(dealer: Pick<DealerRow, 'timezone'>, at: Date, locale: Locale): string {
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: dealer.timezone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  // Joined as each language writes a date and its time: "… 2026 at 11:00 AM", "… 2026 à 11 h 00".
  return `${formatLongDate(zonedDate(at.getTime(), dealer.timezone), locale)} ${locale === 'fr-CA' ? 'à' : 'at'} ${time}`;
}

/**
 * The shopper's appointment page of a vehicle (where their visit and test drive show, to move or cancel
 * them), the link of the visit's and the test drive's e-mails; the storefront's home when the vehicle
 * is not known (a test drive requested without one).
 */
export function appointmentPageLink(
  deps: AppDeps,
  dealer: Pick<DealerRow, 'code'>,
  language: string,
  vehicleId: number | null,
): string {
  return storefrontLink(deps.config, dealer.code, language, vehicleId ? `appointment/${vehicleId}/` : '');
}

/** A sentence ending with a time: one full stop, also after "2:00 p.m." (en-CA). */
export const endSentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/** The e-mails' locale for a language at a dealer. */
export const emailLocale = (dealer: Pick<DealerRow, 'country'>, language: string): Locale =>
  language === 'fr' ? 'fr-CA' : dealer.country === 'US' ? 'en-US' : 'en-CA';

/**
 * The e-mails' words by kind: booked (the shopper's request, which the dealership confirms: the
 * console shows it "awaiting confirmation"), confirmed (by staff), moved, cancelled.
 */
const APPOINTMENT_WORDS = {
  booked: {
    en: ['Appointment requested', 'Your appointment request is received for'],
    fr: ['Rendez-vous demandé', 'Votre demande de rendez-vous est reçue pour le'],
  },
  confirmed: {
    en: ['Appointment confirmed', 'Your appointment is confirmed:'],
    fr: ['Rendez-vous confirmé', 'Votre rendez-vous est confirmé\u00a0:'],
  },
  moved: {
    en: ['Appointment moved', 'Your appointment is moved to'],
    fr: ['Rendez-vous déplacé', 'Votre rendez-vous est déplacé au'],
  },
  canceled: {
    en: ['Appointment cancelled', 'Your appointment is cancelled:'],
    fr: ['Rendez-vous annulé', 'Votre rendez-vous est annulé\u00a0:'],
  },
} as const;

/**
 * The request, confirmation, move or cancellation e-mail with its calendar invitation (a move updates the
 * invitation: same uid), in the shopper's language.
 */
export async function confirmByEmail(
  deps: AppDeps,
  dealer: DealerRow,
  row: AppointmentRow,
  language: string,
  kind: keyof typeof APPOINTMENT_WORDS,
  /** A move: the booking it replaces. */
  previous?: AppointmentRow,
): Promise<void> {
  const [customer] = await deps.database.db.select().from(users).where(eq(users.id, row.customerId));
  if (!customer) return;
  const [order] = await deps.database.db
    .select({ vehicleId: orders.vehicleId })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const page = appointmentPageLink(deps, dealer, language, order?.vehicleId ?? null);
  const fr = language === 'fr';
  const when = visitTime(dealer, row.startsAt, emailLocale(dealer, language));
  // The dealer's address as the page wrote it, in the shopper's language.
  const dealerAddress = localAddress(dealer, language);
  const where = row.location === 'AtHome' ? (row.address ?? '') : dealerAddress;
  const booked = kind !== 'canceled';
  const [title, sentence] = APPOINTMENT_WORDS[kind][fr ? 'fr' : 'en'];
  const subject = fr ? `${title}\u00a0: ${dealer.name}` : `${title}: ${dealer.name}`;
  const toConfirm =
    kind === 'booked'
      ? fr
        ? `\n${dealer.name} vous confirmera ce rendez-vous sous peu.`
        : `\n${dealer.name} will confirm it shortly.`
      : '';
  const text = fr
    ? `Bonjour ${customer.firstName},\n\n${sentence} ${when}, ${where}.${toConfirm}\n\n${page}\n${dealer.name}, ${dealer.phone}\n`
    : `Hello ${customer.firstName},\n\n${sentence} ${when}, ${where}.${toConfirm}\n\n${page}\n${dealer.name}, ${dealer.phone}\n`;
  const invitation = (of: AppointmentRow, method: 'REQUEST' | 'CANCEL', filename: string) =>
    icsAttachment(
      filename,
      {
        uid: `appointment-${of.id}@${dealer.code}.storefront`,
        start: of.startsAt,
        end: of.endsAt,
        created: deps.now(),
        summary: fr ? `Rendez-vous chez ${dealer.name}` : `Appointment at ${dealer.name}`,
        location: of.location === 'AtHome' ? (of.address ?? '') : dealerAddress,
        description: fr ? `Commande ${of.orderId}\u00a0: ${page}` : `Order ${of.orderId}: ${page}`,
        organizerEmail: dealer.email || 'no-reply@storefront.localhost',
        organizerName: dealer.name,
      },
      method,
    );
  await sendEmail(deps, dealer, {
    kind: 'appointment_confirmation',
    to: customer.email,
    subject,
    text,
    attachments: [
      invitation(row, booked ? 'REQUEST' : 'CANCEL', 'appointment.ics'),
      // A move is a new booking: the previous time's invitation is withdrawn from the calendar.
      ...(kind === 'moved' && previous ? [invitation(previous, 'CANCEL', 'appointment-previous.ics')] : []),
    ],
  });
}

export function serializeAppointment(row: AppointmentRow) {
  return {
    id: row.id,
    order: row.orderId,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    location: row.location,
    address: row.address,
    status: row.status,
    /** Whether the dealership confirmed it (the console); a move is a new booking, to confirm again. */
    confirmed: row.confirmedAt !== null,
  };
}

/**
 * The appointment booked (issue 22): the dealer's CRM hears of it once per order
 * (`send_appointment_lead`, with its time and place) through the leads service's rule; a new time
 * for the same order adds none (the confirmation e-mail tells the shopper). A lead that cannot be
 * written leaves the booking as it is.
 */
export async function queueAppointmentLead(
  deps: AppDeps,
  dealer: DealerRow,
  order: OrderRow,
  row: AppointmentRow,
  staffActing: boolean,
): Promise<void> {
  const [customer] = await deps.database.db.select().from(users).where(eq(users.id, row.customerId)).limit(1);
  if (!customer) return;
  const start = row.startsAt.toISOString();
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: dealer.timezone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(row.startsAt);
  const place = row.location === 'AtHome' ? 'at the customer’s home' : 'at the dealership';
  await queueMomentLead(deps, {
    dealer,
    customer,
    order,
    kind: 'send_appointment_lead',
    comments: `Appointment booked from the online storefront for ${local} (${start}), ${place}.`,
    payload: { vehicle: order.vehicleId, start, location: row.location },
    staffActing,
    once: { order: order.id },
  });
}
