/**
 * One process against several, over PostgreSQL: `DATABASE_URL=… pnpm --filter @storefront/server
 * bench:processes`. Runs `bench/pricing-load.ts` (the server as `node src/main.ts` in a child
 * process, autocannon in a worker thread, 50 connections) once per mode and round, the modes
 * alternating (1, 2, auto, 1, 2, auto…) so that the machine's other load falls on each alike, with
 * four loads: the anonymous and the signed-in pricing call, `current_user` signed in and a vehicle
 * page's first load (the server-rendered document; build the storefront first). Prints every run
 * with the load average before it, then per load and mode the medians of the rounds (requests/s,
 * p50, p99), the errors and non-2xx summed, and the ratio of each mode's median requests/s to
 * one process's.
 *
 * BENCH_ROUNDS (default 3), BENCH_MODES (default `1,2,auto`; the first is the reference),
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './server.ts';

if (!process.env.DATABASE_URL) throw new Error('bench:processes needs DATABASE_URL (PostgreSQL)');
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const modes = (process.env.BENCH_MODES || '1,2,auto').split(',').filter(Boolean);
const LOADS = 'finance,signed-in,current_user,document';

/** A row of pricing-load.ts's BENCH_JSON. */
type Row = BenchRow & { notRendered: number | null };

const folder = mkdtempSync(join(tmpdir(), 'sf-bench-processes-'));
const runs: { mode: string; round: number; load: string; rows: Row[] }[] = [];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

for (let round = 1; round <= rounds; round++) {
  for (const mode of modes) {
    const before = load();
    const file = join(folder, `${round}-${mode}.json`);
    console.error(`[bench] round ${round}, WEB_CONCURRENCY=${mode}, load average ${before}`);
    const child = spawnSync(process.execPath, [join(import.meta.dirname, 'pricing-load.ts')], {
      env: { ...process.env, WEB_CONCURRENCY: mode, BENCH_ONLY: LOADS, BENCH_JSON: file },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (child.status !== 0)
      throw new Error(`pricing-load.ts (WEB_CONCURRENCY=${mode}) exited ${child.status}`);
    const { rows } = JSON.parse(readFileSync(file, 'utf8')) as { rows: Row[] };
    runs.push({ mode, round, load: before, rows });
  }
}
rmSync(folder, { recursive: true, force: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const label = (mode: string) => (mode === 'auto' ? `auto (${availableParallelism()})` : mode);

console.log(
  `\npostgres, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${rounds} rounds of ${modes.map(label).join(' / ')} processes alternating, ${process.env.BENCH_CONNECTIONS || 50} connections, ${process.env.BENCH_SECONDS || 10} s each, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log('| run | WEB_CONCURRENCY | load average before (1, 5, 15 min) | req/s per load |');
console.log('|---:|---|---|---|');
for (const r of runs)
  console.log(`| ${r.round} | ${label(r.mode)} | ${r.load} | ${r.rows.map((row) => row.rps).join(' / ')} |`);

console.log(
  '\n| load | WEB_CONCURRENCY | req/s (median) | p50 ms | p99 ms | errors | non-2xx | not rendered | req/s ratio to 1 |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
const names = runs[0]?.rows.map((r) => r.name) ?? [];
for (const name of names) {
  let reference = 0;
  for (const mode of modes) {
    const rows = runs
      .filter((r) => r.mode === mode)
      .flatMap((r) => r.rows.filter((row) => row.name === name));
    const rps = median(rows.map((r) => r.rps));
    if (mode === modes[0]) reference = rps;
    const sum = (pick: (r: Row) => number | null) => rows.reduce((s, r) => s + (pick(r) ?? 0), 0);
    const notRendered = rows.some((r) => r.notRendered !== null) ? String(sum((r) => r.notRendered)) : 'n/a';
    console.log(
      `| ${name} | ${label(mode)} | ${rps} | ${median(rows.map((r) => r.p50))} | ${median(rows.map((r) => r.p99))} | ${sum((r) => r.errors)} | ${sum((r) => r.non2xx)} | ${notRendered} | ${reference ? (rps / reference).toFixed(2) : 'n/a'} |`,
    );
  }
}
