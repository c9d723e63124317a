#!/usr/bin/env node
// Lighthouse benchmark of the built storefront served by the real server (embedded database,
// demo dealers), in Debian's Chromium. Not a test: it prints figures for the README.
//   node scripts/lighthouse.mjs [--runs 3] [--desktop] [--no-build] [--baseline <another checkout>]
// With --baseline, the other checkout (a clone or worktree with its dependencies installed) is built
// and served too, its runs alternate with this one's, and each figure is printed beside the
// baseline's with their ratio.
// Lighthouse is fetched on demand (npx) so that it is not part of every install (lighthouse-run.mjs).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { median, ratio, root, serveCheckouts } from './built-storefront.mjs';
import { lighthouse } from './lighthouse-run.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const desktop = args.includes('--desktop');
const pages = [
  '/maple_motors/en/vehicle-list/',
  '/riviere_auto/fr/vehicle-list/',
  '/lone_star_motors/en/vehicle-list/',
];

const { checkouts, baseline, stop } = await serveCheckouts(args, 3222);

try {
  // The build-and-price page of the first vehicle of the default dealer's list.
  if (checkouts[0].vehicleId) pages.push(`/maple_motors/en/conf/${checkouts[0].vehicleId}/`);
  // Reports go to .reports/lighthouse (or LIGHTHOUSE_OUT; the test command empties .reports).
  const out = process.env.LIGHTHOUSE_OUT ?? join(root, '.reports', 'lighthouse');
  mkdirSync(out, { recursive: true });
  const rows = [];
  for (const path of pages) {
    const samples = checkouts.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [i, checkout] of checkouts.entries()) {
        const own = path.replace(`/conf/${checkouts[0].vehicleId}/`, `/conf/${checkout.vehicleId}/`);
        const file = join(out, `${checkout.name}${path.replaceAll('/', '_')}-${run}.json`);
        samples[i].push(await lighthouse(`${checkout.origin}${own}`, file, { desktop }));
      }
    }
    const medians = samples.map((s) =>
      Object.fromEntries(Object.keys(s[0]).map((k) => [k, median(s.map((x) => x[k]))])),
    );
    rows.push({ path, medians });
  }
  console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'} preset, median of ${runs} run(s) per page`);
  const cells = (r) =>
    `${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)}`;
  if (baseline) {
    console.log(`baseline: ${baseline}`);
    console.log('page | build | perf | a11y | best practices | SEO | LCP ms | CLS | TBT ms');
    for (const { path, medians } of rows) {
      console.log(`${path} | this | ${cells(medians[0])}`);
      console.log(`${path} | baseline | ${cells(medians[1])}`);
      console.log(
        `${path} | ratio | | | | | ${ratio(medians[0].lcp, medians[1].lcp)} | | ${ratio(medians[0].tbt, medians[1].tbt)}`,
      );
    }
  } else {
    console.log('page | perf | a11y | best practices | SEO | LCP ms | CLS | TBT ms');
    for (const { path, medians } of rows) console.log(`${path} | ${cells(medians[0])}`);
  }
} finally {
  await stop();
}
