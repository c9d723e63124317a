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
