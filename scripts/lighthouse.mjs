#!/usr/bin/env node
// Lighthouse benchmark of the built storefront served by the real server (embedded database,
// demo dealers), in Debian's Chromium. Not a test: it prints figures for the README.
//   node scripts/lighthouse.mjs [--runs 3] [--desktop]
// Lighthouse is fetched on demand (npx) so that it is not part of every install.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const desktop = args.includes('--desktop');
const port = 3222;
const pages = [
  '/maple_motors/en/vehicle-list/',
  '/riviere_auto/fr/vehicle-list/',
  '/lone_star_motors/en/vehicle-list/',
];

const storefront = join(root, 'apps/storefront');
const build = spawnSync(join(storefront, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
  cwd: storefront,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-lh-'));
const server = spawn(process.execPath, [join(root, 'apps/server/src/main.ts')], {
  cwd: join(root, 'apps/server'),
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

try {
  await waitForHealth();
  // The build-and-price page of the first vehicle of the default dealer's list.
  const list = await (
    await fetch(`http://127.0.0.1:${port}/api/customer/inventory/simple/?page_size=1`)
  ).json();
  const vehicleId = list.results?.[0]?.id;
  if (vehicleId) pages.push(`/maple_motors/en/conf/${vehicleId}/`);
  // Reports go to .reports/lighthouse (or LIGHTHOUSE_OUT; the test command empties .reports).
  const out = process.env.LIGHTHOUSE_OUT ?? join(root, '.reports', 'lighthouse');
  mkdirSync(out, { recursive: true });
  const rows = [];
  for (const path of pages) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const file = join(out, `${path.replaceAll('/', '_')}-${run}.json`);
      const lh = spawnSync(
        'npx',
        [
          '-y',
          'lighthouse@13.5.0',
          `http://127.0.0.1:${port}${path}`,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
          ...(desktop ? ['--preset=desktop'] : []),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
      );
      if (lh.status !== 0) throw new Error(`lighthouse failed on ${path}`);
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const c = report.categories;
      const a = report.audits;
      samples.push({
        performance: c.performance.score * 100,
        accessibility: c.accessibility.score * 100,
        bestPractices: c['best-practices'].score * 100,
        seo: c.seo.score * 100,
        lcp: a['largest-contentful-paint'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
      });
    }
    const m = (k) => median(samples.map((s) => s[k]));
    rows.push({ path, ...Object.fromEntries(Object.keys(samples[0]).map((k) => [k, m(k)])) });
  }
  console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'} preset, median of ${runs} run(s) per page`);
  console.log('page | perf | a11y | best practices | SEO | LCP ms | CLS | TBT ms');
  for (const r of rows)
    console.log(
      `${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)}`,
    );
} finally {
  stop();
}
