import { z } from 'zod';
import { languageSchema } from './common.ts';
import { nameSchema, phoneSchema } from './fields.ts';

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
