import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

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
    }),
};

export default config;
