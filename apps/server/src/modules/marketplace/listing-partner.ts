/**
 * The listing-partner exception to the pricing lock (spec 1 §6, spec 2 §4): a dealer that asks for a
 * sign-in before prices still shows them inside the frame of a listing partner it names
 * (`marketplace.listing_partner_origins`).
 *
 * What the server trusts, and why it is enough:
 * - the frame's document request as the browser sends it: `Sec-Fetch-Dest: iframe`, a cross-site
 *   `Sec-Fetch-Site`, and `Referer`, whose origin is the parent page's (a page cannot set these
 *   headers; under the default referrer policy a cross-origin frame's `Referer` is its parent's
 *   origin). That origin must be one the dealer listed;
 * - that document then carries `frame-ancestors` with that one origin only (http/security.ts): were
 *   the `Referer` not the real ancestor's, the browser would refuse to show the document, so a
 *   browser shows unlocked prices only inside the listed partner's page;
 * - the grant is a cookie signed with the server's secret (dealer and origin), partitioned by the
 *   top-level site like every framed cookie (http/cookie-scope.ts): the browser sends it back only
 *   from frames under that top-level site, never to the storefront's own site or another partner's.
 * A flag the storefront sends (its `X-Storefront-Embedded` header, a query flag) grants nothing.
 * Not trusted and not claimed: a client that is not a browser can forge every header; the lock is a
 * sign-in prompt in browsers, not a secret (the partner's listing shows the prices anyway).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { DealerRow } from '../../db/schema.ts';
import type { AppEnv } from '../../http/env.ts';
import { embeddingOrigin } from '../embedding/routes.ts';

export const LISTING_PARTNER_COOKIE = 'sf_listing_partner';
/** The grant lasts as long as a shopper's visit may (a day). */
const GRANT_SECONDS = 24 * 3600;

/** The dealer's listing partners' origins (none while its marketplace is off). */
export function listingPartnerOrigins(dealer: DealerRow | undefined): string[] {
  const market = dealer?.settings.marketplace;
  if (!market?.enabled) return [];
  return (market.listing_partner_origins ?? [])
    .map((o) => embeddingOrigin(o))
    .filter((o): o is string => o !== null);
}

/**
 * The listed partner whose page frames this document request, read from what the browser sends
 * (above), or null.
 */
export function framingListingPartner(c: Context, dealer: DealerRow | undefined): string | null {
  if (c.req.header('sec-fetch-dest') !== 'iframe') return null;
  const site = c.req.header('sec-fetch-site');
  if (site !== 'cross-site' && site !== 'same-site') return null;
  const referer = c.req.header('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const origin = new URL(referer).origin;
  return listingPartnerOrigins(dealer).includes(origin) ? origin : null;
}

function signature(secret: string, dealerCode: string, origin: string, expires: number): Buffer {
  return createHmac('sha256', secret)
    .update(`listing-partner\u0000${dealerCode}\u0000${origin}\u0000${expires}`)
    .digest();
}

/** The grant's cookie value for a dealer and partner origin. */
export function listingPartnerGrant(secret: string, dealerCode: string, origin: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + GRANT_SECONDS;
  const sig = signature(secret, dealerCode, origin, expires).toString('base64url');
  return `${Buffer.from(origin).toString('base64url')}.${expires}.${sig}`;
}

/**
 * Sets the grant on a framed document answered to a listed partner (partitioned, like every cookie
 * of a framed request) and returns the `Cookie` header the document's own in-process calls send.
 */
export function grantListingPartner(
  c: Context<AppEnv>,
  secret: string,
  dealer: DealerRow,
  origin: string,
  now: Date,
): string {
  const value = listingPartnerGrant(secret, dealer.code, origin, now);
  setCookie(c, LISTING_PARTNER_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'None',
    secure: true,
    partitioned: true,
    maxAge: GRANT_SECONDS,
  });
  return `${LISTING_PARTNER_COOKIE}=${value}`;
}

/**
 * The listed partner this request's visit was granted for (its signed, unexpired cookie for this
 * dealer and an origin the dealer still lists), else null.
 */
export function listingPartnerOf(c: Context<AppEnv>, secret: string, now: Date): string | null {
  const value = getCookie(c, LISTING_PARTNER_COOKIE);
  const dealer = c.get('dealer');
  if (!value || !dealer) return null;
  const [encoded = '', expiresText = '', sig = ''] = value.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || expires * 1000 <= now.getTime()) return null;
  let origin: string;
  try {
    origin = Buffer.from(encoded, 'base64url').toString('utf8');
  } catch {
    return null;
  }
  const expected = signature(secret, dealer.code, origin, expires);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return listingPartnerOrigins(dealer).includes(origin) ? origin : null;
}
