import type { Context } from 'hono';

/** Scheme and host the browser used (honours X-Forwarded-Proto and -Host from a reverse proxy). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '');
  const safeHost = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : url.host;
  return `${scheme}://${safeHost}`;
}
