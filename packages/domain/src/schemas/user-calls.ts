/**
 * Request bodies of the user calls (spec 1 §7: sign-up, login link and re-entry code, code check,
 * profile update) that the storefront sends and the server parses. The server answers a body these
 * refuse with `{field: [message]}`; the messages are the server's English text, which it localises on
 * the way out.
 */
import { z } from 'zod';
import { CONTACT_METHODS } from './user.ts';

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('Enter a valid e-mail address.'))
  .refine((v) => /^[\x20-\x7e]+$/.test(v), 'Use only ASCII characters in the e-mail address.');
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** POST register/: a new customer, with the consents the dealer asks for. */
export const registerBodySchema = z.strictObject({
  email,
  first_name: optionalText(30),
  last_name: optionalText(30),
  phone: optionalText(20),
  postal_code: optionalText(10),
  preferred_method_of_contact: z.enum(CONTACT_METHODS).optional(),
  language: z.enum(['en', 'fr']).optional(),
  consents: z.record(z.string().max(100), z.boolean()).optional(),
  source: z.string().max(50).optional(),
  client_id: z.string().max(200).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST send_login_link/ and send_reentry_code/: an address only. */
export const emailOnlyBodySchema = z.strictObject({ email });
export type EmailOnlyBody = z.input<typeof emailOnlyBodySchema>;

/** POST verify_reentry_code/: the address, the 6-digit code and the reference of the code sent. */
export const verifyCodeBodySchema = z.strictObject({
  email,
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.'),
  cat_id: z.uuid('Invalid code reference.').nullable().optional(),
});
export type VerifyCodeBody = z.input<typeof verifyCodeBodySchema>;

/** PATCH {id}/: the customer's own profile. */
export const patchUserBodySchema = z.strictObject({
  first_name: optionalText(30),
  last_name: optionalText(30),
  phone: optionalText(20),
  postal_code: optionalText(10),
  preferred_method_of_contact: z.enum(CONTACT_METHODS).nullable().optional(),
  language: z.enum(['en', 'fr']).optional(),
});
export type PatchUserBody = z.input<typeof patchUserBodySchema>;

/** POST /api/customer/privacy/erase/ (and the staff's): the erasure confirmed by the account's e-mail typed again. */
export const privacyErasureSchema = z.strictObject({
  confirm_email: z.string().trim().max(254),
});
export type PrivacyErasureBody = z.input<typeof privacyErasureSchema>;
