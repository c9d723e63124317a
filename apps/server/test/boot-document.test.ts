import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import { vehicles } from '../src/db/schema.ts';
import type { VehicleImage } from '../src/db/types.ts';
import {
  expandDataPath,
  FRAME_SIZER,
  HYDRATION_LOADER,
  matchPlanPath,
  readPointer,
  scriptSafeJson,
  styleAttributeHashes,
} from '../src/ssr/boot-document.ts';
import { frameSizer } from '../src/ssr/frame-sizer.ts';
import { customer } from './deal/helpers.ts';
import { client, createTestContext, list, obj, type TestContext } from './helpers.ts';

// The boot document: the storefront's index.html with the answers of its start-up calls, the
// route's preloads and the locale's language, driven by the build's boot-plan.json.

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Storefront</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const PLAN = {
  version: 1,
  dataElementId: 'sf-boot',
  shell: {
    data: [
      '/i18n/',
      '/api/customer/dealership/home-dealership/',
      '/api/customer/dealership/payment-settings/',
      '/api/customer/dealership/static-data/',
      '/api/customer/user/current_user/',
    ],
    modules: ['/assets/kyClient-7.js'],
    locale: { dealer: '/api/customer/dealership/home-dealership/', language: '/i18n/' },
  },
  routes: [
    {
      path: '/vehicle-list/',
      data: ['/api/customer/inventory/simple/?'],
      images: [{ data: '/api/customer/inventory/simple/?', pointer: '/results/0/primary_image' }],
      messages: ['core'],
      modules: ['/assets/VehicleListPage-1.js', '/assets/format-2.js'],
      styles: ['/assets/VehicleListPage-1.css'],
    },
    {
      path: '/conf/:id/',
      data: ['/api/customer/inventory/:id/'],
      images: [
        { data: '/api/customer/dealership/home-dealership/', pointer: '/theme/logo' },
        {
          data: '/api/customer/inventory/:id/',
          pointer: '/primary_image',
          srcset: '/images/0/srcset',
          sizes: '(min-width: 992px) 60vw, 100vw',
        },
      ],
      modules: ['/assets/VehicleLayout-3.js'],
      styles: [],
    },
  ],
  locales: {
    'en-US': {
      core: { modules: ['/assets/en-US-4.js'], styles: [] },
      rest: { modules: ['/assets/en-US-rest-8.js'], styles: [] },
    },
    'en-CA': {
      core: { modules: ['/assets/en-CA-5.js'], styles: [] },
      rest: { modules: ['/assets/en-CA-rest-9.js'], styles: [] },
    },
    'fr-CA': {
      core: { modules: ['/assets/fr-CA-6.js'], styles: [] },
      rest: { modules: ['/assets/fr-CA-rest-10.js'], styles: [] },
    },
  },
};

let ctx: TestContext;
let app: ReturnType<typeof createApp>;

function distWith(plan: unknown | null, renderModule?: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'sf-boot-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  if (plan !== null) writeFileSync(join(dist, 'boot-plan.json'), JSON.stringify(plan));
  if (renderModule !== undefined) {
    mkdirSync(join(dist, '.ssr'));
    writeFileSync(join(dist, '.ssr', 'entry-server.js'), renderModule);
  }
  return dist;
}

// A server render entry with the storefront's contract (apps/storefront/src/entry-server.tsx): it
// shows what it received, so the test sees what the server passes and where the output goes.
const ECHO_RENDER = `
export async function render(input) {
  if (input.url.includes('/throws/')) throw new Error('render failed on purpose');
  if (input.url.includes('/declines/')) return null;
  if (input.url.includes('/loops/')) for (;;) {}
  const keys = Object.keys(input.answers).sort().join(',');
  return {
    html: '<main data-rendered="' + input.locale + '|' + input.dealerCode + '">' + keys.length + '</main><span style="width:9em;height:2em"></span><script nonce="' + input.nonce + '"></script>',
    queries: { queries: [{ queryKey: ['echo'] }] },
    theme: { settings: { dealer: input.dealerCode }, color: { text: '#1b1f24' } },
    styles: ':root [data-dealer-theme]{--text:#1b1f24}</style><b>',
    title: input.dealerCode + ' | ' + (input.locale === 'fr-CA' ? 'Véhicules' : 'Vehicles') + ' & <co>',
  };
}
`;

