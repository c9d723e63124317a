import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The kit is imported through its barrel (src/index.ts). Its component modules have no side
// effects except their styles, so modules of packages/ui that the app does not use are dropped
// from the bundle (style modules are always kept).
const KIT_SOURCE = /\/packages\/ui\/src\/.*\.tsx?$/;
function moduleSideEffects(id: string): boolean {
  if (KIT_SOURCE.test(id) && !id.includes('.css.ts')) return false;
  return true;
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/i18n': apiTarget,
      '/media': apiTarget,
      '/settings': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    target: 'es2023',
    sourcemap: true,
    rolldownOptions: { treeshake: { moduleSideEffects } },
  },
});
