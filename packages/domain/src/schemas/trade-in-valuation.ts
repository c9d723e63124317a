import { z } from 'zod';
import { centsSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common.ts';
import { MAX_RECORD_ID } from './customer-calls.ts';
import { queryIdSchema } from './query.ts';
import {
  ACTIVE_PAYMENT_VALUES,
  TRADE_IN_QUESTION_KEYS,
  tradeInImagesSchema,
  tradeInStatusSchema,
} from './trade-in.ts';

/**
 * The black-book trade-in's wire bodies (spec 3 §2, §3 and §7): the year / make / model / trim search
 * (`cbb-vehicle/unified_vehicle_search`), the valuation (`cbb-vehicle/get_valuation`) and the
 * trade-in saved on an order (`tradein/`). Money in integer cents; the odometer in the dealer's unit
 * (km in Canada, miles in the USA). The valuation comes from whichever valuation the server is
 * configured with; `provider` names it and says when it is a demo (sandbox) estimate.
 */

/** The options a valuation adds value for (spec 3 §3, the valuation report's flags). */
export const TRADE_IN_OPTIONS = ['navigation_system', 'power_sunroof', 'technology_package'] as const;
export type TradeInOption = (typeof TRADE_IN_OPTIONS)[number];

/**
 * The condition questions that move a valuation (spec 3 §3 question keys and the valuation report's
 * flags): an accident, paint work, repairs other than maintenance, protection coverage still
 * running, a vehicle imported from the USA (asked in Canada only). Sent as the keys answered yes.
 */
export const TRADE_IN_CONDITION_KEYS = [
  'involved_in_accident',
  'paint_work_performed',
  'repairs_other_than_maintainence',
  'has_unexpired_protection_coverage',
  'export_import_usa',
] as const;
export type TradeInConditionKey = (typeof TRADE_IN_CONDITION_KEYS)[number];
const conditionKeysSchema = z.array(z.enum(TRADE_IN_CONDITION_KEYS)).max(TRADE_IN_CONDITION_KEYS.length);

/** One adjustment of a valuation for a condition answer: its key and the cents it adds (< 0: deducted). */
export const tradeInAdjustmentSchema = z.object({
  key: z.enum(TRADE_IN_CONDITION_KEYS),
  amount: z.number().int(),
});
export type TradeInAdjustment = z.infer<typeof tradeInAdjustmentSchema>;

/** Highest amount owing on a trade-in, cents. */
export const TRADE_IN_MAX_OWING = 99_999_999;
const owingCents = z.number().int().min(0).max(TRADE_IN_MAX_OWING);

/**
 * What is still owed on the vehicle (spec 3 §3 active payments): N none; F a loan, with the amount
 * still due (the payoff); L a lease, with its residual value, the payment and the payments left
 * (spec 3 §5: each answer's required fields). Cents.
 */
export const tradeInLienSchema = z.object({
  making_active_payments: z.enum(ACTIVE_PAYMENT_VALUES),
  financing_amount_due: owingCents.optional(),
  leasing_residual_value: owingCents.optional(),
  leasing_payments_amount: owingCents.optional(),
  leasing_payment_left: z.number().int().min(0).max(120).optional(),
});
export type TradeInLien = z.infer<typeof tradeInLienSchema>;

/** Highest odometer a valuation takes (km or miles). */
export const TRADE_IN_MAX_ODOMETER = 999_999;

/** An order named in a body: past the ids the database holds, the same answer as an unknown one. */
const orderRef = z.number().int().positive().max(MAX_RECORD_ID, 'Order not found.');

/** The valuation that answered: its name and whether it is a demo (sandbox) estimate. */
export const valuationProviderSchema = z.object({
  name: z.string(),
  sandbox: z.boolean(),
});
export type ValuationProvider = z.infer<typeof valuationProviderSchema>;

/** A vehicle of the valuation's catalogue; `vid` is the valuation's own id of it. */
export const tradeInCatalogueVehicleSchema = z.object({
  vid: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
});
export type TradeInCatalogueVehicle = z.infer<typeof tradeInCatalogueVehicleSchema>;

/** GET cbb-vehicle/unified_vehicle_search/?q= */
export const tradeInVehicleSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(80),
});
export const tradeInVehicleSearchAnswerSchema = z.object({
  results: z.array(tradeInCatalogueVehicleSchema),
  provider: valuationProviderSchema,
});
export type TradeInVehicleSearchAnswer = z.infer<typeof tradeInVehicleSearchAnswerSchema>;

/** A vid as the valuation names vehicles: letters, digits, dashes. */
export const tradeInVidSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);

