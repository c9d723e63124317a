import { z } from 'zod';
import { centsSchema, idSchema, isoDateSchema } from './common.ts';
import { MAX_RECORD_ID } from './customer-calls.ts';
import { ACTIVE_PAYMENT_VALUES, TRADE_IN_QUESTION_KEYS, tradeInStatusSchema } from './trade-in.ts';

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
});

/** A valuation: the range (low, high), the dealer's target within it and the date it expires. */
export const tradeInEstimateSchema = z.object({
  trade_in_low: centsSchema.nonnegative(),
  trade_in_high: centsSchema.nonnegative(),
  trade_in_target: centsSchema.nonnegative(),
  expiry_date: isoDateSchema,
  currency: z.enum(['CAD', 'USD']),
  provider: valuationProviderSchema,
});
export type TradeInEstimate = z.infer<typeof tradeInEstimateSchema>;

export const tradeInValuationAnswerSchema = tradeInEstimateSchema.extend({
  vehicle: tradeInCatalogueVehicleSchema,
  odometer: z.number().int(),
  unit: z.enum(['km', 'mi']),
  options: z.array(z.enum(TRADE_IN_OPTIONS)),
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
  accessories: z.array(z.enum(TRADE_IN_OPTIONS)).max(TRADE_IN_OPTIONS.length).default([]),
});
export type BlackBookTradeInBody = z.input<typeof blackBookTradeInBodySchema>;

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
  odometer: z.number().int(),
  unit: z.enum(['km', 'mi']),
  accessories: z.array(z.enum(TRADE_IN_OPTIONS)),
  valuation: tradeInEstimateSchema.nullable(),
  submitted_at: z.string().nullable(),
});
export type BlackBookTradeInAnswer = z.infer<typeof blackBookTradeInAnswerSchema>;

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
