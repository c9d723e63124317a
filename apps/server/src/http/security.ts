import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { DealerRow } from '../db/schema.ts';
import { staticMapOrigin } from '../modules/appointment/static-map.ts';
import { listingPartnerOrigins } from '../modules/marketplace/listing-partner.ts';
import { scriptOrigins } from '../modules/platform/third-party-scripts.ts';
import type { AppEnv } from './env.ts';

function origin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The dealer's GA4 tag (gtag.js, loaded by the storefront's analytics tracker for each of its
 * `dealer_ga4_keys`): the sources Google's "Use Tag Manager with a Content Security Policy" guide lists
 * for Google Analytics 4 without Google Signals.
 */
export const GA4_SOURCES: Readonly<Record<'script-src' | 'img-src' | 'connect-src', readonly string[]>> = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** The dealer names at least one GA4 id (blank entries name none). */
function hasGa4(ids: readonly unknown[] | undefined): boolean {
  return (ids ?? []).some((id) => typeof id === 'string' && id.trim() !== '');
}

const SAME_ORIGIN = 'https://same-origin.invalid';

/**
 * Where the tracker's pixel GET goes (a `fetch`, so `connect-src`): the tracker resolves the address
 * against the page, so a relative one is the storefront's own ('self' already allows it: nothing to
 * add); an absolute https one without credentials adds its origin; anything else (http, `javascript:`,
 * protocol-relative, malformed) adds nothing and is refused.
 */
export function pixelSource(address: string | undefined): { origin: string | null; refused: boolean } {
  const text = address?.trim() ?? '';
  if (text === '') return { origin: null, refused: false };
  let resolved: URL;
  try {
    resolved = new URL(text, `${SAME_ORIGIN}/`);
  } catch {
    return { origin: null, refused: true };
  }
  if (resolved.origin === SAME_ORIGIN && !URL.canParse(text)) return { origin: null, refused: false };
  if (!URL.canParse(text) || resolved.protocol !== 'https:' || resolved.username || resolved.password)
    return { origin: null, refused: true };
  return { origin: resolved.origin, refused: false };
}

/**
 * Content-Security-Policy for a dealer: no inline script or style (a document adds its own nonce, and
 * hashes of its style attributes: documentPolicy); frame-ancestors from its embedding origins; the
 * GA4 sources where its settings name GA4 ids, its pixel's origin where that is an https address, and
 * the origins of its third-party scripts (script-src and connect-src).
 * From the dealer's configuration only, never the request.
 */
