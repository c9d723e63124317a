import { and, count, eq, gte, lt } from 'drizzle-orm';
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
  if (Math.random() < 0.02) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - 24 * 3600_000)));
  }
  return true;
}
