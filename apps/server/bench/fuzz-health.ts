/**
 * The health check beside the fuzz: `pnpm --filter @storefront/server bench:fuzz-health`. Starts the
 * server in-process on loopback over a fresh in-memory PGlite database with the demo data (or
 * DATABASE_URL), then, for BENCH_SECONDS (default 10) each:
 *
 * 1. idle: one connection calls `GET /api/health` back to back;
 * 2. fuzzed: the same, while one connection sends the worst bodies of issue 16 (16,000 levels of
 *    nesting) back to back and FUZZ_CONNECTIONS (default 4) more send the fuzz suite's inputs
 *    (test/zod-arbitrary.ts) to every operation of the platform (its OPS), as an anonymous visitor, a
 *    customer and a staff member: bodies nested 16,000 levels deep in 96 KB (the worst body of issue
 *    16), bodies of the wrong type and valid ones with hostile strings, NUL bytes and ids past 32 bits
 *    in path parameters and query strings.
 *
 * Prints the health check's median, p95 and slowest answer in each phase, and the fuzz's requests and
 * answers by status (a 5xx is a defect). The acceptance of issue 16 asks for a health check within
 * 100 ms while the worst body is processed: a figure of the machine, measured here rather than
 * asserted in a test.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { OPS, type Op } from '../src/modules/platform/openapi.ts';
import {
  HOSTILE_PATH_VALUES,
  hostileQueryValue,
  nestedJson,
  validArbitrary,
  wrongArbitrary,
} from '../test/zod-arbitrary.ts';
import { startBenchServer } from './server.ts';

const seconds = Math.min(60, Number(process.env.BENCH_SECONDS) || 10);
const connections = Math.min(32, Number(process.env.FUZZ_CONNECTIONS) || 4);
/** The worst bodies of issue 16: 16,000 levels (96 KB of objects), under the 100 KB body limit. */
const DEPTH = 16_000;
const WORST = [
  `{"feedback":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`,
  `{"feedback":${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}}`,
];

const { base, kind, close } = await startBenchServer();

/** A browser-like session: the anti-forgery cookie, then whatever signs it in. */
async function session(signIn?: { path: string; body: unknown }): Promise<Record<string, string>> {
  const first = await fetch(`${base}/api/health`);
  const csrf = /sf_csrf=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
  const headers: Record<string, string> = {
    'X-Dealer-Code': 'maple_motors',
    'X-CSRF-Token': csrf,
    Cookie: `sf_csrf=${csrf}`,
  };
  if (!signIn) return headers;
  const res = await fetch(`${base}${signIn.path}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(signIn.body),
  });
  if (res.status >= 300) throw new Error(`sign-in at ${signIn.path} failed: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { ...headers, Cookie: [headers.Cookie, ...cookies].join('; ') };
}

const visitors = [
  await session(),
  await session({
    path: '/api/customer/user/register/',
    body: {
      email: 'fuzz.bench@example.com',
      first_name: 'Fuzz',
      last_name: 'Bench',
      phone: '416-555-0100',
      consents: { dealer_data_collection: true },
    },
  }),
  await session({
    path: '/api/dealer/auth/login/',
    body: { email: 'manager@maplemotors.example.ca', password: 'demo-staff-2026' },
  }),
];

interface FuzzRequest {
  method: string;
  path: string;
  body: string | undefined;
  visitor: number;
}

/** One request of the fuzz for an operation: hostile path and query values, a hostile body. */
function requestsOf(op: Op): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .constantFrom('1', ...HOSTILE_PATH_VALUES)
    .map((value) => op.path.replace(/\{[^}]+\}/g, value));
  const keys = Object.keys(op.query?.shape ?? {});
  const query = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), hostileQueryValue, { maxKeys: 4 })
    : fc.constant({});
  const schema = op.body as z.core.$ZodType | undefined;
  const body: fc.Arbitrary<string | undefined> = schema
    ? fc.oneof(
        fc.constantFrom(...WORST, nestedJson(DEPTH)),
        wrongArbitrary(schema).map((v) => JSON.stringify(v)),
        validArbitrary(schema).map((v) => JSON.stringify(v)),
      )
    : fc.constant(undefined);
  return fc.record({ path, query, body, visitor: fc.nat(visitors.length - 1) }).map((r) => {
    const qs = new URLSearchParams(r.query as Record<string, string>).toString();
    return {
      method: op.method.toUpperCase(),
      path: qs ? `${r.path}?${qs}` : r.path,
      body: op.method === 'get' ? undefined : r.body,
      visitor: r.visitor,
    };
  });
}

