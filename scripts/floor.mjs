#!/usr/bin/env node
// The floor benchmark: each measured page of the built storefront (real server, embedded database, demo
// dealers) beside its floor, the same document with no JavaScript at all: the server's HTML of the page
// with every script (the boot data, the hydration loader) and module preload taken out, its stylesheets,
// typeface and image preloads kept. The floor paints the same name, price, picture and first cards as
// the page and is interactive as soon as it is painted: what the page's own work costs is its ratio to
// the floor. Lighthouse (mobile preset) runs page and floor alternately in one process, so both see the
// same machine load; each figure is printed with the Chromium version and Lighthouse's CPU benchmark
// index of its runs (absolute figures hold only on the machine and load they were measured on; the
// ratios hold better).
//   node scripts/floor.mjs [--runs 3] [--port 3227] [--no-build]
// The floor is served on the next port by a proxy that answers the page's own path with the floor
// document and passes every other request (stylesheets, fonts, images) to the server, so that both load
// the same files from one origin each. Not a test: figures for the README.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { median, ratio, root, serveCheckouts } from './built-storefront.mjs';
import { lighthouse } from './lighthouse-run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 3));
const port = Number(option('--port', 3227));

/** The floor of a server-rendered document: its HTML without scripts or module preloads. */
export function floorOf(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/**
 * Serves on `floorPort` the floors of `paths` (fetched from `origin` once, when first asked for) and
 * passes every other request to `origin` as it is.
 */
async function serveFloors(origin, floorPort, paths) {
  const floors = new Map();
  const target = new URL(origin);
  const server = createServer(async (req, res) => {
    const path = new URL(req.url, origin).pathname;
    if (paths.includes(path)) {
      if (!floors.has(path)) floors.set(path, floorOf(await (await fetch(`${origin}${path}`)).text()));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(floors.get(path));
      return;
    }
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(floorPort, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${floorPort}`, close: () => new Promise((r) => server.close(r)) };
}

const { checkouts, stop } = await serveCheckouts(
  args.filter((a) => a !== '--baseline'),
  port,
);
let floors;
try {
  const [checkout] = checkouts;
  const pages = ['/maple_motors/en/vehicle-list/', `/maple_motors/en/conf/${checkout.vehicleId}/`];
  floors = await serveFloors(checkout.origin, port + 1, pages);
  // Reports go to .reports/floor (or LIGHTHOUSE_OUT; the test command empties .reports).
  const out = process.env.LIGHTHOUSE_OUT ?? join(root, '.reports', 'floor');
  mkdirSync(out, { recursive: true });
  const keys = ['performance', 'lcp', 'tbt', 'tti', 'cls', 'scriptBytes', 'benchmarkIndex'];
  const rows = [];
  for (const path of pages) {
    const samples = { page: [], floor: [] };
    for (let run = 0; run < runs; run++)
      for (const [kind, origin] of [
        ['page', checkout.origin],
        ['floor', floors.origin],
      ]) {
        const file = join(out, `${kind}${path.replaceAll('/', '_')}-${run}.json`);
        samples[kind].push(await lighthouse(`${origin}${path}`, file));
      }
    const m = (kind) => ({
      ...Object.fromEntries(keys.map((k) => [k, median(samples[kind].map((s) => s[k]))])),
      // every run's index: how much the machine's speed moved while it ran
      benchmarkIndexes: samples[kind].map((s) => Math.round(s.benchmarkIndex)),
      chromium: [...new Set(samples[kind].map((s) => s.chromium))].join(', '), // the user agent's
    });
    // Each run's page against the floor run beside it (the same moment's machine), the median of those.
    const paired = (k) =>
      median(samples.page.map((p, i) => (samples.floor[i][k] > 0 ? p[k] / samples.floor[i][k] : Number.NaN)));
    rows.push({
      path,
      page: m('page'),
      floor: m('floor'),
      ratios: { lcp: paired('lcp'), tbt: paired('tbt'), tti: paired('tti') },
    });
  }
  // The browser Lighthouse ran (its user agent gives the major version only).
  const chromium =
    /Chromium [\d.]+/.exec(execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }))?.[0] ??
    '?';
  const s = (ms) => (ms / 1000).toFixed(2);
  const cells = (r) =>
    `${r.performance} | ${s(r.lcp)} s | ${Math.round(r.tbt)} ms | ${s(r.tti)} s | ${r.cls.toFixed(3)} | ` +
    `${Math.round(r.scriptBytes / 1000)} kB | ${chromium} | ${Math.round(r.benchmarkIndex)} (${r.benchmarkIndexes.join(', ')})`;
  console.log(
    `\nFloor benchmark: Lighthouse mobile preset, page and floor alternately, median of ${runs} runs`,
  );
  console.log(
    'page | what | perf | LCP | TBT | time to interactive | CLS | script (transfer) | Chromium | benchmark index (runs)',
  );
  for (const { path, page, floor, ratios } of rows) {
    console.log(`${path} | page | ${cells(page)}`);
    console.log(`${path} | floor | ${cells(floor)}`);
    console.log(
      `${path} | page / floor (of the medians) | | ${ratio(page.lcp, floor.lcp)} | ${ratio(page.tbt, floor.tbt)} | ` +
        `${ratio(page.tti, floor.tti)} | | | ${chromium} | ${Math.round(page.benchmarkIndex)} / ${Math.round(floor.benchmarkIndex)}`,
    );
    const r = (x) => (Number.isFinite(x) ? x.toFixed(2) : '–');
    console.log(
      `${path} | page / floor (median of each run's) | | ${r(ratios.lcp)} | ${r(ratios.tbt)} | ${r(ratios.tti)} | | | ${chromium} |`,
    );
  }
} finally {
  await floors?.close();
  await stop();
}
