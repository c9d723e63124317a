/**
 * Request queries and bodies of the dealer console's calls under `/api/dealer/` that the console sends
 * and the server parses. The server answers a value these refuse with `{field: [message]}` in its English,
 * which it localises on the way out.
 */
import { z } from 'zod';
import { queryIdSchema, queryIntSchema } from './query.ts';

/** A page of a console list in a query: 1 to 100,000. */
const consolePageQuery = queryIntSchema(1, 100_000);

/** GET /api/dealer/customers/?q=&page= : the dealer's customers, searched by name, e-mail or phone. */
export const dealerCustomerSearchQuerySchema = z.object({
  q: z.string().max(100, 'Enter at most 100 characters.').optional(),
  page: consolePageQuery.optional(),
});

/**
 * GET /api/dealer/deposits/?q= : the dealer's deposits, searched by the customer's name or e-mail, the
 * order number (`41` or `#41`) or the reserved vehicle's stock number.
 */
export const dealerDepositsQuerySchema = z.object({
  q: z.string().max(100, 'Enter at most 100 characters.').optional(),
});

/**
 * GET /api/dealer/questions/?page=&customer= : the questions shoppers asked the dealer; with `customer`,
 * those one customer of the dealer asked (the console's customer page).
 */
export const dealerQuestionsQuerySchema = z.object({
  page: consolePageQuery.optional(),
  customer: queryIdSchema.optional(),
});

/** POST /api/dealer/questions/{id}/reply/ : a staff member's reply to a shopper's question, e-mailed to them. */
export const questionReplyBodySchema = z.strictObject({
  message: z
    .string('Write your reply.')
    .trim()
    .min(1, 'Write your reply.')
    .max(4000, 'A reply is at most 4,000 characters.'),
});
export type QuestionReplyBody = z.infer<typeof questionReplyBodySchema>;

/** A lead's kind or status as the server stores it: lower-case words joined by `_`. */
const storedLeadWord = z
  .string()
  .max(60, 'Enter at most 60 characters.')
  .regex(/^[a-z][a-z_]*$/, 'Enter a lead kind or status (lower-case letters and _).');

/** GET /api/dealer/leads/?page=&kind=&status= : the dealer's leads (ADF/XML for its CRM), newest first. */
export const dealerLeadsQuerySchema = z.object({
  page: consolePageQuery.optional(),
  kind: storedLeadWord.optional(),
  status: storedLeadWord.optional(),
});

/**
 * POST /api/dealer/orders/{id}/trade_in_decline/ : the dealership answers a trade-in without an offer
 * (none made, or the trade-in taken out of the deal) with a message the customer reads.
 */
export const tradeInDeclineBodySchema = z.strictObject({
  reason: z.enum(['no_offer', 'excluded'], 'Choose no offer or excluded.'),
  message: z
    .string('Write a message for the customer.')
    .trim()
    .min(1, 'Write a message for the customer.')
    .max(500, 'A message is at most 500 characters.'),
});
export type TradeInDeclineBody = z.infer<typeof tradeInDeclineBodySchema>;

/** PUT /api/dealer/me/language/ : the signed-in staff member's own language, which the console opens in. */
export const staffLanguageBodySchema = z.strictObject({
  language: z.enum(['en', 'fr'], 'Choose English or French.'),
});

const secondFactorCode = z.string().trim().max(20, 'Enter the 6-digit code.');

/**
 * POST /api/dealer/auth/login/second-factor/ : the sign-in's second step, the challenge the password
 * step answered with and a code of the admin's authenticator app or one of their recovery codes.
 */
export const secondFactorSignInSchema = z.strictObject({
  challenge: z.string().min(1, 'This field is required.').max(300),
  code: secondFactorCode.optional(),
  recovery_code: z.string().trim().max(40).optional(),
});
export type SecondFactorSignIn = z.infer<typeof secondFactorSignInSchema>;

/** POST /api/dealer/me/second-factor/confirm/ and …/disable/ : a current code of the authenticator app. */
export const secondFactorCodeSchema = z.strictObject({
  code: secondFactorCode.min(1, 'This field is required.'),
});

/**
 * PUT /api/dealer/appointments/{id}/ and POST /api/dealer/test-drives/{id}/confirm/ : a new time, one
 * of the dealer's opening slots (an ISO instant, as `GET …/appointment/slots/` gives).
 */
export const staffTimeBodySchema = z.strictObject({
  start: z.iso.datetime({ offset: true, message: 'Choose one of the times offered.' }),
});
export type StaffTimeBody = z.infer<typeof staffTimeBodySchema>;

/**
 * POST /api/dealer/credit-applications/{id}/decision/ : the dealership decides an application waiting
 * for it: 1 awaiting customer, 3 complete, 4 declined, 5 further verification.
 */
export const creditApplicationDecisionBodySchema = z.strictObject({
  status: z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5)]),
});
export type CreditApplicationDecisionBody = z.infer<typeof creditApplicationDecisionBodySchema>;

/**
 * PUT /api/dealer/orders/{id}/trade_in_offer/ : the dealership's offer on a customer's trade-in, in
 * cents, until a date (the server also refuses a date past or more than 90 days ahead), with an
 * optional condition the customer reads.
 */
export const tradeInOfferBodySchema = z.strictObject({
  amount: z
    .number()
    .int('Enter an amount in dollars and cents.')
    .min(100, 'An offer is at least $1.00.')
    .max(99_999_999, 'An offer is at most $999,999.99.'),
  expires_on: z.iso.date('Enter a date as YYYY-MM-DD.'),
  condition: z
    .string()
    .trim()
    .min(1, 'Write the condition the customer reads with the offer.')
    .max(500, 'A condition is at most 500 characters.')
    .optional(),
});
export type TradeInOfferBody = z.infer<typeof tradeInOfferBodySchema>;

/** POST /api/dealer/auth/login/ : the staff sign-in's first step, an e-mail and a password. */
export const staffLoginSchema = z.strictObject({
  email: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.')),
  password: z.string().min(1, 'This field is required.').max(200),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

/** How many web sites a dealer may embed its storefront in. */
export const MAX_EMBEDDING_ORIGINS = 20;

/**
 * PUT /api/dealer/embedding : the addresses of the dealer's web sites that may frame its storefront
 * (the server keeps each as an origin, and refuses one that is not).
 */
export const embeddingBodySchema = z
  .object({ origins: z.array(z.string().max(200)).max(MAX_EMBEDDING_ORIGINS) })
  .strict();
export type EmbeddingBody = z.infer<typeof embeddingBodySchema>;
