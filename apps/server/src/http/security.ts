import type { MiddlewareHandler } from 'hono';
import type { DealerRow } from '../db/schema.ts';
import type { AppEnv } from './env.ts';

function origin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Content-Security-Policy for a dealer: no inline script; frame-ancestors from its embedding origins. */
export function contentSecurityPolicy(dealer: DealerRow | undefined): string {
  const ancestors = ["'self'", ...(dealer?.frameAncestors ?? []).map(origin).filter((o) => o !== null)];
  const styles = ["'self'", "'unsafe-inline'"];
  const frames = ["'self'"];
  if (dealer) {
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
    "script-src 'self'",
    `style-src ${styles.join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
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

function cachedPolicy(dealer: DealerRow | undefined): string {
  if (!dealer) {
    anonymousPolicy ??= contentSecurityPolicy(undefined);
    return anonymousPolicy;
  }
  if (!Object.isFrozen(dealer) || !Object.isFrozen(dealer.settings)) return contentSecurityPolicy(dealer);
  let policy = policies.get(dealer);
  if (policy === undefined) {
    policy = contentSecurityPolicy(dealer);
    policies.set(dealer, policy);
  }
  return policy;
}

/** Paths whose answers other sites may embed (vehicle photos in e-mails and on a dealer's own site). */
const EMBEDDABLE = ['/media/', '/assets/', '/embed.js'];

/**
 * Headers of every answer. HSTS is sent when the configured public origin is HTTPS (configuration,
 * not the request, says how shoppers reach us); the opener policy severs a cross-origin opener while
 * keeping the windows the storefront opens itself (a test drive's booking page, an identity login).
 */
export function securityHeaders(options: { publicOrigin: string }): MiddlewareHandler<AppEnv> {
  const https = options.publicOrigin.startsWith('https:');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const policy = cachedPolicy(c.get('dealer'));
    const nonce = c.get('scriptNonce');
    // A page with a policy of its own keeps it (the demo dealer website of the embedding module).
    if (!h.has('Content-Security-Policy'))
      h.set(
        'Content-Security-Policy',
        nonce ? policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`) : policy,
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
