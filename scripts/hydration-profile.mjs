#!/usr/bin/env node
// A CPU profile of a first load of the built storefront (real server, embedded database, demo dealers)
// in Debian's Chromium under a 4x slower CPU (DevTools protocol through Playwright), from navigation
// until the page is live (`html[data-ready]`) and 1 s more. Prints where the main thread's time goes:
// by script file, by source module (through the build's source maps: the entry chunk's time by package
// and storefront file) and the functions with the most self time; writes the profile for DevTools'
// Performance panel to .reports/profile/.
//   node scripts/hydration-profile.mjs [--page conf|list] [--runs 3] [--port 3228] [--no-build]
// Several runs are summed (more samples, same shares). Not a test: figures for the README.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { root, serveCheckouts } from './built-storefront.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 3));
const which = option('--page', 'conf');
const top = Number(option('--top', 25));
const dist = join(root, 'apps/storefront/dist');

// --- source maps (the build writes one beside each chunk) -----------------------------------------
const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);
/** A source map's segments per generated line: [column, source, line, column, name?]. */
function decodeMappings(mappings) {
  const lines = [];
  const state = [0, 0, 0, 0, 0];
  for (const line of mappings.split(';')) {
    const segments = [];
    state[0] = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = B64[c];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      const out = fields.map((f, i) => (state[i] += f));
      segments.push(out);
    }
    lines.push(segments);
  }
  return lines;
}
const maps = new Map();
/** The original position of a generated one (0-based line and column) in a chunk of the build. */
function original(url, line, column) {
  const file = new URL(url).pathname;
  if (!file.startsWith('/assets/')) return null;
  if (!maps.has(file)) {
    try {
      const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
      maps.set(file, { sources: map.sources, names: map.names, lines: decodeMappings(map.mappings) });
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  const segments = map?.lines[line];
  if (!segments?.length) return null;
  let found = segments[0];
  for (const s of segments) if (s[0] <= column) found = s;
  return {
    source: map.sources[found[1]],
    line: found[2] + 1,
    name: found[4] !== undefined ? map.names[found[4]] : undefined,
  };
}

/** A source path, shortened: a package (`react-dom`, `@tanstack/query-core`) or a workspace file. */
function moduleOf(source) {
  if (!source) return '(no source)';
  const dep = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dep) return dep[1];
  return source.replace(/^(\.\.\/)+/, '').replace(/^apps\/storefront\//, '');
}

// --- the profile -----------------------------------------------------------------------------------
const { checkouts, stop } = await serveCheckouts(
  args.filter((a) => a !== '--baseline'),
  Number(option('--port', 3228)),
);
let browser;
try {
  const [checkout] = checkouts;
  const path =
    which === 'list' ? '/maple_motors/en/vehicle-list/' : `/maple_motors/en/conf/${checkout.vehicleId}/`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const bySelf = new Map();
  const byTotal = new Map();
  const byFile = new Map();
  const byModule = new Map();
  let total = 0;
  let clientRendered = 0;
  const add = (m, k, ms) => m.set(k, (m.get(k) ?? 0) + ms);
  const out = join(root, '.reports', 'profile');
  mkdirSync(out, { recursive: true });
  for (let run = -1; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${checkout.origin}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 120_000 });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    // A server too busy to render in time sends a client-rendered document: not a hydration, not counted.
    const hydrated = await page.evaluate(() =>
      /"render"/.test(document.getElementById('sf-boot')?.textContent ?? ''),
    );
    await context.close();
    if (run < 0) continue; // the first load warms the server's caches and is not counted
    if (!hydrated) {
      if (++clientRendered > 3 * runs) throw new Error('the server rendered none of the loads in time');
      console.log('(a load was client-rendered: the server render timed out; loading again)');
      run--;
      continue;
    }
    writeFileSync(join(out, `${which}-${run}.cpuprofile`), JSON.stringify(profile));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    for (const [i, id] of profile.samples.entries()) add(self, id, (profile.timeDeltas[i] ?? 0) / 1000);
    const parents = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
    const keyOf = new Map();
    /** A profile node's function, named through the source maps, and where it is. */
    const functionOf = (id) => {
      if (keyOf.has(id)) return keyOf.get(id);
      const { callFrame: f } = nodes.get(id);
      const at = f.url ? original(f.url, f.lineNumber, f.columnNumber) : null;
      const file = f.url ? new URL(f.url).pathname.replace(/-[\w-]{8}\.js$/, '.js') : f.functionName;
      const name = at?.name ?? (f.functionName || '(anonymous)');
      const key = at ? `${name}  ${moduleOf(at.source)}:${at.line}` : `${name}  ${file}`;
      keyOf.set(id, key);
      return key;
    };
    for (const [id, ms] of self) {
      if (nodes.get(id).callFrame.functionName === '(idle)') continue;
      // total time: each function once per sample, however deep it recurs
      const seen = new Set();
      for (let at = id; at !== undefined; at = parents.get(at)) seen.add(functionOf(at));
      for (const key of seen) add(byTotal, key, ms);
    }
    for (const [id, ms] of self) {
      const { callFrame: f } = nodes.get(id);
      if (f.functionName === '(idle)') continue;
      total += ms;
      const at = f.url ? original(f.url, f.lineNumber, f.columnNumber) : null;
      const file = f.url ? new URL(f.url).pathname.replace(/-[\w-]{8}\.js$/, '.js') : f.functionName;
      add(byFile, file, ms);
      add(byModule, at ? moduleOf(at.source) : file, ms);
      const name = at?.name ?? (f.functionName || '(anonymous)');
      add(bySelf, at ? `${name}  ${moduleOf(at.source)}:${at.line}` : `${name}  ${file}`, ms);
    }
  }
  const print = (title, m, n) => {
    console.log(`\n${title}`);
    for (const [k, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
      console.log(
        `${(ms / runs).toFixed(0).padStart(6)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${k}`,
      );
  };
  console.log(
    `\nCPU profile of ${path}, CPU x4, navigation to live + 1 s, mean of ${runs} loads: ${(total / runs).toFixed(0)} ms busy (${browser.version()})`,
  );
  print('by script', byFile, 12);
  print('by source module (source maps)', byModule, top);
  print('functions by self time', bySelf, top);
  print('functions by total time (with what they call)', byTotal, top * 2);
} finally {
  await browser?.close();
  await stop();
}