export function contentSecurityPolicy(dealer: DealerRow | undefined): string {
  const ancestors = [
    "'self'",
    ...[...(dealer?.frameAncestors ?? []), ...listingPartnerOrigins(dealer)]
      .map(origin)
      .filter((o) => o !== null),
  ];
  const styles = ["'self'"];
  const frames = ["'self'"];
  const images = ["'self'", 'data:', 'blob:'];
  const scripts = ["'self'"];
  const connects = ["'self'"];
  if (dealer) {
    if (hasGa4(dealer.settings.dealer_ga4_keys)) {
      scripts.push(...GA4_SOURCES['script-src']);
      images.push(...GA4_SOURCES['img-src']);
      connects.push(...GA4_SOURCES['connect-src']);
    }
    const pixel = pixelSource(dealer.settings.pixel_url).origin;
    if (pixel && !connects.includes(pixel)) connects.push(pixel);
    // The dealer's monitoring, experiment, chat and survey scripts (features/third-party of the
    // storefront): each https origin stored, as a script and as what it connects to; none else.
    for (const o of scriptOrigins(dealer.thirdPartyScripts)) {
      if (!scripts.includes(o)) scripts.push(o);
      if (!connects.includes(o)) connects.push(o);
    }
    // The appointment page's static map, from the dealer's tile provider (that origin only).
    const map = staticMapOrigin(dealer.settings.static_map_url_template);
    if (map) images.push(map);
    for (const url of [dealer.settings.stylesheet_url, dealer.settings.organization_stylesheet_url]) {
      const o = url ? origin(url) : null;
      if (o) styles.push(o);
    }
    const bounce = [
      dealer.settings.default_custom_bounce_recovery_url,
      ...dealer.settings.bounce_recovery_rules.map((r) => r.url),
    ];
    for (const url of bounce) {
      const o = url ? origin(url) : null;
      if (o && !frames.includes(o)) frames.push(o);
    }
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connects.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    `frame-ancestors ${[...new Set(ancestors)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Policies by dealer row: rows of the dealer directory's cache are frozen, so one row is one policy. */
const policies = new WeakMap<DealerRow, string>();
let anonymousPolicy: string | undefined;

/** Refused pixel addresses already logged, by dealer (a row is read again every few seconds). */
const refusedLogged = new Set<string>();

/** A pixel address the policy cannot allow is logged once per dealer and address. */
function logRefusedPixel(dealer: DealerRow, log: Logger | undefined): void {
  const address = dealer.settings.pixel_url ?? '';
  if (!pixelSource(address).refused) return;
  const key = `${dealer.code}\n${address}`;
  if (refusedLogged.has(key)) return;
  refusedLogged.add(key);
  log?.warn(
    { dealer: dealer.code, pixel_url: address },
    'pixel address not allowed by the content security policy (https only): the pixel will not be sent',
  );
}

function cachedPolicy(dealer: DealerRow | undefined, log?: Logger): string {
  if (!dealer) {
    anonymousPolicy ??= contentSecurityPolicy(undefined);
    return anonymousPolicy;
  }
  if (!Object.isFrozen(dealer) || !Object.isFrozen(dealer.settings)) {
    logRefusedPixel(dealer, log);
    return contentSecurityPolicy(dealer);
  }
  let policy = policies.get(dealer);
  if (policy === undefined) {
    logRefusedPixel(dealer, log);
    policy = contentSecurityPolicy(dealer);
    policies.set(dealer, policy);
  }
  return policy;
}

/**
 * Stripe.js on the deposit page (PAYMENT_PROCESSOR=stripe): its script, its frames (the Payment
 * Element, 3D Secure) and its API, as Stripe's CSP guide lists them. A storefront is one document, so
 * its policy allows them on every page; the script itself loads on the deposit page only.
 */
const STRIPE_SOURCES: Readonly<Record<string, string>> = {
  'script-src': 'https://js.stripe.com https://*.js.stripe.com',
  'frame-src': 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  'connect-src': 'https://api.stripe.com',
  'img-src': 'https://*.stripe.com',
};
const withStripe = new Map<string, string>();

function allowStripe(policy: string): string {
  let out = withStripe.get(policy);
  if (out === undefined) {
    out = policy
      .split('; ')
      .map((d) => {
        const name = d.split(' ')[0] ?? '';
        return STRIPE_SOURCES[name] ? `${d} ${STRIPE_SOURCES[name]}` : d;
      })
      .join('; ');
    withStripe.set(policy, out);
  }
  return out;
}

/**
 * A document's policy: its nonce for inline scripts (a server-rendered page's) and for <style>
 * elements (every document's: its theme, and those React Aria and the dialogs' scroll lock add at run
 * time); the exact style attributes its server-rendered HTML carries, by hash (`style-src-attr` with
 * 'unsafe-hashes': attributes cannot carry a nonce; none other is applied, nor any set by script as
 * markup; the CSSOM, which React uses in the browser, is not subject to the policy).
 */
export function documentPolicy(
  policy: string,
  scriptNonce: string | undefined,
  styleNonce: string | undefined,
  styleAttributeHashes: readonly string[] | undefined,
): string {
  let out = policy;
  if (scriptNonce) out = out.replace("script-src 'self'", `script-src 'self' 'nonce-${scriptNonce}'`);
  if (styleNonce) out = out.replace("style-src 'self'", `style-src 'self' 'nonce-${styleNonce}'`);
  if (styleAttributeHashes && styleAttributeHashes.length > 0)
    out = out.replace(
      '; img-src ',
      `; style-src-attr 'unsafe-hashes' ${styleAttributeHashes.map((h) => `'sha256-${h}'`).join(' ')}; img-src `,
    );
  return out;
}

/** Paths whose answers other sites may embed (vehicle photos in e-mails and on a dealer's own site). */
const EMBEDDABLE = ['/media/', '/assets/', '/embed.js'];

/**
 * Headers of every answer. HSTS is sent when the configured public origin is HTTPS (configuration,
 * not the request, says how shoppers reach us); the opener policy severs a cross-origin opener while
 * keeping the windows the storefront opens itself (a test drive's booking page, an identity login).
 */
export function securityHeaders(options: {
  publicOrigin: string;
  /** Stripe is the payment processor: pages may load Stripe.js. */
  stripe?: boolean;
}): MiddlewareHandler<AppEnv> {
  const https = options.publicOrigin.startsWith('https:');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const base = cachedPolicy(c.get('dealer'), c.get('log'));
    const stripePolicy = options.stripe ? allowStripe(base) : base;
    // A document framed by a listing partner may be framed by that partner only (listing-partner.ts).
    const partner = c.get('listingPartnerFrame');
    const policy = partner
      ? stripePolicy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${partner}`)
      : stripePolicy;
    // A page with a policy of its own keeps it (the demo dealer website of the embedding module).
    if (!h.has('Content-Security-Policy'))
      h.set(
        'Content-Security-Policy',
        documentPolicy(policy, c.get('scriptNonce'), c.get('styleNonce'), c.get('styleAttributeHashes')),
      );
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    h.set(
      'Cross-Origin-Resource-Policy',
      EMBEDDABLE.some((prefix) => c.req.path.startsWith(prefix)) ? 'cross-origin' : 'same-origin',
    );
    if (https) h.set('Strict-Transport-Security', 'max-age=31536000');
    if (c.req.path.startsWith('/api/') && !h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
  };
}
