/**
 * A dealer's third-party scripts (spec 1 "scripts loaded"; issue 23): a monitoring script and an
 * experiment script with the dealer's keys, a live-chat provider (one of six) with its script and
 * account, a survey script. Stored per dealer, validated when stored (https addresses or a path on
 * this server, known providers), answered by GET /settings/, and the Content-Security-Policy allows
 * exactly their origins as scripts and connections. Maple Motors stores the demo scripts the dev
 * pages serve; Rivière Auto stores none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import { dealers } from '../src/db/schema.ts';
import type { ThirdPartyScripts } from '../src/db/types.ts';
import { thirdPartyScriptsSchema } from '../src/modules/platform/third-party-scripts.ts';
import { DEMO_DEALERS } from '../src/seed/dealers.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

const NONE = { monitoring: null, experiment: null, chat: null, survey: null };
const MAPLE_DEMO = {
  monitoring: { url: '/dev/third-party/monitoring.js', key: 'demo-monitoring-maple' },
  experiment: { url: '/dev/third-party/experiment.js', key: 'demo-experiment-maple' },
  chat: { provider: 'LIVEPERSON', url: '/dev/third-party/chat.js', account: 'demo-maple-1' },
  survey: { url: '/dev/third-party/survey.js' },
};
const VENDORS: ThirdPartyScripts = {
  monitoring: { url: 'https://js.monitor.example.net/v2/agent.js', key: 'mon-key-1' },
  experiment: { url: 'https://cdn.experiments.example.org:8443/e.js?x=1', key: 'exp:42' },
  chat: { provider: 'GUBAGOO', url: 'https://chat.example.com/widget.js', account: 'acct-9' },
  // Same origin as the monitoring script: listed once.
  survey: { url: 'https://js.monitor.example.net/survey.js' },
};

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('GET /settings/ and the policy (DEV_PAGES=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ devPages: loadConfig({ DEV_PAGES: '1' }).devPages });
  });
  afterAll(async () => {
    await ctx.close();
  });
  async function store(code: string, scripts: ThirdPartyScripts | null) {
    await ctx.database.db.update(dealers).set({ thirdPartyScripts: scripts }).where(eq(dealers.code, code));
    invalidateReadCaches(ctx.database.db, ['dealers']);
  }
  beforeEach(async () => {
    await store('maple_motors', MAPLE_DEMO);
    await store('riviere_auto', null);
  });

  it("answers Maple Motors' demo scripts, and none at Rivière Auto", async () => {
    const maple = await client(ctx, { dealer: 'maple_motors' }).get('/settings/');
    expect(obj(maple.body).third_party_scripts).toEqual(MAPLE_DEMO);
    const riviere = await client(ctx, { dealer: 'riviere_auto' }).get('/settings/');
    expect(obj(riviere.body).third_party_scripts).toEqual(NONE);
    // The demo scripts are the storefront's own ('self'): the policy names no other host.
    const csp = maple.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it("answers a dealer's stored vendors, and its policy allows exactly their origins", async () => {
    const before = (await client(ctx, { dealer: 'riviere_auto' }).get('/settings/')).headers.get(
      'content-security-policy',
    );
    await store('riviere_auto', VENDORS);
    const res = await client(ctx, { dealer: 'riviere_auto' }).get('/settings/');
    expect(obj(res.body).third_party_scripts).toEqual(VENDORS);
    const csp = res.headers.get('content-security-policy') ?? '';
    const origins =
      'https://js.monitor.example.net https://cdn.experiments.example.org:8443 https://chat.example.com';
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${origins}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${origins}`);
    // Nothing else moved, and another dealer's policy has none of them.
    const rest = (p: string) => p.split('; ').filter((d) => !/^(script|connect)-src /.test(d));
    expect(rest(csp)).toEqual(rest(before ?? ''));
    const maple = await client(ctx, { dealer: 'maple_motors' }).get('/settings/');
    expect(maple.headers.get('content-security-policy')).not.toContain('example.net');
  });

  it('answers a chat provider it does not know (the storefront logs it) but does not allow its origin', async () => {
    await store('riviere_auto', {
      chat: { provider: 'ACME_CHAT', url: 'https://acme-chat.example.com/c.js', account: 'a1' },
    });
    const res = await client(ctx, { dealer: 'riviere_auto' }).get('/settings/');
    expect(obj(res.body).third_party_scripts).toEqual({
      ...NONE,
      chat: { provider: 'ACME_CHAT', url: 'https://acme-chat.example.com/c.js', account: 'a1' },
    });
    expect(res.headers.get('content-security-policy')).not.toContain('acme-chat');
  });

  it('serves the demo scripts to this machine, each saying it stands in for a vendor', async () => {
    for (const name of ['monitoring', 'experiment', 'chat', 'survey']) {
      const res = await client(ctx).get(`/dev/third-party/${name}.js`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/javascript');
      expect(res.text).toMatch(/stand-in/);
    }
    const chat = await client(ctx).get('/dev/third-party/chat.js');
    expect(chat.text).toContain('Demo chat (stand-in for');
    expect(chat.text).toContain('Clavardage de démonstration (substitut de');
    expect((await client(ctx).get('/dev/third-party/other.js')).status).toBe(404);
    expect((await client(ctx, { ip: '10.0.0.5' }).get('/dev/third-party/chat.js')).status).toBe(404);
  });
});

describe('without the dev pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ devPages: loadConfig({}).devPages });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers none of Maple Motors' demo scripts (they are not served) and serves none", async () => {
    const res = await client(ctx, { dealer: 'maple_motors' }).get('/settings/');
    expect(obj(res.body).third_party_scripts).toEqual(NONE);
    expect((await client(ctx).get('/dev/third-party/chat.js')).status).toBe(404);
  });
});

describe('storing them (PUT /dev/dealers/{code}/scripts, validated as any stored scripts)', () => {
  let ctx: TestContext;
  const PATH = '/dev/dealers/riviere_auto/scripts/';
  beforeAll(async () => {
    ctx = await createTestContext({ devPages: loadConfig({ DEV_PAGES: '1' }).devPages });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('keeps valid scripts, answers what they were, and puts them back', async () => {
    const local = client(ctx, { dealer: 'riviere_auto' });
    const set = await local.request('PUT', PATH, VENDORS);
    expect(set.status).toBe(200);
    expect(set.body).toEqual(NONE);
    expect(obj((await local.get('/settings/')).body).third_party_scripts).toEqual(VENDORS);
    const removed = await local.request('PUT', PATH, { chat: null });
    expect(removed.body).toEqual(VENDORS);
    expect(obj((await local.get('/settings/')).body).third_party_scripts).toEqual({ ...VENDORS, chat: null });
    expect((await local.request('PUT', PATH, set.body)).status).toBe(200);
    const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, 'riviere_auto'));
    expect(row?.thirdPartyScripts).toBeNull();
  });

  it.each([
    ['http://monitor.example.net/a.js'],
    ['javascript:alert(1)'],
    ['//monitor.example.net/a.js'],
    ['https://user:secret@monitor.example.net/a.js'],
    ['data:text/javascript,alert(1)'],
    [' https://monitor.example.net/a.js'],
    [''],
  ])('refuses the address %j', async (url) => {
    const res = await client(ctx, { dealer: 'riviere_auto' }).request('PUT', PATH, {
      monitoring: { url, key: 'k1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'monitoring.url': ['Enter an https address, or a path on this server starting with /.'],
    });
  });

  it('refuses an unknown chat provider and a key with other characters, in French for a French page', async () => {
    const body = {
      chat: { provider: 'ACME_CHAT', url: 'https://chat.example.com/c.js', account: 'a b' },
    };
    const en = await client(ctx, { dealer: 'riviere_auto' }).request('PUT', PATH, body, {
      headers: { 'X-Language': 'en' },
    });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      'chat.provider': [
        'Choose one of these chat providers: LIVEPERSON, CONTACT_AT_ONCE, GUBAGOO, RAPID_RTC, SYNERGY, VCUS.',
      ],
      'chat.account': ['Use letters, digits, dots, colons, dashes and underscores (at most 200).'],
    });
    const fr = await client(ctx, { dealer: 'riviere_auto' }).request('PUT', PATH, body, {
      headers: { 'X-Language': 'fr' },
    });
    expect(fr.status).toBe(400);
    expect(fr.body).toEqual({
      'chat.provider': [
        'Choisissez un de ces fournisseurs de clavardage\u00a0: LIVEPERSON, CONTACT_AT_ONCE, GUBAGOO, RAPID_RTC, SYNERGY, VCUS.',
      ],
      'chat.account': [
        'Utilisez des lettres, des chiffres, des points, des deux-points, des tirets et des traits de soulignement (au plus 200).',
      ],
    });
    const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, 'riviere_auto'));
    expect(row?.thirdPartyScripts).toBeNull();
  });

  it('refuses other clients', async () => {
    const remote = client(ctx, { dealer: 'riviere_auto', ip: '10.0.0.5' });
    expect((await remote.request('PUT', PATH, VENDORS)).status).toBe(404);
  });

  it("the seed's scripts are valid ones (Maple Motors), and the other demo dealers store none", () => {
    for (const dealer of DEMO_DEALERS) {
      if (dealer.code === 'maple_motors') {
        expect(thirdPartyScriptsSchema.parse(dealer.thirdPartyScripts)).toEqual(MAPLE_DEMO);
      } else expect(dealer.thirdPartyScripts ?? null).toBeNull();
    }
  });
});
