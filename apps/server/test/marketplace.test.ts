/**
 * The marketplace variant (issue 23): the dealer's marketplace stored in the database and answered by
 * GET /settings/ (seeded at riviere_auto only), changed through the dealer console's settings document,
 * and the listing-partner exception to the pricing lock decided by the server from what the browser
 * says of the frame's parent (modules/marketplace/listing-partner.ts), never from a client flag.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { LISTING_PARTNER_COOKIE, listingPartnerGrant } from '../src/modules/marketplace/listing-partner.ts';
import { newCar, pickVehicle, put, staffClient } from './deal/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';

const PARTNER = 'https://autoannonces.example.ca';
let ctx: TestContext;
let admin: Client;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await staffClient(ctx, 'admin@riviereauto.example.ca', 'riviere_auto');
  const dist = mkdtempSync(join(tmpdir(), 'sf-market-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, storefrontDist: dist } });
});
afterAll(async () => {
  await ctx.close();
});

const settingsOf = async (dealer: string, headers: Record<string, string> = {}) =>
  obj(obj((await client(ctx, { dealer }).get('/settings/', headers)).body).marketplace);

describe('GET /settings/ answers the marketplace from the database', () => {
  it('riviere_auto: the seeded marketplace, hours and terms by language; maple_motors has none', async () => {
    expect(await settingsOf('riviere_auto')).toEqual({
      enabled: true,
      tbyb_enabled: true,
      url: 'https://autoannonces.example.ca/concessionnaires/riviere-auto/',
      name: 'AutoAnnonces',
      logo: '/marketplace/autoannonces-en.svg',
      logo_fr: '/marketplace/autoannonces-fr.svg',
      phone: '1-888-555-0142',
      hours: { en: 'Mon–Fri 9 a.m.–6 p.m.', fr: 'lun. au ven., 9 h à 18 h' },
      tbyb_terms: {
        en: expect.stringContaining('7 days or 500 km'),
        fr: expect.stringContaining('7 jours ou 500 km'),
      },
      listing_partner: false,
    });
    expect(await settingsOf('maple_motors')).toMatchObject({
      enabled: false,
      url: null,
      name: null,
      hours: {},
    });
  });
});

describe('the dealer console changes the marketplace (PUT /api/dealer/settings/)', () => {
  async function read() {
    const res = await admin.get('/api/dealer/settings/', { 'X-Dealer-Code': 'riviere_auto' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = obj(res.body);
    return { settings: obj(body.settings), version: Number(body.version) };
  }

  it('reads it by locale, saves a change the storefront then answers, and refuses bad values by field', async () => {
    const { settings, version } = await read();
    const market = obj(settings.marketplace);
    expect(market).toMatchObject({
      enabled: true,
      name: 'AutoAnnonces',
      hours: { 'fr-CA': 'lun. au ven., 9 h à 18 h', 'en-CA': 'Mon–Fri 9 a.m.–6 p.m.' },
      listing_partner_origins: [PARTNER],
    });
    const bad = await put(
      admin,
      '/api/dealer/settings/',
      {
        ...settings,
        marketplace: {
          ...market,
          name: '',
          url: 'javascript:alert(1)',
          logo: 'https://tracker.example.com/logo.png',
          listing_partner_origins: ['https://autoannonces.example.ca/listing/'],
          hours: { ...(market.hours as object), 'en-US': 'Mon' },
        },
      },
      { 'If-Match': `"${version}"`, 'X-Dealer-Code': 'riviere_auto', 'X-Language': 'fr' },
    );
    expect(bad.status).toBe(400);
    const errors = obj(bad.body);
    expect(errors['marketplace.name']).toEqual(['Entrez le nom de la place de marché.']);
    expect(errors['marketplace.url']).toHaveLength(1);
    expect(errors['marketplace.logo']).toHaveLength(1);
    expect(errors['marketplace.listing_partner_origins.0']).toHaveLength(1);
    expect(errors['marketplace.hours.en-US']).toHaveLength(1);
    // Nothing saved.
    expect((await settingsOf('riviere_auto')).name).toBe('AutoAnnonces');

    const ok = await put(
      admin,
      '/api/dealer/settings/',
      {
        ...settings,
        marketplace: {
          ...market,
          name: 'Annonces Auto Québec',
          hours: { 'fr-CA': 'lun. au sam., 8 h à 20 h', 'en-CA': 'Mon–Sat 8 a.m.–8 p.m.' },
          listing_partner_origins: [PARTNER, 'https://www.annonces.example.ca/'],
        },
      },
      { 'If-Match': `"${version}"`, 'X-Dealer-Code': 'riviere_auto' },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await settingsOf('riviere_auto')).toMatchObject({
      name: 'Annonces Auto Québec',
      hours: { en: 'Mon–Sat 8 a.m.–8 p.m.', fr: 'lun. au sam., 8 h à 20 h' },
    });
    expect((await read()).settings.marketplace).toMatchObject({
      listing_partner_origins: [PARTNER, 'https://www.annonces.example.ca'],
    });
  });
});

describe('the listing-partner exception to the pricing lock', () => {
  /** A frame's document request as a browser sends it from a parent page at `parent`. */
  const framedDocument = (parent: string, extra: Record<string, string> = {}) =>
    app.request('/riviere_auto/fr/vehicle-list/', {
      headers: {
        'Sec-Fetch-Dest': 'iframe',
        'Sec-Fetch-Site': 'cross-site',
        'Sec-Fetch-Mode': 'navigate',
        Referer: `${parent}/annonce/42`,
        ...extra,
      },
    });
  const grantOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${LISTING_PARTNER_COOKIE}=`))
      ?.split(';')[0];

  /** A signed-out shopper's pricing call, with a grant cookie (`name=value`) kept by its browser. */
  async function pricing(headers: Record<string, string> = {}) {
    const v = await pickVehicle(ctx, 'riviere_auto', newCar);
    const shopper = client(ctx, { dealer: 'riviere_auto' });
    const { Cookie: cookie, ...rest } = headers;
    if (cookie) shopper.jar.set(cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1));
    return shopper.post('/api/customer/payment-type/cash/pricing/', { vehicle: v.id }, { headers: rest });
  }

  it('a frame of a listed partner gets a partitioned grant, may be framed by that partner only, and sees prices', async () => {
    const res = await framedDocument(PARTNER);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${LISTING_PARTNER_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/; Partitioned/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=None/);
    expect(res.headers.get('Content-Security-Policy')).toMatch(new RegExp(`frame-ancestors ${PARTNER}(;|$)`));
    const grant = grantOf(res) ?? '';

    // Without the grant, pricing is locked at this dealer (it asks for a sign-in first).
    expect((await pricing()).status).toBe(401);
    const unlocked = await pricing({ Cookie: grant });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    expect(
      obj((await client(ctx, { dealer: 'riviere_auto' }).get('/settings/', { Cookie: grant })).body),
    ).toMatchObject({
      marketplace: { listing_partner: true },
    });
  });

  it('no grant for another parent, the dealer’s own page, the storefront’s own flag or a top-level visit', async () => {
    expect(grantOf(await framedDocument('https://elsewhere.example.com'))).toBeUndefined();
    expect(grantOf(await framedDocument('https://riviereauto.example.ca'))).toBeUndefined();
    const topLevel = await app.request('/riviere_auto/fr/vehicle-list/', {
      headers: {
        'Sec-Fetch-Dest': 'document',
        'Sec-Fetch-Site': 'cross-site',
        Referer: `${PARTNER}/annonce/42`,
      },
    });
    expect(grantOf(topLevel)).toBeUndefined();
    // The listing partners may frame the storefront, with the dealer's own site.
    expect(topLevel.headers.get('Content-Security-Policy')).toContain(
      `frame-ancestors 'self' https://riviereauto.example.ca ${PARTNER}`,
    );
    // A client flag alone unlocks nothing.
    expect((await pricing({ 'X-Storefront-Embedded': '1' })).status).toBe(401);
  });

  it('a forged, expired or other dealer’s grant unlocks nothing', async () => {
    const now = ctx.deps.now();
    const forged = listingPartnerGrant('not-the-secret', 'riviere_auto', PARTNER, now);
    expect((await pricing({ Cookie: `${LISTING_PARTNER_COOKIE}=${forged}` })).status).toBe(401);
    const otherDealer = listingPartnerGrant(ctx.deps.secret, 'maple_motors', PARTNER, now);
    expect((await pricing({ Cookie: `${LISTING_PARTNER_COOKIE}=${otherDealer}` })).status).toBe(401);
    const expired = listingPartnerGrant(
      ctx.deps.secret,
      'riviere_auto',
      PARTNER,
      new Date(now.getTime() - 2 * 86_400_000),
    );
    expect((await pricing({ Cookie: `${LISTING_PARTNER_COOKIE}=${expired}` })).status).toBe(401);
    const good = listingPartnerGrant(ctx.deps.secret, 'riviere_auto', PARTNER, now);
    expect((await pricing({ Cookie: `${LISTING_PARTNER_COOKIE}=${good}` })).status).toBe(200);
  });
});
