/**
 * Customer sign-in codes under abuse (issue 24): a stranger asking for a customer's codes slows
 * their own addresses with growing waits; the customer, at an address of theirs, still gets a code
 * at once and signs in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const send = (ip: string, email: string) =>
  client(ctx, { dealer: 'maple_motors', ip }).post('/api/customer/user/send_reentry_code/', { email });

async function registerFrom(ip: string, email: string) {
  const c = client(ctx, { dealer: 'maple_motors', ip });
  const res = await c.post('/api/customer/user/register/', {
    email,
    first_name: 'Dana',
    last_name: 'Owner',
    phone: '416-555-0123',
    consents: { dealer_data_collection: true },
  });
  expect(res.status, res.text).toBe(201);
  await c.post('/api/customer/user/logout/');
  return c;
}

const lastCode = (to: string) =>
  /\b(\d{6})\b/.exec([...ctx.sentMail].reverse().find((m) => m.to === to)?.text ?? '')?.[1];

describe('re-entry codes asked for by a stranger', () => {
  it('do not keep the customer from getting a code at their own address and signing in', async () => {
    const email = 'dana.owner@example.com';
    await registerFrom('192.0.2.44', email);
    // A stranger asks for the customer's codes from many addresses, well past five.
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await send(`198.51.100.${i + 1}`, email)).status);
    expect(statuses).toContain(429);
    // The customer, at home, gets a code at once and signs in with it.
    const home = client(ctx, { dealer: 'maple_motors', ip: '192.0.2.44' });
    const sent = await home.post('/api/customer/user/send_reentry_code/', { email });
    expect(sent.status).toBe(200);
    const ok = await home.post('/api/customer/user/verify_reentry_code/', {
      email,
      code: lastCode(email),
      cat_id: obj(sent.body).cat_id,
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it('make an address that keeps asking wait longer each time, then let it ask again once it has waited', async () => {
    const email = 'dana.second@example.com';
    await registerFrom('192.0.2.45', email);
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    let first: Response | undefined;
    for (let i = 0; i < 8 && !first; i += 1) {
      const res = await send(ip, email);
      statuses.push(res.status);
      if (res.status === 429) first = res as unknown as Response;
    }
    expect(first, `statuses ${statuses}`).toBeDefined();
    const firstWait = Number(first?.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(0);
    ctx.advance(firstWait * 1000);
    expect((await send(ip, email)).status).toBe(200);
    const second = await send(ip, email);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(firstWait);
    ctx.advance(Number(second.headers.get('retry-after')) * 1000);
    expect((await send(ip, email)).status).toBe(200);
  });
});
