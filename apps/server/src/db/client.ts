import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { markExclusiveDatabase } from './read-cache.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', '..', 'drizzle');

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, the embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite data folder, or 'memory://' for an in-memory database. */
  dataDir?: string | undefined;
  /** Maximum pool size for PostgreSQL. */
  poolSize?: number | undefined;
  /**
   * Called when an idle PostgreSQL connection fails (server restart, administrator command). The
   * pool drops that connection and opens another on the next query; without a listener node-postgres
   * would crash the process.
   */
  onIdleError?: ((error: Error) => void) | undefined;
}

/** The advisory lock key of the migrations (any constant; 'sfmg' in ASCII). */
const MIGRATION_LOCK = 0x73666d67;

/**
 * Applies the migrations holding a PostgreSQL advisory lock, so that hosts starting together on one
 * database take turns: the first applies them, the others then find nothing left to apply (without
 * it the second failed on the migrations table the first was creating).
 */
async function migrateLocked(pool: pg.Pool, apply: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await apply();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lock.release();
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateLocked(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const lock = inMemory ? null : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  // One process owns the embedded database: caches invalidated by its writers are exact.
  markExclusiveDatabase(db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
