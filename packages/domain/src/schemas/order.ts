import { z } from 'zod';
import { CAMPAIGN_QUERY_KEYS } from '../constants.ts';
import {
  ACCESSORY_ANSWER_MAX_LENGTH,
  accessoryAnswerSchema,
  accessorySchema,
  incentiveSchema,
  protectionPriceSchema,
} from './addons.ts';
import { centsSchema, idSchema, paymentFrequencySchema, paymentTypeSchema } from './common.ts';
import { MAX_RECORD_ID } from './customer-calls.ts';
import { paymentDetailsSchema } from './payment.ts';
import { queryBoolSchema, queryIdSchema } from './query.ts';
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
  /** The shopper's answers to the questions of the accessories in the deal (accessory-questions/). */
  accessory_answers: z.array(accessoryAnswerSchema).default([]),
  install_accessories_ids: z.array(idSchema).default([]),
  protection_plan_prices: z.array(protectionPriceSchema).default([]),
  protection_ids: z.array(idSchema).default([]),
  incentives: z.array(incentiveSchema).default([]),
  /** Conditional incentives the shopper removed: not applied again for them (any browser). */
  incentives_declined: z.array(idSchema).default([]),
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
      /** Who made it: the dealer, or the instant cash offer the shopper took (`submit_ico`). */
      source: z.enum(['dealer', 'instant_cash_offer']).optional(),
      /** A conditional offer's condition, as the customer reads it with the offer. */
      condition: z.string().nullable().optional(),
      /** The customer's reason for declining, or the dealer's message when it answered without an offer. */
      comments: z.string().nullable().optional(),
      /** Set when the dealer answered without an offer: none made, or the trade-in excluded from the deal. */
      dealer_decision: z.enum(['no_offer', 'excluded']).nullable().optional(),
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
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderInput = z.input<typeof orderSchema>;

const recordId = z.number().int().nonnegative().max(MAX_RECORD_ID);
const recordIds = z.array(recordId).max(100);
const writableCents = z.number().int().nonnegative().max(99_999_999);
const shortText = (max: number) => z.string().trim().max(max);

/** The order's campaign values (the landing page's query): only CAMPAIGN_QUERY_KEYS are kept. */
const campaignSchema = z
  .record(z.string().max(40), z.string().max(500))
  .refine((v) => Object.keys(v).length <= 20, 'Too many campaign values.')
  .transform((v) => {
    const kept: Record<string, string> = {};
    for (const key of CAMPAIGN_QUERY_KEYS) if (v[key] !== undefined) kept[key] = v[key];
    return kept;
  });

/**
 * A page's address as the order's analytics keep it (the deal's page, the shopper's referrer): http or
 * https only, since a console shows it as a link and another scheme (javascript:, data:) would run there.
 */
const webAddress = z
  .string()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), 'Enter a web address (http or https).');

/** Fields a customer may write, on create and on update (spec 2 §3 whitelists; server-owned fields excluded). */
const writableOrderFields = {
  email: z.email('Enter a valid e-mail address.').max(254).optional(),
  payment_type: paymentTypeSchema.optional(),
  postal_code: shortText(10).nullable().optional(),
  proposed_appointment: z.iso.datetime({ offset: true }).nullable().optional(),
  campaign: campaignSchema.nullable().optional(),
  build_state: z.string().max(20_000).nullable().optional(),
  configuration_id: recordId.nullable().optional(),
  source_slug: shortText(100).nullable().optional(),
  uses_oem_code: z.boolean().optional(),
  analytics: z
    .strictObject({ source_document_url: webAddress, referrer: webAddress.or(z.literal('')) })
    .nullable()
    .optional(),
  payment_include_tax: z.boolean().optional(),
  accessory_ids: recordIds.optional(),
  accessory_answers: z
    .array(
      z.strictObject({
        accessory: recordId,
        question: shortText(ACCESSORY_ANSWER_MAX_LENGTH).min(1),
        answer: shortText(ACCESSORY_ANSWER_MAX_LENGTH).min(1),
      }),
    )
    .max(200)
    .optional(),
  install_accessories_ids: recordIds.optional(),
  protection_ids: recordIds.optional(),
  incentives: recordIds.optional(),
  incentives_declined: recordIds.optional(),
  payment_type_settings: z
    .strictObject({ trade_in_credit: writableCents.optional(), trade_in_owing: writableCents.optional() })
    .optional(),
  down_payment: writableCents.nullable().optional(),
  term: z.number().int().min(1).max(120).nullable().optional(),
  payment_frequency: paymentFrequencySchema.nullable().optional(),
  lease_model_km: z.number().int().positive().max(200_000).nullable().optional(),
  payment_credit_score: shortText(40).nullable().optional(),
  options_price: writableCents.optional(),
  options_code_list: z.array(shortText(40)).max(200).optional(),
  started_transactional: z.literal(true, 'Only true can be set.').optional(),
  // Entering the credit application's review clears its "new update" (spec 3 §2); decisions set it.
  show_credit_app_result: z.literal(false, 'Only false can be set.').optional(),
};

