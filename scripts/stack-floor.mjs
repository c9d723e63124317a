#!/usr/bin/env node
// The stack's floor: builds apps/storefront/bench/stack-floor (a page of the storefront's stack and
// nothing else) with the storefront's Vite and prints the gzip size of its up-front JavaScript, the
// part of a page's budget that no storefront change can remove. Not a test: a figure for the README.
//   node scripts/stack-floor.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const storefront = join(dirname(fileURLToPath(import.meta.url)), '../apps/storefront');
/** What each floor page holds (bench/stack-floor/{page}.html). */
const PAGES = {
  index:
    'React 19 + react-dom, React Router (declarative mode), TanStack Query, jotai, react-intl; ky on first request',
  'data-router': "the same with React Router's data router, which DESIGN.md names (for comparison only)",
};

for (const [page, label] of Object.entries(PAGES)) {
  const out = mkdtempSync(join(tmpdir(), 'stack-floor-'));
  try {
    const build = spawnSync(
      join(storefront, 'node_modules/.bin/vite'),
      ['build', '-c', 'bench/stack-floor/vite.config.ts'],
      {
        cwd: storefront,
        stdio: 'inherit',
        env: { ...process.env, STACK_FLOOR_OUT: out, STACK_FLOOR_PAGE: page },
      },
    );
    if (build.status !== 0) process.exit(1);
    const html = readFileSync(join(out, `${page}.html`), 'utf8');
    const entry = /<script type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
    if (!entry) throw new Error(`no entry script in the floor build of ${page}.html`);
    const code = readFileSync(join(out, entry));
    const lazy = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js') && !entry.endsWith(f));
    console.log(
      `stack floor, ${page} (${label}): ` +
        `${(gzipSync(code, { level: 9 }).length / 1000).toFixed(1)} kB gzip up front (${(code.length / 1000).toFixed(1)} kB raw); ` +
        `${lazy.length} lazy chunk(s) not counted`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
