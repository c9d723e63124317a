/**
 * The auth cookie (spec 1 §9): the address a shopper last signed in with, for the sign-in form's
 * e-mail the next time (after a log-out, in a new session). Scoped to the host at path /, a year.
 * Only the e-mail: the form's other fields come from the signed-in account, and a readable cookie
 * holds no more of the shopper than the prefill needs.
 */
export const AUTH_COOKIE = 'sf_auth';
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The cookie to set (`document.cookie = ...`) for a signed-in address. */
export function authCookie(email: string, secure: boolean): string {
  return `${AUTH_COOKIE}=${encodeURIComponent(email.trim())}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The address the cookie holds in a `document.cookie` string, or null (none, or not an address). */
export function authCookieEmail(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== AUTH_COOKIE) continue;
    try {
      const email = decodeURIComponent(rest.join('='));
      return /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
    } catch {
      return null;
    }
  }
  return null;
}
