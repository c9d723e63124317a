import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
