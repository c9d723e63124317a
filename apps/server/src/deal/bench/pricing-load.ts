/**
 * Pricing load benchmark: `node src/deal/bench/pricing-load.ts` in apps/server. Starts the server
 * in-process on loopback over a fresh in-memory PGlite database with the demo data (or
 * DATABASE_URL), then drives POST /api/customer/payment-type/{type}/pricing/ with autocannon at
 * BENCH_CONNECTIONS (default 50) for BENCH_SECONDS (default 10) per call, and prints a README table.
 * Anti-forgery: the cookie and header pair of one visitor.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { dealers, vehicles } from '../../db/schema.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createRuntime } from '../../server.ts';

const seconds = Math.min(60, Number(process.env.BENCH_SECONDS) || 10);
const connections = Math.min(200, Number(process.env.BENCH_CONNECTIONS) || 50);

const config = { ...loadConfig(), logLevel: 'silent', host: '127.0.0.1' };
const database = await openDatabase({ url: config.databaseUrl, dataDir: 'memory://' });
await database.migrate();
await seedDemoData(database.db);
const runtime = await createRuntime(config, pino({ level: 'silent' }), database);
const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;

const first = await fetch(`${base}/api/health`);
const csrf = /sf_csrf=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';

async function vehicleOf(code: string): Promise<number> {
  const [d] = await database.db.select().from(dealers).where(eq(dealers.code, code));
  const [v] = await database.db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.dealerId, d?.id ?? 0),
        eq(vehicles.vehicleCondition, 'new'),
        eq(vehicles.stockStatus, 'in stock'),
      ),
    )
    .limit(1);
  if (!v) throw new Error(`no vehicle at ${code}`);
  return v.id;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(name: string, dealer: string, type: string, body: Record<string, unknown>): Promise<Row> {
  const result = await autocannon({
    url: `${base}/api/customer/payment-type/${type}/pricing/`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: {
      'Content-Type': 'application/json',
      'X-Dealer-Code': dealer,
      'X-CSRF-Token': csrf,
      Cookie: `sf_csrf=${csrf}`,
    },
    body: JSON.stringify(body),
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const maple = await vehicleOf('maple_motors');
const texas = await vehicleOf('lone_star_motors');
const rows = [
  await run('finance, maple_motors (ON), biweekly', 'maple_motors', 'finance', { vehicle: maple }),
  await run('lease, maple_motors (ON), 2 add-ons', 'maple_motors', 'lease', {
    vehicle: maple,
    term: 36,
    distance_allowance: 24000,
    accessories: [1, 2],
  }),
  await run('cash, lone_star_motors (TX), trade-in', 'lone_star_motors', 'cash', {
    vehicle: texas,
    trade_in_credit: 1_000_000,
  }),
];

console.log(`\n${database.kind}, ${connections} connections, ${seconds} s each, Node ${process.version}\n`);
console.log(
  '| POST /api/customer/payment-type/{type}/pricing/ | req/s | p50 ms | p99 ms | errors | non-2xx |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);

server.close();
await runtime.close();
