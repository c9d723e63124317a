import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE, authCookie, authCookieEmail } from '../src/features/auth/authCookie.ts';

// The auth cookie's e-mail, for the sign-in form's prefill (spec 1 §9; issue 18).

describe('auth cookie', () => {
  it('keeps the signed-in address for the host at path /, secure on https', () => {
    const set = authCookie(' nora+deal@example.com ', true);
    expect(set).toMatch(/^sf_auth=nora%2Bdeal%40example\.com; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
    expect(authCookie('a@b.ca', false)).not.toContain('Secure');
    expect(authCookieEmail(`sf_csrf=x; ${set.split(';')[0]}; other=1`)).toBe('nora+deal@example.com');
  });

  it('answers null without the cookie, or when it holds no address', () => {
    expect(authCookieEmail('sf_csrf=x')).toBeNull();
    expect(authCookieEmail(`${AUTH_COOKIE}=not-an-address`)).toBeNull();
    expect(authCookieEmail(`${AUTH_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});
