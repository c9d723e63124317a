import { z } from 'zod';
import { accessorySchema, incentiveSchema, protectionPriceSchema } from './addons.ts';
import { centsSchema, idSchema, paymentFrequencySchema, paymentTypeSchema } from './common.ts';
import { blackBookTradeInAnswerSchema } from './trade-in-valuation.ts';
import { vehicleSchema } from './vehicle.ts';

/** Order types (spec 2 §9, spec 3 §9). */
export const ORDER_TYPES = [
  'deposit',
  'aftermarket',
  'configure',
  'trade-in',
  'finance',
  'appointment',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Order statuses (spec 2 §9, spec 3 §4). */
export const ORDER_STATUSES = [
  'initial',
  'pending',
  'completed',
  'refunded',
  'pre_authorized',
  'failed',
  'canceled',
  'appointment',
  'declined',
  'awaiting-customer',
  'awaiting-dealer',
  'hidden-awaiting-decision',
  'expired',
  'no_quote_created',
  'sent_to_customer',
  'viewed_by_customer',
  'reserved',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Order deposit codes: CREATED (NEW), READY (RDY), APPLIED (LIVE), DENIED (DENY). */
export const DEPOSIT_CODES = Object.freeze({
  CREATED: 'NEW',
  READY: 'RDY',
  APPLIED: 'LIVE',
  DENIED: 'DENY',
} as const);
export const DEPOSIT_CODE_VALUES = ['NEW', 'RDY', 'LIVE', 'DENY'] as const;
export type DepositCode = (typeof DEPOSIT_CODE_VALUES)[number];

/** Lead / vehicle statuses (spec 3 §4). */
export const LEAD_STATUSES = ['Active', 'Lost', 'Sold'] as const;

/** Job status of server tasks (spec 2 §7, spec 3 §3). */
export const JOB_STATUSES = ['PENDING', 'SUCCESS', 'INVALID', 'FAILURE', 'IN_PROGRESS'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Step completion states, numeric (spec 1 §9, spec 2 §4, spec 3 §2). */
export const STEP_STATES = Object.freeze({
  INITIAL: 0,
  COMPLETED: 1,
  AWAITING_DEALER: 2,
  AWAITING_CUSTOMER: 3,
  SKIPPED: 4,
} as const);
export const STEP_STATE_VALUES = [0, 1, 2, 3, 4] as const;
export type StepState = (typeof STEP_STATE_VALUES)[number];
export const stepStateSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
/** The second, string, enumeration of step progress (spec 2 §4, spec 3 §2). */
export const STEP_PROGRESS_VALUES = ['initial', 'skipped', 'completed'] as const;
export type StepProgressValue = (typeof STEP_PROGRESS_VALUES)[number];

/** Order-step keys (spec 3 §2); build-and-price adds the payment configuration step (spec 2 §2). */
export const ORDER_STEP_KEYS = [
  'accessories',
  'protections',
  'payment',
  'trade-in',
  'appointment',
  'review',
  'credit-app',
  'deposit',
  'deposit-vw',
  'file-upload',
  'complete-order',
  'customize-order',
] as const;
export type OrderStepKey = (typeof ORDER_STEP_KEYS)[number];

/** Sections of an order (spec 2 §2). */
export const SECTIONS = [
  'build-and-price',
  'trade-in',
  'credit-app',
  'deposit',
  'deposit-vw',
  'appointment',
] as const;
export type SectionId = (typeof SECTIONS)[number];
export const sectionSchema = z.enum(SECTIONS);

/** Order analytics fields (spec 2 §3). */
export const orderAnalyticsSchema = z.object({ source_document_url: z.string(), referrer: z.string() });

/** Order (spec 2 §3, spec 3 §3). Money fields are integer cents. */
export const orderSchema = z.object({
  id: idSchema,
  vehicle: vehicleSchema,
  accessories: z.array(accessorySchema).default([]),
  accessory_ids: z.array(idSchema).default([]),
  install_accessories_ids: z.array(idSchema).default([]),
  protection_plan_prices: z.array(protectionPriceSchema).default([]),
  protection_ids: z.array(idSchema).default([]),
  incentives: z.array(incentiveSchema).default([]),
  payment_type: paymentTypeSchema,
  payment_type_settings: z
    .object({ trade_in_credit: centsSchema.nonnegative(), trade_in_owing: centsSchema.nonnegative() })
    .default({ trade_in_credit: 0, trade_in_owing: 0 }),
  postal_code: z.string().nullable().optional(),
  proposed_appointment: z.string().nullable().optional(),
  campaign: z.record(z.string(), z.string()).nullable().optional(),
  build_state: z.string().nullable().optional(),
  configuration_id: idSchema.nullable().optional(),
  source_slug: z.string().nullable().optional(),
  uses_oem_code: z.boolean().default(false),
  analytics: orderAnalyticsSchema.nullable().optional(),
  tokenized_url: z.url().nullable().optional(),
  payment_include_tax: z.boolean().default(true),
  customer: idSchema.nullable().optional(),
  email: z.email().nullable().optional(),
  down_payment: centsSchema.nonnegative().nullable().optional(),
  term: z.number().int().positive().nullable().optional(),
  payment_frequency: paymentFrequencySchema.nullable().optional(),
  lease_model_km: z.number().int().positive().nullable().optional(),
  payment_credit_score: z.string().nullable().optional(),
  reserveit_id: z.string().nullable().optional(),
  deposit_step_status: stepStateSchema.nullable().optional(),
  has_deposit: z.boolean().default(false),
  deposit_code: z.enum(DEPOSIT_CODE_VALUES).nullable().optional(),
  is_archived: z.boolean().default(false),
  started_transactional: z.boolean().default(false),
  credit_application_status: z.number().int().min(1).max(5).nullable().optional(),
  show_credit_app_result: z.boolean().default(false),
  show_tradein_result: z.boolean().default(false),
  status: z.enum(ORDER_STATUSES).default('initial'),
  sections: z.array(sectionSchema),
  progress: z.record(z.string(), stepStateSchema).default({}),
  /** The order's trade-in as answered (the black-book flow's). */
  trade_in: blackBookTradeInAnswerSchema.nullable().optional(),
  /** The dealer's trade-in offer (cents; state O awaiting the customer, A accepted, D declined). */
  trade_in_offer: z
    .object({
      value: centsSchema,
      expires_on: z.string().nullable(),
      status: z.enum(['pending', 'accepted', 'declined']),
      state: z.enum(['O', 'A', 'D']),
    })
    .nullable()
    .optional(),
  available_trade_in: idSchema.nullable().optional(),
  /**
   * The payment as last saved with the order (cents): a saved deal priced again later says when the
   * payment has changed since (the dealer's rates or prices moved).
   */
  saved_payment: z
    .object({ payment_type: paymentTypeSchema, payment: centsSchema, total: centsSchema })
    .nullable()
    .optional(),
  /** The order's version: the If-Match of the next write. */
  version: z.number().int().nonnegative().optional(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderInput = z.input<typeof orderSchema>;

/** Order creation payload (spec 2 §4: created with vehicle and email). */
export const orderCreateSchema = z.object({
  vehicle: idSchema,
  email: z.email().optional(),
  payment_type: paymentTypeSchema.optional(),
  postal_code: z.string().optional(),
  configuration_id: idSchema.optional(),
  campaign: z.record(z.string(), z.string()).optional(),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/** Order steps progress update (spec 2 §7). */
export const orderStepsUpdateSchema = z.object({ progress: z.record(z.string(), stepStateSchema) });
