#!/usr/bin/env node
// Main-thread work of a first page load of the built storefront on the real server (embedded database,
// demo dealers), in Debian's Chromium: the CPU time of the page's main thread (the trace's thread time
// of each task, not its wall time, so that a busy machine stretches it little), from navigation until
// the page is live (`html[data-ready]`) and 1 s more, its tasks over 50 ms of CPU, and the CPU time spent
// in them beyond 50 ms (a load-independent counterpart of Lighthouse's total blocking time).
//   node scripts/main-thread.mjs [--runs 7] [--no-build] [--baseline <another checkout>]
// With --baseline the other checkout is built and served too, its loads alternate with this one's, and
// each median is printed beside the baseline's with their ratio. Not a test: figures for the README.
import { chromium } from 'playwright';
import { median, ratio, serveCheckouts } from './built-storefront.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 7;
const { checkouts, baseline, stop } = await serveCheckouts(args, 3226);
const pages = (checkout) => [
  '/maple_motors/en/vehicle-list/',
  `/maple_motors/en/conf/${checkout.vehicleId}/`,
];
let browser;

/**
 * CPU milliseconds of the renderers' main threads in a trace (the page may change renderer process when
 * it leaves about:blank): in all, in tasks over 50 ms, and beyond 50 ms in those.
 */
function mainThreadWork(events) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const cpu = events
    .filter(
      (e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined && mains.has(`${e.pid}:${e.tid}`),
    )
    .map((e) => e.tdur / 1000);
  const long = cpu.filter((ms) => ms > 50);
  return {
    cpu: cpu.reduce((a, b) => a + b, 0),
    longTasks: long.length,
    blocking: long.reduce((a, ms) => a + ms - 50, 0),
  };
}

/** One cold load of `url` (fresh context, empty cache), traced until live and 1 s more. */
async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  return mainThreadWork(trace.traceEvents ?? trace);
}

try {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  console.log(`\nMain-thread CPU of a cold load until live + 1 s (ms), median of ${runs} per page`);
  if (baseline) console.log(`baseline: ${baseline}`);
  console.log(`page |${baseline ? ' build |' : ''} CPU ms | tasks > 50 ms | CPU beyond 50 ms`);
  for (let p = 0; p < pages(checkouts[0]).length; p++) {
    const samples = checkouts.map(() => []);
    // a first load of each, not counted: the server's caches and the browser's code cache warm up
    for (const checkout of checkouts) await load(`${checkout.origin}${pages(checkout)[p]}`);
    for (let run = 0; run < runs; run++)
      for (const [i, checkout] of checkouts.entries())
        samples[i].push(await load(`${checkout.origin}${pages(checkout)[p]}`));
    const m = (i, k) => median(samples[i].map((s) => s[k]));
    const row = (i) => `${Math.round(m(i, 'cpu'))} | ${m(i, 'longTasks')} | ${Math.round(m(i, 'blocking'))}`;
    const path = pages(checkouts[0])[p];
    if (!baseline) console.log(`${path} | ${row(0)}`);
    else {
      console.log(`${path} | this | ${row(0)}`);
      console.log(`${path} | baseline | ${row(1)}`);
      console.log(
        `${path} | ratio | ${ratio(m(0, 'cpu'), m(1, 'cpu'))} | | ${ratio(m(0, 'blocking'), m(1, 'blocking'))}`,
      );
    }
  }
} finally {
  await browser?.close();
  await stop();
}
