import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { zodJitless } from './build/zod-jitless.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The dealer console (issue 22): a client-rendered app of its own, built apart from the storefront
 * (`vite build -c vite.console.config.ts`, after the storefront's build) into `dist/console/`, which
 * the server serves at `/dealer/` (apps/server/src/ssr/console.ts). Nothing of it is an input of the
 * storefront's build, so a shopper's download and its budgets (scripts/check-bundle-size.mjs) are
 * untouched. Its messages are the kit's and `@storefront/ui/console`'s, formatted at run time (a
 * staff page has no first-load budget to keep the ICU parser out of).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./console', import.meta.url)),
  base: '/dealer/',
  plugins: [react(), vanillaExtractPlugin(), zodJitless()],
  server: {
    port: 5174,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/console', import.meta.url)),
    emptyOutDir: true,
    target: 'es2023',
    modulePreload: { polyfill: false },
    sourcemap: true,
  },
});