/** GET cbb-vehicle/decode_vin/?vin= : the VIN as typed (the server normalises and checks it). */
export const tradeInVinQuerySchema = z.object({ vin: z.string().max(40).default('') });
/** The vehicle a VIN decodes to in the valuation's catalogue. */
export const tradeInVinAnswerSchema = z.object({
  vin: z.string(),
  vehicle: tradeInCatalogueVehicleSchema,
  provider: valuationProviderSchema,
});
export type TradeInVinAnswer = z.infer<typeof tradeInVinAnswerSchema>;

/** GET cbb-vehicle/get_valuation/?vid=&odometer=&options=a,b */
export const tradeInValuationQuerySchema = z.object({
  vid: tradeInVidSchema,
  odometer: z.coerce.number().int().min(0).max(TRADE_IN_MAX_ODOMETER),
  options: z
    .string()
    .max(200)
    .optional()
    .transform((s) => (s ? s.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(TRADE_IN_OPTIONS)).max(TRADE_IN_OPTIONS.length)),
  /** The condition questions answered yes, comma-separated. */
  condition: z
    .string()
    .max(300)
    .optional()
    .transform((s) => (s ? s.split(',').filter(Boolean) : []))
    .pipe(conditionKeysSchema),
});

/** A valuation: the range (low, high), the dealer's target within it and the date it expires. */
export const tradeInEstimateSchema = z.object({
  trade_in_low: centsSchema.nonnegative(),
  trade_in_high: centsSchema.nonnegative(),
  trade_in_target: centsSchema.nonnegative(),
  expiry_date: isoDateSchema,
  currency: z.enum(['CAD', 'USD']),
  provider: valuationProviderSchema,
  /** The target before the condition adjustments (absent on an estimate made before they existed). */
  base_target: centsSchema.nonnegative().optional(),
  /** Why the target differs from `base_target`: one line a condition answer, in cents. */
  adjustments: z.array(tradeInAdjustmentSchema).optional(),
});
export type TradeInEstimate = z.infer<typeof tradeInEstimateSchema>;

export const tradeInValuationAnswerSchema = tradeInEstimateSchema.extend({
  vehicle: tradeInCatalogueVehicleSchema,
  odometer: z.number().int(),
  unit: z.enum(['km', 'mi']),
  options: z.array(z.enum(TRADE_IN_OPTIONS)),
  condition: z.array(z.enum(TRADE_IN_CONDITION_KEYS)),
});
export type TradeInValuationAnswer = z.infer<typeof tradeInValuationAnswerSchema>;

/**
 * POST tradein/ and PUT tradein/{id}/: the black-book trade-in of an order. Year, make, model and
 * trim are the valuation's for the vid, and the valuation is the server's: neither is taken from
 * the body.
 */
export const blackBookTradeInBodySchema = z.strictObject({
  order: orderRef,
  vid: tradeInVidSchema,
  odometer: z.number().int().min(0).max(TRADE_IN_MAX_ODOMETER),
  /**
   * The VIN as the shopper typed it (trade-in 2, spec 3 §3 `vin`), kept for the dealer's staff:
   * checked by the domain's rule and kept upper-cased; the server refuses one the catalogue decodes
   * into another vehicle than `vid`, and keeps one it does not know (the vehicle then found by year,
   * make and model). An empty one takes it off; absent, the trade-in keeps its own.
   */
  vin: z.string().max(40).optional(),
  accessories: z.array(z.enum(TRADE_IN_OPTIONS)).max(TRADE_IN_OPTIONS.length).default([]),
  /**
   * The condition questions answered yes. Sent, it answers each condition question the dealer asks
   * (yes for these, no for the others) in the trade-in's answers; absent, the answers stay as they are.
   */
  condition: conditionKeysSchema.optional(),
  /** Active payments on it (spec 3 §3): the answer and its amounts; absent, nothing is owed. */
  making_active_payments: z.enum(ACTIVE_PAYMENT_VALUES).optional(),
  financing_amount_due: owingCents.optional(),
  leasing_residual_value: owingCents.optional(),
  leasing_payments_amount: owingCents.optional(),
  leasing_payment_left: z.number().int().min(0).max(120).optional(),
});
export type BlackBookTradeInBody = z.input<typeof blackBookTradeInBodySchema>;

/**
 * An instant cash offer on a trade-in (spec 3 §2 and §4, the external instant-cash-offer flow): its
 * code and id, the amount in cents, the date it is valid until, and the provider that made it (the
 * embedded default says it is a sandbox's).
 */
export const tradeInInstantOfferSchema = z.object({
  offer_code: z.string(),
  offer_id: z.string(),
  amount: centsSchema.nonnegative(),
  currency: z.enum(['CAD', 'USD']),
  valid_until: isoDateSchema,
  provider: valuationProviderSchema,
});
export type TradeInInstantOffer = z.infer<typeof tradeInInstantOfferSchema>;

