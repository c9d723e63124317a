import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';

/**
 * Scheme and host the browser used (honours X-Forwarded-Proto and -Host from a reverse proxy), for
 * the media URLs of an answer, which go back to the client that sent the request. Never for a link
 * that leaves the answer (an e-mail, a share link): whoever sends a request chooses these headers;
 * those links use `linkOrigin`.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
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
