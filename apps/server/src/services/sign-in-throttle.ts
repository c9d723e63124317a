/**
 * Password sign-in throttling that an attacker cannot turn against the account's owner.
 *
 * Invariants:
 * - failures are counted per account and client address together: an address that keeps guessing
 *   waits longer and longer (1 s, 2 s, 4 s ... at most 15 minutes), never a fixed lock-out;
 * - failures against an account from many addresses slow only addresses the account has never
 *   signed in from: its owner, at an address with a session of theirs, signs in at once;
 * - a success does not clear the counters (an attacker's success is not the owner's).
 * The counters are rate-limit hits (shared by every process, swept after a day). The customers'
 * one-time codes and login links are counted the same way with their own limits (`CODE_THROTTLE`,
 * modules/user/routes.ts): each code asked for is an attempt.
 */
import { and, count, eq, gte, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits, sessions } from '../db/schema.ts';

export interface ThrottleLimits {
  windowMs: number;
  freeFailuresPerAddress: number;
  freeFailuresPerAccount: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const SIGN_IN_THROTTLE: ThrottleLimits = Object.freeze({
  windowMs: 15 * 60_000,
  /** Wrong passwords an address may send for one account before it waits. */
  freeFailuresPerAddress: 5,
  /** Wrong passwords for one account, from any address, before unknown addresses wait. */
  freeFailuresPerAccount: 20,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
});

/** The wait after `failures` failures, `free` of them without one. */
export function delayAfter(
  failures: number,
  free: number,
  limits: ThrottleLimits = SIGN_IN_THROTTLE,
): number {
  if (failures <= free) return 0;
  const doublings = Math.min(failures - free - 1, 30);
  return Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** doublings);
}

async function failuresOf(
  db: Db,
  bucket: string,
  now: Date,
  windowMs: number,
): Promise<{ n: number; last: number }> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ n: count(), last: max(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gte(rateLimitHits.at, since)));
  return { n: row?.n ?? 0, last: row?.last ? new Date(row.last).getTime() : 0 };
}

const pairBucket = (account: string, address: string) => `signin:fail:${account}:${address}`;
const accountBucket = (account: string) => `signin:fail:${account}`;

/** Whether the user has had a session from this address (kept until swept, a week after it ends). */
export async function knownAddress(db: Db, userId: number | undefined, address: string): Promise<boolean> {
  if (userId === undefined) return false;
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, address)));
  return (row?.n ?? 0) > 0;
}

/** Milliseconds this address must still wait before trying this account's password; 0 when it may. */
export async function signInWait(
  db: Db,
  account: { key: string; userId: number | undefined },
  address: string,
  now: Date,
  limits: ThrottleLimits = SIGN_IN_THROTTLE,
): Promise<number> {
  const t = now.getTime();
  const pair = await failuresOf(db, pairBucket(account.key, address), now, limits.windowMs);
  let until = pair.last + delayAfter(pair.n, limits.freeFailuresPerAddress, limits);
  const all = await failuresOf(db, accountBucket(account.key), now, limits.windowMs);
  if (all.n > limits.freeFailuresPerAccount && !(await knownAddress(db, account.userId, address))) {
    until = Math.max(until, all.last + delayAfter(all.n, limits.freeFailuresPerAccount, limits));
  }
  return Math.max(0, until - t);
}

export async function recordSignInFailure(db: Db, accountKey: string, address: string, now: Date) {
  await db.insert(rateLimitHits).values([
    { bucket: pairBucket(accountKey, address), at: now },
    { bucket: accountBucket(accountKey), at: now },
  ]);
}
