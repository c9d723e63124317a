import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/i18n': apiTarget, '/media': apiTarget, '/settings': apiTarget },
  },
  build: { target: 'es2023', sourcemap: true },
});
