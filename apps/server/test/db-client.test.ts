import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { freshPostgres } from './helpers.ts';

const url = process.env.TEST_DATABASE_URL;
type Rows = { rows: Array<Record<string, unknown>> };

describe.runIf(url)('PostgreSQL pool', () => {
  it('reports an idle connection killed by the server instead of crashing, then keeps answering', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({ url, poolSize: 1, onIdleError: (error) => errors.push(error) });
    const first = (await database.db.execute('select pg_backend_pid() as pid')) as Rows;
    const pid = Number(first.rows[0]?.pid);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    for (let i = 0; i < 50 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(errors.map((e) => (e as Error & { code?: string }).code)).toEqual(['57P01']);
    const again = (await database.db.execute('select 1 as one')) as Rows;
    expect(Number(again.rows[0]?.one)).toBe(1);
    await database.close();
  });
});

describe.runIf(url)('PostgreSQL migrations from several hosts', () => {
  it('two hosts starting together on an empty database both apply the migrations without error, once', async () => {
    const fresh = await freshPostgres(String(url));
    const hosts = await Promise.all([1, 2, 3].map(() => openDatabase({ url: fresh.url, poolSize: 2 })));
    try {
      const results = await Promise.allSettled(hosts.map((h) => h.migrate()));
      expect(results.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual([]);
      const applied = (await hosts[0]?.db.execute(
        'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
      )) as Rows;
      expect(applied.rows[0]?.n).toBe(applied.rows[0]?.d);
      expect(Number(applied.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      for (const h of hosts) await h.close();
      await fresh.drop();
    }
  });
});
