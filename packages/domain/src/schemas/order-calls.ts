/**
 * Request bodies of the shopper's order calls under `/api/customer/` that the storefront sends and the
 * server parses (the answer to a trade-in offer, the order's payment method). A module of its own: the
 * storefront's bundle, which loads order.ts, does not carry them (it imports their types only).
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { MAX_RECORD_ID } from './customer-calls.ts';
import { orderSchema } from './order.ts';
import { paymentDetailsSchema } from './payment.ts';

/** A trade-in id in a body: past the ids the database holds, the same answer as an unknown one. */
const tradeInRef = z.number().int().positive().max(MAX_RECORD_ID, 'Trade-in not found.');

/** POST /api/customer/order/{id}/accept_current_offer/ : the shopper accepts the dealer's trade-in offer. */
export const offerAcceptBodySchema = z.strictObject({ trade_in: tradeInRef.optional() });
export type OfferAcceptBody = z.infer<typeof offerAcceptBodySchema>;

/** POST /api/customer/order/{id}/decline_current_offer/ : the shopper declines it, with a comment. */
export const offerDeclineBodySchema = z.strictObject({
  trade_in: tradeInRef.optional(),
  comments: z.string('This field is required.').trim().min(1, 'This field is required.').max(2000),
});
export type OfferDeclineBody = z.infer<typeof offerDeclineBodySchema>;

/** POST /api/customer/payment-type/{type}/select/ : makes the type the order's payment method. */
export const selectPaymentTypeBodySchema = z.strictObject({ order: idSchema });
export type SelectPaymentTypeBody = z.infer<typeof selectPaymentTypeBodySchema>;

/**
 * PUT /api/customer/order/{id}/incentives/ (payment system PC, spec 2 §7), its answer: the order with
 * its incentives, and the payment priced with them (the body is `orderIncentivesUpdateSchema`).
 */
export const orderIncentivesAnswerSchema = z.object({
  order: orderSchema,
  payment_details: paymentDetailsSchema,
});
export type OrderIncentivesAnswer = z.output<typeof orderIncentivesAnswerSchema>;
