/**
 * In-memory cache of read-mostly rows (dealers, vehicles, payment settings, add-on catalogue), one
 * per database handle and per process.
 *
 * - A value is fresh for `ttlMs`; an edit made by another process or by hand therefore shows
 *   within that time on every process.
 * - Writers in this process call `invalidateReadCaches(db, …)`: the entry is dropped at once and
 *   the next read loads again (a load that was already running cannot put the old value back).
 * - Concurrent misses share one load. Under traffic an expired entry (up to twice the TTL old)
 *   keeps answering while one background load refreshes it, so a TTL expiry does not stall the
 *   requests in flight; an older entry is loaded again before answering.
 * - Cached values are shared by every request: they are frozen so that a handler cannot change
 *   them for the next request.
 */
import type { Db } from './client.ts';

interface Entry<V> {
  at: number;
  promise: Promise<V>;
  /** The loaded value, once the load has finished. */
  settled: { value: V } | null;
  refreshing: boolean;
}

export class ReadCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** The cached value of `key`, or the result of `load()` (then cached). */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    const now = Date.now();
    if (hit) {
      const age = now - hit.at;
      if (age < this.#ttlMs) return hit.promise;
      if (hit.settled && age < 2 * this.#ttlMs) {
        if (!hit.refreshing) this.#refresh(key, hit, load);
        return hit.promise;
      }
    }
    return this.#load(key, load, now);
  }

  /** Drops one key, or every key. */
  invalidate(key?: K): void {
    if (key === undefined) this.#entries.clear();
    else this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  #load(key: K, load: () => Promise<V>, now: number): Promise<V> {
    const promise = load().then(deepFreeze);
    const entry: Entry<V> = { at: now, promise, settled: null, refreshing: false };
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(key)) {
      // Oldest first (insertion order); a bound against unbounded keys, not an LRU.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, entry);
    promise.then(
      (value) => {
        entry.settled = { value };
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return promise;
  }

  #refresh(key: K, stale: Entry<V>, load: () => Promise<V>): void {
    stale.refreshing = true;
    load()
      .then(deepFreeze)
      .then(
        (value) => {
          // Only when nobody invalidated or replaced the entry meanwhile.
          if (this.#entries.get(key) !== stale) return;
          this.#entries.set(key, {
            at: Date.now(),
            promise: Promise.resolve(value),
            settled: { value },
            refreshing: false,
          });
        },
        () => {
          // Keep answering the last value; the next read after the TTL tries again.
          stale.refreshing = false;
        },
      );
  }
}

/** Freezes a loaded value (plain objects and arrays, recursively; dates and buffers stay as they are). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

export type ReadCacheName =
  | 'dealers'
  | 'vehicles'
  | 'paymentSettings'
  | 'catalogue'
  | 'orders'
  | 'identityProviders';

const registry = new WeakMap<Db, Map<ReadCacheName, ReadCache<unknown, unknown>>>();

/** The named cache of a database handle (created on first use). */
export function readCache<K, V>(db: Db, name: ReadCacheName, ttlMs: number): ReadCache<K, V> {
  let caches = registry.get(db);
  if (!caches) {
    caches = new Map();
    registry.set(db, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new ReadCache<unknown, unknown>(ttlMs);
    caches.set(name, cache);
  }
  // One name always holds one key and value type (the owner module's); the registry erases them.
  return cache as ReadCache<K, V>;
}

/**
 * Writers call this after changing cached tables: every named cache (or only `names`) of the
 * database handle forgets its entries in this process.
 */
export function invalidateReadCaches(db: Db, names?: readonly ReadCacheName[]): void {
  const caches = registry.get(db);
  if (!caches) return;
  for (const [name, cache] of caches) if (!names || names.includes(name)) cache.invalidate();
}

/** Drops one key of one named cache of the database handle, in this process. */
export function invalidateReadCache(db: Db, name: ReadCacheName, key: unknown): void {
  registry.get(db)?.get(name)?.invalidate(key);
}

const exclusive = new WeakSet<Db>();

/**
 * Marks a database handle whose every write goes through this process (the embedded PGlite
 * database: one process, one writer). Caches whose invalidation must be exact use it.
 */
export function markExclusiveDatabase(db: Db): void {
  exclusive.add(db);
}

export function isExclusiveDatabase(db: Db): boolean {
  return exclusive.has(db);
}
