import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootPlan } from './build/boot-plan.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * `virtual:kit-messages/{locale}`: the kit's messages of ONE locale, so that each locale is its own
 * chunk (src/shared/i18n/messages/{locale}.ts) instead of the kit's three locales in the first load.
 * Read at build time through the kit's own messages module (Node strips its types).
 */
function kitMessages(): Plugin {
  const PREFIX = 'virtual:kit-messages/';
  const kitModule = fileURLToPath(new URL('../../packages/ui/src/messages/index.ts', import.meta.url));
  return {
    name: 'storefront-kit-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      this.addWatchFile(kitModule);
      const { uiMessages } = (await import(pathToFileURL(kitModule).href)) as {
        uiMessages: Record<string, Record<string, string>>;
      };
      const messages = uiMessages[locale];
      if (!messages) throw new Error(`the kit has no messages for ${locale}`);
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) sibling of every text file of the build, once, at build
 * time; the server sends the best one the browser accepts (apps/server/src/routes/static.ts).
 */
function precompress(): Plugin {
  return {
    name: 'storefront-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const item = bundle[name];
            if (!item) return;
            const source = Buffer.from(item.type === 'chunk' ? item.code : item.source);
            if (source.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(source, { level: 9 }),
            ]);
            await Promise.all([
              writeFile(join(dir, `${name}.br`), br),
              writeFile(join(dir, `${name}.gz`), gz),
            ]);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), kitMessages(), precompress(), bootPlan()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/i18n': apiTarget,
      '/media': apiTarget,
      '/settings': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    target: 'es2023',
    sourcemap: true,
    // .vite/manifest.json: scripts/check-bundle-size.mjs reads the vehicle list's up-front chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk (and one stylesheet): a page starts
        // with 2 scripts instead of 15, which matters over HTTP/1.1 (6 connections per host) and on
        // high-latency mobile links; lazy routes stay their own chunks. (Modules of constants and
        // rules must not import the domain's schema modules, or zod joins this chunk.)
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
});
