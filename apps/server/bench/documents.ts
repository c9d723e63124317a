/**
 * Documents under load: `pnpm --filter @storefront/server bench:documents` (build the storefront
 * first: its dist holds the server render entry). Starts the server in-process on loopback over a
 * fresh in-memory PGlite database with the demo data, then for BENCH_SECONDS (default 10):
 * BENCH_CONNECTIONS (default 8) connections ask for server-rendered vehicle-list documents while one
 * more connection calls the API (the home dealership), both with autocannon. Prints the documents'
 * throughput and latency and the API call's latency beside them: what a render costs the server's
 * other requests.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './server.ts';

const seconds = Math.min(60, Number(process.env.BENCH_SECONDS) || 10);
const connections = Math.min(100, Number(process.env.BENCH_CONNECTIONS) || 8);

const { base, kind, config, close } = await startBenchServer();
if (!existsSync(join(config.storefrontDist, '.ssr', 'entry-server.js'))) {
  await close();
  throw new Error(`no server render entry in ${config.storefrontDist}: build the storefront first`);
}

const DOCUMENT = '/maple_motors/en/vehicle-list/';
// Warm-up: the first document loads the render entry (and the workers).
for (let i = 0; i < 20; i++) {
  const html = await (await fetch(`${base}${DOCUMENT}`)).text();
  if (i === 0 && !html.includes('data-testid="vehicle-card"'))
    throw new Error('the vehicle list is not server-rendered');
}

const [documents, api] = await Promise.all([
  autocannon({ url: `${base}${DOCUMENT}`, connections, duration: seconds }),
  autocannon({
    url: `${base}/api/customer/dealership/home-dealership/`,
    connections: 1,
    duration: seconds,
    headers: { 'X-Dealer-Code': 'maple_motors' },
  }),
]);

console.log(`\n${kind}, ${seconds} s, Node ${process.version}\n`);
console.log('| load | req/s | p50 ms | p99 ms | errors | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, r] of [
  [`${DOCUMENT} documents, ${connections} connections`, documents],
  ['GET home-dealership beside them, 1 connection', api],
] as const)
  console.log(
    `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors} | ${r.non2xx} |`,
  );

await close();
