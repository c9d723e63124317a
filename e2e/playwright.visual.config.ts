import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// Visual baselines of every kit story (default theme, en-US, 1280x800) against a static
// Storybook build. Update after an intended change: `playwright test -c playwright.visual.config.ts -u`.
const PORT = Number(process.env.VISUAL_PORT ?? 6116);

// Baselines belong to the browser build that took them (e2e/visual/__baselines__/BROWSER). With that
// build the comparison is strict (1 % of pixels); with another Chromium build, anti-aliasing and font
// hinting may differ, so only larger changes (5 %) fail and a line says to refresh the baselines.
const browserFile = new URL('./visual/__baselines__/BROWSER', import.meta.url);
const executable = String(base.use?.launchOptions?.executablePath ?? '/usr/bin/chromium');
const browser = execFileSync(executable, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const updating = process.argv.includes('-u') || process.argv.includes('--update-snapshots');
if (updating) writeFileSync(browserFile, `${browser}\n`);
const baselineBrowser = (() => {
  try {
    return readFileSync(browserFile, 'utf8').trim();
  } catch {
    return '';
  }
})();
const sameBrowser = updating || baselineBrowser === browser;
if (!sameBrowser)
  console.warn(
    `[visual] baselines were taken with "${baselineBrowser}", this is "${browser}": comparing at 5 % tolerance; refresh them with \`pnpm test:visual:update\`.`,
  );

export default defineConfig({
  testDir: './visual',
  workers: 2,
  fullyParallel: true,
  timeout: 120_000,
  outputDir: './test-results/visual',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      maxDiffPixelRatio: sameBrowser ? 0.01 : 0.05,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  webServer: {
    command: `"${process.execPath}" visual/serve-storybook.ts`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { VISUAL_PORT: String(PORT) },
  },
});
