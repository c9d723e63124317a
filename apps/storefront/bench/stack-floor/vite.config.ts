import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the stack-floor page (main.tsx) into STACK_FLOOR_OUT (scripts/stack-floor.mjs sets it).
export default defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { target: 'es2023', outDir: process.env.STACK_FLOOR_OUT ?? 'dist', emptyOutDir: true },
});
