import { createHash } from 'node:crypto';
import type { UserRow } from '../../db/schema.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The language of a customer's e-mails: their account's, else the dealer's first. */
export function emailLanguageOf(
  user: Pick<UserRow, 'language'> | undefined,
  dealer: { readonly allowedLanguages: readonly string[] },
): string {
  return user?.language ?? dealer.allowedLanguages[0] ?? 'en';
}

export function fullName(u: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return [u.firstName, u.lastName].filter(Boolean).join(' ');
}

/** The user as the storefront reads it (spec 1 §3; the domain's userSchema). */
export function serializeUser(user: UserRow, dealerUser: UserRow | null = null) {
  const name = fullName(user);
  return {
    id: user.id,
    uid: user.uid,
    first_name: user.firstName || null,
    last_name: user.lastName || null,
    full_name: name || null,
    name_or_email: name || user.email,
    email: user.email,
    email_sha_256: createHash('sha256').update(normalizeEmail(user.email)).digest('hex'),
    phone: user.phone || null,
    postal_code: user.postalCode || null,
    preferred_method_of_contact: user.preferredMethodOfContact,
    language: user.language,
    role: user.isSuperAdmin ? 'super_admin' : user.role,
    is_super_admin: user.isSuperAdmin,
    has_volkswagen_id: user.identitySubject !== null,
    is_unsubscribed: user.unsubscribedAt !== null,
    dealer_user: dealerUser
      ? { first_name: dealerUser.firstName, avatar: null, role: dealerUser.role }
      : null,
  };
}

/** `em***@example.com`: first two characters of the local part, then stars. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${email.slice(at)}`;
}

/** `***-***-0147`: the last four digits only. */
export function maskPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `***-***-${digits.slice(-4)}` : null;
}
