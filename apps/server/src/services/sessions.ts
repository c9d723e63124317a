import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type SessionRow, sessions, type UserRow, users } from '../db/schema.ts';
import { cookieScope, isFramedRequest } from '../http/cookie-scope.ts';
import { SessionCache, type SessionRecord } from './session-cache.ts';

export const SESSION_COOKIE = 'sf_session';
/** last_seen_at is written at most this often (keeps reads cheap under load). */
export const TOUCH_EVERY_MS = 60_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionLookup =
  | { state: 'none' }
  | { state: 'active'; session: SessionRow; user: UserRow; actingAs: UserRow | null }
  | { state: 'expired'; session: SessionRow; user: UserRow };

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of a database handle (see session-cache.ts). */
export function sessionCache(db: Db, config: Pick<ServerConfig, 'sessionCacheMs'>): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache(config.sessionCacheMs);
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets a session in this process after its row changed (revoked, act-as started or ended). */
export function forgetSession(db: Db, tokenHash: string): void {
  caches.get(db)?.forgetSession(tokenHash);
}

/** Forgets every session of a user (or acting as it) in this process after the user's row changed. */
export function forgetUser(db: Db, userId: number): void {
  caches.get(db)?.forgetUser(userId);
}

/** Hashes of recently seen tokens: a signed-in request then skips the SHA-256 (bounded, per process). */
const recentHashes = new Map<string, string>();

function recentHash(token: string): string {
  let hash = recentHashes.get(token);
  if (hash === undefined) {
    if (recentHashes.size >= 20_000) recentHashes.clear();
    hash = hashToken(token);
    recentHashes.set(token, hash);
  }
  return hash;
}

const actingUsers = alias(users, 'acting_users');

function prepareSessionQuery(db: Db) {
  return db
    .select({ session: sessions, user: users, actingAs: actingUsers })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(actingUsers, eq(actingUsers.id, sessions.actingAsUserId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('sf_session_by_token');
}

const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();

async function loadSession(db: Db, tokenHash: string): Promise<SessionRecord | null> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row ?? null;
}

/**
 * The session of a cookie token: active, expired (idle or absolute timeout) or none. Served from the
 * per-process session cache; `last_seen_at` is written at most every TOUCH_EVERY_MS per session.
 */
export async function findSession(
  db: Db,
  config: ServerConfig,
  token: string,
  now: Date,
): Promise<SessionLookup> {
  if (token.length !== 43 || !TOKEN_PATTERN.test(token)) return { state: 'none' };
  const tokenHash = recentHash(token);
  const cache = sessionCache(db, config);
  const row = await cache.get(tokenHash, () => loadSession(db, tokenHash));
  if (!row) return { state: 'none' };
  const activity = cache.activity(tokenHash, row.session.lastSeenAt.getTime());
  const t = now.getTime();
  const idleLimit = activity.seenMs + config.sessionIdleMinutes * 60_000;
  if (t >= row.session.expiresAt.getTime() || t > idleLimit) {
    return { state: 'expired', session: row.session, user: row.user };
  }
  if (t > activity.seenMs) activity.seenMs = t;
  if (t - activity.writtenMs > TOUCH_EVERY_MS) {
    // One writer per interval: later requests see the new writtenMs at once.
    activity.writtenMs = t;
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { state: 'active', session: row.session, user: row.user, actingAs: row.actingAs };
}

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/**
 * Signs a user in: revokes the session the browser had (rotation, against fixation), stores a new
 * one and sets the httpOnly cookie (the anti-forgery middleware sends a token bound to it).
 */
export async function startSession(
  c: Context,
  db: Db,
  config: ServerConfig,
  user: UserRow,
  dealerId: number,
  now: Date,
  ip: string,
): Promise<SessionRow> {
  const previous = readSessionToken(c);
  if (previous) await revokeToken(db, previous, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + config.sessionAbsoluteHours * 3600_000);
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: user.id,
      dealerId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip,
      userAgent: (c.req.header('user-agent') ?? '').slice(0, 300),
    })
    .returning();
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  forgetUser(db, user.id);
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    ...cookieScope(c, config),
    maxAge: config.sessionAbsoluteHours * 3600,
  });
  if (!session) throw new Error('session not stored');
  return session;
}

export async function revokeToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, hashToken(token)));
  forgetSession(db, hashToken(token));
}

export async function endSession(c: Context, db: Db, now: Date): Promise<void> {
  const token = readSessionToken(c);
  if (token) await revokeToken(db, token, now);
  // A framed session's cookie is partitioned: only a deletion with the same attributes removes it.
  const framed = isFramedRequest(c) ? ({ secure: true, sameSite: 'None', partitioned: true } as const) : {};
  deleteCookie(c, SESSION_COOKIE, { path: '/', ...framed });
}
