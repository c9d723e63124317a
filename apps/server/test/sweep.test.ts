import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dealers, oneTimeCodes, rateLimitHits, sessions, users } from '../src/db/schema.ts';
import { createRuntime } from '../src/server.ts';
import { hashToken } from '../src/services/sessions.ts';
import { SWEEP, startSweeper, sweepExpired } from '../src/services/sweep.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let userId = 0;
let dealerId = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [dealer] = await db.select().from(dealers).where(eq(dealers.code, 'maple_motors'));
  const [user] = await db.select().from(users).where(eq(users.email, 'emily.chen@example.com'));
  dealerId = dealer?.id ?? 0;
  userId = user?.id ?? 0;
});
afterAll(async () => {
  await ctx.close();
});

const idleMs = () => ctx.deps.config.sessionIdleMinutes * 60_000;

async function addSession(label: string, at: { lastSeen: number; expires: number; revoked?: number }) {
  const token = `${label}-${randomBytes(8).toString('hex')}`;
  await ctx.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    dealerId,
    createdAt: new Date(at.lastSeen),
    lastSeenAt: new Date(at.lastSeen),
    expiresAt: new Date(at.expires),
    revokedAt: at.revoked === undefined ? null : new Date(at.revoked),
  });
  return hashToken(token);
}

async function addCode(expires: number, used?: number): Promise<number> {
  const [row] = await ctx.database.db
    .insert(oneTimeCodes)
    .values({
      dealerId,
      userId,
      purpose: 'reentry',
      catId: randomUUID(),
      codeHash: 'x',
      expiresAt: new Date(expires),
      usedAt: used === undefined ? null : new Date(used),
      createdAt: new Date(expires - 10 * 60_000),
    })
    .returning({ id: oneTimeCodes.id });
  return row?.id ?? 0;
}

async function sessionHashes(): Promise<Set<string>> {
  return new Set((await ctx.database.db.select().from(sessions)).map((s) => s.tokenHash));
}
async function codeIds(): Promise<Set<number>> {
  return new Set((await ctx.database.db.select().from(oneTimeCodes)).map((c) => c.id));
}

describe('sweep of expired rows', () => {
  it('deletes dead sessions, codes and rate-limit hits past their retention, and keeps the rest', async () => {
    const now = ctx.deps.now().getTime();
    await sweepExpired(ctx.database.db, ctx.deps.config.sessionIdleMinutes, new Date(now));
    const keep = [
      await addSession('active', { lastSeen: now, expires: now + DAY }),
      await addSession('idle-1d', { lastSeen: now - idleMs() - DAY, expires: now + DAY }),
      await addSession('revoked-1h', { lastSeen: now - HOUR, expires: now + DAY, revoked: now - HOUR }),
      await addSession('absolute-6d', { lastSeen: now - 6 * DAY, expires: now - 6 * DAY }),
    ];
    const drop = [
      await addSession('idle-8d', { lastSeen: now - idleMs() - 8 * DAY, expires: now + DAY }),
      await addSession('absolute-8d', { lastSeen: now - 7 * DAY, expires: now - 8 * DAY }),
      await addSession('revoked-2d', { lastSeen: now - 2 * DAY, expires: now + DAY, revoked: now - 2 * DAY }),
    ];
    const keepCodes = [await addCode(now + 5 * 60_000), await addCode(now - HOUR, now - HOUR - 60_000)];
    const dropCodes = [await addCode(now - 2 * DAY), await addCode(now - 2 * DAY, now - 2 * DAY - 60_000)];
    await ctx.database.db.insert(rateLimitHits).values([
      { bucket: 'sweep:test', at: new Date(now - 30 * 60_000) },
      { bucket: 'sweep:test', at: new Date(now - 2 * DAY) },
    ]);

    const result = await sweepExpired(ctx.database.db, ctx.deps.config.sessionIdleMinutes, new Date(now));
    expect(result).toEqual({ sessions: 3, codes: 2, rateLimitHits: 1 });

    const left = await sessionHashes();
    for (const h of keep) expect(left.has(h)).toBe(true);
    for (const h of drop) expect(left.has(h)).toBe(false);
    const codes = await codeIds();
    for (const id of keepCodes) expect(codes.has(id)).toBe(true);
    for (const id of dropCodes) expect(codes.has(id)).toBe(false);
    const hits = await ctx.database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, 'sweep:test'));
    expect(hits).toHaveLength(1);

    // Idempotent: a second sweep finds nothing.
    expect(await sweepExpired(ctx.database.db, ctx.deps.config.sessionIdleMinutes, new Date(now))).toEqual({
      sessions: 0,
      codes: 0,
      rateLimitHits: 0,
    });
  });

  it('keeps an expired session for the 440 re-entry prompt within the retention, then forgets it', async () => {
    const c = client(ctx, { ip: '10.31.0.1' });
    const email = `sweep.${randomBytes(4).toString('hex')}@example.com`;
    const reg = await c.post('/api/customer/user/register/', {
      email,
      first_name: 'Sam',
      last_name: 'Sweep',
      phone: '416-555-0177',
      consents: { dealer_data_collection: true },
    });
    expect(reg.status).toBe(201);
    ctx.advance(idleMs() + DAY);
    await sweepExpired(ctx.database.db, ctx.deps.config.sessionIdleMinutes, ctx.deps.now());
    const expired = await c.get('/api/customer/user/current_user/');
    expect(expired.status).toBe(440);
    expect(obj(expired.body).email).toBe(email);

    ctx.advance(SWEEP.expiredSessionRetentionMs);
    const swept = await sweepExpired(ctx.database.db, ctx.deps.config.sessionIdleMinutes, ctx.deps.now());
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    const after = await c.get('/api/customer/user/current_user/');
    expect(after.status).toBe(200);
    expect(after.body).toBeNull();
  });

  it('runs periodically once started, and not after it is stopped', async () => {
    const now = () => ctx.deps.now();
    const first = await addCode(now().getTime() - 2 * DAY);
    const sweeper = startSweeper({
      db: ctx.database.db,
      sessionIdleMinutes: ctx.deps.config.sessionIdleMinutes,
      intervalMs: 40,
      logger: pino({ level: 'silent' }),
      now,
    });
    await vi.waitFor(async () => expect((await codeIds()).has(first)).toBe(false), { timeout: 5000 });
    // A later row is swept by a later tick.
    const second = await addCode(now().getTime() - 2 * DAY);
    await vi.waitFor(async () => expect((await codeIds()).has(second)).toBe(false), { timeout: 5000 });
    await sweeper.stop();
    const third = await addCode(now().getTime() - 2 * DAY);
    await new Promise((r) => setTimeout(r, 200));
    await sweeper.runNow();
    expect((await codeIds()).has(third)).toBe(true);
    await sweepExpired(ctx.database.db, ctx.deps.config.sessionIdleMinutes, now());
  });

  it('is started by the server runtime and stopped by its close()', async () => {
    const stale = await addCode(Date.now() - 2 * DAY);
    const runtime = await createRuntime(
      { ...ctx.deps.config, sweepIntervalMinutes: 15 },
      pino({ level: 'silent' }),
      // The test context owns the database; the runtime must not close it.
      { ...ctx.database, close: async () => {} },
    );
    await vi.waitFor(async () => expect((await codeIds()).has(stale)).toBe(false), { timeout: 5000 });
    await runtime.close();
    const later = await addCode(Date.now() - 2 * DAY);
    await runtime.sweeper.runNow();
    expect((await codeIds()).has(later)).toBe(true);
  });
});
