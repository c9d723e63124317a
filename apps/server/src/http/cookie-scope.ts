/**
 * The attributes of the cookies we set, by where the storefront runs (issue 23, embedding).
 *
 * On its own site the storefront's cookies are first-party, `SameSite=Lax`. Framed by a dealer's
 * website on another site, a `Lax` cookie is neither stored nor sent, and browsers that block
 * third-party cookies (Safari, Firefox, Chrome's tracking protection) refuse `SameSite=None` too. A
 * partitioned cookie (CHIPS: `Secure; SameSite=None; Partitioned`) is kept for the pair (dealer's
 * site, storefront): the shopper's session and deal survive inside that dealer's frame without any
 * third-party cookie, and no other site's frame sees them (no cross-site tracking, no cross-site
 * request forgery through them: another site's page has another partition).
 *
 * A request is framed when the browser says so for the frame's document (`Sec-Fetch-Dest: iframe`
 * from another origin), or when the storefront's own HTTP client says so (`X-Storefront-Embedded:
 * 1`, sent from a frame: a same-origin call carries no fetch metadata about the top-level site, and a
 * page of another site cannot send that header without a CORS preflight we never grant).
 */
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import { isSecureRequest } from './csrf.ts';

export const EMBEDDED_HEADER = 'X-Storefront-Embedded';

/** Whether this request comes from the storefront framed by another origin's page. */
export function isFramedRequest(c: Context): boolean {
  if (c.req.header(EMBEDDED_HEADER) === '1') return true;
  const site = c.req.header('sec-fetch-site');
  return c.req.header('sec-fetch-dest') === 'iframe' && site !== undefined && site !== 'same-origin';
}

export interface CookieScope {
  sameSite: 'Lax' | 'None';
  secure: boolean;
  partitioned?: true;
}

/** `SameSite`, `Secure` and `Partitioned` of a cookie set by this request. */
export function cookieScope(c: Context, config: ServerConfig): CookieScope {
  if (isFramedRequest(c)) return { sameSite: 'None', secure: true, partitioned: true };
  return { sameSite: 'Lax', secure: isSecureRequest(c, config) };
}
