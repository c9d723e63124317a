import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// Visual baselines of every kit story (default theme, en-US, 1280x800) against a static
// Storybook build. Update after an intended change: `playwright test -c playwright.visual.config.ts -u`.
const PORT = Number(process.env.VISUAL_PORT ?? 6116);

export default defineConfig({
  testDir: './visual',
  workers: 2,
  fullyParallel: true,
  timeout: 120_000,
  outputDir: './test-results/visual',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
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
