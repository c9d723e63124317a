import { z } from 'zod';
import { idSchema, languageSchema, paymentTypeSchema } from './common.ts';

/**
 * A salesperson's configuration (spec 2 §3 "Configuration", chain items 4 and 9): the dealer's staff
 * make one from a vehicle and their choices, the shopper opens it by its link
 * (`/{dealer}/{lang}/conf/{vehicle}/?configurationId={id}#token=…`).
 */

/** An accessory of the dealer's catalogue, named by its id or its SKU. */
export const configurationAccessorySchema = z.union([
  z.strictObject({ id: idSchema }),
  z.strictObject({ sku: z.string().min(1).max(60) }),
]);

/** POST /api/dealer/configurations/: the vehicle and the salesperson's choices. */
export const configurationCreateBodySchema = z.strictObject({
  vehicle: idSchema,
  accessories: z.array(configurationAccessorySchema).max(100).optional(),
  /** Protection plan prices (their ids, as the quotes name them: `protection_ids`). */
  protection_ids: z.array(idSchema).max(50).optional(),
  payment_type: paymentTypeSchema.optional(),
  /** The link's language; the dealer's first when not given. */
  language: languageSchema.optional(),
});
export type ConfigurationCreateBody = z.infer<typeof configurationCreateBodySchema>;

/** Its answer: the token is given this once (only its hash is kept); the link carries it in its fragment. */
export const configurationCreatedSchema = z.object({
  id: idSchema,
  token: z.string(),
  link: z.string(),
});
export type ConfigurationCreated = z.infer<typeof configurationCreatedSchema>;

/**
 * GET /api/customer/v1/configurations/{id}/ without a token: the dealer's configuration as the shopper's
 * page applies it: the vehicle and the choices only (no salesperson e-mail, no order), each choice with
 * the id it has in the dealer's catalogue today (null when the catalogue no longer has it).
 */
export const configurationPublicSchema = z.object({
  id: idSchema,
  vehicle: idSchema.nullable(),
  order_configuration: z.object({
    accessories: z.array(z.object({ sku: z.string(), id: idSchema.nullable() })),
    protection_plans: z.array(
      z.object({
        code: z.string(),
        duration: z.number().int(),
        allowance: z.number().int().nullable(),
        id: idSchema.nullable(),
      }),
    ),
    payment_data: z.object({ paymentType: paymentTypeSchema }).nullable(),
  }),
});
export type ConfigurationPublic = z.infer<typeof configurationPublicSchema>;
