// One Lighthouse run in Debian's Chromium, for the page benchmarks (lighthouse.mjs, floor.mjs).
// Lighthouse is fetched on demand (npx) so that it is not part of every install.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

export const LIGHTHOUSE = 'lighthouse@13.5.0';

/**
 * Lighthouse on `url` (mobile preset unless `desktop`), its JSON report written to `file`; the figures
 * the benchmarks print, with what they were measured on: the browser's version and Lighthouse's CPU
 * benchmark index of this run (the machine's speed as Lighthouse saw it, lower when other work shares
 * the cores). Asynchronous, so that a server in the calling process (the floor's) goes on answering.
 */
export async function lighthouse(url, file, { desktop = false } = {}) {
  // A run on a busy machine now and then fails to record its trace (NO_NAVSTART): tried again, twice.
  for (let attempt = 1; ; attempt++) {
    if (await run(url, file, desktop)) break;
    if (attempt === 3) throw new Error(`lighthouse failed on ${url}`);
  }
  return figures(file);
}

/** One Lighthouse process; whether it wrote its report. */
async function run(url, file, desktop) {
  const lh = spawn(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      ...(desktop ? ['--preset=desktop'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
  );
  const [status] = await once(lh, 'exit');
  return status === 0;
}

/** The figures of a report. */
function figures(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const c = report.categories;
  const a = report.audits;
  const scripts = (a['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    performance: c.performance.score * 100,
    accessibility: c.accessibility.score * 100,
    bestPractices: c['best-practices'].score * 100,
    seo: c.seo.score * 100,
    lcp: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    tti: a.interactive?.numericValue ?? Number.NaN,
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    chromium: /Chrome\/([\d.]+)/.exec(report.environment?.hostUserAgent ?? '')?.[1] ?? '?',
  };
}