const pool = fc.sample(fc.oneof(...OPS.filter((op) => op.path !== '/api/health').map(requestsOf)), {
  numRuns: 3000,
  seed: 16,
});

const statuses = new Map<number, number>();
let fuzzed = 0;
let worst = 0;
const fiveHundreds = new Set<string>();

async function fuzzer(start: number, until: number): Promise<void> {
  for (let i = start; performance.now() < until; i += connections) {
    const r = pool[i % pool.length] as FuzzRequest;
    const headers = {
      ...visitors[r.visitor],
      ...(r.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    };
    const res = await fetch(`${base}${r.path}`, { method: r.method, headers, body: r.body });
    await res.arrayBuffer();
    fuzzed += 1;
    if ((r.body?.length ?? 0) > 30_000) worst += 1;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500) fiveHundreds.add(`${r.method} ${r.path.slice(0, 80)} -> ${res.status}`);
  }
}

/** One more connection sends nothing but the worst bodies, so that one is always being processed. */
async function worstBodies(until: number): Promise<void> {
  const headers = { ...visitors[0], 'Content-Type': 'application/json' };
  for (let i = 0; performance.now() < until; i++) {
    const res = await fetch(`${base}/api/customer/bounce-recovery/`, {
      method: 'POST',
      headers,
      body: WORST[i % WORST.length],
    });
    await res.arrayBuffer();
    fuzzed += 1;
    worst += 1;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500) fiveHundreds.add(`POST bounce-recovery (worst body) -> ${res.status}`);
  }
}

async function healthChecks(until: number): Promise<number[]> {
  const ms: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health check answered ${res.status}`);
    ms.push(performance.now() - started);
  }
  return ms;
}

function figures(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

// Warm-up: the first answers of each route compile their code paths.
await Promise.all([healthChecks(performance.now() + 1000), fuzzer(0, performance.now() + 1000)]);
statuses.clear();
fuzzed = 0;
worst = 0;

const idle = figures(await healthChecks(performance.now() + seconds * 1000));
const until = performance.now() + seconds * 1000;
const [busyMs] = await Promise.all([
  healthChecks(until),
  worstBodies(until),
  ...Array.from({ length: connections }, (_, i) => fuzzer(i, until)),
]);
const busy = figures(busyMs);

const f = (n: number) => n.toFixed(1);
console.log(
  `\n${kind}, ${seconds} s a phase, ${connections} fuzz connections and one of worst bodies, Node ${process.version}\n`,
);
console.log('| GET /api/health | checks | p50 ms | p95 ms | slowest ms |');
console.log('|---|---:|---:|---:|---:|');
console.log(`| idle | ${idle.n} | ${f(idle.p50)} | ${f(idle.p95)} | ${f(idle.max)} |`);
console.log(`| while the fuzz runs | ${busy.n} | ${f(busy.p50)} | ${f(busy.p95)} | ${f(busy.max)} |`);
console.log(
  `\nfuzz: ${fuzzed} requests (${Math.round(fuzzed / seconds)}/s), ${worst} of them 16,000-level bodies; answers ${[
    ...statuses,
  ]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(', ')}`,
);
if (fiveHundreds.size) console.log(`5xx answers (defects):\n${[...fiveHundreds].join('\n')}`);

await close();
process.exitCode = fiveHundreds.size ? 1 : 0;
