#!/usr/bin/env node
// Bundle-size budgets of the storefront: the gzip size of the JavaScript a page loads up front, read
// from a finished build (apps/storefront/dist): the entry (index.html) with every chunk it imports
// statically, plus what the server's boot document preloads for the page's route (its lazy chunks,
// from dist/boot-plan.json) and one locale's message packs it is sent with. Fails above a page's budget.
//   node scripts/check-bundle-size.mjs [--dist apps/storefront/dist] [--verbose]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * kB gzip (1000 bytes) per page: the targets the architecture issue set (vehicle list 135, vehicle page
 * 145), under the product goal of 150 kB (apps/storefront/README.md). A change that needs more makes
 * room first (a lazy chunk of its own, or a cut elsewhere in the first load).
 */
export const BUDGETS_KB = {
  'vehicle list': { route: '/vehicle-list/', kB: 135 },
  'build-and-price (vehicle page)': { route: '/conf/:id/', kB: 145 },
};

/** One locale's messages are loaded at start; en-US stands for the three (same keys, same packs). */
const LOCALE = 'en-US';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = distArg >= 0 ? args[distArg + 1] : join(root, 'apps/storefront/dist');

/** The chunks a manifest key loads: itself and its static imports, recursively. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  seen.add(key);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** Files of the JavaScript a route loads up front: the entry's closure, the route's and the locale's preloads. */
export function upFrontFiles(manifest, plan, route) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const files = new Set(
    [...staticClosure(manifest, entry)].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')),
  );
  const planned = plan.routes.find((r) => r.path === route);
  if (!planned) throw new Error(`${route} is not in the boot plan (renamed? update BUDGETS_KB)`);
  const locale = plan.locales[LOCALE];
  if (!locale) throw new Error(`the boot plan has no ${LOCALE} messages`);
  // The message packs the route's server-rendered document is sent with (every pack when it names none).
  const packs = (planned.messages ?? Object.keys(locale)).map((pack) => locale[pack]);
  if (packs.some((pack) => !pack)) throw new Error(`${route}: a message pack is not in the boot plan`);
  for (const href of [...planned.modules, ...packs.flatMap((pack) => pack.modules)])
    files.add(href.replace(/^\//, ''));
  return [...files];
}

function main() {
  let manifest;
  let plan;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
    plan = JSON.parse(readFileSync(join(dist, 'boot-plan.json'), 'utf8'));
  } catch (error) {
    console.error(
      `bundle size: no Vite manifest or boot plan in ${dist} (build first: vite build)`,
      String(error),
    );
    process.exit(1);
  }
  const kB = (n) => (n / 1000).toFixed(1);
  let failed = false;
  for (const [page, { route, kB: budget }] of Object.entries(BUDGETS_KB)) {
    const rows = upFrontFiles(manifest, plan, route).map((file) => {
      const bytes = readFileSync(join(dist, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    rows.sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, r) => sum + r.gzip, 0);
    const raw = rows.reduce((sum, r) => sum + r.raw, 0);
    if (args.includes('--verbose'))
      for (const r of rows) console.log(`${kB(r.gzip).padStart(7)} kB  ${r.file}`);
    const line = `${page} up-front JS: ${kB(total)} kB gzip (${kB(raw)} kB raw, ${rows.length} files); budget ${budget} kB`;
    if (total > budget * 1000) {
      console.error(`bundle size over budget: ${line}`);
      failed = true;
    } else console.log(line);
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
