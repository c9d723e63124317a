import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The client's address as the rate limits and the audit log key it.
 *
 * Without trusted proxies (TRUSTED_PROXIES=0, the default) it is the socket's address: no header
 * counts. Behind N proxies that each append the address they received from to X-Forwarded-For, the
 * chain is `[what the client wrote..., hop 1, ..., socket]` and only the last N entries were written by
 * our own proxies: the client is the entry N places from the right. Whatever a client writes to the
 * left of that is ignored, so rotating it changes nothing.
 */
export function addressFromChain(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops <= 0) return socketAddress;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress];
  // Fewer entries than trusted hops: the request did not come through all our proxies; the leftmost
  // entry is still one that a proxy of ours wrote.
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socketAddress;
}

/** The client address of this request (see addressFromChain), per the configured trusted proxy hops. */
export function clientIp(c: Context<AppEnv>): string {
  const socketAddress = c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
  return addressFromChain(socketAddress, c.req.header('x-forwarded-for'), c.var.trustedProxies ?? 0);
}

/**
 * Whether the request came over a loopback socket (127.0.0.0/8, ::1, or IPv4-mapped 127.x): the
 * socket's own address, whatever the proxy settings say; no header counts.
 */
export function isLoopbackClient(c: Context<AppEnv>): boolean {
  const address = c.env?.incoming?.socket?.remoteAddress ?? '';
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
