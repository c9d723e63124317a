/**
 * The OEM identity login (issue 23) against the real embedded OpenID provider (oidc-provider,
 * DEV_PAGES=1), over a real HTTP server: the storefront's server is the client, the test is the
 * browser (cookies kept, redirects followed by hand).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, users } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { freePort } from './server-process.ts';

let ctx: TestContext;
let origin: string;
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  ctx = await createTestContext({ devPages: true, publicOrigin: origin });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: ctx.app.fetch, port, hostname: '127.0.0.1' }, () => resolve());
  });
  expect((server.address() as AddressInfo).port).toBe(port);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const START = '/oauth/login/demo/?dealer=lone_star_motors&lang=en';

/** A browser: a cookie jar (by name) and one request at a time, redirects not followed. */
function browser() {
  const jar = new Map<string, string>();
  async function get(
    url: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(url, origin), { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (/max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line) || value === '')
        jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
    return res;
  }
  return { jar, get };
}
type Browser = ReturnType<typeof browser>;

/** Follows redirects while they stay on the provider; answers the first address outside it. */
async function followProvider(b: Browser, url: string): Promise<{ res: Response; url: string }> {
  let current = url;
  for (let i = 0; i < 10; i += 1) {
    const res = await b.get(current);
    const location = res.headers.get('location');
    if (!location) return { res, url: current };
    const next = new URL(location, new URL(current, origin));
    if (!next.pathname.startsWith('/dev/identity/')) return { res, url: next.href };
    current = next.href;
  }
  throw new Error('too many redirects');
}

/**
 * Starts the login, signs in at the provider's page as `identity` (or cancels) and answers the
 * provider's redirect to the callback (not yet followed). `tamper` may change the authorization URL.
 */
async function atProvider(
  b: Browser,
  identity: string | 'cancel',
  options: { start?: string; tamper?: (url: URL) => void } = {},
): Promise<URL> {
  const start = await b.get(options.start ?? START);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  options.tamper?.(authorize);
  const { res, url } = await followProvider(b, authorize.href);
  expect(res.status).toBe(200);
  const page = await res.text();
  expect(page).toContain('Demo identity provider (local, for development)');
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '';
  const body = identity === 'cancel' ? 'cancel=1' : `identity=${identity}`;
  const posted = await b.get(new URL(action.replace(/&amp;/g, '&'), url).href, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const { url: callback } = await followProvider(b, new URL(posted.headers.get('location') ?? '', url).href);
  return new URL(callback);
}

async function customerOf(email: string) {
  const [dealer] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, 'lone_star_motors'));
  return ctx.database.db
    .select()
    .from(users)
    .where(and(eq(users.dealerId, dealer?.id ?? 0), eq(users.emailNormalized, email)));
}

async function addCustomer(email: string, firstName: string) {
  const [dealer] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, 'lone_star_motors'));
  await ctx.database.db.insert(users).values({
    uid: crypto.randomUUID(),
    dealerId: dealer?.id ?? 0,
    role: 'customer',
    email,
    emailNormalized: email,
    firstName,
  });
}

async function currentUser(b: Browser) {
  const res = await b.get('/api/customer/user/current_user/', {
    headers: { 'X-Dealer-Code': 'lone_star_motors' },
  });
  return {
    status: res.status,
    body: res.status === 200 ? ((await res.json()) as Record<string, unknown>) : null,
  };
}

