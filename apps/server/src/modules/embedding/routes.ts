/**
 * Embedding on a dealer's own website (issue 23; README.md of this folder):
 * - GET /api/customer/embedding/: the dealer's embedding origins, the only parents the storefront's
 *   frame posts to and listens to (the same list is the CSP frame-ancestors);
 * - GET and PUT /api/dealer/embedding/: the list read by the dealer's managers, replaced by its admins
 *   (the staff permission table: readSettings, editSettings), audited;
 * - GET /embed.js: the drop-in embed script;
 * - GET /dev/dealer-site/ (development pages only): a demo dealer website that embeds the storefront.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { authFormRequirements, embeddingBodySchema } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { invalidateReadCaches } from '../../db/read-cache.ts';
import { type DealerRow, dealers } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, isId, notFound } from '../../http/helpers.ts';
import { clientIp, isLoopbackClient } from '../../http/ip.ts';
import { DEALER_CODE_PATTERN } from '../../http/tenancy.ts';
import { audit } from '../../services/audit.ts';
import { signUpRequiredConsents } from '../consents/service.ts';
import { settingsHistory } from '../storefront-settings/service.ts';

/** Version of the embedding protocol (messages between the frame and its parent page). */
export const EMBED_PROTOCOL_VERSION = 1;
export const ORIGIN_ERROR =
  'Enter each address as an origin such as https://www.example.com (https, no path).';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of an address a dealer typed, or null when it is not one: https (http only on this
 * machine, for development), no credentials, no path beyond '/', no query, no fragment, no wildcard.
 */
export function embeddingOrigin(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  const http = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !http) return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return null;
  if (text.includes('*') || !url.hostname) return null;
  return url.origin;
}

function view(origins: readonly string[]) {
  return { version: EMBED_PROTOCOL_VERSION, origins: origins.map(embeddingOrigin).filter((o) => o !== null) };
}

/**
 * What the dealer's sign-up requires (the register call's checks: `customerFieldErrors`, the consents'):
 * the customer's fields and the consents that must be given. The frame tells a parent page that signs
 * shoppers in (`auth_required`), so that its answer makes the account at once.
 */
export function signUpRequirements(dealer: DealerRow): { required: string[]; consents: string[] } {
  const req = authFormRequirements(dealer.settings);
  return {
    required: [
      ...(req.namesRequired ? ['first_name', 'last_name'] : []),
      'email',
      ...(req.phoneRequired ? ['phone'] : []),
    ],
    consents: signUpRequiredConsents(dealer),
  };
}

const EMBED_SCRIPT = readFileSync(new URL('./embed-script.js', import.meta.url), 'utf8');

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The demo page's one <style> element, allowed by its hash (its policy allows no other inline style).
 * The events' long lines wrap: a phone shows the page at its own width, not zoomed out.
 */
const DEMO_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2937}header,main,footer{padding:1rem 2rem}\n' +
  'header{background:#0b3d2e;color:#fff}section{margin:2rem 0}#events{font:13px/1.4 ui-monospace,monospace;overflow-wrap:anywhere}';
const DEMO_STYLE_HASH = createHash('sha256').update(DEMO_STYLE).digest('base64');

/** The demo dealer website: a plain page of the dealer's own, on another origin than the storefront. */
function demoPage(storefront: string, dealer: string, vehicle: string | null): string {
  const script = (extra: string) =>
    `<script src="${escapeAttribute(storefront)}/embed.js" data-dealer="${escapeAttribute(dealer)}"${extra} data-layer="dataLayer" async></script>`;
  const vehicleAttr = vehicle ? ` data-vehicle="${vehicle}"` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo dealer website</title>
<style>${DEMO_STYLE}</style></head>
<body><header><p><strong>Demo dealer website</strong> (a plain page of the dealer's own, not the storefront)</p></header>
<main><h1>Our vehicles</h1>
<section aria-labelledby="inline-title"><h2 id="inline-title">Inline</h2>${script(`${vehicleAttr} data-mode="inline"`)}</section>
<section aria-labelledby="modal-title"><h2 id="modal-title">In a dialog</h2>${script(' data-mode="modal"')}</section>
<section aria-labelledby="events-title"><h2 id="events-title">Messages from the storefront</h2><ol id="events"></ol></section>
</main><script src="/dev/dealer-site/log.js"></script></body></html>`;
}

/** The demo page's event log: every storefront event, in the order the page received them. */
const DEMO_LOG = `(() => {
  const list = document.getElementById('events');
  window.storefrontEvents = [];
  for (const type of ['ready', 'auth_required', 'cta_click', 'transaction', 'error', 'busy']) {
    document.addEventListener('storefront:' + type, (event) => {
      const { respond, ...detail } = event.detail;
      window.storefrontEvents.push(detail);
      const item = document.createElement('li');
      item.textContent = JSON.stringify(detail);
      list.append(item);
    });
  }
})();`;

export function embeddingModule(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;

  app.get('/api/customer/embedding', (c) => {
    const dealer = c.get('dealer');
    return c.json({ ...view(dealer.frameAncestors), sign_up: signUpRequirements(dealer) });
  });

  app.get('/api/dealer/embedding', async (c) => {
    return c.json(view(c.get('dealer').frameAncestors));
  });

  app.put('/api/dealer/embedding', async (c) => {
    const auth = requireStaff(c);
    const dealer = c.get('dealer');
    const body = await readJson(c, embeddingBodySchema);
    const origins: string[] = [];
    for (const text of body.origins) {
      const origin = embeddingOrigin(text.trim());
      if (origin === null) throw new HttpError(400, { origins: [ORIGIN_ERROR] });
      if (!origins.includes(origin)) origins.push(origin);
    }
    await settingsHistory.before(db, dealer.id, deps.now());
    await db.update(dealers).set({ frameAncestors: origins }).where(eq(dealers.id, dealer.id));
    await settingsHistory.after(db, dealer.id, auth.user.id, deps.now());
    invalidateReadCaches(db, ['dealers']);
    await audit(deps, {
      dealerId: dealer.id,
      actorUserId: auth.user.id,
      subjectUserId: null,
      action: 'embedding_origins_update',
      ip: clientIp(c),
      details: { before: dealer.frameAncestors, after: origins },
    });
    return c.json(view(origins));
  });

  app.get('/embed.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(EMBED_SCRIPT);
  });

  if (deps.config.devPages) {
    const storefront = deps.config.publicOrigin;
    app.use('/dev/dealer-site/*', async (c, next) => {
      if (!isLoopbackClient(c)) return notFound(c);
      await next();
      // The page's own policy: its script and the storefront's, the storefront's frame.
      c.res.headers.set(
        'Content-Security-Policy',
        `default-src 'self'; script-src 'self' ${storefront}; frame-src ${storefront}; style-src 'sha256-${DEMO_STYLE_HASH}'; object-src 'none'; base-uri 'none'`,
      );
    });
    app.get('/dev/dealer-site/log.js', (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body(DEMO_LOG);
    });
    app.get('/dev/dealer-site', (c) => {
      const dealer = c.req.query('dealer') ?? 'maple_motors';
      const vehicle = c.req.query('vehicle') ?? '';
      if (!DEALER_CODE_PATTERN.test(dealer)) return c.text('Bad request', 400);
      c.header('Cache-Control', 'no-store');
      return c.html(demoPage(storefront, dealer, isId(vehicle) ? vehicle : null));
    });
  }
  return app;
}
