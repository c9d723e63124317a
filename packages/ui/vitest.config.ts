import { defineConfig } from 'vitest/config';

// Unit tests of the kit's pure logic (masks, sanitising, message catalogues, rules wiring), in Node.
// Behaviour in a browser is tested through the stories (project `storybook`).
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Seconds of work per test on a busy two-core machine are not a failure of the code under test.
    testTimeout: 30_000,
  },
});
