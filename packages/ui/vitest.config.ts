import { defineConfig } from 'vitest/config';

// Unit tests of the kit's pure logic (masks, sanitising, message catalogues, rules wiring), in Node.
// Behaviour in a browser is tested through the stories (project `storybook`).
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
