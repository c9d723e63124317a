// The server of the load benchmarks (./load.ts, ./documents.ts): in-process on loopback, over a
// fresh in-memory PGlite database with the demo data (or DATABASE_URL), logs silenced.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { createRuntime } from '../src/server.ts';

/** One load's figures, as the benchmarks print them. */
export interface BenchRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function startBenchServer() {
  const config = { ...loadConfig(), logLevel: 'silent', host: '127.0.0.1' };
  const database = await openDatabase({ url: config.databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await seedDemoData(database.db);
  const runtime = await createRuntime(config, pino({ level: 'silent' }), database);
  const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    config,
    kind: database.kind,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      server.close();
      await runtime.close();
    },
  };
}
