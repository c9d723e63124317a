/**
 * Request bodies and queries of the personalised quotes' calls (PRAQ, spec 2 §3, §4 and §7) that the
 * storefront and the dealer console send and the server parses: the customer's primary quote, the
 * dealer's flows, quotes, expiry and sending, and the salesperson-linked configuration. A module of its
 * own: the storefront's bundle, which loads praq.ts, does not carry them (it imports their types only).
 */
import { z } from 'zod';
import { PAYMENT_FREQUENCIES, PAYMENT_TYPES } from '../constants.ts';
import { idSchema } from './common.ts';
import { praqOrderStateSchema } from './praq.ts';
import { queryIdSchema } from './query.ts';

/** A quote's terms as the dealer sets them (cents; ids of accessories, protection prices and incentives). */
const quoteFields = {
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  term: z.number().int().min(1).max(120).nullable().optional(),
  down_payment: z.number().int().nonnegative().max(99_999_999).nullable().optional(),
  payment_frequency: z.enum(PAYMENT_FREQUENCIES).nullable().optional(),
  accessory_ids: z.array(idSchema).max(100).optional(),
  protection_ids: z.array(idSchema).max(100).optional(),
  incentives: z.array(idSchema).max(100).optional(),
  quote_expiry: z.iso.date().nullable().optional(),
};

/** POST /api/customer/praq/primary_quote_set_events/ : the quote of the flow the customer prefers. */
export const primaryQuoteBodySchema = z.strictObject({ praq_flow: idSchema, quote: idSchema });
export type PrimaryQuoteBody = z.infer<typeof primaryQuoteBodySchema>;

/**
 * POST /api/customer/praq/{id}/difference/ (and the dealer's, and the shopper's /praq/{id}/difference/): the order
 * state the quote is compared with.
 */
export const praqOrderStateBodySchema = praqOrderStateSchema.strict();

/** POST /api/dealer/praq/flow/ : a new flow for a customer of the dealership. */
export const flowCreateBodySchema = z.strictObject({ customer: idSchema });
export type FlowCreateBody = z.infer<typeof flowCreateBodySchema>;

/** GET /api/dealer/praq/flow/?customer= : the customer's quote flows at the dealership. */
export const flowListQuerySchema = z.strictObject({ customer: queryIdSchema });

/** POST /api/dealer/praq/flow/{id}/quotes/ : a quote added to the flow, for a vehicle and a payment type. */
export const quoteCreateBodySchema = z.strictObject({
  vehicle: idSchema,
  ...quoteFields,
  payment_type: z.enum(PAYMENT_TYPES),
});
export type QuoteCreateBody = z.infer<typeof quoteCreateBodySchema>;

/** PATCH /api/dealer/praq/flow/{id}/update_quote_expiry/ : the expiry of the flow and of its quotes. */
export const quoteExpiryBodySchema = z.strictObject({ quote_expiry_date: z.iso.date() });
export type QuoteExpiryBody = z.infer<typeof quoteExpiryBodySchema>;

/** POST /api/dealer/praq/quotes_submitted_events/ : the active flow sent to its customer, with a message. */
export const quotesSubmittedBodySchema = z.strictObject({
  praq_flow: idSchema,
  message: z.string().max(2000),
});
export type QuotesSubmittedBody = z.infer<typeof quotesSubmittedBodySchema>;

/** PATCH /api/dealer/praq/{id}/ : a quote's terms changed. */
export const quoteUpdateBodySchema = z.strictObject(quoteFields);
export type QuoteUpdateBody = z.infer<typeof quoteUpdateBodySchema>;

/**
 * PATCH /api/customer/v1/configurations/{id}/ (with `Authorization: Token <token>`): the accessories and payment
 * type of a salesperson-linked configuration, its salesperson and its order.
 */
export const configurationPatchBodySchema = z.strictObject({
  order_configuration: z
    .object({
      accessories: z
        .array(z.object({ sku: z.string().max(60) }))
        .max(100)
        .optional(),
      payment_data: z.object({ paymentType: z.enum(PAYMENT_TYPES) }).optional(),
    })
    .optional(),
  salesperson_email: z.email().nullable().optional(),
  order_id: idSchema.nullable().optional(),
});
export type ConfigurationPatchBody = z.infer<typeof configurationPatchBodySchema>;