describe('identity login through the local provider', () => {
  it('names the provider at lone_star_motors only', async () => {
    const at = async (dealer: string) => {
      const res = await fetch(`${origin}/api/customer/dealership/home-dealership/`, {
        headers: { 'X-Dealer-Code': dealer },
      });
      return ((await res.json()) as { identity_login: unknown }).identity_login;
    };
    expect(await at('lone_star_motors')).toEqual({
      provider: 'demo',
      name: 'Demo identity provider (local, for development)',
    });
    expect(await at('maple_motors')).toBeNull();
  });

  it('signs a new customer in with the session cookie and lands on the profile', async () => {
    const b = browser();
    const callback = await atProvider(b, 'demo-dana-brooks');
    expect(callback.href.startsWith(`${origin}/oauth/login/demo/callback/?`)).toBe(true);
    const done = await b.get(callback.href);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/lone_star_motors/en/vw/id-profile/');
    expect(b.jar.has('sf_session')).toBe(true);
    const me = await currentUser(b);
    expect(me.body).toMatchObject({
      email: 'dana.brooks@example.com',
      first_name: 'Dana',
      has_volkswagen_id: true,
    });
    // A second login finds the same customer by (issuer, subject).
    const again = browser();
    await again.get((await atProvider(again, 'demo-dana-brooks')).href);
    expect((await currentUser(again)).body?.id).toBe(me.body?.id);
    expect(await customerOf('dana.brooks@example.com')).toHaveLength(1);
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const b = browser();
    const callback = await atProvider(b, 'demo-dana-brooks');
    callback.searchParams.set('state', 'forged-state-value');
    const res = await b.get(callback.href);
    expect(res.headers.get('location')).toBe('/lone_star_motors/en/?vw_idk_error=invalid_state');
    expect(b.jar.has('sf_session')).toBe(false);
    expect((await currentUser(b)).body).toBeNull();
  });

  it('refuses an ID token whose nonce is not the one this login sent', async () => {
    const b = browser();
    const callback = await atProvider(b, 'demo-dana-brooks', {
      tamper: (url) => url.searchParams.set('nonce', 'another-nonce'),
    });
    const res = await b.get(callback.href);
    expect(res.headers.get('location')).toBe('/lone_star_motors/en/?vw_idk_error=login_failed');
    expect(b.jar.has('sf_session')).toBe(false);
  });

  it('builds the redirect URI on the public origin whatever the Host header says', async () => {
    const res = await ctx.app.request(START, {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(res.status).toBe(302);
    const authorize = new URL(res.headers.get('location') ?? '');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin}/oauth/login/demo/callback/`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('returns only to a same-origin relative path', async () => {
    const back = '/lone_star_motors/en/vehicle-list/?make=Ford';
    const ok = browser();
    const okCallback = await atProvider(ok, 'demo-dana-brooks', {
      start: `${START}&next=${encodeURIComponent(back)}`,
    });
    expect((await ok.get(okCallback.href)).headers.get('location')).toBe(
      `/lone_star_motors/en/social-redirect/?${new URLSearchParams({ next: back })}`,
    );
    for (const offSite of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const b = browser();
      const callback = await atProvider(b, 'demo-dana-brooks', {
        start: `${START}&next=${encodeURIComponent(offSite)}`,
      });
      expect((await b.get(callback.href)).headers.get('location')).toBe(
        '/lone_star_motors/en/vw/id-profile/',
      );
    }
  });

  it('links an existing customer when the provider says the e-mail is verified', async () => {
    // Dana's customer as if made by the e-mail sign-up, before any identity login.
    await ctx.database.db
      .update(users)
      .set({ identityIssuer: null, identitySubject: null })
      .where(eq(users.emailNormalized, 'dana.brooks@example.com'));
    const [before] = await customerOf('dana.brooks@example.com');
    const b = browser();
    await b.get((await atProvider(b, 'demo-dana-brooks')).href);
    const me = await currentUser(b);
    expect(me.body?.id).toBe(before?.id);
    expect(me.body?.has_volkswagen_id).toBe(true);
    const [after] = await customerOf('dana.brooks@example.com');
    expect(after?.identitySubject).toBe('demo-dana-brooks');
  });

  it('does not link an existing customer when the e-mail is not verified', async () => {
    await addCustomer('riley.parker@example.com', 'Existing');
    const b = browser();
    const res = await b.get((await atProvider(b, 'demo-riley-parker')).href);
    expect(res.headers.get('location')).toBe('/lone_star_motors/en/?vw_idk_error=account_conflict');
    expect(b.jar.has('sf_session')).toBe(false);
    const [riley] = await customerOf('riley.parker@example.com');
    expect(riley?.identitySubject).toBeNull();
  });

  it('carries a refusal at the provider back as a code', async () => {
    const b = browser();
    const res = await b.get((await atProvider(b, 'cancel')).href);
    expect(res.headers.get('location')).toBe('/lone_star_motors/en/?vw_idk_error=access_denied');
  });

  it('answers an unknown provider with a code, never a message', async () => {
    const res = await fetch(`${origin}/oauth/login/nosuch/?dealer=maple_motors&lang=fr`, {
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('/maple_motors/fr/?vw_idk_error=unknown_provider');
  });
});