/** POST /api/customer/order/: an order for a vehicle (spec 2 §4), with any writable field. */
export const orderCreateBodySchema = z.strictObject({ vehicle: recordId, ...writableOrderFields });
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;
/** PATCH /api/customer/order/{id}/: the fields a customer may write (the server refuses its own fields). */
export const orderUpdateBodySchema = z.strictObject({ vehicle: recordId.optional(), ...writableOrderFields });
export type OrderUpdateBody = z.input<typeof orderUpdateBodySchema>;

/** GET /api/customer/order/: the customer's orders. */
export const orderListSchema = z.object({
  count: z.number().int().nonnegative(),
  results: z.array(orderSchema),
});
export type OrderList = z.input<typeof orderListSchema>;

/** POST /api/customer/order/{id}/share/: the order's read-only share link (rotated). */
export const orderShareAnswerSchema = z.object({ tokenized_url: z.string().nullable() });
export type OrderShareAnswer = z.infer<typeof orderShareAnswerSchema>;

/** Order steps progress update (spec 2 §7). */
export const orderStepsUpdateSchema = z.object({ progress: z.record(z.string(), stepStateSchema) });

/**
 * GET /api/customer/order-steps/?vehicle=&order= and PUT order-steps/{order}/: the dealer's flow, its
 * sections and steps with the order's states (spec 2 §4), and the progress by step key. A section's
 * `entry` is where proceeding into it leads (the rules' `sectionEntry`).
 */
export const orderStepsSchema = z.object({
  order: idSchema.nullable(),
  vehicle: idSchema,
  flow_type: z.string(),
  is_linear: z.boolean(),
  sections: z.array(
    z.object({
      id: z.string(),
      state: z.string(),
      reopenable: z.boolean(),
      entry: z.record(z.string(), z.unknown()).optional(),
      steps: z.array(
        z.object({
          id: z.string(),
          key: z.string(),
          state: z.number().int(),
          progress: z.enum(STEP_PROGRESS_VALUES).optional(),
          available: z.boolean(),
          reason: z.string().nullable().optional(),
        }),
      ),
    }),
  ),
  progress: z.record(z.string(), z.number().int()),
});
export type OrderSteps = z.infer<typeof orderStepsSchema>;

/** An add-on a shared deal is priced with: chosen, or the dealer's mandatory one (cents). */
export const sharedItemSchema = z.object({
  type: z.enum(['accessory', 'protection_plan']),
  name: z.string(),
  option: z.string().nullable(),
  price: centsSchema,
  mandatory: z.boolean(),
});
export type SharedItem = z.infer<typeof sharedItemSchema>;

/**
 * GET /api/customer/shared-order/{token}/: a deal read-only, for anyone holding the link: the order
 * without its customer's details, its payment priced now, the add-ons it is priced with.
 */
export const sharedDealSchema = z.object({
  read_only: z.literal(true),
  dealer: z.object({ code: z.string(), name: z.string(), phone: z.string().nullable().optional() }),
  order: orderSchema,
  payment_details: paymentDetailsSchema.nullable(),
  items: z.array(sharedItemSchema).optional(),
  disclaimer: z.string(),
});
export type SharedDeal = z.infer<typeof sharedDealSchema>;

/** POST /api/customer/order/check_postal_code/: a postal or ZIP code to check. */
export const postalCodeCheckBodySchema = z.strictObject({ postal_code: z.string().max(20) });
export type PostalCodeCheckBody = z.input<typeof postalCodeCheckBodySchema>;

/** Its answer: the code normalised, its province (or state), whether it is the dealer's. */
export const postalCodeCheckAnswerSchema = z.object({
  postal_code: z.string(),
  province_code: z.string(),
  is_valid: z.literal(true),
  same_province: z.boolean(),
});
export type PostalCodeCheckAnswer = z.infer<typeof postalCodeCheckAnswerSchema>;

/** GET /api/customer/order/?vehicle=&include_archived= : the customer's orders (`vehicle` an id or the vehicle's reference). */
export const orderListQuerySchema = z.object({
  vehicle: z.string().max(64).optional(),
  include_archived: queryBoolSchema.optional(),
});

/** GET /api/customer/order-steps/?vehicle=&order= */
export const orderStepsQuerySchema = z.object({
  vehicle: queryIdSchema.optional(),
  order: queryIdSchema.optional(),
});

/** GET /api/dealer/orders/?customer= : the dealer's orders, or one customer's. */
export const dealerOrderListQuerySchema = z.object({ customer: queryIdSchema.optional() });
