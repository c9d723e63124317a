/**
 * Body limit and compression (src/http/transport.ts): declared and chunked bodies over the limit,
 * gzip of JSON, of a static file with a Content-Length (the length must not survive compression)
 * and of generated SVG, and no compression for clients that do not ask for it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
let dist: string;
const page = `<!doctype html><title>Storefront</title>${'<p>filler</p>'.repeat(400)}`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sf-dist-transport-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), `console.log(${'1+'.repeat(2000)}1)`);
  ctx = await createTestContext({ storefrontDist: dist, bodyLimitBytes: 2048 });
});
afterAll(async () => {
  await ctx.close();
});

const gunzip = async (res: Response) => gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');

describe('body limit', () => {
  it('answers 413 to a declared body over the limit and to a chunked one, 400 to a bad length', async () => {
    const c = client(ctx, { dealer: 'maple_motors' });
    const big = JSON.stringify({ language: 'x'.repeat(4096) });
    const declared = await c.post('/i18n/', undefined, { raw: big });
    expect(declared.status).toBe(413);
    expect(obj(declared.body).non_field_errors).toEqual(['Request body is too large.']);
    const csrf = c.jar.get('sf_csrf') ?? '';
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await ctx.app.request('/i18n/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, Cookie: `sf_csrf=${csrf}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const small = await c.post('/i18n/', { language: 'en' });
    expect(small.status).toBe(200);
  });
});

describe('compression', () => {
  it('gzips a static file that had a Content-Length, without keeping that length', async () => {
    const plain = await ctx.app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await ctx.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const length = zipped.headers.get('content-length');
    const bytes = Buffer.from(await zipped.clone().arrayBuffer());
    if (length !== null) expect(Number(length)).toBe(bytes.byteLength);
    expect(await gunzip(zipped)).toBe(await plain.text());
  });

  it('gzips the app page and generated SVG; leaves small answers and other clients alone', async () => {
    const html = await ctx.app.request('/maple_motors/en/vehicle-list/', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(await gunzip(html)).toContain('<title>Storefront</title>');
    const svg = await ctx.app.request('/media/vehicles/suv/1E90FF.svg', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    if (svg.headers.get('content-encoding') === 'gzip') expect(await gunzip(svg)).toContain('<svg');
    else expect(await svg.text()).toContain('<svg');
    const health = await ctx.app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(obj(await health.json()).status).toBe('ok');
    const identity = await ctx.app.request('/api/customer/inventory/simple/', {
      headers: { 'Accept-Encoding': 'gzip;q=0, identity' },
    });
    expect(identity.headers.get('content-encoding')).toBeNull();
  });

  it('keeps the request id and security headers on compressed answers', async () => {
    const res = await ctx.app.request('/api/customer/inventory/simple/', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
