import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * vanilla-extract runtimes that compiled `.css.ts` files import. They are dependencies of the theme
 * package, not of the root, so they are resolved from there; pre-bundling them up front keeps Vite
 * from discovering them mid-run and reloading the page (which makes stories-as-tests flaky).
 */
const veRuntimes = ['recipes', 'sprinkles', 'dynamic', 'css'] as const;
const veAlias = Object.fromEntries(
  veRuntimes.map((name) => [
    `@vanilla-extract/${name}`,
    realpathSync(path.join(root, 'packages/theme/node_modules/@vanilla-extract', name)),
  ]),
);

/** One Storybook for the kit: the UI components and the theme package's token and playground stories. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/theme/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      // vanilla-extract compiles every `.css.ts` file at build time; no runtime CSS-in-JS.
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: veAlias },
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@vanilla-extract/dynamic',
        ],
      },
    }),
};

export default config;
