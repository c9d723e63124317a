/**
 * Pricing load benchmark, part of `pnpm --filter @storefront/server bench` (alone:
 * `pnpm --filter @storefront/server bench:pricing`). Drives POST
 * /api/customer/payment-type/{type}/pricing/ on loopback with autocannon at BENCH_CONNECTIONS
 * (default 50) for BENCH_SECONDS (default 10) per call after a 2 s warm-up, and prints a README table.
 *
 * - The server runs as in production: info-level request logging (to /dev/null), the read caches.
 * - autocannon runs in a worker thread, so the client does not share the server's event loop.
 * - Database: a fresh in-memory PGlite with the demo data, or DATABASE_URL (seeded when empty).
 * - WEB_CONCURRENCY set (1, 2, `auto`; above 1 PostgreSQL only) starts `src/main.ts` as a child
 *   process instead of the in-process server: one process, or the multi-process mode. Unset: the
 *   server runs in this process (its event-loop delay is then measured).
 *
 * Anti-forgery: the cookie and header pair of one anonymous visitor. The signed-in case registers a
 * customer through the API, creates an order and prices it with the session cookie (session and
 * order lookups included). BENCH_ONLY=finance,signed-in runs only the cases whose name starts so.
 * Two more loads run only when BENCH_ONLY names them (`bench/processes.ts` does): `current_user`
 * (GET /api/customer/user/current_user/ with that customer's session) and `document` (a vehicle
 * page's first load: the server-rendered document, no cookie; needs the storefront build). A
 * document that came back without its server render (the render fell back to the client) counts
 * as "not rendered". BENCH_JSON=<file> also writes the rows as JSON.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { and, asc, eq } from 'drizzle-orm';
import { clusterRefusal, webConcurrency } from '../src/cluster.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { dealers, vehicles } from '../src/db/schema.ts';
import { createLogger } from '../src/logger.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { createRuntime } from '../src/server.ts';
import type { BenchRow } from './server.ts';

const seconds = Math.min(60, Number(process.env.BENCH_SECONDS) || 10);
const connections = Math.min(200, Number(process.env.BENCH_CONNECTIONS) || 50);
const logLevel = process.env.BENCH_LOG_LEVEL || 'info';
const processes = webConcurrency(process.env.WEB_CONCURRENCY);
/** The server as a child process (`node src/main.ts`) whenever WEB_CONCURRENCY is given. */
const asChild = processes > 1 || Boolean(process.env.WEB_CONCURRENCY);

const config = { ...loadConfig(), logLevel, host: '127.0.0.1', sweepIntervalMinutes: 0 };
const refusal = clusterRefusal(config, processes);
if (refusal) throw new Error(refusal);

const database = await openDatabase({ url: config.databaseUrl, dataDir: 'memory://' });
await database.migrate();
await seedDemoData(database.db);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startInProcess(): Promise<{ base: string; stop: () => Promise<void> }> {
  const logger = createLogger(logLevel, { dest: '/dev/null' });
  const runtime = await createRuntime(config, logger, database);
  const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.close();
      await runtime.close();
    },
  };
}

async function startChild(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, '..', 'src', 'main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(processes),
      SEED_ON_START: 'false',
      SWEEP_INTERVAL_MINUTES: '0',
      // Each run signs a customer up from loopback: repeated runs on one database pass the default 10.
      SIGN_UPS_PER_IP_PER_HOUR: process.env.SIGN_UPS_PER_IP_PER_HOUR ?? '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    // Up to two minutes: on a busy machine the workers take a while to load.
    if (i > 1200 || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error('the server process did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Every worker has to be listening: give the slower ones a moment.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return {
    base,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await database.close();
    },
  };
}

const target = asChild ? await startChild() : await startInProcess();
const { base } = target;

const first = await fetch(`${base}/api/health`);
let csrf = /sf_csrf=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';

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
    .orderBy(asc(vehicles.id))
    .limit(1);
  if (!v) throw new Error(`no vehicle at ${code}`);
  return v.id;
}

interface Row extends BenchRow {
  /** The server thread's event-loop delay p99 (in-process server only). */
  loopP99: number | null;
  /** Documents answered without their server render (document load only). */
  notRendered: number | null;
}

let session = '';

function cookies(): string {
  return session ? `sf_csrf=${csrf}; sf_session=${session}` : `sf_csrf=${csrf}`;
}

/** One load: a pricing POST, or a GET (current_user, a document). */
interface Load {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  headers: () => Record<string, string>;
  body?: Record<string, unknown>;
  /** A file whose default export judges each answer's body (autocannon's `verifyBody`). */
  verifyBody?: string;
  /** What the first answer must be, checked before the load. */
  check: (status: number, text: string) => boolean;
}

function pricing(name: string, dealer: string, type: string, body: Record<string, unknown>): Load {
  return {
    name,
    path: `/api/customer/payment-type/${type}/pricing/`,
    method: 'POST',
    headers: () => ({
      'Content-Type': 'application/json',
      'X-Dealer-Code': dealer,
      'X-CSRF-Token': csrf,
      Cookie: cookies(),
    }),
    body,
    check: (status) => status === 200,
  };
}

function load(l: Load, duration: number) {
  return autocannon({
    url: `${base}${l.path}`,
    method: l.method,
    connections,
    duration,
    // The client in its own thread (one worker: latencies are its own, not merged histograms).
    workers: 1,
    headers: l.headers(),
    ...(l.body ? { body: JSON.stringify(l.body) } : {}),
    // In workers mode autocannon takes the verifier as a file path (its README); its types know only
    // the function form.
    ...(l.verifyBody ? { verifyBody: l.verifyBody as unknown as autocannon.Options['verifyBody'] } : {}),
  });
}

