/**
 * The customers' sign-up (`register`) is limited per client address (SIGN_UPS_PER_IP_PER_HOUR): from
 * one address, the sign-up past the allowance of the last hour is refused (429, localised, with
 * Retry-After) and makes no account; another address still signs up; the limit keys on the socket's
 * address, not on a header the client writes; the window slides.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

const ALLOWANCE = 3;
let ctx: TestContext;
let n = 0;

beforeAll(async () => {
  ctx = await createTestContext({ signUpsPerIpPerHour: ALLOWANCE });
});
afterAll(async () => {
  await ctx.close();
});

function signUp(ip: string, headers: Record<string, string> = {}) {
  n += 1;
  const email = `limit${n}@example.com`;
  const res = client(ctx, { dealer: 'maple_motors', ip }).post(
    '/api/customer/user/register/',
    {
      email,
      first_name: 'Sam',
      last_name: 'Roy',
      phone: '416-555-0199',
      consents: { dealer_data_collection: true },
    },
    { headers },
  );
  return res.then((answer) => ({ ...answer, email }));
}

async function accountOf(email: string) {
  return ctx.database.db.select().from(users).where(eq(users.emailNormalized, email));
}

describe('sign-up limit per client address', () => {
  it('defaults to 10 sign-ups an hour, and takes SIGN_UPS_PER_IP_PER_HOUR', () => {
    expect(loadConfig({}).signUpsPerIpPerHour).toBe(10);
    expect(loadConfig({ SIGN_UPS_PER_IP_PER_HOUR: '5000' }).signUpsPerIpPerHour).toBe(5000);
    expect(loadConfig({ SIGN_UPS_PER_IP_PER_HOUR: 'lots' }).signUpsPerIpPerHour).toBe(10);
  });

  it('refuses the sign-up past the allowance from one address (429, no account); another address signs up', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < ALLOWANCE; i += 1) {
      const ok = await signUp(ip);
      expect(ok.status, ok.text).toBe(201);
    }
    const refused = await signUp(ip, { 'X-Language': 'en' });
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body).toEqual({
      detail: 'Too many requests. Please wait and try again.',
      code: 'throttled',
    });
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await accountOf(refused.email)).toEqual([]);
    // A header the client writes is no way out (no proxy is trusted by default).
    const forged = await signUp(ip, { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.9' });
    expect(forged.status).toBe(429);
    // Another client address has its own allowance.
    const other = await signUp('198.51.100.8');
    expect(other.status, other.text).toBe(201);
    expect(await accountOf(other.email)).toHaveLength(1);
  });

  it('answers the refusal in French to a French page', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < ALLOWANCE; i += 1) expect((await signUp(ip)).status).toBe(201);
    const refused = await signUp(ip, { 'X-Language': 'fr' });
    expect(refused.status).toBe(429);
    expect(obj(refused.body).detail).toBe('Trop de demandes. Patientez, puis réessayez.');
  });

  it('slides: the Retry-After is when the oldest sign-up of the hour leaves it, freeing one', async () => {
    const ip = '198.51.100.30';
    expect((await signUp(ip)).status).toBe(201);
    ctx.advance(20 * 60_000);
    for (let i = 1; i < ALLOWANCE; i += 1) expect((await signUp(ip)).status).toBe(201);
    const refused = await signUp(ip);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('Retry-After'));
    // The first sign-up was 20 minutes ago: it leaves the hour in 40 minutes.
    expect(wait).toBeGreaterThan(39 * 60);
    expect(wait).toBeLessThanOrEqual(40 * 60);
    ctx.advance(wait * 1000);
    expect((await signUp(ip)).status).toBe(201);
    expect((await signUp(ip)).status).toBe(429);
  });
});