beforeAll(async () => {
  ctx = await createTestContext();
  app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, storefrontDist: distWith(PLAN) } });
});
afterAll(async () => {
  await ctx.close();
});

/** The built index.html with the document's nonce said to its scripts (the one thing every document gets). */
function asBuilt(html: string): string {
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1] ?? 'none';
  return INDEX.replace('</head>', `  <meta property="csp-nonce" nonce="${nonce}">\n  </head>`);
}

/** The embedded answers of a document. */
function bootOf(html: string): { dealer: string | null; answers: Record<string, unknown> } {
  const match = /<script type="application\/json" id="sf-boot">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no boot data in the document');
  return JSON.parse(match[1]) as { dealer: string | null; answers: Record<string, unknown> };
}

describe('boot document', () => {
  it('embeds the start-up answers and the vehicle list with its query, equal to the API answers', async () => {
    const res = await app.request('/maple_motors/en/vehicle-list/?make=Honda&condition=new');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    const boot = bootOf(html);
    expect(boot.dealer).toBe('maple_motors');

    const api = client(ctx, { dealer: 'maple_motors' });
    const inventory = await api.get('/api/customer/inventory/simple/?make=Honda&condition=new');
    // Keyed by path and sorted parameters (the storefront's HTTP client looks them up the same way).
    expect(boot.answers['/api/customer/inventory/simple/?condition=new&make=Honda']).toEqual(inventory.body);
    expect(list(inventory.body).length).toBeGreaterThan(0);
    const dealer = await api.get('/api/customer/dealership/home-dealership/');
    expect(boot.answers['/api/customer/dealership/home-dealership/']).toEqual(dealer.body);
    expect(obj(boot.answers['/i18n/']).language).toBe('en');
    expect(boot.answers['/api/customer/user/current_user/']).toBeNull();
    expect(Object.keys(boot.answers)).toHaveLength(6);

    // Preloads: the route's chunks and styles, the locale's messages, the first vehicle's image.
    expect(html).toContain('<html lang="en-CA"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/VehicleListPage-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/format-2.js">');
    // The shell's modules: the HTTP client the start-up calls need at once.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/kyClient-7.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/VehicleListPage-1.css">');
    // A client-rendered document: every message pack of the locale.
    expect(html).toContain('href="/assets/en-CA-5.js"');
    expect(html).toContain('href="/assets/en-CA-rest-9.js"');
    expect(html).not.toContain('/assets/fr-CA-6.js');
    const first = list(inventory.body)[0]?.primary_image as string;
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${first}">`);
  });

  it("answers a dealer's home with its vehicle list (a redirect, not an empty page until the app loads), its query kept", async () => {
    for (const [path, to] of [
      ['/maple_motors/en/', '/maple_motors/en/vehicle-list/'],
      ['/maple_motors/fr?utm_source=news&gclid=1', '/maple_motors/fr/vehicle-list/?utm_source=news&gclid=1'],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(to);
    }
    // not a dealer: the app's page, as before
    expect((await app.request('/no_such_dealer/en/')).status).toBe(200);
  });

  it('resolves the locale with the domain rule: French at the Quebec dealer, English in Texas', async () => {
    const quebec = await (await app.request('/riviere_auto/vehicle-list/')).text();
    expect(quebec).toContain('<html lang="fr-CA"');
    expect(quebec).toContain('/assets/fr-CA-6.js');
    expect(obj(bootOf(quebec).answers['/api/customer/dealership/home-dealership/']).code).toBe(
      'riviere_auto',
    );
    const texas = await (await app.request('/lone_star_motors/fr/vehicle-list/')).text();
    expect(texas).toContain('<html lang="en-US"');
    expect(texas).toContain('/assets/en-US-4.js');
  });

  it('makes its calls in the language of the URL, over an English language cookie', async () => {
    const headers = { Cookie: 'sf_language=en', 'Accept-Language': 'en-CA' };
    const french = bootOf(await (await app.request('/maple_motors/fr/vehicle-list/', { headers })).text());
    expect(obj(french.answers['/i18n/']).language).toBe('fr');
    // Without a language in the URL, the cookie decides (as the storefront's own calls do).
    const plain = bootOf(await (await app.request('/maple_motors/vehicle-list/', { headers })).text());
    expect(obj(plain.answers['/i18n/']).language).toBe('en');
  });

  it("embeds the signed-in shopper's own answer and nobody else's", async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const html = await (
      await app.request('/maple_motors/en/vehicle-list/', { headers: { Cookie: cookie } })
    ).text();
    const me = obj(bootOf(html).answers['/api/customer/user/current_user/']);
    expect(me.email).toBe(shopper.email);
    // The same session at another dealer is not a session there (sessions are per dealer).
    const other = await (
      await app.request('/lone_star_motors/en/vehicle-list/', { headers: { Cookie: cookie } })
    ).text();
    expect(bootOf(other).answers['/api/customer/user/current_user/']).toBeNull();
  });

  it('embeds the vehicle of a build-and-price page and preloads the dealer logo', async () => {
    const api = client(ctx, { dealer: 'maple_motors' });
    const id = list((await api.get('/api/customer/inventory/simple/?page_size=1')).body)[0]?.id;
    const html = await (await app.request(`/maple_motors/en/conf/${id}/`)).text();
    const boot = bootOf(html);
    expect(obj(boot.answers[`/api/customer/inventory/${id}/`]).id).toBe(id);
    expect(html).toContain('/assets/VehicleLayout-3.js');
    const dealer = obj((await api.get('/api/customer/dealership/home-dealership/')).body);
    expect(html).toContain(`as="image" fetchpriority="high" href="${obj(dealer.theme).logo as string}"`);
  });

  it('preloads a dealer photo offered in several sizes with its srcset and sizes, an illustration without', async () => {
    const api = client(ctx, { dealer: 'maple_motors' });
    const id = Number(list((await api.get('/api/customer/inventory/simple/?page_size=1')).body)[0]?.id);
    const illustrated = await (await app.request(`/maple_motors/en/conf/${id}/`)).text();
    const plain = /<link rel="preload" as="image" fetchpriority="high" href="[^"]*\/media\/vehicles\/[^"]*">/;
    expect(illustrated).toMatch(plain);
    expect(illustrated).not.toContain('imagesrcset');

    const [row] = await ctx.database.db.select().from(vehicles).where(eq(vehicles.id, id));
    const photos: VehicleImage[] = [
      {
        image: 'https://photos.example.com/7/front-1600.jpg',
        source: 'feed',
        variants: [
          { url: 'https://photos.example.com/7/front-640.jpg', width: 640 },
          { url: 'https://photos.example.com/7/front-1600.jpg', width: 1600 },
        ],
      },
    ];
    try {
      await ctx.database.db.update(vehicles).set({ images: photos }).where(eq(vehicles.id, id));
      const html = await (await app.request(`/maple_motors/en/conf/${id}/`)).text();
      expect(html).toContain(
        '<link rel="preload" as="image" fetchpriority="high" href="https://photos.example.com/7/front-1600.jpg" imagesrcset="https://photos.example.com/7/front-640.jpg 640w, https://photos.example.com/7/front-1600.jpg 1600w" imagesizes="(min-width: 992px) 60vw, 100vw">',
      );
    } finally {
      await ctx.database.db
        .update(vehicles)
        .set({ images: row?.images ?? [] })
        .where(eq(vehicles.id, id));
    }
  });

  it('leaves out failed calls (an unknown vehicle, an unknown dealer) and still serves the page', async () => {
    const missing = await app.request('/maple_motors/en/conf/999999/');
    expect(missing.status).toBe(200);
    const boot = bootOf(await missing.text());
    expect(boot.answers).not.toHaveProperty('/api/customer/inventory/999999/');
    expect(boot.answers).toHaveProperty('/api/customer/dealership/home-dealership/');

    const unknown = await app.request('/no_such_dealer/en/vehicle-list/');
    expect(unknown.status).toBe(200);
    const html = await unknown.text();
    expect(bootOf(html).answers).not.toHaveProperty('/api/customer/dealership/home-dealership/');
    expect(html).toContain('<html lang="en"'); // no dealer: the locale is left to the storefront
  });

  it('sends one anti-forgery cookie on a first visit, none when the browser has one', async () => {
    const first = await app.request('/maple_motors/en/vehicle-list/');
    const cookies = first.headers.getSetCookie().filter((c) => c.startsWith('sf_csrf='));
    expect(cookies).toHaveLength(1);
    const again = await app.request('/maple_motors/en/vehicle-list/', {
      headers: { Cookie: (cookies[0] ?? '').split(';')[0] ?? '' },
    });
    expect(again.headers.getSetCookie().filter((c) => c.startsWith('sf_csrf='))).toHaveLength(0);
  });

  it('serves the document as built when the build has no boot plan, and for HEAD', async () => {
    const plain = createApp({ ...ctx.deps, config: { ...ctx.deps.config, storefrontDist: distWith(null) } });
    const html = await (await plain.request('/maple_motors/en/vehicle-list/')).text();
    expect(html).toBe(asBuilt(html));
    const head = await app.request('/maple_motors/en/vehicle-list/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('boot plan contract', () => {
  it('serves the document as built when boot-plan.json is not a boot plan (no 500)', async () => {
    const broken = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, storefrontDist: distWith({ ...PLAN, routes: 'not a list' }) },
    });
    const res = await broken.request('/maple_motors/en/vehicle-list/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toBe(asBuilt(html));
  });

  it("reads the locale from the shell answers the plan names, not from paths of the server's own", async () => {
    // The plan says the dealer's answer is the one of a call it does not make: no locale can be
    // resolved, so the document keeps the built <html lang> and is not server-rendered.
    const elsewhere = createApp({
      ...ctx.deps,
      config: {
        ...ctx.deps.config,
        storefrontDist: distWith(
          {
            ...PLAN,
            shell: { ...PLAN.shell, locale: { dealer: '/api/customer/elsewhere/', language: '/i18n/' } },
          },
          ECHO_RENDER,
        ),
      },
    });
    const html = await (await elsewhere.request('/riviere_auto/vehicle-list/')).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root"></div>');
    // The same plan naming the real calls: French, rendered.
    const named = await (
      await createApp({
        ...ctx.deps,
        config: { ...ctx.deps.config, storefrontDist: distWith(PLAN, ECHO_RENDER) },
      }).request('/riviere_auto/vehicle-list/')
    ).text();
    expect(named).toContain('<html lang="fr-CA">');
    expect(named).toContain('data-rendered="fr-CA|riviere_auto"');
  });
});

describe('server-rendered boot document', () => {
  it("puts the storefront's render into the root, its hydration data into the boot data, and allows its inline scripts by nonce", async () => {
    const ssr = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, storefrontDist: distWith(PLAN, ECHO_RENDER) },
    });
    const res = await ssr.request('/riviere_auto/vehicle-list/');
    const html = await res.text();
    expect(html).toMatch(/<div id="root"><main data-rendered="fr-CA\|riviere_auto">\d+<\/main>/);
    // The page's own title in the page's language, from the first byte (not the build's until the
    // page is live), once.
    expect(html).toContain('<title>riviere_auto | Véhicules &amp; &lt;co&gt;</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The page paints from its HTML: its scripts (entry, route chunks, messages) are fetched by the
    // loader after the first paint, not from the head.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/VehicleListPage-1.css">');
    const loader = /<script nonce="[^"]+">(\(function[^<]*)\((\[[^<]*\])\)<\/script>\s*<\/body>/.exec(html);
    expect(loader?.[1]).toBe(HYDRATION_LOADER);
    expect(JSON.parse(loader?.[2] ?? 'null')).toEqual([
      '/assets/index-abc.js',
      '/assets/VehicleListPage-1.js',
      '/assets/format-2.js',
      // Only the message packs the route names: the app loads the rest once live.
      '/assets/fr-CA-6.js',
    ]);
    expect(html).not.toContain('fr-CA-rest-10.js');
    const boot = JSON.parse(/id="sf-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<
      string,
      unknown
    >;
    expect(boot.answers).toEqual({});
    expect(boot.render).toEqual({
      locale: 'fr-CA',
      queries: { queries: [{ queryKey: ['echo'] }] },
      packs: ['core'],
      theme: { settings: { dealer: 'riviere_auto' }, color: { text: '#1b1f24' } },
    });
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
    // Another document, another nonce.
    const again = await (await ssr.request('/riviere_auto/vehicle-list/')).text();
    expect(/<script nonce="([^"]+)">/.exec(again)?.[1]).not.toBe(nonce);
  });

  it("allows the render's CSS by the document's nonce and its style attributes by hash, no inline style else", async () => {
    const ssr = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, storefrontDist: distWith(PLAN, ECHO_RENDER) },
    });
    const res = await ssr.request('/riviere_auto/vehicle-list/');
    const html = await res.text();
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    // The render's CSS after the route's stylesheets, in a <style> element it cannot close.
    const style = `<style nonce="${nonce}">:root [data-dealer-theme]{--text:#1b1f24}\\3c /style>\\3c b></style>`;
    expect(html).toContain(style);
    expect(html.indexOf(style)).toBeGreaterThan(html.indexOf('VehicleListPage-1.css'));
    // Said to the page's scripts that add <style> elements (React Aria, the dialogs' scroll lock).
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}';`);
    const hash = createHash('sha256').update('width:9em;height:2em').digest('base64');
    expect(csp).toContain(`style-src-attr 'unsafe-hashes' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it("sends a frame's page with its first size (the embed script's frame), nobody else's", async () => {
    const ssr = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, storefrontDist: distWith(PLAN, ECHO_RENDER) },
    });
    // Asked for by a frame (the browser says so) or opened by the embed script (its flags).
    const framed = await ssr.request('/riviere_auto/vehicle-list/', {
      headers: { 'Sec-Fetch-Dest': 'iframe' },
    });
    const html = await framed.text();
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    // With the dealer's embedding origins: the only parents it tells.
    expect(html).toContain(
      `<script nonce="${nonce}">${FRAME_SIZER}(["https://riviereauto.example.ca"])</script>`,
    );
    // Before the loader: the size is sent before the scripts are asked for.
    expect(html.indexOf(FRAME_SIZER)).toBeLessThan(html.indexOf(HYDRATION_LOADER));
    expect(framed.headers.get('vary')).toContain('Sec-Fetch-Dest');
    const flagged = await ssr.request('/riviere_auto/vehicle-list/?iframe_mode=inline&embed_id=sf-embed-1');
    expect(await flagged.text()).toContain(`${FRAME_SIZER}(["https://riviereauto.example.ca"])</script>`);
    // A page of its own: not a byte more.
    const own = await ssr.request('/riviere_auto/vehicle-list/', {
      headers: { 'Sec-Fetch-Dest': 'document' },
    });
    expect(await own.text()).not.toContain('frameSizer');
  });

  it('reads the style attributes of HTML as the browser does (entities decoded), once each', () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(
      styleAttributeHashes(
        '<p style="a:1">x style="no"</p><img alt="a" style="font-family:&quot;A&amp;B&quot;"/><i style="a:1"></i>',
      ),
    ).toEqual([sha('a:1'), sha('font-family:"A&B"')]);
  });

  it('renders every document asked for at once while a new build is being read (one render pool)', async () => {
    const ssr = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, storefrontDist: distWith(PLAN, ECHO_RENDER) },
    });
    const pages = await Promise.all(
      Array.from({ length: 6 }, async () => (await ssr.request('/maple_motors/en/vehicle-list/')).text()),
    );
    for (const html of pages) expect(html).toContain('data-rendered="en-CA|maple_motors"');
  });

  it('sends a rendered page of a route that names no message packs (or of no planned route) with every pack', async () => {
    const ssr = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, storefrontDist: distWith(PLAN, ECHO_RENDER) },
    });
    for (const path of ['/riviere_auto/conf/5/', '/riviere_auto/my-vehicles/']) {
      const html = await (await ssr.request(path)).text();
      const loader = /<script nonce="[^"]+">\(function[^<]*\((\[[^<]*\])\)<\/script>/.exec(html);
      const scripts = JSON.parse(loader?.[1] ?? 'null') as string[];
      expect(scripts).toEqual(expect.arrayContaining(['/assets/fr-CA-6.js', '/assets/fr-CA-rest-10.js']));
      const boot = JSON.parse(/id="sf-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
        render?: { packs?: string[] };
      };
      expect(boot.render?.packs).toEqual(['core', 'rest']);
    }
  });

  it('serves a client-rendered document when the render throws, declines or never ends, with a CSP without nonce', async () => {
    const ssr = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, storefrontDist: distWith(PLAN, ECHO_RENDER) },
    });
    // (A render that loops is stopped after SERVER_RENDER_TIMEOUT_MS; the server answers meanwhile.)
    for (const path of [
      '/maple_motors/en/throws/',
      '/maple_motors/en/declines/',
      '/maple_motors/en/loops/',
    ]) {
      const res = await ssr.request(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(bootOf(html)).not.toHaveProperty('render');
      // A client-rendered page needs its scripts to show anything: in the head, preloaded.
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
      expect(html).not.toContain('<script nonce=');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
      // Its <style> elements (those its libraries add) still have the document's nonce.
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
      expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(res.headers.get('content-security-policy')).not.toContain('style-src-attr');
    }
    // The stuck worker was replaced: the next page is server-rendered again.
    const next = await (await ssr.request('/maple_motors/en/vehicle-list/')).text();
    expect(next).toContain('data-rendered="en-CA|maple_motors"');
  });

  it("never serves the build folders that are not the browser's (.ssr, .vite)", async () => {
    const ssr = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, storefrontDist: distWith(PLAN, ECHO_RENDER) },
    });
    expect((await ssr.request('/.ssr/entry-server.js')).status).toBe(404);
    expect((await ssr.request('/assets/../.ssr/entry-server.js')).status).toBe(404);
  });
});

describe('boot document helpers', () => {
  it("sends a frame's sizes to the dealer's embedding origins or its own only, with its embed id (the document's frame sizer)", () => {
    const posted: unknown[] = [];
    const shell = { style: { minHeight: '' } };
    const frameOf = (ancestor: string) => {
      posted.length = 0;
      vi.stubGlobal('parent', {
        postMessage: (message: unknown, origin: string) => posted.push([message, origin]),
      });
      vi.stubGlobal('location', {
        origin: 'https://store.example',
        search: '?iframe_mode=inline&embed_id=sf-embed-2',
        ancestorOrigins: [ancestor],
      });
      vi.stubGlobal('document', {
        referrer: '',
        body: { getBoundingClientRect: () => ({ height: 1234.2 }) },
        getElementById: (id: string) => (id === 'main' ? { parentElement: shell } : null),
        documentElement: { dataset: {} },
      });
      vi.stubGlobal('sessionStorage', { getItem: () => null });
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      frameSizer(['https://dealer.example']);
      return [...posted];
    };
    try {
      const resize = { from: 'storefront', v: 1, embed: 'sf-embed-2', type: 'resize', height: 1235 };
      expect(frameOf('https://dealer.example')).toEqual([[resize, 'https://dealer.example']]);
      // (the shell's full-window minimum height lifted: in a frame sized to its page it is the frame's)
      expect(shell.style.minHeight).toBe('0');
      expect(frameOf('https://store.example')).toEqual([[resize, 'https://store.example']]);
      expect(frameOf('https://elsewhere.example')).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps embedded JSON inside its script element whatever the data holds', () => {
    const hostile = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- x -->',
      amp: 'a&b',
      line: '\u2028',
    };
    const out = scriptSafeJson(hostile);
    expect(out).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(out)).toEqual(hostile);
  });

  it('matches plan paths segment by segment and expands data paths', () => {
    expect(matchPlanPath('/conf/:id/', '/conf/12/')).toEqual({ id: '12' });
    expect(matchPlanPath('/conf/:id/', '/conf/12')).toEqual({ id: '12' });
    expect(matchPlanPath('/conf/:id/', '/conf/12/payment/')).toBeNull();
    expect(matchPlanPath('/vehicle-list/', '/my-vehicles/')).toBeNull();
    expect(expandDataPath('/api/customer/inventory/:id/', { id: 'a/b' }, '')).toBe(
      '/api/customer/inventory/a%2Fb/',
    );
    expect(expandDataPath('/api/x/?', {}, '?a=1')).toBe('/api/x/?a=1');
    expect(expandDataPath('/api/x/?', {}, '')).toBe('/api/x/');
    expect(expandDataPath('/api/x/', {}, '?a=1')).toBe('/api/x/');
  });

  it('asks for page 1 when the document names a page that is not an integer above 1, as the list does', () => {
    expect(expandDataPath('/api/x/?', {}, '?page=abc&make=Ford')).toBe('/api/x/?make=Ford');
    expect(expandDataPath('/api/x/?', {}, '?page=0')).toBe('/api/x/');
    expect(expandDataPath('/api/x/?', {}, '?page=1.5')).toBe('/api/x/');
    expect(expandDataPath('/api/x/?', {}, '?page=3&make=Ford')).toBe('/api/x/?page=3&make=Ford');
  });

  it('reads JSON pointers (RFC 6901)', () => {
    const value = { results: [{ primary_image: '/m/1.svg' }], 'a/b': { '~c': 1 } };
    expect(readPointer(value, '/results/0/primary_image')).toBe('/m/1.svg');
    expect(readPointer(value, '/a~1b/~0c')).toBe(1);
    expect(readPointer(value, '/results/5/primary_image')).toBeUndefined();
    expect(readPointer(null, '/x')).toBeUndefined();
  });
});