/** PUT tradein/{id}/submit_ico/ : the shopper takes the instant cash offer (spec 3 §7 `submit_ico`). */
export const submitInstantOfferBodySchema = z.strictObject({
  order: orderRef,
  offer_code: z.string().trim().min(1).max(64),
  offer_id: z.string().trim().min(1).max(64),
});

/** POST tradein/{id}/submit_tradein/ */
export const submitTradeInBodySchema = z.strictObject({ order: orderRef });

/** A trade-in as answered (black-book flow). */
export const blackBookTradeInAnswerSchema = z.object({
  id: idSchema,
  flow: z.literal('trade-in-black-book'),
  status: tradeInStatusSchema,
  order: idSchema,
  vid: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  /** Its VIN (upper-cased), or null when none was given. */
  vin: z.string().nullable(),
  odometer: z.number().int(),
  unit: z.enum(['km', 'mi']),
  accessories: z.array(z.enum(TRADE_IN_OPTIONS)),
  condition: z.array(z.enum(TRADE_IN_CONDITION_KEYS)),
  valuation: tradeInEstimateSchema.nullable(),
  /** What is owed on it, or null when nothing is. */
  lien: tradeInLienSchema.nullable(),
  /** The instant cash offer made on it, or null. */
  instant_offer: tradeInInstantOfferSchema.nullable(),
  /** The payoff of the lien, cents (0 without one). */
  payoff: z.number().int().nonnegative(),
  /** The estimate's target less the payoff, cents; negative: negative equity. Null without an estimate. */
  equity: z.number().int().nullable(),
  submitted_at: z.string().nullable(),
  /** Its photos (spec 3 §3): the six angles, each the URL of its photo or null. */
  images: tradeInImagesSchema,
  /** Whether the link to take the photos on a phone was e-mailed (`request_mobile_view`). */
  has_message_sent: z.boolean(),
  /** When its photos last changed, null before any: the photo watcher's `t`. */
  last_updated: isoDateTimeSchema.nullable(),
});
export type BlackBookTradeInAnswer = z.infer<typeof blackBookTradeInAnswerSchema>;

/** GET and PATCH tradein2/{id}/photos/ : the trade-in's six angles, each the URL of its photo or null. */
export const tradeInPhotosAnswerSchema = tradeInImagesSchema.extend({ trade_in: idSchema });
export type TradeInPhotosAnswer = z.infer<typeof tradeInPhotosAnswerSchema>;

/**
 * GET tradein-answers/{id}/check_images/?t= : the photo watcher's question (spec 3 §7), every 3 s
 * while a link was e-mailed: have the photos of the trade-in {id} changed since `t`, the
 * `last_updated` it was last answered (none before any photo)?
 */
export const tradeInCheckImagesQuerySchema = z.object({
  t: isoDateTimeSchema.optional(),
});

/** Its answer: whether they changed since `t`, when they last did, and the six images as they are. */
export const tradeInCheckImagesAnswerSchema = tradeInImagesSchema.extend({
  trade_in: idSchema,
  changed: z.boolean(),
  last_updated: isoDateTimeSchema.nullable(),
});
export type TradeInCheckImagesAnswer = z.infer<typeof tradeInCheckImagesAnswerSchema>;

/**
 * POST tradein-answers/ and PUT tradein-answers/{id}/: a trade-in's answer to one question (spec 3
 * §3): a yes or no, or for `making_active_payments` N, F or L. The server checks the key is one of
 * the dealer's (`export_import_usa` in Canada only) and the response one the key takes.
 */
export const tradeInAnswerBodySchema = z.strictObject({
  trade_in: z.number().int().positive().max(MAX_RECORD_ID, 'Trade-in not found.'),
  question: z.enum(TRADE_IN_QUESTION_KEYS),
  response: z.union([z.boolean(), z.enum(ACTIVE_PAYMENT_VALUES)]),
});
export type TradeInAnswerBody = z.infer<typeof tradeInAnswerBodySchema>;

/**
 * POST tradein/{id}/exclude/: the customer takes the trade-in out of the deal (the exclude modal,
 * spec 3 §2); the comment is required (spec 3 §5).
 */
export const tradeInExcludeBodySchema = z.strictObject({
  order: orderRef,
  comments: z.string('This field is required.').trim().min(1, 'This field is required.').max(2000),
});

/** GET /api/customer/tradein/?order= : the order's trade-ins. */
export const tradeInListQuerySchema = z.object({ order: queryIdSchema });

/** GET /api/customer/tradein-answers/?trade_in= : a trade-in's answers to the condition questions. */
export const tradeInAnswersQuerySchema = z.object({ trade_in: queryIdSchema });
