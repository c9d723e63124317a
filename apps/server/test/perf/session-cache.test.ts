/**
 * The per-process session cache: every change in this process applies to the next request
 * (logout, rotation at sign-in, act-as start and end, user edits, the sweep), idle expiry still
 * holds while last_seen_at is written at most once a minute, and another process (a second
 * database handle with its own cache) sees a logout within SESSION_CACHE_MS.
 */

import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { sessions } from '../../src/db/schema.ts';
import { hashToken, sessionCache, TOUCH_EVERY_MS } from '../../src/services/sessions.ts';
import { sweepExpired } from '../../src/services/sweep.ts';
import { customer, staffClient } from '../deal/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const me = async (c: Client) => (await c.get('/api/customer/user/current_user/')).body;

/** A second client holding the same session cookie (another tab of the same browser). */
function sameBrowser(c: Client, dealer = 'maple_motors'): Client {
  const twin = client(ctx, { dealer });
  for (const [k, v] of c.jar) twin.jar.set(k, v);
  return twin;
}

async function lastSeen(c: Client): Promise<number> {
  const [row] = await ctx.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(String(c.jar.get('sf_session')))));
  return row?.lastSeenAt.getTime() ?? 0;
}

describe('session cache in this process', () => {
  it('a logout in one tab signs the other tab out on its next request', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const tab = sameBrowser(shopper);
    expect(obj(await me(tab)).email).toBe(shopper.email);
    expect(sessionCache(ctx.database.db, ctx.deps.config).size).toBeGreaterThan(0);
    expect((await shopper.post('/api/customer/user/logout/')).status).toBe(200);
    expect(await me(tab)).toBeNull();
  });

  it('a sign-in rotates the session: the old token is anonymous at once', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const old = sameBrowser(shopper);
    expect(obj(await me(old)).email).toBe(shopper.email);
    await shopper.post('/api/customer/user/send_reentry_code/', { email: shopper.email });
    const code = /\b(\d{6})\b/.exec(ctx.sentMail.at(-1)?.text ?? '')?.[1];
    const verified = await shopper.post('/api/customer/user/verify_reentry_code/', {
      email: shopper.email,
      code,
    });
    expect(verified.status).toBe(200);
    expect(shopper.jar.get('sf_session')).not.toBe(old.jar.get('sf_session'));
    expect(await me(old)).toBeNull();
    expect(obj(await me(shopper)).email).toBe(shopper.email);
  });

  it('act-as start and end show on the next request', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    expect(obj(await me(manager)).email).toBe('manager@maplemotors.example.ca');
    expect((await manager.post(`/api/dealer/users/${shopper.id}/act_as/`)).status).toBe(200);
    expect(obj(await me(manager)).email).toBe(shopper.email);
    expect((await manager.post('/api/customer/user/end_customer_session/')).status).toBe(200);
    expect(obj(await me(manager)).email).toBe('manager@maplemotors.example.ca');
  });

  it('an edit of the user shows on the next request, also to a staff user acting as them', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    await manager.post(`/api/dealer/users/${shopper.id}/act_as/`);
    expect(obj(await me(manager)).first_name).toBe('Alex');
    expect((await shopper.patch(`/api/customer/user/${shopper.id}/`, { first_name: 'Robin' })).status).toBe(
      200,
    );
    expect(obj(await me(shopper)).first_name).toBe('Robin');
    expect(obj(await me(manager)).first_name).toBe('Robin');
  });

  it('a session swept from the table is gone for the next request', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    expect(obj(await me(shopper)).email).toBe(shopper.email);
    const tab = sameBrowser(shopper);
    await shopper.post('/api/customer/user/logout/');
    // Revoked more than a day ago: the sweep deletes it.
    const swept = await sweepExpired(
      ctx.database.db,
      60,
      new Date(ctx.deps.now().getTime() + 2 * 86_400_000),
    );
    expect(swept.sessions).toBeGreaterThan(0);
    expect(await me(tab)).toBeNull();
  });
});

describe('idle expiry with throttled last_seen_at writes', () => {
  it('activity keeps the session; last_seen_at is written at most once a minute; idle still expires it', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const start = await lastSeen(shopper);
    // Six requests, ten seconds apart: active all along, but no write within the minute.
    let moved = 0;
    try {
      for (let i = 0; i < 5; i++) {
        ctx.advance(10_000);
        moved += 10_000;
        expect(obj(await me(shopper)).email).toBe(shopper.email);
      }
      expect(await lastSeen(shopper)).toBe(start);
      ctx.advance(TOUCH_EVERY_MS);
      moved += TOUCH_EVERY_MS;
      expect(obj(await me(shopper)).email).toBe(shopper.email);
      const written = await lastSeen(shopper);
      expect(written).toBeGreaterThan(start);
      // The idle timeout counts from the last request, not from the last write.
      const idle = ctx.deps.config.sessionIdleMinutes * 60_000;
      ctx.advance(idle - 1000);
      moved += idle - 1000;
      expect(obj(await me(shopper)).email).toBe(shopper.email);
      ctx.advance(idle + 1000);
      moved += idle + 1000;
      const expired = await shopper.get('/api/customer/user/current_user/');
      expect(expired.status).toBe(440);
      expect(obj(expired.body).email).toBe(shopper.email);
    } finally {
      ctx.advance(-moved);
    }
  });
});

describe('another process', () => {
  /** A second handle on the same database with its own session cache, as a second process has. */
  function secondProcess(ttlMs: number) {
    const db = ctx.database.db as Db & { $client: unknown };
    const other = (ctx.database.kind === 'pglite'
      ? drizzlePglite({ client: db.$client as PGlite, schema })
      : drizzlePg({ client: db.$client as pg.Pool, schema })) as unknown as Db;
    const app = createApp({
      ...ctx.deps,
      database: { ...ctx.database, db: other },
      config: { ...ctx.deps.config, sessionCacheMs: ttlMs },
    });
    return { ...ctx, app, deps: { ...ctx.deps, config: { ...ctx.deps.config, sessionCacheMs: ttlMs } } };
  }

  it('sees a logout made elsewhere within SESSION_CACHE_MS (bounded staleness)', async () => {
    const ttl = 50;
    const elsewhere = secondProcess(ttl);
    const shopper = await customer(ctx, 'maple_motors');
    const there = client(elsewhere, { dealer: 'maple_motors' });
    for (const [k, v] of shopper.jar) there.jar.set(k, v);
    expect(obj((await there.get('/api/customer/user/current_user/')).body).email).toBe(shopper.email);
    expect((await shopper.post('/api/customer/user/logout/')).status).toBe(200);
    expect(await me(shopper)).toBeNull();
    // The other process may still answer from its cache until its entry is older than the TTL.
    await new Promise((resolve) => setTimeout(resolve, ttl * 3));
    expect((await there.get('/api/customer/user/current_user/')).body).toBeNull();
  });

  it('with SESSION_CACHE_MS=0 it reads the session on every request', async () => {
    const elsewhere = secondProcess(0);
    const shopper = await customer(ctx, 'maple_motors');
    const there = client(elsewhere, { dealer: 'maple_motors' });
    for (const [k, v] of shopper.jar) there.jar.set(k, v);
    expect(obj((await there.get('/api/customer/user/current_user/')).body).email).toBe(shopper.email);
    await shopper.post('/api/customer/user/logout/');
    expect((await there.get('/api/customer/user/current_user/')).body).toBeNull();
  });
});
