import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formatterWithoutParser } from '../../build/formatter-without-parser.ts';

// Builds a stack-floor page into STACK_FLOOR_OUT: STACK_FLOOR_PAGE names its HTML (index.html: main.tsx,
// data-router.html: data-router.tsx). scripts/stack-floor.mjs sets both.
export default defineConfig({
  plugins: [react(), formatterWithoutParser()],
  root: import.meta.dirname,
  logLevel: 'warn',
  build: {
    target: 'es2023',
    outDir: process.env.STACK_FLOOR_OUT ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: { input: `${import.meta.dirname}/${process.env.STACK_FLOOR_PAGE ?? 'index'}.html` },
  },
});
