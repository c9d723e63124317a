/**
 * Request bodies of the dealership's calls under `/api/customer/dealership/` that the server parses. A
 * module of its own: the storefront's bundle, which loads dealer.ts, does not carry them.
 */
import { z } from 'zod';

/**
 * POST /api/customer/dealership/map/ : where the dealership is, and how far from the shopper when a
 * position (or a postal code) is given.
 */
export const dealershipMapBodySchema = z.strictObject({
  postal_code: z.string().trim().max(10).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type DealershipMapBody = z.infer<typeof dealershipMapBodySchema>;
