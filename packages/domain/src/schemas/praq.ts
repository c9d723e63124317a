import { z } from 'zod';
import { PRAQ_MAX_QUOTES } from '../constants.ts';
import { accessorySchema, protectionPriceSchema } from './addons.ts';
import { idSchema, isoDateSchema } from './common.ts';

/** PRAQ (personalised quote) (spec 2 §3). */
export const praqQuoteSchema = z.object({
  id: idSchema,
  applied: z.boolean(),
  quote_expiry: isoDateSchema.nullable(),
  accessories: z.array(accessorySchema),
  protection_plan_prices: z.array(protectionPriceSchema),
  vehicle_available: z.boolean().default(true),
  touched: z.boolean().default(false),
});
export type PraqQuote = z.infer<typeof praqQuoteSchema>;

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

/** Quotes-submitted event payload (spec 2 §7). */
export const praqQuotesSubmittedSchema = z.object({ praq_flow: idSchema, message: z.string() });
