import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

/**
 * Counts a hit in a sliding window shared by every process. Returns false (and records nothing)
 * when the bucket already has `limit` hits in the window.
 */
export async function allowHit(
  db: Db,
  bucket: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gte(rateLimitHits.at, since)));
  if ((row?.n ?? 0) >= limit) return false;
  await db.insert(rateLimitHits).values({ bucket, at: now });
  // Old hits are deleted by the periodic sweep (services/sweep.ts).
  return true;
}

/**
 * Milliseconds until a bucket that `allowHit` refused has room for one more hit: when the `limit`-th
 * latest hit of the window leaves it (for a 429's Retry-After); 0 when it has room now.
 */
export async function hitWait(
  db: Db,
  bucket: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gte(rateLimitHits.at, since)))
    .orderBy(desc(rateLimitHits.at))
    .offset(Math.max(0, limit - 1))
    .limit(1);
  if (!row) return 0;
  return Math.max(0, new Date(row.at).getTime() + windowMs - now.getTime());
}

/**
 * Limits of the e-mails a request makes the server send. Keys are the recipient customer's id and
 * the recipient address (normalised), never anything the requester chooses (client address, Host):
 * whoever asks, one address gets at most `perAddressPerHour` e-mails an hour from every dealer and
 * call together, and one customer at most `perCustomerPerHour` of each kind.
 */
export const EMAIL_LIMITS = Object.freeze({ perAddressPerHour: 10, perCustomerPerHour: 5 });

const HOUR_MS = 3600_000;

/**
 * Counts an e-mail of a kind to a customer and their address; false when either already had its
 * hour's share (a refusal for the address still counts against the customer's kind).
 */
export async function allowEmail(
  db: Db,
  kind: string,
  recipient: { customerId: number; normalizedAddress: string },
  now: Date,
): Promise<boolean> {
  if (
    !(await allowHit(
      db,
      `mail:${kind}:customer:${recipient.customerId}`,
      EMAIL_LIMITS.perCustomerPerHour,
      HOUR_MS,
      now,
    ))
  )
    return false;
  return allowHit(db, `mail:to:${recipient.normalizedAddress}`, EMAIL_LIMITS.perAddressPerHour, HOUR_MS, now);
}
