import { and, count, eq, gte } from 'drizzle-orm';
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
