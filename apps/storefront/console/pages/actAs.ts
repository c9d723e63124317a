import type { Api } from '../api.ts';

const SEARCH_KEY = 'sf_console_search';
const RETURN_KEY = 'sf_console_acted_for';

/** What the customer list shows again on coming back from acting as a customer. */
export type ActedFor = { readonly q: string; readonly customer: number };

/**
 * The stored return (`{dealer, q, customer}`, or the list's search `{dealer, q}` without
 * `withCustomer`), for this dealer only; anything else (another dealer's, a customer id that is none,
 * a query longer than the search box takes) is none.
 */
export function parseActedFor(raw: string | null, dealer: string, withCustomer = true): ActedFor | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { dealer: of, q, customer } = value as Record<string, unknown>;
    if (of !== dealer || typeof q !== 'string' || q.length > 100) return null;
    if (!withCustomer) return { q, customer: 0 };
    if (typeof customer !== 'number' || !Number.isSafeInteger(customer) || customer < 1) return null;
    return { q, customer };
  } catch {
    return null;
  }
}

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * The return of this page load (the way back from the storefront is a new page): read once, when
 * the console loads, and forgotten from the tab's storage at once, so a later visit to the list does
 * not take it for a return.
 */
const returned = read(RETURN_KEY);
try {
  sessionStorage.removeItem(RETURN_KEY);
} catch {
  // no storage: no return to restore
}
let pending = returned;

/** The return of this page load for the dealer's list, until `settleActedFor`. */
export const actedFor = (dealer: string): ActedFor | null => parseActedFor(pending, dealer);
/** The list has shown the return: a later visit to it is not one. */
export const settleActedFor = (): void => {
  pending = null;
};

/** The list's search (its `?q=`), the one to show again after acting as a customer. */
export function rememberSearch(dealer: string, q: string): void {
  try {
    sessionStorage.setItem(SEARCH_KEY, JSON.stringify({ dealer, q }));
  } catch {
    // no storage: the list comes back without the search
  }
}

/**
 * "Act as this customer": the staff API's act-as (audited by the server), then the storefront as
 * them, where the dealer bar's way back returns to this console (the server's address for the
 * dealer): its customer list then shows the search again, focus on this customer.
 */
export async function actAs(api: Api, dealer: string, customerId: number): Promise<void> {
  const answer = await api.send<{ redirect_to: string }>('POST', `/api/dealer/users/${customerId}/act_as/`);
  // the list's last search, when it was this dealer's
  const search = parseActedFor(read(SEARCH_KEY), dealer, false);
  try {
    sessionStorage.setItem(RETURN_KEY, JSON.stringify({ dealer, q: search?.q ?? '', customer: customerId }));
  } catch {
    // no storage: the list comes back without the search
  }
  // Only a path of ours.
  const target =
    answer.redirect_to.startsWith('/') && !answer.redirect_to.startsWith('//') ? answer.redirect_to : '/';
  window.location.assign(target);
}
