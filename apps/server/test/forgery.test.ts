/**
 * Anti-forgery in depth: fetch metadata and Origin on unsafe requests, and a token bound to the
 * session, so neither a hostile page nor a planted cookie/header pair passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
let n = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const shopper = () => client(ctx, { dealer: 'maple_motors', ip: `10.77.0.${++n}` });

async function signUp(c: ReturnType<typeof shopper>) {
  const res = await c.post('/api/customer/user/register/', {
    email: `forgery-${n}-${Date.now()}@example.com`,
    first_name: 'Jamie',
    last_name: 'Tremblay',
    phone: '512-555-0101',
    consents: { dealer_data_collection: true },
  });
  expect(res.status, res.text).toBe(201);
}

/** An unsafe call that changes the signed-in shopper's language (any unsafe call would do). */
const change = (c: ReturnType<typeof shopper>, headers: Record<string, string> = {}) =>
  c.post('/i18n/', { language: 'en' }, { headers });

describe('unsafe requests from another site', () => {
  it('refuses a valid token sent with a hostile Origin', async () => {
    const c = shopper();
    await c.get('/api/health');
    const res = await change(c, { Origin: 'https://attacker.example' });
    expect(res.status).toBe(403);
    expect(obj(res.body).code).toBe('csrf_failed');
  });

  it('refuses what the browser marks cross-site or same-site, and takes same-origin', async () => {
    const c = shopper();
    await c.get('/api/health');
    expect((await change(c, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await change(c, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect((await change(c, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('takes the configured public origin and the origin the client connected to', async () => {
    const c = shopper();
    await c.get('/api/health');
    expect((await change(c, { Origin: ctx.deps.config.publicOrigin })).status).toBe(200);
    expect((await change(c, { Origin: 'http://shop.test:8080', Host: 'shop.test:8080' })).status).toBe(200);
  });
});

describe('the token is bound to the session', () => {
  it('refuses a cookie/header pair the sender made up', async () => {
    const c = shopper();
    await c.get('/api/health');
    const madeUp = `${'A'.repeat(43)}.${'0'.repeat(64)}`;
    c.jar.set('sf_csrf', madeUp);
    const res = await change(c);
    expect(res.status).toBe(403);
  });

  it("refuses the attacker's own valid pair planted beside a victim's session", async () => {
    const attacker = shopper();
    await signUp(attacker);
    const victim = shopper();
    await signUp(victim);
    const planted = attacker.jar.get('sf_csrf') ?? '';
    victim.jar.set('sf_csrf', planted);
    expect((await change(victim)).status).toBe(403);
  });

  it('voids the token taken before sign-in; the sign-in answer brings one bound to the new session', async () => {
    const c = shopper();
    await c.get('/api/health');
    const before = c.jar.get('sf_csrf') ?? '';
    await signUp(c);
    const after = c.jar.get('sf_csrf') ?? '';
    expect(after).not.toBe(before);
    // A pair known before the sign-in (planted, or read by whoever shared the browser) is void after it.
    c.jar.set('sf_csrf', before);
    const stale = await c.post(
      '/i18n/',
      { language: 'en' },
      { csrf: false, headers: { 'X-CSRF-Token': before } },
    );
    expect(stale.status).toBe(403);
    c.jar.set('sf_csrf', after);
    expect((await change(c)).status).toBe(200);
    // Signing out clears the session and brings a token for no session.
    expect((await c.post('/api/customer/user/logout/')).status).toBeLessThan(300);
    expect(c.jar.get('sf_csrf')).not.toBe(after);
    expect((await change(c)).status).toBe(200);
  });
});
