import { z } from 'zod';
import { centsSchema, isoDateSchema } from './common.ts';
import { nameSchema, phoneSchema, postalCodeSchema } from './fields.ts';

/** Deposit form (spec 2 §3). The token comes from the payment processor; no card number. */
export const depositFormSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  address_line_1: z.string().trim().min(1),
  address_line_2: z.string().trim().optional(),
  city: z.string().trim().min(1),
  province: z.string().min(2).max(3),
  postal_code: postalCodeSchema,
  cardholder_name: z.string().trim().min(2),
  token: z.string().min(1),
});
export type DepositForm = z.infer<typeof depositFormSchema>;

/** Deposit payment modes and fee modes (comparison labels, spec 2 §3). */
export const DEPOSIT_PAYMENT_MODES = ['hold', 'capture'] as const;
export type DepositPaymentMode = (typeof DEPOSIT_PAYMENT_MODES)[number];
export const DEPOSIT_FEE_MODES = [
  'No Fee',
  'Charge Processing Fee',
  'Charge Fixed Fee',
  'Charge Processing + Fixed Fee',
] as const;
export type DepositFeeMode = (typeof DEPOSIT_FEE_MODES)[number];
/** Deposit payment method as reported to analytics. */
export const DEPOSIT_ANALYTICS_PAYMENT_METHOD = 'stripe';

/** Deposit details (spec 2 §3). Amounts are integer cents. */
export const depositDetailsSchema = z.object({
  deposit_amount: centsSchema.nonnegative(),
  deposit_cancellation_fee: centsSchema.nonnegative(),
  deposit_method: z.enum(DEPOSIT_PAYMENT_MODES),
  deposit_amount_paid: centsSchema.nonnegative().nullable(),
  fee_mode: z.enum(DEPOSIT_FEE_MODES).optional(),
});
export type DepositDetails = z.infer<typeof depositDetailsSchema>;

/** Payment intent statuses (spec 2 §3, spec 3 §4). */
export const PAYMENT_INTENT_STATUSES = [
  'refunded',
  'pre_authorized',
  'confirmed',
  'rejected',
  'created',
  'initiated',
  'expired',
  'canceled',
  'error',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** Deposit validate payload (spec 2 §7). */
export const depositValidateSchema = depositFormSchema.omit({ token: true, cardholder_name: true }).extend({
  geo_validate: z.literal(true),
  province_code: z.string().min(2).max(3),
});

/** Deposit paid on (spec 2 §3 is silent; used by the confirmation page). */
export const depositReceiptSchema = z.object({ paid_on: isoDateSchema, amount: centsSchema.nonnegative() });
