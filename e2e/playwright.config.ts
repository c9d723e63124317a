import { defineConfig } from '@playwright/test';

// Journeys run against the real server (embedded database, demo dealers, built storefront)
// in Debian's Chromium; no browser is downloaded.
const PORT = Number(process.env.E2E_PORT ?? 3111);

export default defineConfig({
  testDir: './tests',
  // Per port: several runs on one machine never clean each other's artefacts.
  outputDir: `test-results/port-${PORT}`,
  fullyParallel: false,
  workers: 1,
  // One retry: a journey that fails and then passes is reported as flaky and named in the test
  // command's summary (scripts/test-all.mjs) with the failed try's error and its trace kept; a
  // journey that fails twice fails the run. The visual layer has its own config, without a retry.
  retries: 1,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The journeys at the default viewport; the shopper family (tests/shopper/) as a shopper tries the
  // storefront: on a 390 px phone with touch, and at desktop size.
  projects: [
    { name: 'journeys', testIgnore: '**/shopper/**' },
    {
      name: 'shopper-phone',
      testMatch: '**/shopper/**/*.spec.ts',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'shopper-desktop',
      testMatch: '**/shopper/**/*.spec.ts',
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `"${process.execPath}" start-server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
