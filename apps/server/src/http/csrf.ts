import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../config.ts';
import type { AppEnv } from './env.ts';
import { languageBeforeDealer, localizeErrorBody } from './messages.ts';

/** Anti-forgery: the storefront echoes this cookie's value in the X-CSRF-Token header on unsafe requests. */
export const CSRF_COOKIE = 'sf_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSecureRequest(c: Context, config: ServerConfig): boolean {
  if (config.secureCookies === 'always') return true;
  if (config.secureCookies === 'never') return false;
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

export function issueCsrfCookie(c: Context, config: ServerConfig): string {
  const token = randomBytes(32).toString('base64url');
  setCookie(c, CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    secure: isSecureRequest(c, config),
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 365,
  });
  return token;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Issues the anti-forgery cookie when it is missing, and answers 403 to an unsafe request whose
 * X-CSRF-Token header does not equal the cookie.
 */
export function csrf(config: ServerConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, CSRF_COOKIE);
    const valid = cookie !== undefined && TOKEN_PATTERN.test(cookie);
    if (!SAFE_METHODS.has(c.req.method)) {
      const header = c.req.header(CSRF_HEADER);
      if (!valid || !header || !sameToken(header, cookie)) {
        if (!valid) issueCsrfCookie(c, config);
        const body = { detail: 'CSRF token missing or incorrect.', code: 'csrf_failed' };
        return c.json(localizeErrorBody(body, languageBeforeDealer(c)), 403);
      }
    } else if (!valid) {
      issueCsrfCookie(c, config);
    }
    await next();
  };
}
