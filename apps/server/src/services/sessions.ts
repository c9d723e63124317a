import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type SessionRow, sessions, type UserRow, users } from '../db/schema.ts';
import { isSecureRequest, issueCsrfCookie } from '../http/csrf.ts';

export const SESSION_COOKIE = 'sf_session';
/** last_seen_at is written at most this often (keeps reads cheap under load). */
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionLookup =
  | { state: 'none' }
  | { state: 'active'; session: SessionRow; user: UserRow; actingAs: UserRow | null }
  | { state: 'expired'; session: SessionRow; user: UserRow };

export async function findSession(
  db: Db,
  config: ServerConfig,
  token: string,
  now: Date,
): Promise<SessionLookup> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'none' };
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return { state: 'none' };
  const idleLimit = row.session.lastSeenAt.getTime() + config.sessionIdleMinutes * 60_000;
  if (now >= row.session.expiresAt || now.getTime() > idleLimit) {
    return { state: 'expired', session: row.session, user: row.user };
  }
  let actingAs: UserRow | null = null;
  if (row.session.actingAsUserId !== null) {
    const [target] = await db.select().from(users).where(eq(users.id, row.session.actingAsUserId)).limit(1);
    actingAs = target ?? null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, row.session.tokenHash));
  }
  return { state: 'active', session: row.session, user: row.user, actingAs };
}

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/**
 * Signs a user in: revokes the session the browser had (rotation, against fixation), stores a new
 * one, sets the httpOnly cookie and a fresh anti-forgery cookie.
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
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c, config),
    maxAge: config.sessionAbsoluteHours * 3600,
  });
  issueCsrfCookie(c, config);
  if (!session) throw new Error('session not stored');
  return session;
}

export async function revokeToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endSession(c: Context, db: Db, now: Date): Promise<void> {
  const token = readSessionToken(c);
  if (token) await revokeToken(db, token, now);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
