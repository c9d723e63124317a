/**
 * Roles and who may act as whom (spec 1 §6, spec 3 §6), the dealer-user test, the pricing lock
 * (spec 1 §6, spec 2 §4) and the lead-forwarding rule.
 */
import type { Role, RoleLabel } from '../schemas/user.ts';

/**
 * Who may act as whom. Organization admin covers organization admin, dealer admin, sales rep and
 * sales manager; dealer admin covers dealer admin, rep and manager; sales manager covers rep and
 * manager. A super admin covers every staff role (ours: the flag wins over the role). Other roles
 * cover nobody.
 */
export const ACTS_AS: Readonly<Record<Role, readonly Role[]>> = Object.freeze({
  organization_admin: ['organization_admin', 'dealer_admin', 'dealer_sales_rep', 'dealer_sales_manager'],
  dealer_admin: ['dealer_admin', 'dealer_sales_rep', 'dealer_sales_manager'],
  dealer_sales_manager: ['dealer_sales_rep', 'dealer_sales_manager'],
  dealer_sales_rep: [],
  organization_assistant: [],
  super_admin: [
    'super_admin',
    'organization_admin',
    'organization_assistant',
    'dealer_admin',
    'dealer_sales_rep',
    'dealer_sales_manager',
  ],
  customer: [],
  anonymous: [],
});

/** The effective role: the super-admin flag wins over the role; no user is anonymous. */
export function effectiveRole(
  user: { readonly role: Role; readonly is_super_admin?: boolean } | null | undefined,
): Role {
  if (!user) return 'anonymous';
  return user.is_super_admin ? 'super_admin' : user.role;
}

export function canActAs(actor: Role, target: Role): boolean {
  return ACTS_AS[actor].includes(target);
}

const LABELS: Readonly<Record<Role, RoleLabel>> = Object.freeze({
  dealer_sales_rep: 'dealer sales rep',
  dealer_sales_manager: 'dealer sales manager',
  dealer_admin: 'dealer admin',
  organization_assistant: 'organization assistant',
  organization_admin: 'organization admin',
  super_admin: 'super admin',
  customer: 'customer',
  anonymous: 'anonymous',
});

/** Label for the guidance tool; 'unknown' for anything else. */
export function roleLabel(role: string | null | undefined): RoleLabel {
  return role && role in LABELS ? LABELS[role as Role] : 'unknown';
}

/** Is-dealer-user is true when a dealer record is present (spec 1 §6). */
export function isDealerUser(user: { readonly dealer_user?: unknown } | null | undefined): boolean {
  return user?.dealer_user !== undefined && user?.dealer_user !== null;
}

/**
 * Pricing is locked when the user is not logged in, the dealer requires login and the session is
 * not from a listing-partner iframe.
 */
export function isPricingLocked(input: {
  readonly loggedIn: boolean;
  readonly compulsory_login: boolean;
  readonly listingPartnerIframe: boolean;
}): boolean {
  return !input.loggedIn && input.compulsory_login && !input.listingPartnerIframe;
}

/** Actions that prompt the sign-in modal for an anonymous visitor (spec 1 §6). */
export const SIGN_IN_REQUIRED_ACTIONS = [
  'save_deal',
  'unlock_pricing',
  'trade_in_submit',
  'credit_application',
  'deposit',
  'appointment',
  'order_create',
  'order_fetch',
] as const;
export type SignInRequiredAction = (typeof SIGN_IN_REQUIRED_ACTIONS)[number];

export function requiresSignIn(action: string, loggedIn: boolean): boolean {
  return !loggedIn && (SIGN_IN_REQUIRED_ACTIONS as readonly string[]).includes(action);
}

/**
 * Lead forwarding to the CRM: only for an authenticated customer when the dealer has CRM enabled,
 * and never for a dealer-staff user of an OEM brand that does not send leads.
 */
export function shouldSendLead(input: {
  readonly authenticated: boolean;
  readonly has_crm_enabled: boolean;
  readonly dealerUserOfNoLeadBrand?: boolean;
}): boolean {
  return input.authenticated && input.has_crm_enabled && !input.dealerUserOfNoLeadBrand;
}

/**
 * Car-maker brands whose dealer staff send no customer leads when they act for a customer (spec 2
 * "Dealer staff": "a dealer user with a certain car-maker brand gets different lead behaviour:
 * customer leads are not sent"; spec 3 likewise). The spec names no brand: Volkswagen is the one whose
 * own customer identity login the storefront carries (`enable_volkswagen_id`), so its programme is
 * the one that keeps leads of staff-made deals out of the dealer's CRM. Compared with the dealer's
 * `oem`, case-insensitively.
 */
export const NO_LEAD_OEM_BRANDS: readonly string[] = Object.freeze(['volkswagen']);

/** Whether a dealer's car-maker brand (`oem`) is one whose staff send no leads. */
export function isNoLeadBrand(oem: string | null | undefined): boolean {
  const brand = oem?.trim().toLowerCase() ?? '';
  return brand !== '' && NO_LEAD_OEM_BRANDS.includes(brand);
}

/** Internal e-mail domains count as internal for analytics; all others external. */
export function emailAudience(email: string, internalDomains: readonly string[]): 'internal' | 'external' {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  return internalDomains.some((d) => domain === d.toLowerCase() || domain.endsWith(`.${d.toLowerCase()}`))
    ? 'internal'
    : 'external';
}
