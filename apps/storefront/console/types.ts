import type { ConsoleLocale } from '@storefront/ui/console';
import type { Api } from './api.ts';

/** What the console reads of `home-dealership`. */
export type Dealer = {
  readonly code: string;
  readonly name: string;
  readonly country: string;
  /** The dealership's time zone (IANA), for the times the console shows. */
  readonly timezone?: string;
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
};

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

/** Every staff role but the organization assistant may act for customers (spec 1 §6, the server's rule). */
export const mayActForCustomers = (user: StaffUser): boolean =>
  user.role !== 'organization_assistant' && user.role !== 'customer';

/** Money taken is refunded by a sales manager or an admin (the server's rule); a rep captures and releases holds. */
export const mayRefundDeposits = (user: StaffUser): boolean =>
  user.is_super_admin === true ||
  ['dealer_sales_manager', 'dealer_admin', 'organization_admin', 'super_admin'].includes(user.role);
