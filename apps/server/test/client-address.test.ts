/**
 * The address the rate limits key on. Behind our own proxies, each appends the address it received
 * from to X-Forwarded-For; a client can write anything to the left of that. The limits must key on
 * what the client cannot choose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { addressFromChain } from '../src/http/ip.ts';
import { REENTRY } from '../src/modules/user/routes.ts';
import { client, createTestContext, type TestContext } from './helpers.ts';

describe('addressFromChain', () => {
  it('is the socket address when no proxy is trusted, whatever the header says', () => {
    expect(addressFromChain('198.51.100.9', '203.0.113.1', 0)).toBe('198.51.100.9');
  });
  it('is the entry our proxies received from, counted from the right', () => {
    expect(addressFromChain('10.0.0.2', 'forged, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(addressFromChain('10.0.0.3', 'forged, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });
  it('is the leftmost entry when the chain is shorter than the trusted hops', () => {
    expect(addressFromChain('10.0.0.2', undefined, 2)).toBe('10.0.0.2');
    expect(addressFromChain('10.0.0.3', '203.0.113.7', 3)).toBe('203.0.113.7');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('reads a hop count, keeps TRUST_PROXY=true as one hop and names a bad value', () => {
    expect(loadConfig({}).trustedProxies).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustedProxies).toBe(1);
    expect(loadConfig({ TRUSTED_PROXIES: '2', TRUST_PROXY: 'true' }).trustedProxies).toBe(2);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'yes' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('a rate limit behind one trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ trustedProxies: 1 });
  });
  afterAll(() => ctx.close());

  it('is not reset by rotating what the client writes to X-Forwarded-For', async () => {
    // The proxy is 10.9.9.9; the client it received from is 203.0.113.77; the client varies the rest.
    const c = client(ctx, { dealer: 'maple_motors', ip: '10.9.9.9' });
    const statuses: number[] = [];
    for (let i = 0; i <= REENTRY.sendsPerIpPerHour; i += 1) {
      const res = await c.post(
        '/api/customer/user/send_login_link/',
        { email: `nobody-${i}@example.com` },
        { headers: { 'X-Forwarded-For': `192.0.2.${i + 1}, 203.0.113.77` } },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy has a bucket of its own.
    const other = await c.post(
      '/api/customer/user/send_login_link/',
      { email: 'someone@example.com' },
      { headers: { 'X-Forwarded-For': '203.0.113.78' } },
    );
    expect(other.status).toBe(200);
  });
});

/**
 * The media URLs of an answer (the dealer's logo and placeholder picture) follow X-Forwarded-Proto
 * and -Host only from a proxy we trust: otherwise whoever sends the request would choose the host a
 * shared cache could keep in front of the next shopper.
 */
describe('media URLs in an answer', () => {
  const forged = { 'X-Forwarded-Host': 'cache-poison.example', 'X-Forwarded-Proto': 'https' };
  const mediaUrls = async (ctx: TestContext) => {
    const res = await client(ctx, { dealer: 'maple_motors' }).get(
      '/api/customer/dealership/home-dealership/',
      forged,
    );
    expect(res.status, res.text).toBe(200);
    const theme = (res.body as { theme: Record<string, string | null> }).theme;
    const urls = [theme.logo, theme.vehicle_placeholder_image].filter((url): url is string => Boolean(url));
    expect(urls.length).toBeGreaterThan(0);
    return urls;
  };

  it("ignore the forwarded headers when no proxy is trusted: the request's own host", async () => {
    const ctx = await createTestContext();
    try {
      const urls = await mediaUrls(ctx);
      expect(urls.every((url) => url.startsWith('http://localhost/'))).toBe(true);
    } finally {
      await ctx.close();
    }
  });

  it('follow them behind a trusted proxy, which sets them', async () => {
    const ctx = await createTestContext({ trustedProxies: 1 });
    try {
      const urls = await mediaUrls(ctx);
      expect(urls.every((url) => url.startsWith('https://cache-poison.example/'))).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
