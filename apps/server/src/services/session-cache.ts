/**
 * Per-process cache of session lookups (session row, user, and the customer a staff session acts
 * as), one per database handle, so that a signed-in request does not query the database.
 *
 * Correctness:
 * - In this process every change is immediate: sign-in rotation, logout, act-as start and end,
 *   user edits and the sweep call `forgetSession` / `forgetUser`, and the next request loads again.
 * - Another process (WEB_CONCURRENCY over PostgreSQL) learns of a change when its entry is older
 *   than `ttlMs` (config `sessionCacheMs`, 2 s by default): a logout there stops the cookie working
 *   here within that time. A concurrent load that started before a `forget` cannot put the old
 *   value back (generation check).
 * - Idle expiry is judged on the in-memory last activity, which survives reloads of the entry; the
 *   database's `last_seen_at` is written at most once per `touchEveryMs` per session (one writer at a
 *   time), so other processes see activity at most that late.
 */
import { deepFreeze } from '../db/read-cache.ts';
import type { SessionRow, UserRow } from '../db/schema.ts';

export interface SessionRecord {
  session: SessionRow;
  user: UserRow;
  actingAs: UserRow | null;
}

interface Entry {
  /** performance.now() when the row was loaded. */
  loadedAt: number;
  generation: number;
  promise: Promise<SessionRecord | null>;
  record: SessionRecord | null | undefined;
}

/** Activity of one session in this process (epoch ms), kept across reloads of its entry. */
export interface Activity {
  seenMs: number;
  writtenMs: number;
}

export class SessionCache {
  readonly ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, Entry>();
  readonly #activity = new Map<string, Activity>();
  #generation = 0;

  constructor(ttlMs: number, maxEntries = 20_000) {
    this.ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** The record of a token hash (null when unknown or revoked), loaded when missing or older than the TTL. */
  get(tokenHash: string, load: () => Promise<SessionRecord | null>): Promise<SessionRecord | null> {
    const now = performance.now();
    const hit = this.#entries.get(tokenHash);
    if (hit && now - hit.loadedAt < this.ttlMs) return hit.promise;
    const generation = this.#generation;
    // Shared by every request of the session: frozen, so a handler cannot change it for the next.
    const entry: Entry = { loadedAt: now, generation, promise: load().then(deepFreeze), record: undefined };
    if (this.ttlMs <= 0) return entry.promise;
    if (!hit && this.#entries.size >= this.#maxEntries) this.#evictOldest();
    this.#entries.set(tokenHash, entry);
    entry.promise.then(
      (record) => {
        entry.record = record;
        // Forgotten while loading: the value may predate the change; do not keep it.
        if (this.#generation !== generation && this.#entries.get(tokenHash) === entry) {
          this.#entries.delete(tokenHash);
        }
      },
      () => {
        if (this.#entries.get(tokenHash) === entry) this.#entries.delete(tokenHash);
      },
    );
    return entry.promise;
  }

  /** The in-memory activity of a session, created from the stored `last_seen_at`. */
  activity(tokenHash: string, storedSeenMs: number): Activity {
    let a = this.#activity.get(tokenHash);
    if (!a) {
      if (this.#activity.size >= this.#maxEntries) {
        const oldest = this.#activity.keys().next();
        if (!oldest.done) this.#activity.delete(oldest.value);
      }
      a = { seenMs: storedSeenMs, writtenMs: storedSeenMs };
      this.#activity.set(tokenHash, a);
    } else if (storedSeenMs > a.seenMs) {
      // Another process saw it later.
      a.seenMs = storedSeenMs;
      a.writtenMs = Math.max(a.writtenMs, storedSeenMs);
    }
    return a;
  }

  forgetSession(tokenHash: string): void {
    this.#generation += 1;
    this.#entries.delete(tokenHash);
    this.#activity.delete(tokenHash);
  }

  /** Drops every entry whose user, or acted-as customer, is `userId` (after an edit of that user). */
  forgetUser(userId: number): void {
    this.#generation += 1;
    for (const [key, entry] of this.#entries) {
      const r = entry.record;
      if (r === undefined || (r && (r.user.id === userId || r.actingAs?.id === userId))) {
        this.#entries.delete(key);
      }
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#activity.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #evictOldest(): void {
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
