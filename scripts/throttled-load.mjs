#!/usr/bin/env node
// Page loads of the built storefront on the real server (embedded database, demo dealers) in Debian's
// Chromium under applied throttling: a slow 4G link (DevTools' packet-level equivalent of Lighthouse's
// mobile preset: 562.5 ms RTT, 1.47 Mbit/s down, 675 kbit/s up) and a 4x slower CPU, mobile viewport,
// empty cache each load. Lighthouse's default simulates its figures from an unthrottled load; these
// are measured. Prints the median of N loads per page: first and largest contentful paint, and the
// moment the page is live (`html[data-ready]`: hydrated, its handlers attached).
//   node scripts/throttled-load.mjs [--runs 5] [--no-build] [--elements (each load's LCP element)]
//     [--baseline <another checkout>: built and served too, its loads alternating with this one's,
//      each figure printed beside the baseline's with their ratio]
// Not a test: figures for the README.
import { chromium } from 'playwright';
import { median, ratio, serveCheckouts } from './built-storefront.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const { checkouts, baseline, stop } = await serveCheckouts(args, 3223);
const pages = (checkout) => [
  '/maple_motors/en/vehicle-list/',
  `/maple_motors/en/conf/${checkout.vehicleId}/`,
];

// Recorded in the page from its first moment: paints, and when the app marks itself live.
const RECORDER = () => {
  const m = {};
  window.__loadMetrics = m;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      m.lcp = e.startTime;
      m.lcpEl = `${e.element?.tagName}.${e.element?.className} ${e.size} ${e.url}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (m.ready === undefined && document.documentElement?.dataset.ready) m.ready = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
};

let browser;
try {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  console.log(`\nThrottled loads (slow 4G applied, CPU x4, 412x823), median of ${runs} per page`);
  if (baseline) console.log(`baseline: ${baseline}`);
  console.log(baseline ? 'page | build | FCP ms | LCP ms | live ms' : 'page | FCP ms | LCP ms | live ms');
  for (let p = 0; p < pages(checkouts[0]).length; p++) {
    const samples = checkouts.map(() => []);
    for (let run = 0; run < runs; run++)
      for (const [i, checkout] of checkouts.entries())
        samples[i].push(await load(`${checkout.origin}${pages(checkout)[p]}`));
    const path = pages(checkouts[0])[p];
    const m = (i, k) => Math.round(median(samples[i].map((s) => s[k] ?? Number.NaN)));
    if (baseline) {
      console.log(`${path} | this | ${m(0, 'fcp')} | ${m(0, 'lcp')} | ${m(0, 'ready')}`);
      console.log(`${path} | baseline | ${m(1, 'fcp')} | ${m(1, 'lcp')} | ${m(1, 'ready')}`);
      const r = (k) => ratio(m(0, k), m(1, k));
      console.log(`${path} | ratio | ${r('fcp')} | ${r('lcp')} | ${r('ready')}`);
    } else console.log(`${path} | ${m(0, 'fcp')} | ${m(0, 'lcp')} | ${m(0, 'ready')}`);
    if (args.includes('--elements'))
      console.log(samples[0].map((s) => `${Math.round(s.lcp)} ${s.lcpEl}`).join('\n'));
  }
} finally {
  await browser?.close();
  await stop();
}

/** One throttled load of `url` in a fresh context: its paints and the moment it is live. */
async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(RECORDER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.waitForTimeout(500);
  const metrics = await page.evaluate(() => window.__loadMetrics);
  await context.close();
  return metrics;
}
