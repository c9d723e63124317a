import { z } from 'zod';
import { centsSchema, idSchema } from './common.ts';
import { nameSchema, phoneSchema, postalCodeSchema } from './fields.ts';
import { queryIdSchema } from './query.ts';

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

/** The payment processors a deposit goes through: the sandbox (demo, tests) or Stripe. */
export const DEPOSIT_PROCESSORS = ['sandbox', 'stripe'] as const;

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

/**
 * Deposit details (spec 2 §3), GET /api/customer/customdeposit-details[?order=]: the dealer's deposit,
 * its fee and total, what is paid on the order (with `order`), and the payment processor the browser
 * tokenizes the card with (Stripe's publishable key; none with the sandbox). Amounts are integer cents.
 */
export const depositDetailsSchema = z.object({
  deposit_amount: centsSchema.nonnegative(),
  deposit_cancellation_fee: centsSchema.nonnegative(),
  deposit_method: z.enum(DEPOSIT_PAYMENT_MODES),
  deposit_amount_paid: centsSchema.nonnegative().nullable(),
  fee_mode: z.enum(DEPOSIT_FEE_MODES),
  deposit_fee: centsSchema.nonnegative(),
  deposit_total: centsSchema.nonnegative(),
  currency: z.enum(['CAD', 'USD']),
  processor: z.enum(DEPOSIT_PROCESSORS),
  sandbox: z.boolean(),
  publishable_key: z.string().nullable(),
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

/**
 * A deposit attempt as answered (POST charge_deposit/, {id}/authenticate/): its status and order
 * deposit code, `requires_action` with the processor's challenge step to do (a 202, with Stripe's
 * `client_secret`), the card's brand and last four digits only. Amounts are integer cents.
 */
export const depositAttemptSchema = z.object({
  id: idSchema,
  order: idSchema,
  vehicle: idSchema,
  /** The public reference a receipt carries. */
  reference: z.string(),
  status: z.string(),
  deposit_code: z.string(),
  requires_action: z.boolean(),
  decline_code: z.string().nullable(),
  deposit_amount: centsSchema.nonnegative(),
  deposit_fee: centsSchema.nonnegative(),
  deposit_total: centsSchema.nonnegative(),
  deposit_method: z.enum(DEPOSIT_PAYMENT_MODES),
  fee_mode: z.string(),
  currency: z.enum(['CAD', 'USD']),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  processor: z.enum(DEPOSIT_PROCESSORS),
  /** When it was held or charged (ISO instant). */
  paid_on: z.string().nullable(),
  /** When a charge was refunded or a hold released (null otherwise). */
  given_back_on: z.string().nullable(),
  client_secret: z.string().optional(),
});
export type DepositAttempt = z.infer<typeof depositAttemptSchema>;

/** The order's latest attempt as the receipt reads it: the dealership, its time zone (the receipt's dates), the cancellation fee. */
export const depositReceiptSchema = depositAttemptSchema.extend({
  dealer_name: z.string(),
  time_zone: z.string().optional(),
  deposit_cancellation_fee: centsSchema.nonnegative(),
});
export type DepositReceipt = z.infer<typeof depositReceiptSchema>;

/** GET /api/customer/deposit/{order}/deposit_amount_paid/: what is paid on the order and its latest attempt. */
export const depositPaidSchema = z.object({
  order: idSchema,
  deposit_amount_paid: centsSchema.nonnegative().nullable(),
  deposit_code: z.string().nullable(),
  deposit: depositReceiptSchema.nullable(),
});
export type DepositPaid = z.infer<typeof depositPaidSchema>;

/**
 * POST /api/customer/deposit/{id}/authenticate/ with the sandbox processor: the shopper's answer to its
 * stand-in for the bank's challenge page (a real processor's authenticate takes an empty body).
 */
export const sandboxAuthenticateBodySchema = z.strictObject({ approved: z.boolean() });
export type SandboxAuthenticateBody = z.input<typeof sandboxAuthenticateBodySchema>;

/** GET /api/customer/customdeposit-details/?order= : the dealer's deposit and, for an order, what is paid. */
export const depositDetailsQuerySchema = z.object({ order: queryIdSchema.optional() });
