#!/usr/bin/env node
// Bundle-size budget of the storefront: the gzip size of the JavaScript that the vehicle list loads up
// front, read from the Vite manifest of a finished build (apps/storefront/dist/.vite/manifest.json).
// Up front = the entry (index.html) and every chunk it imports statically (modulepreloaded), plus the
// lazy chunks the vehicle list always loads at start (its route chunk, the messages of one locale) and
// their static imports. Fails above the budget.
//   node scripts/check-bundle-size.mjs [--dist apps/storefront/dist]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** kB gzip (1000 bytes): what the vehicle list achieved, rounded up by about 5 kB. */
export const BUDGET_KB = 216;

/** Sources of the lazy chunks that the vehicle list loads at start, besides the entry's imports. */
export const UP_FRONT_LAZY = [
  'src/features/inventory/VehicleListPage.tsx',
  // One locale's messages are loaded at start; en-US stands for the three (same keys).
  'src/shared/i18n/messages/en-US.ts',
];

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

/** Files of the JavaScript loaded up front by the vehicle list. */
export function upFrontFiles(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const keys = staticClosure(manifest, entry);
  for (const source of UP_FRONT_LAZY) {
    if (manifest[source]) staticClosure(manifest, source, keys);
    else throw new Error(`${source} is not a chunk of the build (renamed? update UP_FRONT_LAZY)`);
  }
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function main() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch (error) {
    console.error(`bundle size: no Vite manifest in ${dist} (build first: vite build)`, String(error));
    process.exit(1);
  }
  const rows = upFrontFiles(manifest).map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const raw = rows.reduce((sum, r) => sum + r.raw, 0);
  const kB = (n) => (n / 1000).toFixed(1);
  if (args.includes('--verbose'))
    for (const r of rows) console.log(`${kB(r.gzip).padStart(7)} kB  ${r.file}`);
  const line = `vehicle list up-front JS: ${kB(total)} kB gzip (${kB(raw)} kB raw, ${rows.length} files); budget ${BUDGET_KB} kB`;
  if (total > BUDGET_KB * 1000) {
    console.error(`bundle size over budget: ${line}`);
    process.exit(1);
  }
  console.log(line);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
