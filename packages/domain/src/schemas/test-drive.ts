import { z } from 'zod';
import { idSchema, languageSchema } from './common.ts';
import { nameSchema, phoneSchema } from './fields.ts';
import { queryIdSchema, queryIntSchema } from './query.ts';

/** Test-drive delivery options (spec 2 §3). */
export const DELIVERY_OPTIONS = ['NONE', 'DEALER_ONLY', 'DEALER_AND_HOME'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
/** Appointment locations (spec 2 §3). */
export const APPOINTMENT_LOCATIONS = ['AtDealer', 'AtHome'] as const;
export type AppointmentLocation = (typeof APPOINTMENT_LOCATIONS)[number];

/** Test-drive booking (spec 2 §3). */
export const testDriveBookingSchema = z.object({
  booking_option: z.enum(APPOINTMENT_LOCATIONS),
  model_year: z.number().int().min(1900).max(2100),
  model_code: z.string().min(1),
  model_name: z.string().min(1),
  dealer_code: z.string().min(1),
  province: z.string().min(2).max(3),
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  tokenized_url: z.url().nullable().optional(),
  language: languageSchema,
  /**
   * The inventory vehicle whose page asked (optional, not in the spec): the shopper's e-mails link back
   * to that vehicle's appointment page, where the request shows.
   */
  vehicle: z.number().int().positive().optional(),
});
export type TestDriveBooking = z.infer<typeof testDriveBookingSchema>;
/** Booking response: the url opened in a new tab (spec 2 §4). */
export const testDriveBookingResponseSchema = z.object({ url: z.url() });
export type TestDriveBookingResponse = z.infer<typeof testDriveBookingResponseSchema>;

/** A shopper's test-drive request's states: open (the dealership calls back), confirmed (a time set), canceled. */
export const TEST_DRIVE_STATUSES = ['open', 'confirmed', 'canceled'] as const;
export type TestDriveStatus = (typeof TEST_DRIVE_STATUSES)[number];

/**
 * A signed-in shopper's own test-drive request (GET /api/customer/test-drive/, its cancel/ answer):
 * `start` is set once confirmed; `model.make` is '' when the request named no vehicle; `vehicle` is the
 * vehicle whose appointment page asked, when known; `url` the request's confirmation page.
 */
export const shopperTestDriveSchema = z.object({
  id: idSchema,
  status: z.enum(TEST_DRIVE_STATUSES),
  start: z.string().nullable(),
  location: z.enum(APPOINTMENT_LOCATIONS),
  model: z.object({ year: z.number().int(), code: z.string(), name: z.string(), make: z.string() }),
  vehicle: idSchema.nullable(),
  url: z.url(),
});
export type ShopperTestDrive = z.infer<typeof shopperTestDriveSchema>;

/** GET /api/customer/test-drive/?model_year=&model_code=: the shopper's open or confirmed request for a model. */
export const shopperTestDriveAnswerSchema = z.object({ test_drive: shopperTestDriveSchema.nullable() });
export type ShopperTestDriveAnswer = z.infer<typeof shopperTestDriveAnswerSchema>;

/** GET /api/customer/test-drive/ without a model: every open or confirmed request, newest first, and the dealer's time zone. */
export const shopperTestDrivesSchema = z.object({
  time_zone: z.string(),
  results: z.array(shopperTestDriveSchema),
});
export type ShopperTestDrives = z.infer<typeof shopperTestDrivesSchema>;

/** Appointment states: booked, or canceled by the shopper (spec 2 §3). */
export const APPOINTMENT_STATUSES = ['booked', 'canceled'] as const;

/** An order's appointment as answered (booked, moved, cancelled); `confirmed`: the dealership confirmed it. */
export const appointmentSchema = z.object({
  id: idSchema,
  order: idSchema,
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  location: z.enum(APPOINTMENT_LOCATIONS),
  address: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  confirmed: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** GET /api/customer/appointment/?order=: the order's booked appointment, if any. */
export const appointmentAnswerSchema = z.object({ appointment: appointmentSchema.nullable() });
export type AppointmentAnswer = z.infer<typeof appointmentAnswerSchema>;

/**
 * GET /api/customer/appointment/slots/: the dealer's free slots by day in its time zone (`start` an
 * ISO instant, `time` the wall-clock time), where it meets shoppers, and its address and hours.
 */
export const appointmentSlotsSchema = z.object({
  timezone: z.string(),
  delivery_option: z.enum(DELIVERY_OPTIONS),
  delivery_options: z.array(z.enum(DELIVERY_OPTIONS)).optional(),
  locations: z.array(z.enum(APPOINTMENT_LOCATIONS)),
  dealer: z.object({
    name: z.string(),
    full_address: z.string(),
    phone: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    hours: z.record(z.string(), z.string()),
    /** The dealer's static map image of the place, when it configured a tile provider; else null. */
    static_map_url: z.string().nullable().optional(),
  }),
  days: z.array(
    z.object({ date: z.string(), slots: z.array(z.object({ start: z.string(), time: z.string() })) }),
  ),
});
export type AppointmentSlots = z.infer<typeof appointmentSlotsSchema>;

/** GET /api/customer/test-drive/?model_year=&model_code= : the shopper's request for a model. */
export const testDriveQuerySchema = z.object({
  model_year: queryIntSchema(1900, 2100),
  model_code: testDriveBookingSchema.shape.model_code,
});

/** GET /api/customer/appointment/?order= : the order's booking. */
export const appointmentListQuerySchema = z.object({ order: queryIdSchema });
