/**
 * Wrong staff passwords slow the address that sends them, with growing waits, and never lock the
 * account's owner out from an address of theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../src/seed/dealers.ts';
import { delayAfter, SIGN_IN_THROTTLE } from '../src/services/sign-in-throttle.ts';
import { client, createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (ip: string, email: string, password: string) =>
  client(ctx, { dealer: 'maple_motors', ip }).post('/api/dealer/auth/login/', { email, password });

describe('delayAfter', () => {
  it('is nothing within the free failures, then doubles from a second up to fifteen minutes', () => {
    expect(delayAfter(5, 5)).toBe(0);
    expect(delayAfter(6, 5)).toBe(1000);
    expect(delayAfter(7, 5)).toBe(2000);
    expect(delayAfter(9, 5)).toBe(8000);
    expect(delayAfter(500, 5)).toBe(SIGN_IN_THROTTLE.maxDelayMs);
  });
});

describe('staff sign-in under guessing', () => {
  it("a stranger's wrong passwords do not lock the owner out of their own address", async () => {
    const owner = 'manager@maplemotors.example.ca';
    // The owner has signed in from their office before.
    expect((await login('192.0.2.10', owner, DEMO_STAFF_PASSWORD)).status).toBe(200);
    // A stranger sends wrong passwords from many addresses, past every free allowance.
    for (let i = 0; i <= SIGN_IN_THROTTLE.freeFailuresPerAccount; i += 1) {
      const res = await login(`198.51.100.${i + 1}`, owner, 'guess');
      expect(res.status).toBe(400);
    }
    expect((await login('192.0.2.10', owner, DEMO_STAFF_PASSWORD)).status).toBe(200);
    // An address the account never used now waits before trying.
    const unknown = await login('203.0.113.200', owner, DEMO_STAFF_PASSWORD);
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an address that keeps guessing waits longer each time, and may try again once it has waited', async () => {
    const account = 'rep@maplemotors.example.ca';
    const ip = '198.51.100.250';
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerAddress; i += 1) {
      expect((await login(ip, account, 'guess')).status).toBe(400);
    }
    expect((await login(ip, account, 'guess')).status).toBe(400);
    const first = await login(ip, account, 'guess');
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    ctx.advance(1000);
    expect((await login(ip, account, 'guess')).status).toBe(400);
    const second = await login(ip, account, 'guess');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');
    ctx.advance(2000);
    // Waited: the right password works from that address.
    expect((await login(ip, account, DEMO_STAFF_PASSWORD)).status).toBe(200);
    // Another address is not slowed by this one.
    expect((await login('198.51.100.251', account, DEMO_STAFF_PASSWORD)).status).toBe(200);
  });
});
