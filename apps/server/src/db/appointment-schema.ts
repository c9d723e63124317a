/**
 * Appointments (spec 2 §2, §3): one booked slot a dealer and time (a slot cannot be booked twice),
 * and the dealers' holidays, closed to bookings. Times are instants (timestamptz); the dealer's time
 * zone turns its opening hours into them.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, customerId, dealerId, orderId, updatedAt } from './columns.ts';
import { users, vehicles } from './schema.ts';

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    orderId: orderId(),
    customerId: customerId(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** AtDealer or AtHome (APPOINTMENT_LOCATIONS). */
    location: text('location').notNull(),
    address: text('address'),
    /** booked or canceled. */
    status: text('status').notNull(),
    /** When the dealership confirmed the booking (the console); null until then (migration 0016). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_order_idx').on(t.orderId),
    uniqueIndex('appointments_dealer_slot_idx').on(t.dealerId, t.startsAt).where(sql`${t.status} = 'booked'`),
  ],
);

export const dealerHolidays = pgTable(
  'dealer_holidays',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    /** The dealer's calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
  },
  (t) => [uniqueIndex('dealer_holidays_day_idx').on(t.dealerId, t.day)],
);

export type AppointmentRow = typeof appointments.$inferSelect;

/** Test-drive bookings (spec 2 §3): the shopper's request; the dealership calls back to set the time. */
export const testDriveBookings = pgTable(
  'test_drive_bookings',
  {
    id: serial('id').primaryKey(),
    /** Public reference of the confirmation page the browser opens. */
    token: text('token').notNull().unique(),
    dealerId: dealerId(),
    userId: integer('user_id').references(() => users.id),
    bookingOption: text('booking_option').notNull(),
    modelYear: integer('model_year').notNull(),
    modelCode: text('model_code').notNull(),
    modelName: text('model_name').notNull(),
    /**
     * The model's make ("Mazda" of "Mazda3 Sport"), from the vehicle the request names (migration 0019);
     * '' when it names none: the pages and e-mails then name the model as the request does.
     */
    make: text('make').notNull().default(''),
    province: text('province').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    tokenizedUrl: text('tokenized_url'),
    language: text('language').notNull(),
    /**
     * The vehicle whose appointment page asked, when the request says (migration 0017): the shopper's
     * e-mails link to that page, where the request shows.
     */
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    /**
     * What makes a request the same request (the shopper, or their name and phone when signed out, the
     * model and where): a double click or a retry finds the open booking instead of making another.
     */
    dedupeKey: text('dedupe_key'),
    /**
     * open until the dealership has called back (closed); confirmed once staff set its time in the
     * console (`startsAt`), canceled when staff cancel it.
     */
    status: text('status').notNull().default('open'),
    /** The time staff confirmed for the drive (the console); null while open (migration 0016). */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('test_drive_bookings_dealer_idx').on(t.dealerId, t.createdAt),
    uniqueIndex('test_drive_bookings_open_idx').on(t.dealerId, t.dedupeKey).where(sql`${t.status} = 'open'`),
  ],
);

export type TestDriveBookingRow = typeof testDriveBookings.$inferSelect;
