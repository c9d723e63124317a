import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** The client address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY=true. */
export function clientIp(c: Context<AppEnv>): string {
  if (process.env.TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Whether the request came over a loopback socket (127.0.0.0/8, ::1, or IPv4-mapped 127.x): the
 * socket's own address, whatever TRUST_PROXY says; no header counts.
 */
export function isLoopbackClient(c: Context<AppEnv>): boolean {
  const address = c.env?.incoming?.socket?.remoteAddress ?? '';
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
