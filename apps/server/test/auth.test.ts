import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { REENTRY } from '../src/modules/user/routes.ts';
import { DEMO_STAFF_PASSWORD } from '../src/seed/dealers.ts';
import { EMAIL_LIMITS } from '../src/services/rate-limit.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
let n = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  n += 1;
});

/** A distinct address per test (and per simulated client IP), so rate limits of one test do not leak. */
const fresh = (dealer = 'maple_motors') => ({
  email: `shopper${n}.${Math.random().toString(36).slice(2, 8)}@example.com`,
  c: client(ctx, { dealer, ip: `10.0.${n}.${Math.floor(Math.random() * 250)}` }),
});

async function register(c: Client, email: string, extra: Record<string, unknown> = {}) {
  const res = await c.post('/api/customer/user/register/', {
    email,
    first_name: 'Jamie',
    last_name: 'Tremblay',
    phone: '512-555-0101',
    consents: { dealer_data_collection: true },
    ...extra,
  });
  expect(res.status, res.text).toBe(201);
  return obj(res.body);
}

function lastCode(to: string): { code: string; text: string } {
  const mail = [...ctx.sentMail].reverse().find((m) => m.to === to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!mail || !code) throw new Error(`no code mailed to ${to}`);
  return { code, text: mail.text };
}

describe('current_user', () => {
  it('is null for an anonymous visitor (no 401, so no login toast at start-up)', async () => {
    const res = await client(ctx).get('/api/customer/user/current_user/');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });
});

