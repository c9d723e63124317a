/**
 * Anti-forgery, in depth.
 *
 * 1. Fetch metadata: an unsafe request that a browser marks `Sec-Fetch-Site: cross-site` or
 *    `same-site` is refused (the storefront's own calls are same-origin, an embedding frame included:
 *    its document is ours). A client that sends no fetch metadata must send no `Origin`, or the origin
 *    it connected to (its Host), or the configured public origin.
 * 2. Signed double submit: the `sf_csrf` cookie is `{nonce}.{HMAC(secret, nonce, session cookie)}`,
 *    and an unsafe request echoes it in `X-CSRF-Token`. A pair planted by an attacker (a sibling
 *    subdomain can write cookies) is not signed for the victim's session, and a token taken before a
 *    sign-in is void after it: whenever an answer sets or clears the session cookie, a new token
 *    bound to the new session goes with it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { ServerConfig } from '../config.ts';
import { hmac } from '../services/secret.ts';
import { SESSION_COOKIE } from '../services/sessions.ts';
import { cookieScope } from './cookie-scope.ts';
import type { AppEnv } from './env.ts';
import { languageBeforeDealer, localizeErrorBody } from './messages.ts';

export const CSRF_COOKIE = 'sf_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.([0-9a-f]{64})$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REFUSED_SITES = new Set(['cross-site', 'same-site']);

export function isSecureRequest(c: Context, config: ServerConfig): boolean {
  if (config.secureCookies === 'always') return true;
  if (config.secureCookies === 'never') return false;
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

function sign(secret: string, nonce: string, session: string): string {
  return hmac(secret, 'csrf', nonce, session);
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether a token is ours and signed for this session cookie (or for no session). */
export function tokenFitsSession(secret: string, token: string | undefined, session: string): boolean {
  const match = token ? TOKEN_PATTERN.exec(token) : null;
  if (!match?.[1] || !match[2]) return false;
  return sameText(match[2], sign(secret, match[1], session));
}

function newToken(secret: string, session: string): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${sign(secret, nonce, session)}`;
}

function csrfCookie(c: Context, config: ServerConfig, token: string): string {
  return serialize(CSRF_COOKIE, token, {
    path: '/',
    ...cookieScope(c, config),
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 365,
  });
}

/** The session cookie this answer sets ('' when it clears it), or undefined when it leaves it alone. */
function sessionSetBy(response: Response): string | undefined {
  let value: string | undefined;
  for (const line of response.headers.getSetCookie()) {
    if (!line.startsWith(`${SESSION_COOKIE}=`)) continue;
    const [pair = ''] = line.split(';');
    const cleared = /;\s*max-age=0\b/i.test(line) || /;\s*expires=Thu, 01 Jan 1970/i.test(line);
    value = cleared ? '' : decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1));
  }
  return value;
}

/** Whether the request's origin is one we serve (checked only when the browser sent no fetch metadata). */
function originAllowed(c: Context, config: ServerConfig): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  if (origin === config.publicOrigin) return true;
  const host = c.req.header('host');
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Paths that take a plain HTML form (the login link's confirmation), with the token in a field. */
const FORM_PATHS = ['/api/auth/login-link/'];
export const CSRF_FIELD = 'csrf_token';
const MAX_FORM_BYTES = 2048;

/** The token of a small same-site form post to a form path (its `csrf_token` field). */
async function formToken(c: Context): Promise<string | undefined> {
  if (!FORM_PATHS.some((p) => c.req.path.startsWith(p))) return undefined;
  if (!c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) return undefined;
  const length = Number(c.req.header('content-length') ?? Number.NaN);
  if (!(length <= MAX_FORM_BYTES)) return undefined;
  const field = (await c.req.parseBody())[CSRF_FIELD];
  return typeof field === 'string' ? field : undefined;
}

/**
 * Paths a payment processor calls (its webhook): no cookies, no session; the route checks the
 * processor's signature instead (modules/deposit/webhook.ts).
 */
const SIGNED_PATHS = ['/api/payments/webhook', '/api/payments/webhook/'];

export function csrf(config: ServerConfig, secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'POST' && SIGNED_PATHS.includes(c.req.path)) return next();
    // The embedded development identity provider (DEV_PAGES=1 only) guards its own forms and calls:
    // its interaction cookie and unguessable interaction id, client authentication at its token endpoint.
    if (config.devPages && c.req.path.startsWith('/dev/identity/')) return next();
    const session = getCookie(c, SESSION_COOKIE) ?? '';
    const cookie = getCookie(c, CSRF_COOKIE);
    const valid = tokenFitsSession(secret, cookie, session);
    if (valid) c.set('csrfToken', cookie);
    if (!SAFE_METHODS.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const foreign = site !== undefined ? REFUSED_SITES.has(site) : !originAllowed(c, config);
      const header = c.req.header(CSRF_HEADER) ?? (foreign ? undefined : await formToken(c));
      if (foreign || !valid || !header || !cookie || !sameText(header, cookie)) {
        if (!valid)
          c.header('Set-Cookie', csrfCookie(c, config, newToken(secret, session)), { append: true });
        const body = { detail: 'CSRF token missing or incorrect.', code: 'csrf_failed' };
        return c.json(localizeErrorBody(body, languageBeforeDealer(c)), 403);
      }
    } else if (!valid) {
      const token = newToken(secret, session);
      c.set('csrfToken', token);
      c.header('Set-Cookie', csrfCookie(c, config, token), { append: true });
    }
    await next();
    const newSession = sessionSetBy(c.res);
    if (newSession === undefined) return;
    // The session changed: the only anti-forgery cookie of this answer is one bound to the new session.
    const kept = c.res.headers.getSetCookie().filter((line) => !line.startsWith(`${CSRF_COOKIE}=`));
    c.res.headers.delete('Set-Cookie');
    for (const line of kept) c.res.headers.append('Set-Cookie', line);
    c.res.headers.append('Set-Cookie', csrfCookie(c, config, newToken(secret, newSession)));
  };
}
