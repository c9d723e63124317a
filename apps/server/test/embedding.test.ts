import { createHash } from 'node:crypto';
/**
 * Embedding on a dealer's own website (issue 23): the dealer's embedding origins (the CSP
 * frame-ancestors and the only origins the storefront's frame talks to), editable by the dealer's
 * admins; the drop-in embed script; the cookies a frame on another site can keep (partitioned).
 */
import type { IncomingMessage } from 'node:http';
import { createContext, runInContext, runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from './deal/helpers.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devPages: true });
});
afterAll(async () => {
  await ctx.close();
});

describe("the dealer's embedding origins", () => {
  it('are public to the storefront of the dealer (the frame checks its parent against them)', async () => {
    const res = await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/embedding/');
    expect(res.status).toBe(200);
    expect(obj(res.body)).toMatchObject({ version: 1, origins: ['https://maplemotors.example.ca'] });
  });

  it("carry what the dealer's sign-up requires, so that a page that signs shoppers in can send it (auth_required)", async () => {
    const answer = async (dealer: string) =>
      obj((await client(ctx, { dealer }).get('/api/customer/embedding/')).body).sign_up;
    const consentsOf = async (dealer: string) => {
      const { results, registration } = obj(
        (await client(ctx, { dealer }).get('/api/customer/consents/')).body,
      ) as {
        results: { key: string; enabled: string }[];
        registration?: { key: string; enabled: string }[];
      };
      return [...results, ...(registration ?? [])]
        .filter((c) => c.enabled === 'REQUIRED_CONSENT')
        .map((c) => c.key);
    };
    // Maple Motors asks for a preferred contact method: the phone is required.
    expect(await answer('maple_motors')).toEqual({
      required: ['email', 'phone'],
      consents: await consentsOf('maple_motors'),
    });
    // Rivière Auto makes signing in compulsory: the names are required too.
    expect(await answer('riviere_auto')).toEqual({
      required: ['first_name', 'last_name', 'email', 'phone'],
      consents: await consentsOf('riviere_auto'),
    });
    // Lone Star Motors: the phone too (its sign-up, below, refuses an account without one).
    expect(await answer('lone_star_motors')).toEqual({
      required: ['email', 'phone'],
      consents: await consentsOf('lone_star_motors'),
    });
    // What the sign-up refuses without them: an e-mail and the required consents, no phone.
    for (const dealer of ['maple_motors', 'lone_star_motors']) {
      const refused = await client(ctx, { dealer }).request('POST', '/api/customer/user/register/', {
        email: `no.phone.${dealer}.${Date.now()}@example.com`,
        consents: Object.fromEntries((await consentsOf(dealer)).map((key) => [key, true])),
      });
      expect(refused.status, dealer).toBe(400);
      expect(Object.keys(obj(refused.body)), dealer).toEqual(['phone']);
    }
  });

  it("are replaced by the dealer's admin, normalised, and the CSP frame-ancestors follow", async () => {
    const admin = await staffClient(ctx, 'admin@maplemotors.example.ca', 'maple_motors');
    const res = await admin.request('PUT', '/api/dealer/embedding/', {
      origins: [
        'https://www.maplemotors.example.ca/',
        'https://MapleMotors.example.ca',
        'http://localhost:3311',
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(obj(res.body).origins).toEqual([
      'https://www.maplemotors.example.ca',
      'https://maplemotors.example.ca',
      'http://localhost:3311',
    ]);
    const page = await client(ctx, { dealer: 'maple_motors' }).get(
      '/api/customer/dealership/home-dealership/',
    );
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://www.maplemotors.example.ca https://maplemotors.example.ca http://localhost:3311",
    );
    const read = await client(ctx, { dealer: 'maple_motors' }).get('/api/customer/embedding/');
    expect(obj(read.body).origins).toEqual(obj(res.body).origins);
  });

  it('refuse what is not an origin, or plain http off this machine, with a localised field error', async () => {
    const admin = await staffClient(ctx, 'admin@maplemotors.example.ca', 'maple_motors');
    for (const bad of [
      '*',
      'https://*.example.ca',
      'javascript:alert(1)',
      'https://a.example/path',
      'http://dealer.example',
    ]) {
      const res = await admin.request('PUT', '/api/dealer/embedding/', { origins: [bad] });
      expect(res.status, bad).toBe(400);
      expect(Object.keys(obj(res.body)), bad).toEqual(['origins']);
    }
    const fr = await admin.request(
      'PUT',
      '/api/dealer/embedding/',
      { origins: ['*'] },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(JSON.stringify(fr.body)).toContain('origine');
  });

  it('may be changed by admins only, of their own dealers (the staff permission table, editSettings)', async () => {
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    expect((await manager.get('/api/dealer/embedding/')).status).toBe(200);
    expect((await manager.request('PUT', '/api/dealer/embedding/', { origins: [] })).status).toBe(403);
    const other = await staffClient(ctx, 'admin@riviereauto.example.ca', 'riviere_auto');
    const foreign = client(ctx, { dealer: 'maple_motors' });
    foreign.jar.clear();
    for (const [k, v] of other.jar) foreign.jar.set(k, v);
    expect((await foreign.request('PUT', '/api/dealer/embedding/', { origins: [] })).status).toBe(403);
    expect(
      (
        await client(ctx, { dealer: 'maple_motors' }).request('PUT', '/api/dealer/embedding/', {
          origins: [],
        })
      ).status,
    ).toBe(401);
  });
});

describe('the embed script', () => {
  it('is served to any site, a few kilobytes with no framework, and reports its size', async () => {
    const res = await ctx.app.request('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    // A dealer's page on another site loads it: not refused by the resource policy.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const text = await res.text();
    const gzip = new Uint8Array(
      await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
    ).byteLength;
    // biome-ignore lint/suspicious/noConsole: the embed script's own size, reported on each run
    console.info(`embed.js: ${text.length} bytes, ${gzip} bytes gzip`);
    expect(gzip).toBeLessThan(4096);
    expect(text).not.toMatch(/\bimport\b|require\(/);
    expect(text).toContain("'storefront'");
  });

  it("relays a page's sign-in answer to its frame, with the shopper the page signed in, to the frame's origin only", async () => {
    const text = await (await ctx.app.request('/embed.js')).text();
    const page = runEmbedScript(text);
    const posted = page.frameMessages;
    const customer = { email: 'nora@example.com', first_name: 'Nora', consents: { terms: true } };
    // The page took the frame's login request (preventDefault) and answers it later.
    page.fromFrame({ from: 'storefront', v: 1, type: 'auth_required', source: 'build_and_price' });
    const [event] = page.events;
    expect(event?.type).toBe('storefront:auth_required');
    event?.detail.respond('new', customer);
    event?.detail.respond('success', customer);
    event?.detail.respond('cancelled', customer);
    expect(posted).toEqual([
      [{ to: 'storefront', v: 1, type: 'auth_result', result: 'new', customer }, STOREFRONT],
      [{ to: 'storefront', v: 1, type: 'auth', status: 'success', customer }, STOREFRONT],
      // Only a sign-in names the shopper.
      [{ to: 'storefront', v: 1, type: 'auth', status: 'cancelled' }, STOREFRONT],
    ]);
    // Transactions and errors reach the page as they are (DOM event and data layer), codes and all.
    const deposit = {
      type: 'transaction',
      event: 'deposit_placed',
      order: 4,
      amount: 514.8,
      currency: 'CAD',
    };
    const declined = { type: 'error', code: 'deposit.declined', status: 402 };
    page.fromFrame({ from: 'storefront', v: 1, ...deposit });
    page.fromFrame({ from: 'storefront', v: 1, ...declined });
    expect(page.events.slice(1).map((e) => [e.type, e.detail])).toEqual([
      // (as the README says: `from` and `v` removed, `embed` added)
      ['storefront:transaction', { ...deposit, embed: 'sf-embed-1' }],
      ['storefront:error', { ...declined, embed: 'sf-embed-1' }],
    ]);
    expect(page.layer.map((e) => e.event)).toEqual([
      'storefront.auth_required',
      'storefront.transaction',
      'storefront.error',
    ]);
  });

  it("sizes the frame to its page and tells the page (storefront:resize), not the page's data layer", async () => {
    const text = await (await ctx.app.request('/embed.js')).text();
    const page = runEmbedScript(text);
    page.fromFrame({ from: 'storefront', v: 1, type: 'resize', height: 1234.2 });
    expect(page.frames[0]?.style).toMatchObject({ height: '1235px' });
    expect(page.events.map((e) => [e.type, e.detail])).toEqual([
      ['storefront:resize', { type: 'resize', height: 1234.2, embed: 'sf-embed-1' }],
    ]);
    expect(page.layer).toEqual([]);
  });

  it("numbers a page's embeds in the document's order, whichever of its async scripts runs first", async () => {
    const text = await (await ctx.app.request('/embed.js')).text();
    const placed: { id?: string }[] = [];
    const script = (dealer: string) => ({
      src: `${STOREFRONT}/embed.js`,
      dataset: { dealer },
      parentNode: { insertBefore: (node: { id?: string }) => placed.push(node) },
      nextSibling: null,
    });
    const first = script('maple_motors');
    const second = script('riviere_auto');
    const other = { src: 'https://dealer.example/site.js' };
    const element = (tag: string) => ({ tag, style: {}, setAttribute() {}, addEventListener() {} });
    const document = {
      currentScript: second as unknown,
      createElement: element,
      querySelector: () => null,
      querySelectorAll: () => [other, first, second],
    };
    const context = createContext({ window: { addEventListener() {} }, document, URL, console });
    // The second script of the page arrives first.
    runInContext(text, context);
    document.currentScript = first;
    runInContext(text, context);
    expect(placed.map((frame) => frame.id)).toEqual(['sf-embed-2', 'sf-embed-1']);
  });

  it('tells the developer on the console about a set-up that shows no storefront: a target that matches nothing, a frame that says nothing', async () => {
    const text = await (await ctx.app.request('/embed.js')).text();
    const run = (target: string | undefined, querySelector: (selector: string) => unknown) => {
      const warnings: string[] = [];
      const timers: (() => void)[] = [];
      const placed: { loads: (() => void)[] }[] = [];
      const element = () => {
        const loads: (() => void)[] = [];
        return {
          loads,
          style: {},
          setAttribute() {},
          addEventListener: (type: string, listener: () => void) => {
            if (type === 'load') loads.push(listener);
          },
        };
      };
      const script = {
        src: `${STOREFRONT}/embed.js`,
        dataset: { dealer: 'no_such_dealer', ...(target ? { target } : {}) },
        parentNode: { insertBefore: (node: { loads: (() => void)[] }) => placed.push(node) },
        nextSibling: null,
      };
      runInNewContext(text, {
        window: { addEventListener() {} },
        document: {
          currentScript: script,
          createElement: element,
          querySelector,
          querySelectorAll: () => [script],
        },
        location: { origin: 'https://dealer.example' },
        setTimeout: (work: () => void) => timers.push(work),
        URL,
        console: { warn: (message: string) => warnings.push(message) },
      });
      return { warnings, timers, placed };
    };

    // A target that matches nothing, or is no selector: said, and the frame goes after the script.
    const missing = run('#storefront-here', () => null);
    expect(missing.warnings).toEqual([
      'storefront embed (sf-embed-1): data-target "#storefront-here" matches nothing on this page; placed after the script.',
    ]);
    expect(missing.placed).toHaveLength(1);
    const invalid = run('##', () => {
      throw new SyntaxError('not a selector');
    });
    expect(invalid.warnings).toEqual([
      'storefront embed (sf-embed-1): data-target "##" matches nothing on this page; placed after the script.',
    ]);

    // The frame loaded (the browser's error page, or a dealer it does not know) and said nothing in 10 s.
    const silent = run(undefined, () => null);
    expect(silent.warnings).toEqual([]);
    for (const load of silent.placed[0]?.loads ?? []) load();
    expect(silent.warnings).toEqual([]);
    for (const timer of silent.timers) timer();
    expect(silent.warnings).toEqual([
      'storefront embed (sf-embed-1): the storefront sent nothing in 10 s. Check that data-dealer "no_such_dealer" is the dealer\'s code and that https://dealer.example is among its embedding origins (dealer console, Website).',
    ]);
  });

  it('says nothing of a frame that has spoken', async () => {
    const text = await (await ctx.app.request('/embed.js')).text();
    const page = runEmbedScript(text);
    page.fromFrame({ from: 'storefront', v: 1, type: 'ready' });
    for (const load of page.loads) load();
    for (const timer of page.timers) timer();
    expect(page.warnings).toEqual([]);
    expect(page.timers).toHaveLength(1);
  });

  it('has a demo dealer website page in development that embeds it from the public origin', async () => {
    const res = await ctx.app.request(
      '/dev/dealer-site/',
      {},
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage },
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`src="${ctx.deps.config.publicOrigin}/embed.js"`);
    expect(html).toContain('data-dealer="maple_motors"');
    // Its own policy: the storefront's script and frame, nothing inline.
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${ctx.deps.config.publicOrigin};`);
    expect(csp).toContain(`frame-src ${ctx.deps.config.publicOrigin}`);
    // Its one <style> element is allowed by its hash, not by unsafe-inline.
    expect(csp).not.toContain('unsafe-inline');
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
  });
});

describe('cookies of a storefront framed by another site', () => {
  const framed = { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' };

  it('are partitioned (CHIPS) so browsers that block third-party cookies keep them for this site', async () => {
    const res = await ctx.app.request('/api/health', { headers: framed });
    const csrf = res.headers.getSetCookie().find((line) => line.startsWith('sf_csrf='));
    expect(csrf).toMatch(/; Secure/);
    expect(csrf).toMatch(/; SameSite=None/);
    expect(csrf).toMatch(/; Partitioned/);
  });

  it("keep a session at sign-up from within the frame (the storefront's requests say they are framed)", async () => {
    const shopper = client(ctx, { dealer: 'maple_motors' });
    const embedded = { headers: { 'X-Storefront-Embedded': '1' } };
    await shopper.get('/api/health', embedded.headers);
    const res = await shopper.post(
      '/api/customer/user/register/',
      {
        first_name: 'Nora',
        last_name: 'Tremblay',
        phone: '416-555-0101',
        email: `nora.embed.${Date.now()}@example.com`,
        consents: { dealer_data_collection: true },
      },
      embedded,
    );
    const session = res.headers.getSetCookie().find((line) => line.startsWith('sf_session='));
    expect(session, res.text).toMatch(/; SameSite=None/);
    expect(session).toMatch(/; Partitioned/);
  });

  it('stay first-party (SameSite=Lax, not partitioned) on the storefront itself', async () => {
    const res = await ctx.app.request('/api/health');
    const csrf = res.headers.getSetCookie().find((line) => line.startsWith('sf_csrf='));
    expect(csrf).toMatch(/; SameSite=Lax/);
    expect(csrf).not.toMatch(/Partitioned/);
  });
});

const STOREFRONT = 'https://shop.example.com';

interface FakeEvent {
  type: string;
  detail: { respond: (status: string, customer?: unknown) => void } & Record<string, unknown>;
  preventDefault(): void;
}

/**
 * The embed script run on a plain page of a dealer's (a minimal document: one script tag, one frame):
 * what the frame is sent, the events the page hears and its data layer.
 */
function runEmbedScript(text: string) {
  const frameMessages: unknown[][] = [];
  const loads: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const warnings: string[] = [];
  const events: FakeEvent[] = [];
  const layer: { event: string }[] = [];
  const listeners: Record<string, (event: unknown) => void> = {};
  const element = (tag: string) => ({
    tag,
    style: {},
    dataset: {},
    isConnected: true,
    contentWindow:
      tag === 'iframe' ? { postMessage: (m: unknown, o: string) => frameMessages.push([m, o]) } : null,
    setAttribute() {},
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loads.push(listener);
    },
    getBoundingClientRect: () => ({ top: 0, height: 600 }),
    dispatchEvent(event: FakeEvent) {
      events.push(event);
      // The dealer's page signs shoppers in itself: it takes the frame's login request.
      if (event.type === 'storefront:auth_required') event.preventDefault();
      return !(event as unknown as { prevented?: boolean }).prevented;
    },
  });
  const frames: ReturnType<typeof element>[] = [];
  const script = {
    src: `${STOREFRONT}/embed.js`,
    dataset: { dealer: 'maple_motors', layer: 'dataLayer' },
    parentNode: { insertBefore: (node: ReturnType<typeof element>) => frames.push(node) },
    nextSibling: null,
  };
  const window: Record<string, unknown> = {
    dataLayer: layer,
    innerHeight: 800,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
  };
  class CustomEvent {
    prevented = false;
    readonly type: string;
    readonly detail: FakeEvent['detail'];
    constructor(type: string, init: { detail: FakeEvent['detail'] }) {
      this.type = type;
      this.detail = init.detail;
    }
    preventDefault() {
      this.prevented = true;
    }
  }
  runInNewContext(text, {
    window,
    document: {
      currentScript: script,
      createElement: element,
      querySelector: () => null,
      querySelectorAll: () => [script],
    },
    CustomEvent,
    URL,
    console: { warn: (message: string) => warnings.push(message) },
    location: { origin: 'https://dealer.example' },
    setTimeout: (work: () => void) => timers.push(work),
    requestAnimationFrame: () => 0,
  });
  const frame = frames[0];
  return {
    loads,
    timers,
    warnings,
    frames,
    frameMessages,
    events,
    layer,
    fromFrame(data: unknown) {
      listeners.message?.({ data, source: frame?.contentWindow, origin: STOREFRONT });
    },
  };
}
