import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Stories as tests: every story renders in a real Chromium (Debian's `/usr/bin/chromium`; no test
 * tool downloads a browser), its play function runs, and axe fails the test on any violation
 * (`parameters.a11y.test = 'error'` in preview.tsx).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: dirname, storybookScript: 'pnpm storybook' })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // No clipboard permission is granted: no story may depend on one (the share panel's story
        // records what it writes; the playground's copy says "Copy failed" and selects the text).
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
