import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One Vitest run, several projects. Each package owns its own config file;
// the layers of `pnpm test` select projects by name (see scripts/test-all.mjs).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      ...(existsSync('.storybook/vitest.config.ts') ? ['.storybook/vitest.config.ts'] : []),
    ],
  },
});
