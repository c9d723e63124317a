#!/usr/bin/env node
// Where the bytes of a page's first load come from: for each up-front chunk of the pages that
// scripts/check-bundle-size.mjs budgets, the bytes per source module, largest first, read from the
// chunk's source map (the build writes one beside every chunk: apps/storefront/vite.config.ts).
//   node scripts/bundle-attribution.mjs [--dist apps/storefront/dist] [--top 25] [--json]
//
// What it counts: the MINIFIED bytes (UTF-8) of the chunk that the source map attributes to each
// original module: every mapping segment owns the text from its generated column to the next segment
// (or the end of the line); text before a line's first segment, and segments without a source, are
// "(unmapped)" (the bundler's glue: import/export lists, chunk headers). The gzip column is an
// estimate: the chunk's real gzip size (level 9, as the budget check) shared out in proportion to the
// minified bytes; a module's gzip cost alone depends on its neighbours, so measure a cut with the
// budget check itself.
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { BUDGETS_KB, upFrontFiles } from './check-bundle-size.mjs';

export const UNMAPPED = '(unmapped)';

/**
 * Minified bytes per source module of one generated file.
 * @param {string} code the generated (minified) code
 * @param {object | string} map its source map (v3)
 * @returns {Map<string, number>} source (as the map names it, after its sourceRoot) to bytes
 */
export function bytesPerSource(code, map) {
  const consumer = new SourceMapConsumer(typeof map === 'string' ? JSON.parse(map) : map);
  const lines = code.split('\n');
  /** segments[line] = [{ column, source }] in generated order */
  const segments = lines.map(() => []);
  consumer.eachMapping(
    (m) => {
      const line = segments[m.generatedLine - 1];
      if (line) line.push({ column: m.generatedColumn, source: m.source ?? UNMAPPED });
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const totals = new Map();
  const add = (source, text) => {
    if (!text) return;
    totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text, 'utf8'));
  };
  lines.forEach((text, index) => {
    const line = segments[index];
    // The newline belongs to the line it ends (the last line has none).
    const full = index < lines.length - 1 ? `${text}\n` : text;
    if (line.length === 0) {
      add(UNMAPPED, full);
      return;
    }
    line.sort((a, b) => a.column - b.column);
    add(UNMAPPED, full.slice(0, line[0].column));
    line.forEach((segment, i) => {
      const end = i + 1 < line.length ? line[i + 1].column : full.length;
      add(segment.source, full.slice(segment.column, end));
    });
  });
  return totals;
}

/** A module's name for people: its path under the repository, or its package for a dependency. */
export function moduleName(source, repoRoot) {
  const path = source.replace(/^file:\/\//, '');
  const store = path.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (store) return `${store[1]}/${store[2]}`;
  const plain = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (plain) return `${plain[1]}/${plain[2]}`;
  return path.startsWith('/') ? relative(repoRoot, path) : path;
}

/** Rows of one chunk: `{ module, bytes, gzip }`, largest first, and the chunk's own totals. */
export function attributeChunk(code, map, { chunkFile, repoRoot }) {
  const gzip = gzipSync(Buffer.from(code), { level: 9 }).length;
  const raw = Buffer.byteLength(code, 'utf8');
  const mapDir = dirname(chunkFile);
  const merged = new Map();
  for (const [source, bytes] of bytesPerSource(code, map)) {
    const absolute = source === UNMAPPED || source.startsWith('/') ? source : join(mapDir, source);
    const name = source === UNMAPPED ? UNMAPPED : moduleName(absolute, repoRoot);
    merged.set(name, (merged.get(name) ?? 0) + bytes);
  }
  const rows = [...merged]
    .map(([module, bytes]) => ({ module, bytes, gzip: Math.round((bytes / raw) * gzip) }))
    .sort((a, b) => b.bytes - a.bytes || a.module.localeCompare(b.module));
  return { raw, gzip, rows };
}

function main() {
  const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const dist = option('--dist', join(repoRoot, 'apps/storefront/dist'));
  const top = Number(option('--top', 25));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const plan = JSON.parse(readFileSync(join(dist, 'boot-plan.json'), 'utf8'));
  const report = {};
  const seen = new Map();
  for (const [page, { route }] of Object.entries(BUDGETS_KB)) {
    report[page] = {};
    for (const file of upFrontFiles(manifest, plan, route)) {
      if (!seen.has(file)) {
        const chunkFile = join(dist, file);
        const code = readFileSync(chunkFile, 'utf8');
        let map;
        try {
          map = readFileSync(`${chunkFile}.map`, 'utf8');
        } catch {
          throw new Error(`${file} has no source map beside it (build with sourcemap: true)`);
        }
        seen.set(file, attributeChunk(code, map, { chunkFile, repoRoot }));
      }
      report[page][file] = seen.get(file);
    }
  }
  if (args.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const pad = (n, w) => String(n).padStart(w);
  for (const [page, chunks] of Object.entries(report)) {
    console.log(`\n== ${page}`);
    for (const [file, { raw, gzip, rows }] of Object.entries(chunks)) {
      console.log(`\n${basename(file)}: ${raw} B minified, ${gzip} B gzip, ${rows.length} modules`);
      console.log(`${pad('minified', 9)} ${pad('~gzip', 7)}  module`);
      for (const row of rows.slice(0, top))
        console.log(`${pad(row.bytes, 9)} ${pad(row.gzip, 7)}  ${row.module}`);
      if (rows.length > top) {
        const rest = rows.slice(top);
        const bytes = rest.reduce((s, r) => s + r.bytes, 0);
        const gz = rest.reduce((s, r) => s + r.gzip, 0);
        console.log(`${pad(bytes, 9)} ${pad(gz, 7)}  (${rest.length} more)`);
      }
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
