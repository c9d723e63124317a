/**
 * The appointment page's optional static map (a dealer setting, off by default): set in the storefront
 * settings as an https URL template only (anything else a localised field error); once set, the
 * Content-Security-Policy's img-src allows exactly that origin and the appointment slots give the
 * filled-in image URL; unset again, neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, put, staffClient } from './deal/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';

const PATH = '/api/dealer/settings/';
const TEMPLATE = 'https://tiles.example.net/static?center={lat},{lng}&zoom={zoom}&size={width}x{height}';
let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await staffClient(ctx, DEMO_STAFF.admin, 'maple_motors');
});
afterAll(async () => {
  await ctx.close();
});

async function save(template: string | undefined, headers: Record<string, string> = {}) {
  const res = await admin.get(PATH, { 'X-Dealer-Code': 'maple_motors' });
  const body = obj(res.body);
  const settings = obj(body.settings);
  if (template === undefined) delete settings.static_map_url_template;
  else settings.static_map_url_template = template;
  return put(admin, PATH, settings, { 'If-Match': `"${Number(body.version)}"`, ...headers });
}

async function imgSrc(): Promise<string> {
  const res = await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/appointment/slots/');
  expect(res.status).toBe(200);
  const csp = res.headers.get('content-security-policy') ?? '';
  return csp.split('; ').find((d) => d.startsWith('img-src ')) ?? '';
}

async function mapOfSlots(): Promise<unknown> {
  const res = await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/appointment/slots/');
  return obj(obj(res.body).dealer).static_map_url;
}

describe('the static map setting', () => {
  it('is off by default: img-src allows no outside origin and the slots give no map', async () => {
    expect(await imgSrc()).toBe("img-src 'self' data: blob:");
    expect(await mapOfSlots()).toBeNull();
  });

  it.each([
    ['http://tiles.example.net/static?center={lat},{lng}'],
    ['javascript:alert(1)//{lat}{lng}'],
    ['https://tiles.example.net/static?zoom={zoom}'],
    ['https://user:secret@tiles.example.net/static?center={lat},{lng}'],
    ['not a url {lat} {lng}'],
  ])('refuses %s with a field error, in French on a French request', async (template) => {
    const res = await save(template);
    expect(res.status).toBe(400);
    expect(obj(res.body).static_map_url_template).toEqual([
      'Enter an https address with {lat} and {lng}, like https://maps.example.com/static?center={lat},{lng}.',
    ]);
    const fr = await save(template, { 'Accept-Language': 'fr-CA' });
    expect(obj(fr.body).static_map_url_template).toEqual([
      'Entrez une adresse https avec {lat} et {lng}, par exemple https://cartes.exemple.com/statique?center={lat},{lng}.',
    ]);
    expect(await imgSrc()).toBe("img-src 'self' data: blob:");
  });

  it('once set, img-src allows exactly its origin and the slots give the image of the dealer’s coordinates', async () => {
    const res = await save(TEMPLATE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(obj(obj(res.body).settings).static_map_url_template).toBe(TEMPLATE);
    expect(await imgSrc()).toBe("img-src 'self' data: blob: https://tiles.example.net");
    // Maple Motors' seeded coordinates.
    expect(await mapOfSlots()).toBe(
      'https://tiles.example.net/static?center=43.6456,-79.3917&zoom=15&size=400x240',
    );
  });

  it('emptied, it is off again', async () => {
    const res = await save('');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(obj(obj(res.body).settings).static_map_url_template).toBeUndefined();
    expect(await imgSrc()).toBe("img-src 'self' data: blob:");
    expect(await mapOfSlots()).toBeNull();
  });
});
