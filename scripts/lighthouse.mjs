#!/usr/bin/env node
// Lighthouse benchmark of the built storefront served by the real server (embedded database,
// demo dealers), in Debian's Chromium. Not a test: it prints figures for the README.
//   node scripts/lighthouse.mjs [--runs 3] [--desktop]
// Lighthouse is fetched on demand (npx) so that it is not part of every install.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStorefront, median, root, serveStorefront } from './built-storefront.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const desktop = args.includes('--desktop');
const port = 3222;
const pages = [
  '/maple_motors/en/vehicle-list/',
  '/riviere_auto/fr/vehicle-list/',
  '/lone_star_motors/en/vehicle-list/',
];

buildStorefront();
const { origin, stop } = await serveStorefront(port);

try {
  // The build-and-price page of the first vehicle of the default dealer's list.
  const list = await (await fetch(`${origin}/api/customer/inventory/simple/?page_size=1`)).json();
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
          `${origin}${path}`,
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
  await stop();
}
