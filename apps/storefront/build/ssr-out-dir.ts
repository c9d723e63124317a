import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The server render entry goes into `<the browser build's out dir>/.ssr`, whatever `--outDir` says:
 * the server reads both from one folder (`STOREFRONT_DIST` and its `.ssr/entry-server.js`), and never
 * serves a dot folder.
 */
export function ssrBesideBrowserBuild(): Plugin {
  return {
    name: 'storefront-ssr-out-dir',
    config: (config) => ({
      environments: { ssr: { build: { outDir: join(config.build?.outDir ?? 'dist', '.ssr') } } },
    }),
  };
}
