import { z } from 'zod';
import { idSchema } from './common.ts';

/** Staff roles (spec 1 §6, spec 3 §6). */
export const ROLES = [
  'customer',
  'anonymous',
  'dealer_sales_rep',
  'dealer_sales_manager',
  'dealer_admin',
  'organization_assistant',
  'organization_admin',
  'super_admin',
] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** Role labels for the in-app guidance tool, with an additional 'unknown' (spec 3 §6). */
export const ROLE_LABELS = [
  'dealer sales rep',
  'dealer sales manager',
  'dealer admin',
  'organization assistant',
  'organization admin',
  'super admin',
  'customer',
  'anonymous',
  'unknown',
] as const;
export type RoleLabel = (typeof ROLE_LABELS)[number];

/** Creator types and lock-out sources (enumeration values only, spec 1 §6). */
export const CREATOR_TYPES = ['HCC', 'USR', 'DLR'] as const;
export type CreatorType = (typeof CREATOR_TYPES)[number];
export const LOCKOUT_SOURCES = ['mc', 'vcus'] as const;
export type LockoutSource = (typeof LOCKOUT_SOURCES)[number];

/** Preferred contact methods (spec 1 §5). */
export const CONTACT_METHODS = ['email', 'phone', 'sms'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** Visitor types (spec 1 §4) and analytics user types (spec 3 §6). */
export const VISITOR_TYPES = ['New', 'Returning', 'Authenticated'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];
export const ANALYTICS_USER_TYPES = ['customer', 'dealer', 'quickshop'] as const;
export const SIGN_IN_METHODS = ['username_password', 'oem_sso', 'oem_saml_sso'] as const;

/** Dealer user record present when staff is logged in as a customer (spec 1 §3). */
export const dealerUserSchema = z.object({
  first_name: z.string(),
  avatar: z.url().nullable().optional(),
  role: z.string().optional(),
});

/** User (spec 1 §3). */
export const userSchema = z.object({
  id: idSchema,
  uid: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  name_or_email: z.string(),
  email: z.email(),
  email_sha_256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .optional(),
  phone: z.string().nullable().optional(),
  postal_code: z.string().nullable().optional(),
  preferred_method_of_contact: z.enum(CONTACT_METHODS).nullable().optional(),
  language: z.string().nullable().optional(),
  role: roleSchema,
  is_super_admin: z.boolean().default(false),
  has_volkswagen_id: z.boolean().default(false),
  dealer_user: dealerUserSchema.nullable().optional(),
  /** The customer turned the dealer's e-mails off (the unsubscribe link). */
  is_unsubscribed: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Re-entry (one-time code) response: name, masked email and phone (spec 1 §3), and the reference of
 * the code sent (`cat_id`, sent back with the code).
 */
export const reentryResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cat_id: z.string().optional(),
});
export type ReentryResponse = z.infer<typeof reentryResponseSchema>;

/** Re-entry verification payload (spec 1 §7). */
export const reentryVerifySchema = z.object({
  email: z.email(),
  code: z.string().regex(/^\d{6}$/),
  cat_id: z.string().nullable().optional(),
});
export type ReentryVerify = z.infer<typeof reentryVerifySchema>;

/** The answers of end_customer_session/ and back_to_dealer_panel/: where the browser goes next. */
export const redirectAnswerSchema = z.object({ redirect_to: z.string().optional() });
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>;