describe('register', () => {
  it('creates the customer, signs in with an httpOnly cookie and rotates the anti-forgery token', async () => {
    const { c, email } = fresh();
    await c.get('/api/health');
    const csrfBefore = c.jar.get('sf_csrf');
    const res = await c.post('/api/customer/user/register/', {
      email,
      first_name: 'Jamie',
      last_name: 'Tremblay',
      phone: '416-555-0101',
      consents: { dealer_data_collection: true },
    });
    expect(res.status).toBe(201);
    expect(obj(res.body)).toMatchObject({ email, first_name: 'Jamie', role: 'customer', dealer_user: null });
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('sf_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(c.jar.get('sf_csrf')).not.toBe(csrfBefore);
    const me = await c.get('/api/customer/user/current_user/');
    expect(obj(me.body).email).toBe(email);
  });

  it('answers an e-mail error for an existing customer (existing-user flow)', async () => {
    const res = await client(ctx).post('/api/customer/user/register/', {
      email: 'Emily.Chen@example.com',
      phone: '416-555-0199',
      consents: { dealer_data_collection: true },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(obj(res.body))).toEqual(['email']);
  });

  it('requires names where the dealer has compulsory login, and checks formats', async () => {
    const { c, email } = fresh('riviere_auto');
    const res = await c.post('/api/customer/user/register/', {
      email,
      phone: '12345',
      consents: { dealer_data_collection: true },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(obj(res.body)).sort()).toEqual(['first_name', 'last_name', 'phone']);
    const bad = await c.post('/api/customer/user/register/', {
      email: 'not-an-email',
      first_name: 'J4mie',
      surprise: true,
      consents: { dealer_data_collection: true },
    });
    expect(Object.keys(obj(bad.body)).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'phone',
      'surprise',
    ]);
  });

  it('keeps customers per dealer: the same e-mail may register at another dealer', async () => {
    const res = await client(ctx, { dealer: 'lone_star_motors' }).post('/api/customer/user/register/', {
      email: 'emily.chen@example.com',
      first_name: 'Emily',
      phone: '512-555-0110',
      consents: { dealer_data_collection: true },
    });
    expect(res.status).toBe(201);
  });

  it("is not signed in on another dealer's storefront", async () => {
    const { c, email } = fresh();
    await register(c, email);
    const elsewhere = await c.request('GET', '/api/customer/user/current_user/', undefined, {
      headers: { 'X-Dealer-Code': 'lone_star_motors' },
    });
    expect(elsewhere.body).toBeNull();
  });
});

describe('PATCH user', () => {
  it('updates the signed-in customer', async () => {
    const { c, email } = fresh();
    const user = await register(c, email);
    const res = await c.patch(`/api/customer/user/${user.id}/`, { postal_code: 'M5V 2T6', language: 'fr' });
    expect(res.status).toBe(200);
    expect(obj(res.body)).toMatchObject({ postal_code: 'M5V 2T6', language: 'fr' });
  });

  it('answers field errors, 403 for another user, 401 when anonymous', async () => {
    const { c, email } = fresh('lone_star_motors');
    const user = await register(c, email);
    const bad = await c.patch(`/api/customer/user/${user.id}/`, {
      postal_code: 'M5V 2T6',
      email: 'x@example.com',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(obj(bad.body)).sort()).toEqual(['email', 'postal_code']);
    expect((await c.patch(`/api/customer/user/${Number(user.id) - 1}/`, { first_name: 'Eve' })).status).toBe(
      403,
    );
    expect((await client(ctx).patch(`/api/customer/user/${user.id}/`, { first_name: 'Eve' })).status).toBe(
      401,
    );
  });
});

describe('logout and sessions', () => {
  it('logs out and the old cookie no longer works', async () => {
    const { c, email } = fresh();
    await register(c, email);
    const token = c.jar.get('sf_session');
    expect((await c.post('/api/customer/user/logout/')).status).toBe(200);
    expect((await c.get('/api/customer/user/current_user/')).body).toBeNull();
    const replay = client(ctx);
    replay.jar.set('sf_session', String(token));
    expect((await replay.get('/api/customer/user/current_user/')).body).toBeNull();
  });

  it('answers 440 with the e-mail after the idle timeout; public reads still work', async () => {
    const { c, email } = fresh();
    const user = await register(c, email);
    ctx.advance((ctx.deps.config.sessionIdleMinutes + 1) * 60_000);
    const res = await c.get('/api/customer/user/current_user/');
    expect(res.status).toBe(440);
    expect(obj(res.body).email).toBe(email);
    expect((await c.patch(`/api/customer/user/${user.id}/`, { first_name: 'Jo' })).status).toBe(440);
    expect((await c.get('/api/customer/inventory/simple/?page_size=1')).status).toBe(200);
  });

  it('expires at the absolute timeout even when active: 200 just before it, 440 with the e-mail just after', async () => {
    const { c, email } = fresh();
    // The clock moves only when the test moves it: the session started at a known instant.
    ctx.frozen(true);
    onTestFinished(() => ctx.frozen(false));
    await register(c, email);
    const absoluteMs = ctx.deps.config.sessionAbsoluteHours * 3600_000;
    const stepMs = (ctx.deps.config.sessionIdleMinutes - 5) * 60_000;
    // Active all along: a request within every idle period, up to one second before the limit.
    let spent = 0;
    while (spent < absoluteMs - 1000) {
      const step = Math.min(stepMs, absoluteMs - 1000 - spent);
      ctx.advance(step);
      spent += step;
      const res = await c.get('/api/customer/user/current_user/');
      expect(res.status, `after ${spent} ms`).toBe(200);
    }
    const before = await c.get('/api/customer/user/current_user/');
    expect(before.status).toBe(200);
    expect(obj(before.body).email).toBe(email);
    ctx.advance(2000);
    const after = await c.get('/api/customer/user/current_user/');
    expect(after.status).toBe(440);
    expect(obj(after.body).email).toBe(email);
  });

  it('rotates the session at sign-in: the previous token is revoked', async () => {
    const { c, email } = fresh();
    await register(c, email);
    const first = c.jar.get('sf_session');
    await c.post('/api/customer/user/send_reentry_code/', { email });
    await c.post('/api/customer/user/verify_reentry_code/', { email, code: lastCode(email).code });
    expect(c.jar.get('sf_session')).not.toBe(first);
    const old = client(ctx);
    old.jar.set('sf_session', String(first));
    expect((await old.get('/api/customer/user/current_user/')).body).toBeNull();
  });
});

describe('one-time re-entry code', () => {
  it('sends a code by e-mail and answers the masked address typed (the customer’s details come with the verified code)', async () => {
    const c = client(ctx, { ip: '10.9.0.1' });
    const res = await c.post('/api/customer/user/send_reentry_code/', { email: 'emily.chen@example.com' });
    expect(res.status).toBe(200);
    expect(obj(res.body)).toMatchObject({
      name: 'em***@example.com',
      email: 'em***@example.com',
      phone: null,
    });
    expect(lastCode('emily.chen@example.com').text).toContain(`catId=${obj(res.body).cat_id}`);
    // The link's address is in its fragment, which no server, proxy log or Referer header receives.
    const link = new URL(/https?:\/\/\S+/.exec(lastCode('emily.chen@example.com').text)?.[0] ?? '');
    expect(`${link.pathname}${link.search}`).not.toContain('emily');
    expect(new URLSearchParams(link.hash.slice(1)).get('email')).toBe('emily.chen@example.com');
  });

  it('signs in with the right code, once; a used code is refused', async () => {
    const { c, email } = fresh();
    await register(c, email);
    await c.post('/api/customer/user/logout/');
    await c.post('/api/customer/user/send_reentry_code/', { email });
    const { code } = lastCode(email);
    const ok = await c.post('/api/customer/user/verify_reentry_code/', { email, code });
    expect(ok.status).toBe(200);
    expect(obj((await c.get('/api/customer/user/current_user/')).body).email).toBe(email);
    expect((await c.post('/api/customer/user/verify_reentry_code/', { email, code })).status).toBe(403);
  });

  it('stores the code hashed, never in clear', async () => {
    const { c, email } = fresh();
    await register(c, email);
    await c.post('/api/customer/user/send_reentry_code/', { email });
    const { code } = lastCode(email);
    const rows = await ctx.database.db.query.oneTimeCodes.findMany();
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const { c, email } = fresh();
    await register(c, email);
    await c.post('/api/customer/user/send_reentry_code/', { email });
    const { code } = lastCode(email);
    ctx.advance(REENTRY.ttlMs + 1000);
    expect((await c.post('/api/customer/user/verify_reentry_code/', { email, code })).status).toBe(403);
  });

  it(`cuts brute force off: ${REENTRY.maxAttempts} wrong guesses burn the code, then even the right one is refused`, async () => {
    const { c, email } = fresh();
    await register(c, email);
    await c.post('/api/customer/user/send_reentry_code/', { email });
    const { code } = lastCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < REENTRY.maxAttempts; i++) {
      statuses.push((await c.post('/api/customer/user/verify_reentry_code/', { email, code: wrong })).status);
    }
    expect(statuses).toEqual(Array(REENTRY.maxAttempts).fill(403));
    const right = await c.post('/api/customer/user/verify_reentry_code/', { email, code });
    expect(right.status).toBe(403);
  });

  it('limits sends per e-mail (429 after the hourly allowance)', async () => {
    const { email } = fresh();
    await register(client(ctx), email);
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_LIMITS.perCustomerPerHour; i++) {
      const c = client(ctx, { ip: `10.77.${n}.${i}` });
      statuses.push((await c.post('/api/customer/user/send_reentry_code/', { email })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers 400 for a malformed code; an unknown e-mail as any other', async () => {
    const c = client(ctx);
    const bad = await c.post('/api/customer/user/verify_reentry_code/', {
      email: 'a@example.com',
      code: '12ab',
    });
    expect(bad.status).toBe(400);
    expect(obj(bad.body)).toHaveProperty('code');
    const unknown = await c.post('/api/customer/user/send_reentry_code/', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
  });
});

describe('login link', () => {
  it('e-mails a link whose page signs in once; a used link redirects with expired and email', async () => {
    const { c, email } = fresh();
    await register(c, email);
    await c.post('/api/customer/user/logout/');
    expect((await c.post('/api/customer/user/send_login_link/', { email })).status).toBe(200);
    const mail = [...ctx.sentMail].reverse().find((m) => m.to === email);
    const origin = ctx.deps.config.publicOrigin;
    const link = new RegExp(`${origin}(/api/auth/login-link/\\S+)`).exec(mail?.text ?? '')?.[1];
    expect(link).toBeTruthy();
    const page = await c.get(String(link));
    expect(page.status).toBe(200);
    const token = /name="csrf_token" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const form = `csrf_token=${encodeURIComponent(token)}`;
    const first = await c.request('POST', String(link), undefined, {
      raw: form,
      csrf: false,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(form.length),
        'Sec-Fetch-Site': 'same-origin',
      },
    });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/maple_motors/en/');
    expect(obj((await c.get('/api/customer/user/current_user/')).body).email).toBe(email);
    const again = await client(ctx).get(String(link));
    expect(again.headers.get('location')).toContain('expired=true');
  });
});

describe('dealer staff', () => {
  async function staffLogin(email: string, dealer = 'maple_motors', password = DEMO_STAFF_PASSWORD) {
    const c = client(ctx, { dealer, ip: `10.50.${n}.${Math.floor(Math.random() * 250)}` });
    const res = await c.post('/api/dealer/auth/login/', { email, password });
    return { c, res };
  }

  it('signs in with the demo password; a wrong password gets a non-field error', async () => {
    const ok = await staffLogin('rep@maplemotors.example.ca');
    expect(ok.res.status).toBe(200);
    expect(obj(ok.res.body).role).toBe('dealer_sales_rep');
    const bad = await staffLogin('rep@maplemotors.example.ca', 'maple_motors', 'wrong');
    expect(bad.res.status).toBe(400);
    expect(obj(bad.res.body)).toHaveProperty('non_field_errors');
  });

  it('refuses staff on a dealer outside their scope (another dealer, another organization)', async () => {
    expect((await staffLogin('rep@lonestarmotors.example.com', 'maple_motors')).res.status).toBe(403);
    expect((await staffLogin('orgadmin@mapleautogroup.example.ca', 'riviere_auto')).res.status).toBe(403);
    expect((await staffLogin('superadmin@storefront.example.com', 'riviere_auto')).res.status).toBe(200);
  });

  it('names the dealership the account works for once the password is right, never before', async () => {
    const refused = await staffLogin('directeur@riviereauto.example.ca', 'maple_motors');
    expect(refused.res.status).toBe(403);
    expect(obj(refused.res.body).dealer).toEqual({ code: 'riviere_auto', name: 'Rivière Auto' });
    expect(refused.res.headers.get('set-cookie') ?? '').not.toMatch(/sf_session=[^;]/);
    const wrong = await staffLogin('directeur@riviereauto.example.ca', 'maple_motors', 'wrong');
    expect(wrong.res.status).toBe(400);
    expect(JSON.stringify(wrong.res.body)).not.toMatch(/riviere|Rivière/i);
    // Signing in there works.
    expect((await staffLogin('directeur@riviereauto.example.ca', 'riviere_auto')).res.status).toBe(200);
  });

  it('acts as a customer, is seen as that customer with a dealer bar, ends the session, with audit rows', async () => {
    const { c } = await staffLogin('manager@maplemotors.example.ca');
    const customers = await c.get('/api/dealer/customers/');
    const emily = (obj(customers.body).results as Record<string, unknown>[]).find(
      (u) => u.email === 'emily.chen@example.com',
    );
    const act = await c.post(`/api/dealer/users/${emily?.id}/act_as/`);
    expect(act.status).toBe(200);
    const me = obj((await c.get('/api/customer/user/current_user/')).body);
    expect(me.email).toBe('emily.chen@example.com');
    expect(obj(me.dealer_user).first_name).toBe('Daniel');
    const end = await c.post('/api/customer/user/end_customer_session/');
    expect(obj(end.body).redirect_to).toContain('/dealer/');
    expect(obj((await c.get('/api/customer/user/current_user/')).body).role).toBe('dealer_sales_manager');
    const rows = await ctx.database.db.select().from(auditLog);
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['staff_login', 'act_as_start', 'act_as_end']),
    );
  });

  it('follows the role hierarchy when acting as staff, and records refusals', async () => {
    const { c: manager } = await staffLogin('manager@maplemotors.example.ca');
    const staff = await ctx.database.db.query.users.findMany();
    const id = (email: string) => staff.find((u) => u.email === email)?.id;
    expect(
      (await manager.post(`/api/dealer/users/${id('admin@maplemotors.example.ca')}/act_as/`)).status,
    ).toBe(403);
    expect((await manager.post(`/api/dealer/users/${id('rep@maplemotors.example.ca')}/act_as/`)).status).toBe(
      200,
    );
    const { c: admin } = await staffLogin('admin@maplemotors.example.ca');
    expect(
      (await admin.post(`/api/dealer/users/${id('manager@maplemotors.example.ca')}/act_as/`)).status,
    ).toBe(200);
    const { c: assistant } = await staffLogin('assistant@mapleautogroup.example.ca');
    expect((await assistant.post(`/api/dealer/users/${id('emily.chen@example.com')}/act_as/`)).status).toBe(
      403,
    );
    const { c: rep } = await staffLogin('rep@maplemotors.example.ca');
    expect((await rep.post(`/api/dealer/users/${id('sophie.roy@example.com')}/act_as/`)).status).toBe(404);
    const denied = (await ctx.database.db.select().from(auditLog)).filter(
      (r) => r.action === 'act_as_denied',
    );
    expect(denied.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps staff endpoints from customers (403) and anonymous visitors (401)', async () => {
    const { c, email } = fresh();
    await register(c, email);
    expect((await c.get('/api/dealer/customers/')).status).toBe(403);
    expect((await client(ctx).get('/api/dealer/customers/')).status).toBe(401);
    expect((await c.post('/api/customer/user/end_customer_session/')).status).toBe(403);
  });

  it('shows the audit trail to dealer admins only', async () => {
    const { c: admin } = await staffLogin('admin@maplemotors.example.ca');
    expect((await admin.get('/api/dealer/audit/')).status).toBe(200);
    const { c: rep } = await staffLogin('rep@maplemotors.example.ca');
    expect((await rep.get('/api/dealer/audit/')).status).toBe(403);
  });
});
