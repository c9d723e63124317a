/**
 * The Content-Security-Policy and a dealer's analytics (issue 23): the storefront's tracker loads the
 * dealer's GA4 tag (gtag.js) for the GA4 ids its settings name, and sends its pixel GET (a `fetch`) to
 * its pixel address. The policy allows Google's GA4 sources only where the dealer's settings name GA4
 * ids, and a pixel's origin only where that address is https; a dealer with neither keeps the policy
 * it had. From the dealer's configuration only: two dealers' policies never mix, and nothing the
 * request says changes them.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import { dealers } from '../src/db/schema.ts';
import type { DealerSettings } from '../src/db/types.ts';
import { client, createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
const seeded = new Map<string, DealerSettings>();

beforeAll(async () => {
  ctx = await createTestContext();
  for (const row of await ctx.database.db.select().from(dealers)) seeded.set(row.code, row.settings);
});
afterAll(async () => {
  await ctx.close();
});

/** The dealer's stored settings, changed (every dealer back to its seeded settings before each test). */
async function setSettings(code: string, change: Partial<DealerSettings>): Promise<void> {
  const settings = { ...(seeded.get(code) as DealerSettings), ...change };
  await ctx.database.db.update(dealers).set({ settings }).where(eq(dealers.code, code));
  invalidateReadCaches(ctx.database.db, ['dealers']);
}
beforeEach(async () => {
  for (const code of seeded.keys()) await setSettings(code, {});
});

async function policy(dealer: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await client(ctx, { dealer }).get('/settings/', headers);
  expect(res.status).toBe(200);
  return res.headers.get('content-security-policy') ?? '';
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

// Maple Motors' policy before this change (its seeded settings: no GA4 id, no pixel), byte for byte.
const MAPLE_BEFORE =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self' data:; " +
  "connect-src 'self'; frame-src 'self' https://maplemotors.example.ca; " +
  "frame-ancestors 'self' https://maplemotors.example.ca; object-src 'none'; base-uri 'self'; form-action 'self'";

describe("the policy and a dealer's analytics", () => {
  it('is unchanged, byte for byte, at a dealer with neither GA4 ids nor a pixel (blank ids name none)', async () => {
    expect(seeded.get('maple_motors')?.dealer_ga4_keys).toEqual([]);
    expect(seeded.get('maple_motors')?.pixel_url ?? null).toBeNull();
    expect(await policy('maple_motors')).toBe(MAPLE_BEFORE);
    await setSettings('maple_motors', { dealer_ga4_keys: ['', '  '], pixel_url: '' });
    expect(await policy('maple_motors')).toBe(MAPLE_BEFORE);
  });

  it("adds exactly Google's GA4 sources (without Google Signals) where the settings name GA4 ids", async () => {
    await setSettings('maple_motors', { dealer_ga4_keys: ['G-ABC123XYZ', 'G-SECOND1'] });
    const csp = await policy('maple_motors');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://*.googletagmanager.com");
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    // Nothing else moved.
    const rest = (p: string) => p.split('; ').filter((d) => !/^(script|img|connect)-src /.test(d));
    expect(rest(csp)).toEqual(rest(MAPLE_BEFORE));
    expect(csp).not.toContain('doubleclick');
    expect(csp).not.toContain('unsafe-inline');
  });

  it("adds an https pixel's origin to connect-src (the tracker fetches it), and nothing else", async () => {
    await setSettings('maple_motors', { pixel_url: 'https://pixel.example.net:8443/p/collect.gif?id=42' });
    const csp = await policy('maple_motors');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://pixel.example.net:8443");
    expect(csp.replace(' https://pixel.example.net:8443', '')).toBe(MAPLE_BEFORE);
  });

  it('adds nothing for a pixel on the storefront itself (a relative address)', async () => {
    await setSettings('maple_motors', { pixel_url: '/__pixel.gif' });
    expect(await policy('maple_motors')).toBe(MAPLE_BEFORE);
  });

  it.each([
    ['http://pixel.example.net/p.gif'],
    ['javascript:alert(1)'],
    ['//pixel.example.net/p.gif'],
    ['https://user:secret@pixel.example.net/p.gif'],
    ['https://'],
    ['data:image/gif;base64,R0lGOD'],
  ])('adds nothing for the pixel address %s, and logs it once', async (address) => {
    const lines: string[] = [];
    const quiet = ctx.deps.logger;
    ctx.deps.logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    try {
      await setSettings('maple_motors', { pixel_url: address });
      expect(await policy('maple_motors')).toBe(MAPLE_BEFORE);
      // Read again (a new row from the database, as every few seconds): still one line.
      invalidateReadCaches(ctx.database.db, ['dealers']);
      expect(await policy('maple_motors')).toBe(MAPLE_BEFORE);
      const logged = lines.filter((l) => l.includes('pixel address not allowed'));
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ dealer: 'maple_motors', pixel_url: address });
    } finally {
      ctx.deps.logger = quiet;
    }
  });

  it("never mixes two dealers' sources, and the request changes nothing", async () => {
    const loneStarBefore = await policy('lone_star_motors');
    await setSettings('maple_motors', { dealer_ga4_keys: ['G-MAPLE1'] });
    await setSettings('lone_star_motors', { pixel_url: 'https://px.lonestar.example.com/t.gif' });
    const maple = await policy('maple_motors');
    const loneStar = await policy('lone_star_motors');
    expect(maple).toContain('googletagmanager');
    expect(maple).not.toContain('lonestar.example.com');
    expect(loneStar).not.toContain('google');
    expect(directive(loneStar, 'connect-src')).toBe("connect-src 'self' https://px.lonestar.example.com");
    expect(loneStar.replace(' https://px.lonestar.example.com', '')).toBe(loneStarBefore);
    // Riviere Auto, with neither, is untouched by its neighbours.
    expect(await policy('riviere_auto')).not.toMatch(/google|lonestar/);
    // Headers a request carries (its origin, its referrer, a forwarded host) change no policy.
    const asked = await policy('maple_motors', {
      Origin: 'https://px.lonestar.example.com',
      Referer: 'https://evil.example.org/',
      'X-Forwarded-Host': 'evil.example.org',
    });
    expect(asked).toBe(maple);
  });
});
