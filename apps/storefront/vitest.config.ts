import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The kit's and the app's `.css.ts` modules compile to class names, as in the build.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Seconds of work per test on a busy two-core machine are not a failure of the code under test.
    testTimeout: 30_000,
  },
});
