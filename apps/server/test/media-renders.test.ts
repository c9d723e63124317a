import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../src/db/schema.ts';
import type { VehicleImage } from '../src/db/types.ts';
import { BODY_TYPES } from '../src/seed/catalogue.ts';
import { client, createTestContext, list, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const VIEWS = ['side', 'front-three-quarter', 'rear-three-quarter', 'interior', 'wheel'] as const;

/** The root element's attributes of an SVG document. */
function root(svg: string): Record<string, string> {
  const open = /^<svg\b([^>]*)>/.exec(svg);
  if (!open?.[1]) throw new Error(`no SVG root: ${svg.slice(0, 80)}`);
  return Object.fromEntries([...open[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe('vehicle renders', () => {
  it.each(BODY_TYPES)(
    '%s: every view is well-formed SVG with its size, in the colour, under 20 kB gzip',
    async (type) => {
      for (const view of VIEWS) {
        const res = await ctx.app.request(`/media/vehicles/${type}/1E5AA8.svg?view=${view}`);
        expect(res.status, view).toBe(200);
        expect(res.headers.get('content-type')).toContain('image/svg+xml');
        const svg = await res.text();
        const attrs = root(svg);
        expect(attrs.xmlns).toBe('http://www.w3.org/2000/svg');
        expect(Number(attrs.width)).toBeGreaterThan(0);
        expect(Number(attrs.height)).toBeGreaterThan(0);
        expect(attrs.viewBox).toBe(`0 0 ${attrs.width} ${attrs.height}`);
        expect(svg.endsWith('</svg>')).toBe(true);
        // Balanced elements: every opened tag is closed or self-closing.
        const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
        const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
        expect(opened, view).toBe(closed);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect(svg.toUpperCase(), view).toContain('#1E5AA8');
        expect(gzipSync(svg).length, view).toBeLessThan(20_000);
      }
    },
  );

  it('the views differ from each other and the colour changes the picture', async () => {
    const texts = await Promise.all(
      VIEWS.map(async (view) =>
        (await ctx.app.request(`/media/vehicles/suv/1E5AA8.svg?view=${view}`)).text(),
      ),
    );
    expect(new Set(texts).size).toBe(VIEWS.length);
    const red = await (await ctx.app.request('/media/vehicles/suv/A3171F.svg?view=side')).text();
    expect(red).not.toBe(texts[0]);
  });

  it('answers the same bytes each time, with a strong ETag and 304 when it matches', async () => {
    const url = '/media/vehicles/coupe/A3171F.svg?view=front-three-quarter';
    const first = await ctx.app.request(url);
    const second = await ctx.app.request(url);
    const body = await first.text();
    expect(await second.text()).toBe(body);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    const other = await ctx.app.request('/media/vehicles/coupe/A3171F.svg?view=side');
    expect(other.headers.get('etag')).not.toBe(etag);
    const again = await ctx.app.request(url, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await ctx.app.request(url, { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('refuses an unknown view', async () => {
    expect((await ctx.app.request('/media/vehicles/suv/A3171F.svg?view=top')).status).toBe(404);
  });
});

describe('a vehicle’s media list', () => {
  const FR = { 'X-Language': 'fr' };
  const EN = { 'X-Language': 'en' };

  it('names each illustrated view with its URL, alt text in the request’s language and kind', async () => {
    const c = client(ctx, { dealer: 'maple_motors' });
    const [v] = list((await c.get('/api/customer/inventory/simple/?page_size=1', EN)).body).map(obj);
    const en = obj((await c.get(`/api/customer/inventory/${v?.id}/`, EN)).body);
    const images = (en.images as Record<string, unknown>[]).map(obj);
    expect(images.map((i) => i.view)).toEqual([...VIEWS]);
    const name = String(en.formatted_name);
    expect(images.map((i) => i.alt)).toEqual([
      `${name}, side view`,
      `${name}, front three-quarter view`,
      `${name}, rear three-quarter view`,
      `${name}, interior`,
      `${name}, wheel detail`,
    ]);
    for (const [i, image] of images.entries()) {
      expect(image.kind).toBe('illustration');
      expect(image.image).toMatch(
        new RegExp(`^http://localhost/media/vehicles/${en.body_type}/[0-9A-F]{6}\\.svg\\?view=${VIEWS[i]}$`),
      );
      const svg = await ctx.app.request(String(image.image).replace('http://localhost', ''));
      expect(svg.status).toBe(200);
    }
    expect(en.primary_image).toBe(images[0]?.image);

    const fr = obj((await c.get(`/api/customer/inventory/${v?.id}/`, FR)).body);
    const frAlts = (fr.images as Record<string, unknown>[]).map((i) => obj(i).alt);
    const frName = [fr.year, fr.make, fr.model_fr || fr.model, fr.trim].filter(Boolean).join(' ');
    expect(frAlts).toEqual([
      `${frName}, vue de côté`,
      `${frName}, vue de trois quarts avant`,
      `${frName}, vue de trois quarts arrière`,
      `${frName}, habitacle`,
      `${frName}, détail de la roue`,
    ]);
  });

  it('passes a dealer’s own photos through as they come, as photos', async () => {
    const c = client(ctx, { dealer: 'maple_motors' });
    const [v] = list((await c.get('/api/customer/inventory/simple/?page_size=1', EN)).body).map(obj);
    const id = Number(v?.id);
    const [row] = await ctx.database.db.select().from(vehicles).where(eq(vehicles.id, id));
    const photos: VehicleImage[] = [
      { image: 'https://photos.example.com/stock/123/front.jpg?w=1600', source: 'feed' },
      { image: 'https://photos.example.com/stock/123/side.jpg', source: 'feed' },
    ];
    try {
      await ctx.database.db.update(vehicles).set({ images: photos }).where(eq(vehicles.id, id));
      const en = obj((await c.get(`/api/customer/inventory/${id}/`, EN)).body);
      expect(en.images).toEqual([
        { image: photos[0]?.image, source: 'feed', kind: 'photo', alt: `${en.formatted_name}, photo 1` },
        { image: photos[1]?.image, source: 'feed', kind: 'photo', alt: `${en.formatted_name}, photo 2` },
      ]);
      expect(en.primary_image).toBe(photos[0]?.image);
      const fr = obj((await c.get(`/api/customer/inventory/${id}/`, FR)).body);
      expect((fr.images as unknown[]).map((i) => obj(i).alt)).toEqual([
        expect.stringMatching(/, photo 1$/),
        expect.stringMatching(/, photo 2$/),
      ]);
    } finally {
      await ctx.database.db
        .update(vehicles)
        .set({ images: row?.images ?? [] })
        .where(eq(vehicles.id, id));
    }
  });

  it('lists the sizes a dealer’s feed offers for a photo as its srcset (widest last), and none for one URL', async () => {
    const c = client(ctx, { dealer: 'maple_motors' });
    const [v] = list((await c.get('/api/customer/inventory/simple/?page_size=1', EN)).body).map(obj);
    const id = Number(v?.id);
    const [row] = await ctx.database.db.select().from(vehicles).where(eq(vehicles.id, id));
    const photos: VehicleImage[] = [
      {
        image: 'https://photos.example.com/stock/123/front-1600.jpg',
        source: 'feed',
        variants: [
          { url: 'https://photos.example.com/stock/123/front-1600.jpg', width: 1600 },
          { url: 'https://photos.example.com/stock/123/front-480.jpg', width: 480 },
          { url: '/feed-photos/123/front-960.jpg', width: 960 },
        ],
      },
      { image: 'https://photos.example.com/stock/123/side.jpg', source: 'feed' },
    ];
    try {
      await ctx.database.db.update(vehicles).set({ images: photos }).where(eq(vehicles.id, id));
      const en = obj((await c.get(`/api/customer/inventory/${id}/`, EN)).body);
      const [first, second] = (en.images as unknown[]).map(obj);
      expect(first?.image).toBe(photos[0]?.image);
      expect(first?.srcset).toBe(
        'https://photos.example.com/stock/123/front-480.jpg 480w, http://localhost/feed-photos/123/front-960.jpg 960w, https://photos.example.com/stock/123/front-1600.jpg 1600w',
      );
      expect(second).not.toHaveProperty('srcset');
      expect(en.primary_image).toBe(photos[0]?.image);
    } finally {
      await ctx.database.db
        .update(vehicles)
        .set({ images: row?.images ?? [] })
        .where(eq(vehicles.id, id));
    }
  });
});
