import { createHash } from 'node:crypto';
import { currencyFor, formatMoney } from '@storefront/domain';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { isId } from '../http/helpers.ts';
import type { DealerDirectory } from '../http/tenancy.ts';
import { dealerPlans, localized } from '../modules/add-ons/catalogue.ts';
import { resolveLanguage } from '../modules/i18n/routes.ts';
import { photoStorageOf } from '../modules/photo-storage/storage.ts';
import { logoHashOf, logoKey } from '../modules/storefront-settings/logo.ts';
import { isView, type View, vehicleRender } from './render.ts';
import { isBodyType } from './shapes.ts';
import { badgeSvg, initials, logoSvg, placeholderSvg } from './svg.ts';

const CACHE = 'public, max-age=86400';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export const PLAN_DOCUMENT_TEXT = {
  en: {
    title: (plan: string) => `${plan}: plan summary (demonstration)`,
    note: 'This page is the demonstration storefront’s summary of the plan, not the provider’s contract. Ask the dealership for the contract and its terms before you buy.',
    options: 'Options',
    dealer: (name: string) => `Offered by ${name}.`,
  },
  fr: {
    title: (plan: string) => `${plan}\u00a0: résumé du plan (démonstration)`,
    note: 'Cette page est le résumé du plan de la vitrine de démonstration, pas le contrat du fournisseur. Demandez au concessionnaire le contrat et ses conditions avant d’acheter.',
    options: 'Options',
    dealer: (name: string) => `Offert par ${name}.`,
  },
} as const;

/** The view a picture URL asks for: `side` when none, the former `rear` as the rear three-quarter view. */
function viewOf(query: string | undefined): View | null {
  if (query === undefined) return 'side';
  if (query === 'rear') return 'rear-three-quarter';
  return isView(query) ? query : null;
}

/**
 * A vehicle picture with a strong ETag of its bytes (the renders are deterministic), and 304 when the
 * client's `If-None-Match` names it (weakly compared: the gzip middleware marks its copy `W/`).
 */
function cachedSvg(body: string, ifNoneMatch: string | undefined): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE, ETag: etag };
  const named = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (named.includes(etag) || named.includes('*')) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

function svg(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE },
  });
}

/** Generated illustrations: vehicles per body type and colour, dealer logos, avatars, placeholder. */
export function mediaRoutes(deps: AppDeps, directory: DealerDirectory) {
  const app = new Hono<AppEnv>();
  // A protection plan's document: the demo has no provider contracts, so the storefront serves an
  // honest summary page of the plan (name, description, options and prices), labelled as such.
  app.get('/dealers/:code/protection/:file', async (c) => {
    const dealer = await directory.byCode(c.req.param('code'));
    const file = c.req.param('file');
    const id = file.slice(0, -'.html'.length);
    if (!dealer || !file.endsWith('.html') || !isId(id)) return c.text('Not found', 404);
    const planId = Number(id);
    const entry = (await dealerPlans(deps.database.db, dealer.id)).find((p) => p.plan.id === planId);
    if (!entry) return c.text('Not found', 404);
    // The shopper's language as the API answers it (cookie, then Accept-Language, then the dealer's).
    const language = resolveLanguage(c, dealer) === 'fr' ? 'fr' : 'en';
    const text = PLAN_DOCUMENT_TEXT[language];
    const locale = language === 'fr' ? 'fr-CA' : dealer.country === 'US' ? 'en-US' : 'en-CA';
    const currency = currencyFor(dealer.country === 'US' ? 'US' : 'CA');
    const name = escapeHtml(localized(entry.plan.name, language));
    const options = entry.prices
      .map(
        (p) =>
          `<li>${escapeHtml(localized(p.title, language))}: ${escapeHtml(formatMoney(p.price, locale, { currency }))}</li>`,
      )
      .join('');
    const html = `<!doctype html>
<html lang="${language === 'fr' ? 'fr-CA' : locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(text.title(localized(entry.plan.name, language)))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}</style></head>
<body><main><h1>${name}</h1><p><strong>${escapeHtml(text.note)}</strong></p>
<p>${escapeHtml(localized(entry.plan.description, language))}</p>
<h2>${text.options}</h2><ul>${options}</ul><p>${escapeHtml(text.dealer(dealer.name))}</p></main></body></html>`;
    return c.html(html, 200, { 'Cache-Control': 'no-cache' });
  });
  app.get('/vehicles/:bodyType/:file', (c) => {
    const bodyType = c.req.param('bodyType');
    const match = /^([0-9A-Fa-f]{6})\.svg$/.exec(c.req.param('file'));
    const view = viewOf(c.req.query('view'));
    if (!isBodyType(bodyType) || !match?.[1] || !view) return c.text('Not found', 404);
    return cachedSvg(vehicleRender(bodyType, match[1].toUpperCase(), view), c.req.header('if-none-match'));
  });
  app.get('/placeholder.svg', () => svg(placeholderSvg()));
  app.get('/dealers/:code/:file', async (c) => {
    const dealer = await directory.byCode(c.req.param('code'));
    if (!dealer) return c.text('Not found', 404);
    const { theme } = dealer.settings;
    const file = c.req.param('file');
    // Drawn in dark ink, as a dealer's logo usually is: on a dark header the kit shows it on a
    // light plate (the theme's header.logoPlate).
    if (file === 'logo.svg') return svg(logoSvg(dealer.name, theme.button_cta_color, '#1F2937'));
    if (file === 'logo-compact.svg') return svg(badgeSvg(initials(dealer.name), theme.button_cta_color));
    // A logo uploaded in the console's settings: named by its content's hash, so cached for a year.
    const hash = logoHashOf(file);
    const logo = hash ? await photoStorageOf(deps).get(logoKey(dealer.id, hash)) : null;
    if (!logo) return c.text('Not found', 404);
    return c.body(new Uint8Array(logo.body), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.get('/avatars/:file', (c) => {
    const match = /^([A-Za-z]{1,2})\.svg$/.exec(c.req.param('file'));
    if (!match?.[1]) return c.text('Not found', 404);
    return svg(badgeSvg(match[1].toUpperCase(), '#4B5563'));
  });
  return app;
}
