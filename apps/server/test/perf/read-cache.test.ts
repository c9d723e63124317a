/**
 * Correctness of the read caches behind the pricing endpoint (dealers, vehicles, payment
 * settings, catalogue): shared loads, invalidation, bounded staleness, frozen values, and answers
 * identical with warm and cold caches. No timing is asserted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clusterRefusal, webConcurrency } from '../../src/cluster.ts';
import { invalidateReadCaches, ReadCache, readCache } from '../../src/db/read-cache.ts';
import { dealPaymentSettings, type VehicleRow, vehicles } from '../../src/db/schema.ts';
import { dealerId, newCar, pickVehicle } from '../deal/helpers.ts';
import { client, createTestContext, obj, type TestContext } from '../helpers.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ReadCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares one load between concurrent misses and freezes the value', async () => {
    const cache = new ReadCache<string, { list: number[]; at: Date }>(1000);
    let loads = 0;
    const gate = deferred<{ list: number[]; at: Date }>();
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    gate.resolve({ list: [1, 2], at: new Date(0) });
    const [x, y] = await Promise.all([a, b]);
    expect(loads).toBe(1);
    expect(x).toBe(y);
    expect(Object.isFrozen(x)).toBe(true);
    expect(Object.isFrozen(x.list)).toBe(true);
    expect(() => x.list.push(3)).toThrow(TypeError);
    expect(await cache.get('k', load)).toBe(x);
    expect(loads).toBe(1);
  });

  it('drops an entry at once on invalidation; a load already running cannot put the old value back', async () => {
    const cache = new ReadCache<string, string>(60_000);
    const slow = deferred<string>();
    const before = cache.get('k', () => slow.promise);
    cache.invalidate('k');
    const after = cache.get('k', async () => 'new');
    slow.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
    cache.invalidate();
    expect(await cache.get('k', async () => 'newest')).toBe('newest');
  });

  it('refreshes in the background after the TTL, and loads before answering past twice the TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const cache = new ReadCache<string, string>(1000);
    let version = 1;
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `v${version}`;
    };
    expect(await cache.get('k', load)).toBe('v1');
    version = 2;
    vi.setSystemTime(1_000_500);
    expect(await cache.get('k', load)).toBe('v1');
    expect(loads).toBe(1);
    // Expired but younger than twice the TTL: the last value answers once, one refresh runs.
    vi.setSystemTime(1_001_500);
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('k', load)).toBe('v1');
    await vi.waitFor(async () => expect(await cache.get('k', load)).toBe('v2'));
    expect(loads).toBe(2);
    // Older than twice the TTL: loaded before answering.
    version = 3;
    vi.setSystemTime(1_010_000);
    expect(await cache.get('k', load)).toBe('v3');
    expect(loads).toBe(3);
  });

  it('does not cache a failed load, and keeps the last value when a refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(2_000_000);
    const cache = new ReadCache<string, string>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'up')).toBe('up');
    vi.setSystemTime(2_001_200);
    expect(await cache.get('k', () => Promise.reject(new Error('down again')))).toBe('up');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', async () => 'later')).toBe('up');
    await vi.waitFor(async () => expect(await cache.get('k', async () => 'later')).toBe('later'));
  });

  it('holds at most maxEntries keys', async () => {
    const cache = new ReadCache<number, number>(60_000, 3);
    for (let i = 0; i < 10; i++) await cache.get(i, async () => i);
    expect(cache.size).toBe(3);
    expect(await cache.get(9, async () => -1)).toBe(9);
    expect(await cache.get(0, async () => -1)).toBe(-1);
  });
});

describe('multi-process mode settings', () => {
  it('reads WEB_CONCURRENCY and refuses several processes over the embedded database', () => {
    expect(webConcurrency(undefined)).toBe(1);
    expect(webConcurrency('3')).toBe(3);
    expect(webConcurrency('auto')).toBeGreaterThanOrEqual(1);
    expect(() => webConcurrency('0')).toThrow(/WEB_CONCURRENCY/);
    expect(() => webConcurrency('two')).toThrow(/WEB_CONCURRENCY/);
    expect(clusterRefusal({ databaseUrl: undefined }, 1)).toBeNull();
    expect(clusterRefusal({ databaseUrl: undefined }, 2)).toMatch(/DATABASE_URL/);
    expect(clusterRefusal({ databaseUrl: 'postgres://localhost/x' }, 2)).toBeNull();
  });
});

describe('pricing over the read caches', () => {
  let ctx: TestContext;
  let car: VehicleRow;
  beforeAll(async () => {
    ctx = await createTestContext();
    car = await pickVehicle(ctx, 'maple_motors', newCar);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const price = (dealer: string, type: string, body: Record<string, unknown>) =>
    client(ctx, { dealer }).post(`/api/customer/payment-type/${type}/pricing/`, body);

  it('answers the same with warm caches as with cold ones', async () => {
    const requests: [string, string, Record<string, unknown>][] = [
      ['maple_motors', 'finance', { vehicle: car.id }],
      [
        'maple_motors',
        'lease',
        { vehicle: car.id, term: 36, distance_allowance: 24000, accessories: [1, 2] },
      ],
      ['maple_motors', 'cash', { vehicle: car.id, trade_in_credit: 1_000_000 }],
    ];
    for (const [dealer, type, body] of requests) {
      invalidateReadCaches(ctx.database.db);
      const cold = await price(dealer, type, body);
      expect(cold.status, cold.text).toBe(200);
      const warm = await price(dealer, type, body);
      expect(warm.status).toBe(200);
      expect(warm.body).toEqual(cold.body);
    }
  });

  it('keeps other dealers’ vehicles out with a warm cache', async () => {
    expect((await price('maple_motors', 'cash', { vehicle: car.id })).status).toBe(200);
    const other = await price('lone_star_motors', 'cash', { vehicle: car.id });
    expect(other.status).toBe(400);
    expect(obj(other.body).vehicle).toEqual(['This vehicle does not exist.']);
  });

  it('shows a vehicle change at once after invalidation', async () => {
    const db = ctx.database.db;
    const before = await price('maple_motors', 'cash', { vehicle: car.id });
    await db
      .update(vehicles)
      .set({ listingPrice: car.listingPrice + 1000 })
      .where(eq(vehicles.id, car.id));
    try {
      invalidateReadCaches(db, ['vehicles']);
      const after = await price('maple_motors', 'cash', { vehicle: car.id });
      expect(after.status).toBe(200);
      expect(obj(after.body).total_purchase_price).not.toBe(obj(before.body).total_purchase_price);
    } finally {
      await db.update(vehicles).set({ listingPrice: car.listingPrice }).where(eq(vehicles.id, car.id));
      invalidateReadCaches(db, ['vehicles']);
    }
    const restored = await price('maple_motors', 'cash', { vehicle: car.id });
    expect(obj(restored.body).total_purchase_price).toBe(obj(before.body).total_purchase_price);
  });

  it('shows a vehicle change without invalidation once the entry is older than twice its TTL', async () => {
    const db = ctx.database.db;
    const before = await price('maple_motors', 'cash', { vehicle: car.id });
    await db
      .update(vehicles)
      .set({ listingPrice: car.listingPrice + 1000 })
      .where(eq(vehicles.id, car.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      const after = await price('maple_motors', 'cash', { vehicle: car.id });
      expect(obj(after.body).total_purchase_price).not.toBe(obj(before.body).total_purchase_price);
    } finally {
      vi.useRealTimers();
      await db.update(vehicles).set({ listingPrice: car.listingPrice }).where(eq(vehicles.id, car.id));
      invalidateReadCaches(db);
    }
  });

  it('shows a payment settings change after invalidation', async () => {
    const db = ctx.database.db;
    const settings = () =>
      client(ctx, { dealer: 'maple_motors' }).get('/api/customer/payment-type/settings/');
    const before = obj((await settings()).body).version;
    const id = await dealerId(ctx, 'maple_motors');
    const [row] = await db.select().from(dealPaymentSettings).where(eq(dealPaymentSettings.dealerId, id));
    if (!row) throw new Error('no payment settings');
    await db
      .update(dealPaymentSettings)
      .set({ version: row.version + 1 })
      .where(eq(dealPaymentSettings.dealerId, id));
    invalidateReadCaches(db, ['paymentSettings']);
    expect(obj((await settings()).body).version).toBe(Number(before) + 1);
  });

  it('registers one cache per name and database handle', () => {
    const db = ctx.database.db;
    expect(readCache(db, 'vehicles', 2000)).toBe(readCache(db, 'vehicles', 2000));
    expect(readCache(db, 'vehicles', 2000)).not.toBe(readCache(db, 'dealers', 5000));
  });
});
