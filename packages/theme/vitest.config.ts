import { defineConfig } from 'vitest/config';

// Unit and property tests of the pure parts (colour maths, derivation, breakpoints, URL checks).
// They import plain `.ts` modules only, so no vanilla-extract plugin is needed here.
export default defineConfig({
  test: {
    name: 'theme',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The property tests walk 10,000 random dealer colours each: seconds of CPU, more on a busy machine.
    testTimeout: 60_000,
  },
});
