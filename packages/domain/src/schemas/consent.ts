import { z } from 'zod';
import { localizedTextSchema } from './common.ts';

/** Consent _enabled values (spec 3 §3). */
export const CONSENT_LEVELS = ['NO_CONSENT', 'OPTIONAL_CONSENT', 'REQUIRED_CONSENT'] as const;
export type ConsentLevel = (typeof CONSENT_LEVELS)[number];
/** Each consent name has two kinds: {name}_marketing and {name}_data_collection. */
export const CONSENT_KINDS = ['marketing', 'data_collection'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One consent as the dealer defines it: key, level and localized text per two-letter language. */
export const consentDefinitionSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]+_(?:marketing|data_collection)$/),
  enabled: z.enum(CONSENT_LEVELS),
  text: localizedTextSchema,
});
export type ConsentDefinition = z.infer<typeof consentDefinitionSchema>;

/** Consent values keyed by consent key; POSTed as {consent_values}. */
export const consentValuesSchema = z.record(z.string(), z.boolean());
export type ConsentValues = z.infer<typeof consentValuesSchema>;
export const consentPostSchema = z.object({ consent_values: consentValuesSchema });

/** Consents payload at registration (spec 3 §3). */
export const registrationConsentsSchema = z.object({
  disclosure_tokenization: z.boolean().optional(),
  terms_and_conditions: z.boolean().optional(),
});
export type RegistrationConsents = z.infer<typeof registrationConsentsSchema>;

/**
 * GET /api/customer/consents/: the dealer's consents (shown under the sign-up form), the sign-up's own
 * (`registration`: the disclosure of tokenization, the deposit terms) and those of the contact forms.
 */
export const dealerConsentsSchema = z.object({
  results: z.array(consentDefinitionSchema),
  /** The sign-up's own, keyed by their field of `registrationConsentsSchema` (not `{name}_{kind}`). */
  registration: z
    .array(consentDefinitionSchema.extend({ key: registrationConsentsSchema.keyof() }))
    .optional(),
  contact: z.array(consentDefinitionSchema).optional(),
});
export type DealerConsents = z.infer<typeof dealerConsentsSchema>;
