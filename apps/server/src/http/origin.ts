import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import type { AppEnv } from './env.ts';

/**
 * Scheme and host the browser used, for the media URLs of an answer, which go back to the client
 * that sent the request. X-Forwarded-Proto and -Host count only behind a proxy we trust
 * (TRUSTED_PROXIES > 0, which sets them); otherwise the request's own URL. Never for a link that
 * leaves the answer (an e-mail, a share link): whoever sends a request chooses these headers; those
 * links use `linkOrigin`.
 */
export function requestOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const behindProxy = (c.var.trustedProxies ?? 0) > 0;
  const proto = behindProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const host = behindProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '');
  const safeHost = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : url.host;
  return `${scheme}://${safeHost}`;
}

/**
 * The storefront's configured public origin (PUBLIC_ORIGIN): sign-in links, re-entry links, order and
 * share links are built on it, so a forged Host cannot send a shopper's token to another site.
 */
export function linkOrigin(config: Pick<ServerConfig, 'publicOrigin'>): string {
  return config.publicOrigin;
}

/**
 * A shopper's page of the storefront (`/{dealer}/{en|fr}/{path}`) on the configured origin
 * (`linkOrigin`): where an e-mail sends the shopper, never an API page.
 */
export function storefrontLink(
  config: Pick<ServerConfig, 'publicOrigin'>,
  dealerCode: string,
  language: string,
  path = '',
): string {
  return `${linkOrigin(config)}/${dealerCode}/${language === 'fr' ? 'fr' : 'en'}/${path}`;
}
