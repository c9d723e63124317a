/**
 * Request bodies of the add-on catalogue's calls under `/api/aftermarket/` that the server parses. A
 * module of its own: the storefront's bundle, which loads addons.ts, does not carry them.
 */
import { z } from 'zod';
import { idSchema, paymentTypeSchema } from './common.ts';

/**
 * POST /api/aftermarket/protection-plan/prepare-data/ : the protection plans that fit a vehicle and a
 * deal, their recurring prices worked out at the deal's term and rate.
 */
export const prepareProtectionBodySchema = z.strictObject({
  vehicle: idSchema,
  payment: paymentTypeSchema,
  term: z.number().int().min(1).max(120).nullable().optional(),
  total_purchase_price: z.number().int().nonnegative().max(99_999_999),
  rate: z.number().nonnegative().max(99.99).nullable().optional(),
});
export type PrepareProtectionBody = z.infer<typeof prepareProtectionBodySchema>;

/** POST /api/aftermarket/protection-plan/log-fallback-price/ : the storefront showed a fallback price. */
export const fallbackPriceBodySchema = z.strictObject({
  plan: idSchema.optional(),
  price: z.number().int().nonnegative().max(99_999_999).optional(),
  vehicle: idSchema.optional(),
  payment_type: paymentTypeSchema.optional(),
  reason: z.string().max(500).optional(),
});
export type FallbackPriceBody = z.infer<typeof fallbackPriceBodySchema>;
