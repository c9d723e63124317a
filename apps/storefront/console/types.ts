import type { ConsoleLocale } from '@storefront/ui/console';
import type { Api } from './api.ts';

/** What the console reads of `home-dealership`. */
export type Dealer = {
  readonly code: string;
  readonly name: string;
  readonly country: string;
  /** The dealership's languages, its first language first. */
  readonly allowed_languages?: readonly string[];
  /** The dealership's time zone (IANA), for the times the console shows. */
  readonly timezone?: string;
  /** The dealership's address, as the dealer writes it (where a visit at the dealership is). */
  readonly full_address?: string;
  readonly theme?: unknown;
};

/** `current_user` of a staff member. */
export type StaffUser = {
  readonly id: number;
  readonly email: string;
  readonly full_name: string | null;
  readonly role: string;
  readonly language: string | null;
  readonly dealer_user: unknown;
  readonly is_super_admin?: boolean;
  /** Whether the account works at the console's dealership (false: a session begun at another one). */
  readonly covers_dealer?: boolean;
  /** What the member may do at the console's dealership, from the role table the server checks. */
  readonly permissions?: readonly StaffPermission[];
};

/** The server's staff permissions (apps/server/src/modules/staff/permissions.ts) the console asks about. */
export type StaffPermission =
  | 'readDeals'
  | 'actForCustomers'
  | 'refundDeposits'
  | 'readSettings'
  | 'editSettings'
  | 'readAudit'
  | 'manageSecondFactor'
  | 'handlePrivacyRequests';

export type ConsoleContext = {
  readonly api: Api;
  readonly dealer: Dealer;
  readonly user: StaffUser;
  readonly locale: ConsoleLocale;
};

/**
 * A console path with the dealer it is for (`?dealer=`): a copied link or a new tab opens the same
 * dealer's console, not the last one this browser tab used.
 */
export const dealerPath = (path: string, dealer: Pick<Dealer, 'code'>): string =>
  `${path}?dealer=${encodeURIComponent(dealer.code)}`;

/** The dealer's currency. */
export const currencyOf = (dealer: Dealer): string => (dealer.country === 'US' ? 'USD' : 'CAD');

/**
 * Whether the member may do something at the console's dealership, as `current_user` says: the console
 * offers only what the server will allow, and never repeats its role table.
 */
export const staffMay = (user: StaffUser, permission: StaffPermission): boolean =>
  user.permissions?.includes(permission) === true;
