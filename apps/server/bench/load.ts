/**
 * Load benchmark: `pnpm --filter @storefront/server bench`. Starts the server in-process on loopback
 * over a fresh in-memory PGlite database with the demo data (or DATABASE_URL), signs a customer in,
 * then drives current_user and an inventory read with autocannon for a bounded time each.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune it.
 */
import autocannon from 'autocannon';
import { type BenchRow, startBenchServer } from './server.ts';

const seconds = Math.min(60, Number(process.env.BENCH_SECONDS) || 10);
const connections = Math.min(100, Number(process.env.BENCH_CONNECTIONS) || 10);

const { base, kind, close } = await startBenchServer();

// Sign a customer in, as a browser would: anti-forgery cookie first, then register.
const first = await fetch(`${base}/api/health`);
const csrf = /sf_csrf=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
const registered = await fetch(`${base}/api/customer/user/register/`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, Cookie: `sf_csrf=${csrf}` },
  body: JSON.stringify({
    email: 'bench@example.com',
    first_name: 'Bench',
    last_name: 'Mark',
    phone: '416-555-0100',
    consents: { dealer_data_collection: true },
  }),
});
const cookies = registered.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
if (registered.status !== 201) throw new Error(`sign-in failed: ${registered.status}`);

type Row = BenchRow;

async function run(name: string, path: string, headers: Record<string, string>): Promise<Row> {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const rows = [
  await run('GET /api/customer/user/current_user/ (signed in)', '/api/customer/user/current_user/', {
    Cookie: cookies,
  }),
  await run(
    'GET /api/customer/inventory/simple/?page_size=20',
    '/api/customer/inventory/simple/?page_size=20',
    {
      'X-Dealer-Code': 'maple_motors',
    },
  ),
  await run('GET /api/customer/inventory/{id}/', '/api/customer/inventory/1/', {
    'X-Dealer-Code': 'maple_motors',
  }),
];

console.log(`\n${kind}, ${connections} connections, ${seconds} s each, Node ${process.version}\n`);
console.log('| call | req/s | p50 ms | p99 ms | errors | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);

await close();
