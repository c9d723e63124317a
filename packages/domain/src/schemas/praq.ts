import { z } from 'zod';
import { PRAQ_MAX_QUOTES } from '../constants.ts';
import { accessorySchema, protectionPriceSchema } from './addons.ts';
import { centsSchema, idSchema, isoDateSchema, paymentFrequencySchema, paymentTypeSchema } from './common.ts';

/** PRAQ (personalised quote) (spec 2 §3). */
export const praqQuoteSchema = z.object({
  id: idSchema,
  applied: z.boolean(),
  quote_expiry: isoDateSchema.nullable(),
  accessories: z.array(accessorySchema),
  protection_plan_prices: z.array(protectionPriceSchema),
  vehicle_available: z.boolean().default(true),
  touched: z.boolean().default(false),
  /** The quote's vehicle and deal terms, as the quote calls answer them (cents). */
  vehicle: idSchema.optional(),
  payment_type: paymentTypeSchema.optional(),
  term: z.number().int().positive().nullable().optional(),
  down_payment: centsSchema.nonnegative().nullable().optional(),
  payment_frequency: paymentFrequencySchema.nullable().optional(),
  /** Incentive ids. */
  incentives: z.array(idSchema).optional(),
});
export type PraqQuote = z.infer<typeof praqQuoteSchema>;

/** GET /api/customer/praq/quotes/{id}/: one quote of the customer's flow, its flow and whether it has expired. */
export const praqCustomerQuoteSchema = praqQuoteSchema.extend({ flow: idSchema, is_expired: z.boolean() });
export type PraqCustomerQuote = z.infer<typeof praqCustomerQuoteSchema>;

/** PRAQ flow (spec 2 §3): holds at most 3 quotes (spec 2 §4). */
export const praqFlowSchema = z.object({
  id: idSchema,
  praqs: z.array(praqQuoteSchema).max(PRAQ_MAX_QUOTES),
  quotesCount: z.number().int().min(0).max(PRAQ_MAX_QUOTES),
  quotesWithAvailableVehicleCount: z.number().int().min(0).max(PRAQ_MAX_QUOTES),
  hasIdenticalQuotes: z.boolean(),
  hasQuotesTouched: z.boolean(),
  hasQuotesExpireDateSet: z.boolean(),
  isMaxNumberOfQuotesReached: z.boolean(),
  quoteExpiryDate: isoDateSchema.nullable(),
  isPraqModified: z.boolean(),
});
export type PraqFlow = z.infer<typeof praqFlowSchema>;

/** A flow as the quote calls answer it: the flow with its customer, whether active, the primary quote, when sent. */
export const praqFlowViewSchema = praqFlowSchema.extend({
  customer: idSchema,
  is_active: z.boolean(),
  primary_quote: idSchema.nullable(),
  submitted_at: z.string().nullable(),
});
export type PraqFlowView = z.infer<typeof praqFlowViewSchema>;

/** An order's deal as the difference calls read it (spec 2 §7: POST …/difference/ with the order state). */
export const praqOrderStateSchema = z.object({
  payment_type: paymentTypeSchema.optional(),
  term: z.number().int().nullable().optional(),
  down_payment: z.number().int().nullable().optional(),
  payment_frequency: paymentFrequencySchema.nullable().optional(),
  accessory_ids: z.array(idSchema).max(100).optional(),
  protection_ids: z.array(idSchema).max(100).optional(),
  incentives: z.array(idSchema).max(100).optional(),
});
export type PraqOrderState = z.infer<typeof praqOrderStateSchema>;

/** The difference calls' answer: the fields in which the quote differs from the order state. */
export const praqDifferenceSchema = z.object({
  quote: idSchema,
  is_modified: z.boolean(),
  differences: z.array(z.object({ field: z.string(), quote: z.unknown(), order: z.unknown() })),
});
export type PraqDifference = z.infer<typeof praqDifferenceSchema>;

/** POST /praq/{id}/upsert/: the order the quote was applied to. */
export const praqAppliedSchema = z.object({
  order: idSchema,
  vehicle: idSchema,
  quote: idSchema,
  applied: z.boolean(),
});
export type PraqApplied = z.infer<typeof praqAppliedSchema>;

/** Quotes-submitted event payload (spec 2 §7). */
export const praqQuotesSubmittedSchema = z.object({ praq_flow: idSchema, message: z.string() });
