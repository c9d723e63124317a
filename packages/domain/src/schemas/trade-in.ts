import { z } from 'zod';
import { centsSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common.ts';

/** Trade-in statuses (spec 3 §3). A trade-in with no status or draft is editable. */
export const TRADE_IN_STATUSES = [
  'draft',
  'awaiting_dealer',
  'awaiting_customer',
  'included',
  'excluded',
] as const;
export type TradeInStatus = (typeof TRADE_IN_STATUSES)[number];
export const tradeInStatusSchema = z.enum(TRADE_IN_STATUSES);

/** Offer states: A accepted, O awaiting customer, D declined (spec 3 §3). */
export const OFFER_STATES = Object.freeze({ ACCEPTED: 'A', AWAITING_CUSTOMER: 'O', DECLINED: 'D' } as const);
export const OFFER_STATE_VALUES = ['A', 'O', 'D'] as const;
export type OfferState = (typeof OFFER_STATE_VALUES)[number];
/** Quote states (spec 3 §3). */
export const QUOTE_STATES = ['quoting', 'not_quoted', 'quoted'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** making_active_payments: N none, F financing, L leasing (spec 3 §3). */
export const ACTIVE_PAYMENTS = Object.freeze({ NONE: 'N', FINANCING: 'F', LEASING: 'L' } as const);
export const ACTIVE_PAYMENT_VALUES = ['N', 'F', 'L'] as const;
export type ActivePayments = (typeof ACTIVE_PAYMENT_VALUES)[number];

/** The six required photo angles (spec 3 §3 and §9). */
export const TRADE_IN_IMAGE_FIELDS = [
  'image_front',
  'image_back',
  'image_left',
  'image_right',
  'image_dashboard',
  'image_seat_interior',
] as const;
export type TradeInImageField = (typeof TRADE_IN_IMAGE_FIELDS)[number];
export const tradeInImagesSchema = z.object(
  Object.fromEntries(TRADE_IN_IMAGE_FIELDS.map((f) => [f, z.url().nullable()])) as Record<
    TradeInImageField,
    z.ZodNullable<z.ZodURL>
  >,
);
export type TradeInImages = z.infer<typeof tradeInImagesSchema>;

/** Trade-in question keys (spec 3 §3); export_import_usa is Canada only. */
export const TRADE_IN_QUESTION_KEYS = [
  'accepted_terms',
  'involved_in_accident',
  'paint_work_performed',
  'repairs_other_than_maintainence',
  'has_unexpired_protection_coverage',
  'making_active_payments',
  'export_import_usa',
] as const;
export type TradeInQuestionKey = (typeof TRADE_IN_QUESTION_KEYS)[number];
export const CANADA_ONLY_QUESTION_KEYS: readonly TradeInQuestionKey[] = ['export_import_usa'];

/** Trade-in flows and their step names (spec 3 §2). */
export const TRADE_IN_FLOWS = ['trade-in', 'trade-in-2', 'trade-in-black-book', 'trade-in-external'] as const;
export type TradeInFlow = (typeof TRADE_IN_FLOWS)[number];
export const TRADE_IN_FLOW_STEPS: Readonly<Record<TradeInFlow, readonly string[]>> = Object.freeze({
  'trade-in': ['vehicle-details', 'vehicle-history', 'vehicle-images', 'review'],
  'trade-in-2': ['get-started', 'vehicle-details', 'vehicle-photos', 'review'],
  'trade-in-black-book': ['get-started', 'vehicle-details', 'review'],
  'trade-in-external': ['instant-cash-offer', 'review'],
});
/** Route children per flow (spec 3 §2). */
export const TRADE_IN_FLOW_ROUTES: Readonly<Record<TradeInFlow, readonly string[]>> = Object.freeze({
  'trade-in': ['details', 'history', 'images', 'review'],
  'trade-in-2': ['welcome', 'details', 'photos', 'review'],
  'trade-in-black-book': ['welcome', 'details', 'review'],
  'trade-in-external': ['welcome', 'review'],
});

/** Current offer on a trade-in (shape not shown: amount in cents and its state). */
export const tradeInOfferSchema = z.object({
  id: idSchema,
  amount: centsSchema.nonnegative(),
  state: z.enum(OFFER_STATE_VALUES),
  expiry_date: isoDateSchema.nullable().optional(),
});
export type TradeInOffer = z.infer<typeof tradeInOfferSchema>;

/** Valuation range in cents (spec 3 §3). */
export const tradeInValuationSchema = z.object({
  trade_in_low: centsSchema.nonnegative(),
  trade_in_high: centsSchema.nonnegative(),
});
export type TradeInValuation = z.infer<typeof tradeInValuationSchema>;

/** Trade-in, general flow (spec 3 §3). Money in integer cents; odometer in the dealer's unit. */
export const tradeInSchema = z.object({
  id: idSchema.nullable().optional(),
  status: tradeInStatusSchema.nullable().optional(),
  order: idSchema.nullable().optional(),
  vid: z.string().nullable().optional(),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  make: z.string().nullable().optional(),
  model: z.string().nullable().optional(),
  trim: z.string().nullable().optional(),
  odometer: z.number().int().nonnegative().nullable().optional(),
  transmission: z.string().nullable().optional(),
  current_offer: tradeInOfferSchema.nullable().optional(),
  images: tradeInImagesSchema.partial().optional(),
  valuation: tradeInValuationSchema.nullable().optional(),
  making_active_payments: z.enum(ACTIVE_PAYMENT_VALUES).nullable().optional(),
  financing_amount_due: centsSchema.nonnegative().nullable().optional(),
  leasing_residual_value: centsSchema.nonnegative().nullable().optional(),
  leasing_payments_amount: centsSchema.nonnegative().nullable().optional(),
  leasing_payment_left: z.number().int().nonnegative().nullable().optional(),
});
export type TradeIn = z.infer<typeof tradeInSchema>;

/** Black-book valuation (spec 3 §3): price cleaned of symbols and commas, userPrice starting at 0. */
export const blackBookValuationSchema = z.object({
  price: centsSchema.nonnegative(),
  expiryDate: isoDateSchema.nullable(),
  userPrice: centsSchema.nonnegative().default(0),
});
export type BlackBookValuation = z.infer<typeof blackBookValuationSchema>;

/** Black-book trade-in (spec 3 §3): step 1 fields (mileage sent as odometer), accessories, valuation. */
export const blackBookTradeInSchema = z.object({
  id: idSchema.nullable().optional(),
  status: tradeInStatusSchema.nullable().optional(),
  order: idSchema.nullable().optional(),
  vid: z.string().nullable().optional(),
  year: z.number().int().nullable().optional(),
  make: z.string().nullable().optional(),
  model: z.string().nullable().optional(),
  trim: z.string().nullable().optional(),
  odometer: z.number().int().nonnegative().nullable().optional(),
  accessories: z.array(z.string()).default([]),
  valuation: blackBookValuationSchema.nullable().optional(),
});
export type BlackBookTradeIn = z.infer<typeof blackBookTradeInSchema>;

/** Trade-in 2 answer: id, trade_in and the question response (spec 3 §3). */
export const tradeInAnswerSchema = z.object({
  id: idSchema.nullable().optional(),
  trade_in: idSchema,
  question: z.enum(TRADE_IN_QUESTION_KEYS),
  response: z.union([z.boolean(), z.string(), z.number()]),
});
export type TradeInAnswer = z.infer<typeof tradeInAnswerSchema>;

/** Trade-in question as loaded from the server. */
export const tradeInQuestionSchema = z.object({
  id: idSchema,
  key: z.enum(TRADE_IN_QUESTION_KEYS),
  text: z.string(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type TradeInQuestion = z.infer<typeof tradeInQuestionSchema>;

/** Trade-in 2 (spec 3 §3). */
export const tradeIn2Schema = tradeInImagesSchema.partial().extend({
  id: idSchema.nullable().optional(),
  status: tradeInStatusSchema.nullable().optional(),
  order: idSchema.nullable().optional(),
  vin: z.string().nullable().optional(),
  vehicle_details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  answers: z.array(tradeInAnswerSchema).default([]),
  has_message_sent: z.boolean().default(false),
  last_updated: isoDateTimeSchema.nullable().optional(),
  offer_code: z.string().nullable().optional(),
  offer_id: z.string().nullable().optional(),
});
export type TradeIn2 = z.infer<typeof tradeIn2Schema>;

/** Trade-in valuation, analytics and third-party view (spec 3 §3). */
export const tradeInValuationReportSchema = z.object({
  ymmt: z.string(),
  body_type: z.string().nullable(),
  fuel_type: z.string().nullable(),
  engine: z.string().nullable(),
  tradein_high: centsSchema.nonnegative(),
  tradein_low: centsSchema.nonnegative(),
  tradein_target: centsSchema.nonnegative(),
  navigation_system: z.boolean(),
  power_sunroof: z.boolean(),
  technology_package: z.boolean(),
  unexpired_protection_coverage: z.boolean(),
  involved_in_accident: z.boolean(),
  paint_work_performed: z.boolean(),
  repairs_other_than_maintenance: z.boolean(),
});
export type TradeInValuationReport = z.infer<typeof tradeInValuationReportSchema>;

/** Accept payload: orderId, trade_in. Decline payload adds the required comments (spec 3 §3, §5). */
export const tradeInAcceptSchema = z.object({ orderId: idSchema, trade_in: idSchema });
export const tradeInDeclineSchema = tradeInAcceptSchema.extend({
  comments: z.string().trim().min(1, { message: 'validation.required' }),
});
export type TradeInDecline = z.infer<typeof tradeInDeclineSchema>;
/** Exclude payload: comments required (spec 3 §5). */
export const tradeInExcludeSchema = z.object({
  comments: z.string().trim().min(1, { message: 'validation.required' }),
});

/** Instant-cash-offer submission (spec 3 §4). */
export const instantCashOfferSchema = z.object({
  id: idSchema,
  offer_code: z.string().min(1),
  offer_id: z.string().min(1),
});
