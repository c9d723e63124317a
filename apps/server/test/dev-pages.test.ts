/**
 * The development pages (issue 16, item 3): the e-mail outbox and the lead outbox show every
 * customer's codes, links, names and phones. Off unless DEV_PAGES asks for them, and then only to a
 * client on this machine, judged on the socket's address (headers are the client's to write).
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

const PAGES = ['/dev/mailbox/', '/dev/leads/'];

function from(ctx: TestContext, path: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return ctx.app.request(
    path,
    { headers },
    {
      incoming: { socket: { remoteAddress } } as unknown as IncomingMessage,
    },
  );
}

describe('by default', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ devPages: loadConfig({}).devPages });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves no dev page, even to this machine, and the settings name none', async () => {
    expect(loadConfig({}).devPages).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devPages).toBe(false);
    await client(ctx).post('/api/customer/user/send_reentry_code/', { email: 'marc.leblanc@example.com' });
    for (const path of PAGES) {
      const res = await from(ctx, path, '127.0.0.1');
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('marc.leblanc@example.com');
    }
    expect(obj((await client(ctx).get('/settings/')).body).dev_mailbox_url).toBeNull();
  });
});

describe('with DEV_PAGES=1', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ devPages: loadConfig({ DEV_PAGES: '1' }).devPages });
    await client(ctx).post('/api/customer/user/send_reentry_code/', { email: 'marc.leblanc@example.com' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('shows the outboxes to loopback clients (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      for (const path of PAGES)
        expect((await from(ctx, path, address)).status, `${path} ${address}`).toBe(200);
    }
    expect(await (await from(ctx, '/dev/mailbox/', '127.0.0.1')).text()).toContain(
      'marc.leblanc@example.com',
    );
    expect(obj((await client(ctx, { ip: '127.0.0.1' }).get('/settings/')).body).dev_mailbox_url).toBe(
      '/dev/mailbox/',
    );
  });

  it('hides them from any other client, whatever its headers claim', async () => {
    const claims = { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1', Host: 'localhost' };
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1', 'unknown']) {
      for (const path of PAGES) {
        const res = await from(ctx, path, address, claims);
        expect(res.status, `${path} ${address}`).toBe(404);
        expect(await res.text()).not.toContain('marc.leblanc@example.com');
      }
    }
    expect(obj((await client(ctx, { ip: '10.0.0.5' }).get('/settings/')).body).dev_mailbox_url).toBeNull();
  });
});

describe("a dealer's analytics settings (DEV_PAGES=1, this machine only)", () => {
  let ctx: TestContext;
  const PATH = '/dev/dealers/lone_star_motors/analytics/';
  const CHANGE = {
    dealer_ga4_keys: ['G-DEV12345'],
    pixel_url: 'https://px.example.net/p.gif',
    analytics_participation: true,
    analytics_consent: 'REQUIRED_CONSENT',
  };
  beforeAll(async () => {
    ctx = await createTestContext({ devPages: loadConfig({ DEV_PAGES: '1' }).devPages });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sets them (the settings and the policy follow at once) and answers what they were', async () => {
    const local = client(ctx, { dealer: 'lone_star_motors', ip: '127.0.0.1' });
    const before = await local.get('/settings/');
    const set = await local.request('PUT', PATH, CHANGE);
    expect(set.status).toBe(200);
    // Lone Star Motors' seeded values: it takes part in the analytics layer without asking consent.
    expect(set.body).toEqual({
      dealer_ga4_keys: [],
      pixel_url: null,
      analytics_participation: true,
      analytics_consent: 'NO_CONSENT',
    });
    const settings = await local.get('/settings/');
    expect(obj(settings.body)).toMatchObject({
      ga4_ids: ['G-DEV12345'],
      pixel_url: 'https://px.example.net/p.gif',
      analytics: { participating: true, consent: 'REQUIRED_CONSENT' },
    });
    expect(settings.headers.get('content-security-policy')).toContain('https://px.example.net');
    // Put back: the answer of the first call.
    expect((await local.request('PUT', PATH, set.body)).body).toEqual(CHANGE);
    const back = await local.get('/settings/');
    expect(obj(back.body)).toMatchObject({
      ga4_ids: [],
      pixel_url: null,
      analytics: obj(before.body).analytics,
    });
    expect(back.headers.get('content-security-policy')).toBe(before.headers.get('content-security-policy'));
  });

  it('refuses other clients and bodies it does not know', async () => {
    const remote = client(ctx, { dealer: 'lone_star_motors', ip: '10.0.0.5' });
    expect((await remote.request('PUT', PATH, CHANGE)).status).toBe(404);
    const local = client(ctx, { dealer: 'lone_star_motors', ip: '127.0.0.1' });
    expect((await local.request('PUT', PATH, { theme: {} })).status).toBe(400);
    expect((await local.request('PUT', '/dev/dealers/no_such_dealer/analytics/', CHANGE)).status).toBe(404);
    expect(obj((await local.get('/settings/')).body).ga4_ids).toEqual([]);
  });
});
