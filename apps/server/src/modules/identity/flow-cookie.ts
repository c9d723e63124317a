/**
 * The login in progress, kept by the browser in a signed, http-only cookie of ten minutes on
 * `/oauth/` (nothing is stored server-side until the login completes): the state, nonce and PKCE
 * verifier the callback checks, and where to go afterwards. Its HMAC uses the server's secret: a
 * cookie written by anyone else (a sibling subdomain, the shopper) is no flow.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../../config.ts';
import { isSecureRequest } from '../../http/csrf.ts';
import { hmac } from '../../services/secret.ts';

export const FLOW_COOKIE = 'sf_oidc_flow';
const FLOW_PATH = '/oauth/';
export const FLOW_TTL_MS = 10 * 60_000;

export interface LoginFlow {
  state: string;
  nonce: string;
  verifier: string;
  provider: string;
  dealer: string;
  lang: 'en' | 'fr';
  returnTo: string | null;
  expires: number;
}

/** The cookie's payload as a flow (it is ours, signed; still read by shape, not trusted by cast). */
function asFlow(value: unknown): LoginFlow | null {
  if (value === null || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown, max: number) => typeof x === 'string' && x.length > 0 && x.length <= max;
  if (!text(v.state, 100) || !text(v.nonce, 100) || !text(v.verifier, 200)) return null;
  if (!text(v.provider, 40) || !text(v.dealer, 64) || (v.lang !== 'en' && v.lang !== 'fr')) return null;
  if (v.returnTo !== null && !text(v.returnTo, 2000)) return null;
  if (typeof v.expires !== 'number' || !Number.isInteger(v.expires)) return null;
  return v as unknown as LoginFlow;
}

const sign = (secret: string, payload: string) => hmac(secret, 'identity-login-flow', payload);

export function writeFlow(c: Context, config: ServerConfig, secret: string, flow: LoginFlow): void {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  setCookie(c, FLOW_COOKIE, `${payload}.${sign(secret, payload)}`, {
    path: FLOW_PATH,
    httpOnly: true,
    // Lax: sent on the provider's top-level redirect back to the callback.
    sameSite: 'Lax',
    secure: isSecureRequest(c, config),
    maxAge: FLOW_TTL_MS / 1000,
  });
}

/** The flow of this browser (and the cookie cleared: a flow is read once), or null. */
export function takeFlow(c: Context, secret: string, now: Date): LoginFlow | null {
  const value = getCookie(c, FLOW_COOKIE);
  if (value === undefined) return null;
  deleteCookie(c, FLOW_COOKIE, { path: FLOW_PATH });
  const [payload = '', mac = ''] = value.split('.');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const flow = asFlow(parsed);
  return flow && flow.expires > now.getTime() ? flow : null;
}