async function run(l: Load): Promise<Row> {
  console.error(`[bench] ${l.name}`);
  // The first answers may come before the server is warm (a document's first render loads the
  // render entry in each worker, and falls back past its time limit): up to ten tries.
  for (let attempt = 1; ; attempt++) {
    const check = await fetch(`${base}${l.path}`, {
      method: l.method,
      headers: l.headers(),
      ...(l.body ? { body: JSON.stringify(l.body) } : {}),
    });
    const text = await check.text();
    if (l.check(check.status, text)) break;
    if (attempt === 10) throw new Error(`${l.name}: ${check.status} ${text.slice(0, 300)}`);
  }
  await load(l, 2);
  const loop = asChild ? null : monitorEventLoopDelay({ resolution: 1 });
  loop?.enable();
  const result = await load(l, seconds);
  loop?.disable();
  return {
    name: l.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    loopP99: loop ? Math.round(loop.percentile(99) / 1e5) / 10 : null,
    errors: result.errors,
    non2xx: result.non2xx,
    notRendered: l.verifyBody ? result.mismatches : null,
  };
}

const maple = await vehicleOf('maple_motors');
const texas = await vehicleOf('lone_star_motors');

/** Registers a maple_motors customer through the API and creates an order for the vehicle. */
async function signIn(): Promise<number> {
  const headers = {
    'Content-Type': 'application/json',
    'X-Dealer-Code': 'maple_motors',
    'X-CSRF-Token': csrf,
    Cookie: `sf_csrf=${csrf}`,
  };
  const registered = await fetch(`${base}/api/customer/user/register/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `bench.${Date.now()}@example.com`,
      first_name: 'Bench',
      last_name: 'Shopper',
      phone: '416-555-0142',
      postal_code: 'M5V 2T6',
      consents: { dealer_data_collection: true },
    }),
  });
  session = /sf_session=([^;]+)/.exec(registered.headers.getSetCookie().join(';'))?.[1] ?? '';
  const csrfAfter = /sf_csrf=([^;]+)/.exec(registered.headers.getSetCookie().join(';'))?.[1];
  if (!session || registered.status >= 300) throw new Error(`register: ${registered.status}`);
  if (csrfAfter) csrf = csrfAfter;
  const created = await fetch(`${base}/api/customer/order/`, {
    method: 'POST',
    headers: { ...headers, 'X-CSRF-Token': csrf, Cookie: cookies() },
    body: JSON.stringify({ vehicle: maple, payment_type: 'finance' }),
  });
  const order = (await created.json()) as { id?: number };
  if (created.status >= 300 || typeof order.id !== 'number') throw new Error(`order: ${created.status}`);
  return order.id;
}

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name: string) => only.length === 0 || only.some((o) => name.startsWith(o));
const rows: Row[] = [];
const cases: Load[] = [
  pricing('finance, maple_motors (ON), biweekly', 'maple_motors', 'finance', { vehicle: maple }),
  pricing('lease, maple_motors (ON), 2 add-ons', 'maple_motors', 'lease', {
    vehicle: maple,
    term: 36,
    distance_allowance: 24000,
    accessories: [1, 2],
  }),
  pricing('cash, lone_star_motors (TX), trade-in', 'lone_star_motors', 'cash', {
    vehicle: texas,
    trade_in_credit: 1_000_000,
  }),
];
for (const c of cases) if (wanted(c.name)) rows.push(await run(c));
const isServerRendered = createRequire(import.meta.url)('./server-rendered.cjs') as (body: string) => boolean;
/** Loads outside the default run: only when BENCH_ONLY names them. */
const named = (name: string) => only.some((o) => name.startsWith(o));
if (wanted('signed-in') || named('current_user')) {
  const order = await signIn();
  if (wanted('signed-in'))
    rows.push(
      await run(
        pricing('signed-in, finance of an order, maple_motors', 'maple_motors', 'finance', { order }),
      ),
    );
  if (named('current_user'))
    rows.push(
      await run({
        name: 'current_user, signed in (GET /api/customer/user/current_user/)',
        path: '/api/customer/user/current_user/',
        method: 'GET',
        headers: () => ({ 'X-Dealer-Code': 'maple_motors', Cookie: cookies() }),
        check: (status, text) => status === 200 && text.includes('"email"'),
      }),
    );
}
if (named('document'))
  rows.push(
    await run({
      name: `document, a vehicle page's first load (GET /maple_motors/en/conf/${maple}/)`,
      path: `/maple_motors/en/conf/${maple}/`,
      method: 'GET',
      headers: () => ({ Accept: 'text/html' }),
      verifyBody: join(import.meta.dirname, 'server-rendered.cjs'),
      check: (status, text) => status === 200 && isServerRendered(text),
    }),
  );

const mode = processes > 1 ? `${processes} processes` : asChild ? '1 process (src/main.ts)' : '1 process';
console.log(
  `\n${database.kind}, ${mode}, ${connections} connections, ${seconds} s each, log level ${logLevel}, Node ${process.version}\n`,
);
console.log(
  '| load | req/s | p50 ms | p99 ms | server loop delay p99 ms | errors | non-2xx | not rendered |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.loopP99 ?? 'n/a'} | ${r.errors} | ${r.non2xx} | ${r.notRendered ?? 'n/a'} |`,
  );
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ processes, rows }));

await target.stop();
