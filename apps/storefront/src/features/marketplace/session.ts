import type { MarketplaceSettings } from '../dealership/index.ts';

/**
 * Marketplace mode (spec 1 section 2) is the visit of a shopper who came from the marketplace, at a
 * dealer whose marketplace is on; the dealer's own site is unchanged for everyone else. Entered by
 * - `?marketplace=1` on the page the marketplace links to,
 * - a referrer on the marketplace's own origin (the origin of its back link),
 * - or a frame the server granted to one of the dealer's listing partners (`listing_partner`),
 * and kept for the browser tab's session (`sessionStorage`, per dealer), so the shopper's next pages
 * and reloads stay in it without the signal.
 */
export const MARKETPLACE_PARAM = 'marketplace';

const storageKey = (dealerCode: string) => `sf:marketplace:${dealerCode}`;

/** Whether this page load is an arrival from the marketplace. */
export function arrivedFromMarketplace(
  search: string,
  referrer: string,
  backHref: string | null | undefined,
) {
  if (new URLSearchParams(search).get(MARKETPLACE_PARAM) === '1') return true;
  if (!referrer || !backHref || !URL.canParse(referrer) || !URL.canParse(backHref)) return false;
  return new URL(referrer).origin === new URL(backHref).origin;
}

/** Remembers an arrival for the session; answers whether the session is in marketplace mode. */
export function marketplaceSession(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  dealerCode: string,
  arrived: boolean,
) {
  try {
    if (arrived) storage?.setItem(storageKey(dealerCode), '1');
    return arrived || storage?.getItem(storageKey(dealerCode)) === '1';
  } catch {
    // Storage refused (a private mode, a sandboxed frame): this page load only.
    return arrived;
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** This page load's answer: an arrival (or a listing partner's frame) now, or earlier in the session. */
export function enteredMarketplace(dealerCode: string, market: MarketplaceSettings): boolean {
  const arrived =
    market.listing_partner === true ||
    arrivedFromMarketplace(window.location.search, document.referrer, market.url ?? null);
  return marketplaceSession(sessionStore(), dealerCode, arrived);
}
