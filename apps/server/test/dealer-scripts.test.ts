/**
 * The dealer console's "Website and scripts" (issue 23): the dealer's analytics ids, pixel address and
 * third-party scripts, read by managers, replaced by admins (`/api/dealer/scripts/`), validated with
 * field errors in the request's language, audited, and reflected at once by `/settings/` and the
 * Content-Security-Policy.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dealers } from '../src/db/schema.ts';
import { staffClient } from './deal/helpers.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devPages: true });
});
afterAll(async () => {
  await ctx.close();
});

const VENDORS = {
  analytics_id: 'UA-12345-1',
  ga4_ids: ['G-MAPLE123'],
  pixel_url: 'https://px.example.net/p.gif',
  monitoring: { url: 'https://js.monitor.example.net/agent.js', key: 'mon-1' },
  experiment: null,
  chat: { provider: 'GUBAGOO', url: 'https://chat.example.com/widget.js', account: 'acct-9' },
  survey: { url: 'https://survey.example.org/s.js' },
};
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe("the dealer's scripts in the console", () => {
  it('are read by managers and admins, not by reps, and changed by admins only', async () => {
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    expect((await rep.get('/api/dealer/scripts/')).status).toBe(403);
    expect((await rep.request('PUT', '/api/dealer/scripts/', VENDORS)).status).toBe(403);
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const read = await manager.get('/api/dealer/scripts/');
    expect(read.status).toBe(200);
    // Maple Motors' demo scripts, as stored.
    expect(obj(read.body).chat).toEqual({
      provider: 'LIVEPERSON',
      url: '/dev/third-party/chat.js',
      account: 'demo-maple-1',
    });
    expect((await manager.request('PUT', '/api/dealer/scripts/', VENDORS)).status).toBe(403);
    const anonymous = client(ctx, { dealer: 'maple_motors' });
    expect((await anonymous.request('PUT', '/api/dealer/scripts/', VENDORS)).status).toBe(401);
  });

  it('are replaced by the admin, audited, and /settings/ and the policy follow at once', async () => {
    const admin = await staffClient(ctx, 'admin@maplemotors.example.ca', 'maple_motors');
    const before = obj((await admin.get('/api/dealer/scripts/')).body);
    const res = await admin.request('PUT', '/api/dealer/scripts/', VENDORS);
    expect(res.status, res.text).toBe(200);
    expect(obj(res.body)).toEqual(VENDORS);
    expect(obj((await admin.get('/api/dealer/scripts/')).body)).toEqual(VENDORS);

    const settings = await client(ctx, { dealer: 'maple_motors' }).get('/settings/');
    const body = obj(settings.body);
    expect(body.analytics_ids).toEqual(['UA-12345-1']);
    expect(body.ga4_ids).toEqual(['G-MAPLE123']);
    expect(body.pixel_url).toBe('https://px.example.net/p.gif');
    expect(body.third_party_scripts).toEqual({
      monitoring: VENDORS.monitoring,
      experiment: null,
      chat: VENDORS.chat,
      survey: VENDORS.survey,
    });
    const csp = settings.headers.get('content-security-policy') ?? '';
    for (const origin of [
      'https://js.monitor.example.net',
      'https://chat.example.com',
      'https://survey.example.org',
    ]) {
      expect(directive(csp, 'script-src')).toContain(origin);
      expect(directive(csp, 'connect-src')).toContain(origin);
    }
    expect(directive(csp, 'connect-src')).toContain('https://px.example.net');

    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'third_party_scripts_update'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toEqual({ before, after: VENDORS });

    // Removing them all takes their origins out of the policy.
    const none = {
      analytics_id: null,
      ga4_ids: [],
      pixel_url: null,
      monitoring: null,
      experiment: null,
      chat: null,
      survey: null,
    };
    expect((await admin.request('PUT', '/api/dealer/scripts/', none)).status).toBe(200);
    const after = await client(ctx, { dealer: 'maple_motors' }).get('/settings/');
    expect(directive(after.headers.get('content-security-policy') ?? '', 'script-src')).toBe(
      "script-src 'self'",
    );
    expect(obj(after.body).analytics_ids).toEqual([]);
  });

  it('refuse what may not be stored with field errors, in French when asked, and store nothing', async () => {
    const admin = await staffClient(ctx, 'admin@maplemotors.example.ca', 'maple_motors');
    const stored = obj((await admin.get('/api/dealer/scripts/')).body);
    const bad = {
      ...VENDORS,
      analytics_id: 'GA-nope',
      ga4_ids: ['G-OK1234', 'not an id'],
      pixel_url: 'http://px.example.net/p.gif',
      monitoring: { url: 'javascript:alert(1)', key: 'mon 1' },
      chat: { provider: 'ACME_CHAT', url: 'https://chat.example.com/w.js', account: 'a' },
    };
    const res = await admin.request('PUT', '/api/dealer/scripts/', bad);
    expect(res.status).toBe(400);
    expect(Object.keys(obj(res.body)).sort()).toEqual([
      'analytics_id',
      'chat.provider',
      'ga4_ids.1',
      'monitoring.key',
      'monitoring.url',
      'pixel_url',
    ]);
    expect(obj(res.body)['monitoring.url']).toEqual([
      'Enter an https address, or a path on this server starting with /.',
    ]);
    const fr = await admin.request('PUT', '/api/dealer/scripts/', bad, { headers: { 'X-Language': 'fr' } });
    expect(obj(fr.body).analytics_id).toEqual([
      'Entrez un identifiant Google Analytics, par exemple G-ABC1234 ou UA-12345-1.',
    ]);
    expect(String((obj(fr.body)['chat.provider'] as string[])[0])).toMatch(
      /^Choisissez un de ces fournisseurs de clavardage\u00a0: /,
    );
    expect(obj((await admin.get('/api/dealer/scripts/')).body)).toEqual(stored);
  });

  it('refuse a write without the anti-forgery token', async () => {
    const admin = await staffClient(ctx, 'admin@maplemotors.example.ca', 'maple_motors');
    const before = await admin.get('/api/dealer/scripts/');
    expect(before.status).toBe(200);
    const res = await admin.request('PUT', '/api/dealer/scripts/', VENDORS, { csrf: false });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).toContain('CSRF');
    expect(obj((await admin.get('/api/dealer/scripts/')).body)).toEqual(obj(before.body));
  });
});

describe("the dealer's scripts, saved beside other settings", () => {
  it('write only their own settings: a setting another process changed meanwhile is kept', async () => {
    const admin = await staffClient(ctx, 'admin@maplemotors.example.ca', 'maple_motors');
    // This process has the dealer's row in its read cache; another process (or the settings page
    // on another server) then changes a setting the scripts do not own.
    expect((await admin.get('/api/dealer/scripts/')).status).toBe(200);
    const db = ctx.database.db;
    await db
      .update(dealers)
      .set({ settings: sql`${dealers.settings} || '{"phone_display":"elsewhere"}'::jsonb` })
      .where(eq(dealers.code, 'maple_motors'));
    const res = await admin.request('PUT', '/api/dealer/scripts/', VENDORS);
    expect(res.status, res.text).toBe(200);
    const [row] = await db.select().from(dealers).where(eq(dealers.code, 'maple_motors'));
    const settings: Record<string, unknown> = { ...row?.settings };
    expect(settings.phone_display).toBe('elsewhere');
    expect(settings.dealer_ga_key).toBe('UA-12345-1');
  });
});
