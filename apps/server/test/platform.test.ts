import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dealerSchema } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('health', () => {
  it('answers ok after a real database query and names the database', async () => {
    const res = await client(ctx).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('tenancy', () => {
  it('uses the default dealer when no header is sent', async () => {
    const res = await client(ctx).get('/api/customer/dealership/home-dealership/');
    expect(res.status).toBe(200);
    expect(obj(res.body).code).toBe('maple_motors');
  });

  it('answers 404 JSON for an unknown dealer code', async () => {
    const res = await client(ctx, { dealer: 'no_such_dealer' }).get(
      '/api/customer/dealership/home-dealership/',
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Dealer not found.', code: 'dealer_not_found' });
  });

  it('answers 404 for a code that is not a dealer code at all', async () => {
    const res = await client(ctx, { dealer: "x'; drop table dealers;--" }).get(
      '/api/customer/inventory/simple/',
    );
    expect(res.status).toBe(404);
  });

  it('accepts the code in any letter case', async () => {
    const res = await client(ctx, { dealer: 'Lone_Star_Motors' }).get(
      '/api/customer/dealership/home-dealership/',
    );
    expect(obj(res.body).code).toBe('lone_star_motors');
  });
});

describe('home dealership', () => {
  it.each([
    ['maple_motors', 'Maple Motors', 'CA', 'ON', ['en', 'fr'], 'km', 'CAD'],
    ['riviere_auto', 'Rivière Auto', 'CA', 'QC', ['fr', 'en'], 'km', 'CAD'],
    ['lone_star_motors', 'Lone Star Motors', 'US', 'TX', ['en'], 'mi', 'USD'],
  ])(
    '%s: name, country, languages, units and theme',
    async (code, name, country, province, languages, unit, currency) => {
      const res = await client(ctx, { dealer: code }).get('/api/customer/dealership/home-dealership/');
      expect(res.status).toBe(200);
      const d = obj(res.body);
      expect(d).toMatchObject({
        code,
        name,
        country,
        province_code: province,
        allowed_languages: languages,
        length_unit: unit,
        currency_unit: currency,
        show_vehicle_list: true,
      });
      const theme = obj(d.theme);
      expect(theme.button_cta_color).toMatch(/^#[0-9A-F]{6}$/);
      expect(theme.header_background_color).toMatch(/^#[0-9A-F]{6}$/);
      expect(theme.logo).toBe(`http://localhost/media/dealers/${code}/logo.svg`);
      // No secondary logo: the demo dealers have no partner brand, and the compact badge was the
      // logo's own badge again (the header showed the logo twice).
      expect(theme.secondary_logo).toBeNull();
      expect(typeof d.website).toBe('string');
      expect(d).not.toHaveProperty('crm_email');
      // The storefront reads the dealer with the domain's schema.
      expect(dealerSchema.safeParse(d).error).toBeUndefined();
    },
  );

  it('sends the dealer embedding origins as CSP frame-ancestors, and no inline script', async () => {
    const res = await client(ctx, { dealer: 'lone_star_motors' }).get(
      '/api/customer/dealership/home-dealership/',
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://lonestarmotors.example.com");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows no inline style: style-src without unsafe-inline (a rendered page styles itself by nonce)', async () => {
    for (const dealer of ['maple_motors', 'lone_star_motors']) {
      const res = await client(ctx, { dealer }).get('/api/customer/dealership/home-dealership/');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/(^|; )style-src 'self'/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-hashes');
    }
  });

  it('isolates its windows and answers from other sites, except the photos they may embed', async () => {
    const api = await client(ctx).get('/api/health');
    expect(api.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const page = await client(ctx).get('/maple_motors/en/');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const photo = await client(ctx).get('/media/no-such-photo.jpg');
    expect(photo.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // Served over plain HTTP (the default public origin): no HSTS, which would lock a dev host out.
    expect(api.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the configured public origin is HTTPS, whatever the request claims', async () => {
    const secure = await createTestContext({ publicOrigin: 'https://shop.example.com' });
    try {
      const res = await client(secure).get('/api/health');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
    const forged = await client(ctx).get('/api/health', { 'X-Forwarded-Proto': 'https' });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('i18n', () => {
  it('reads the dealer first language, then the one the shopper chose', async () => {
    const c = client(ctx, { dealer: 'riviere_auto' });
    expect(obj((await c.get('/i18n/')).body).language).toBe('fr');
    const set = await c.post('/i18n/', { language: 'en' });
    expect(set.status).toBe(200);
    expect(obj((await c.get('/i18n/')).body).language).toBe('en');
  });

  it('refuses a language the dealer does not offer', async () => {
    const res = await client(ctx, { dealer: 'lone_star_motors' }).post('/i18n/', { language: 'fr' });
    expect(res.status).toBe(400);
    expect(obj(res.body).language).toHaveLength(1);
  });

  it('refuses an unknown language and unknown fields with field errors', async () => {
    const res = await client(ctx).post('/i18n/', { language: 'de', extra: 1 });
    expect(res.status).toBe(400);
    expect(obj(res.body)).toHaveProperty('language');
    expect(obj(res.body)).toHaveProperty('extra');
  });

  it('answers 403 to a POST without the anti-forgery header', async () => {
    const res = await client(ctx).post('/i18n/', { language: 'en' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(obj(res.body).code).toBe('csrf_failed');
  });

  it('answers 400 to malformed JSON, never 500', async () => {
    const res = await client(ctx).post('/i18n/', undefined, { raw: '{"language": ' });
    expect(res.status).toBe(400);
    expect(obj(res.body).non_field_errors).toEqual(['Malformed JSON.']);
  });
});

describe('static storefront', () => {
  it('answers a plain-text 503 when the build is missing', async () => {
    const res = await client(ctx).get('/maple_motors/en/vehicle-list/');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).toContain('has not been built');
  });

  it('serves assets immutable, index.html for app routes, and 404 for API paths', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sf-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Storefront</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, storefrontDist: dist } });
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await app.request('/lone_star_motors/en/welcome/12/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Storefront</title>');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('content-security-policy')).toContain('https://lonestarmotors.example.com');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    const sharedDeal = await app.request('/maple_motors/shared-deal/12.Ab3xYz_9-Q/');
    expect(sharedDeal.status).toBe(200);
    expect(await sharedDeal.text()).toContain('<title>Storefront</title>');
    expect((await app.request('/maple_motors/shared-deal/12.Ab3xYz_9-Q')).status).toBe(200);
    expect((await app.request('/api/nothing/here/')).status).toBe(404);

    // Precompressed siblings: Brotli when accepted, then gzip, else the plain file.
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'BR');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), 'GZ');
    const br = await app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(await br.text()).toBe('BR');
    const gz = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-length')).toBe('2');
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
    expect((await app.request('/../../etc/passwd')).status).not.toBe(500);
  });
});

describe('media', () => {
  it('serves generated vehicle illustrations and dealer logos as SVG', async () => {
    const car = await ctx.app.request('/media/vehicles/suv/A3171F.svg');
    expect(car.status).toBe(200);
    expect(car.headers.get('content-type')).toContain('image/svg+xml');
    expect(await car.text()).toContain('#A3171F');
    const logo = await ctx.app.request('/media/dealers/riviere_auto/logo.svg');
    expect(await logo.text()).toContain('Rivière Auto');
    expect((await ctx.app.request('/media/vehicles/spaceship/A3171F.svg')).status).toBe(404);
    expect((await ctx.app.request('/media/vehicles/suv/<script>.svg')).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document built from the route schemas at /api/docs', async () => {
    const res = await client(ctx).get('/api/docs');
    expect(res.status).toBe(200);
    const doc = obj(res.body);
    expect(doc.openapi).toBe('3.1.0');
    const paths = obj(doc.paths);
    const register = obj(obj(paths['/api/customer/user/register/']).post);
    expect(JSON.stringify(register.requestBody)).toContain('"email"');
    expect(Object.keys(paths).length).toBeGreaterThan(30);
  });

  /**
   * Routes the app serves that are not API operations, each with its reason. Paths as Hono names
   * them once normalised (`{}` for a parameter, no trailing slash).
   */
  const NOT_OPERATIONS: Record<string, string> = {
    // Generated SVG illustrations, logos, avatars and the protection plans' summary pages: files
    // for <img> and links, not JSON calls.
    'GET /media/dealers/{}/protection/{}': 'a protection plan summary page (HTML/PDF-like file)',
    'GET /media/vehicles/{}/{}': 'a generated vehicle illustration (SVG)',
    'GET /media/placeholder.svg': 'the placeholder image (SVG)',
    'GET /media/dealers/{}/{}': 'a dealer logo (SVG)',
    'GET /media/avatars/{}': 'a staff avatar (SVG)',
    // The document itself.
    'GET /api/docs': 'the OpenAPI document',
    'GET /api/docs/openapi.json': 'the OpenAPI document under its file name',
    // The embedding script a dealer's site includes with <script src>: JavaScript, not a call.
    'GET /embed.js': "the embedding script for the dealer's site",
  };
  /** Development pages (DEV_PAGES=1 only): HTML for people working on the project. */
  const isDevPage = (route: string) => / \/dev(\/|$)/.test(route);

  it('documents every route the app serves as an operation, but the listed files and pages', async () => {
    // The development pages mounted too, so that they are seen (and excused) here.
    const app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, devPages: true } });
    const normal = (path: string) =>
      path
        .replace(/:[A-Za-z_]+(\{(?:[^{}]|\{[^}]*\})*\})?\??/g, '{}')
        .replace(/\{[A-Za-z_]+\}/g, '{}')
        .replace(/(.)\/$/, '$1');
    const doc = obj((await client(ctx).get('/api/docs')).body);
    const documented = new Set(
      Object.entries(obj(doc.paths)).flatMap(([path, item]) =>
        Object.keys(obj(item)).map((method) => `${method.toUpperCase()} ${normal(path)}`),
      ),
    );
    const served = [
      ...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${normal(r.path)}`)),
    ];
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter(isDevPage).length).toBeGreaterThan(0);
    const missing = served.filter((r) => !documented.has(r) && !(r in NOT_OPERATIONS) && !isDevPage(r));
    expect(missing, `routes missing from /api/docs:\n${missing.join('\n')}`).toEqual([]);
    // The exclusions name served routes (a route renamed or removed leaves no stale excuse).
    for (const route of Object.keys(NOT_OPERATIONS)) expect(served, route).toContain(route);
    // And the document invents no operation the app does not serve.
    const invented = [...documented].filter((op) => !served.includes(op));
    expect(invented, `operations /api/docs lists but no route serves:\n${invented.join('\n')}`).toEqual([]);
    // Counted: the document's operations are the served routes less the excused ones, one each.
    const operations = Object.values(obj(doc.paths)).flatMap((item) => Object.values(obj(item)));
    const excused = served.filter((r) => r in NOT_OPERATIONS || isDevPage(r));
    expect(excused.filter((r) => !isDevPage(r))).toHaveLength(Object.keys(NOT_OPERATIONS).length);
    expect(operations).toHaveLength(served.length - excused.length);
    expect(documented.size).toBe(operations.length);
    // And the README gives the same figures (operations, paths, operations with a body).
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const withBody = operations.filter((op) => obj(op).requestBody !== undefined).length;
    const paths = Object.keys(obj(doc.paths)).length;
    expect(readme).toContain(`**${operations.length} operations** on ${paths} paths`);
    expect(readme).toContain(`of the ${served.filter((r) => !isDevPage(r)).length} routes the app serves`);
    expect(readme).toContain(`each of the ${withBody} operations with a body`);
  });
});

describe('compression', () => {
  it('gzips JSON answers over 1 kB for clients that accept it, and the body is the same JSON', async () => {
    const path = '/api/customer/inventory/simple/?page_size=20';
    const plain = await ctx.app.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(JSON.parse(body)).toEqual(await plain.json());
  });
});
