import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootPlan } from './build/boot-plan.ts';
import { formatterWithoutParser } from './build/formatter-without-parser.ts';
import { intlWithoutDateCheck } from './build/intl-without-date-check.ts';
import { intlWithoutHelp } from './build/intl-without-help.ts';
import { routeBoot } from './build/route-boot.ts';
import { routeChunks } from './build/route-chunks.ts';
import { ssrBesideBrowserBuild } from './build/ssr-out-dir.ts';
import { zodJitless } from './build/zod-jitless.ts';
import type { BOOT_ROUTES } from './src/app/bootPlan.ts';
import { compileMessages } from './src/shared/i18n/compileMessages.ts';
import { MESSAGE_PACKS, type MessagePack, splitMessages } from './src/shared/i18n/packs.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Messages compiled at build time, so the shipped app carries no ICU parser (formatterWithoutParser):
 * - `virtual:messages/{locale}/{pack}`: one pack (src/shared/i18n/packs.ts, its core ids derived from the
 *   route declarations: src/app/messagePacks.ts) of the kit's messages of ONE
 *   locale (read through the kit's own messages module; Node strips its types) merged with the app's
 *   `src/shared/i18n/messages/{locale}.json` (the app wins on a shared id), each parsed to its ICU AST
 *   (`compileMessages`). One chunk per locale and pack (src/shared/i18n/messages/{locale}.{pack}.ts).
 */
function kitMessages(): Plugin[] {
  const PREFIX = 'virtual:messages/';
  const kitModule = fileURLToPath(new URL('../../packages/ui/src/messages/index.ts', import.meta.url));
  // The core pack's ids: the shell's and those the features declare with their routes (read in Node).
  const packsModule = fileURLToPath(new URL('./src/app/messagePacks.ts', import.meta.url));
  const appMessages = (locale: string) =>
    fileURLToPath(new URL(`./src/shared/i18n/messages/${locale}.json`, import.meta.url));
  return [
    {
      name: 'storefront-compiled-messages',
      resolveId(id) {
        return id.startsWith(PREFIX) ? `\0${id}` : null;
      },
      async load(id) {
        if (!id.startsWith(`\0${PREFIX}`)) return null;
        const [locale, pack] = id.slice(PREFIX.length + 1).split('/') as [string, MessagePack | undefined];
        if (!pack || !MESSAGE_PACKS.includes(pack)) throw new Error(`${id}: no such message pack`);
        this.addWatchFile(kitModule);
        this.addWatchFile(appMessages(locale));
        const { uiMessages } = (await import(pathToFileURL(kitModule).href)) as {
          uiMessages: Record<string, Record<string, string>>;
        };
        const kit = uiMessages[locale];
        if (!kit) throw new Error(`the kit has no messages for ${locale}`);
        const app = JSON.parse(await readFile(appMessages(locale), 'utf8')) as Record<string, string>;
        const { CORE_MESSAGES } = (await import(
          pathToFileURL(packsModule).href
        )) as typeof import('./src/app/messagePacks.ts');
        const packs = splitMessages(compileMessages({ ...kit, ...app }, locale), CORE_MESSAGES);
        return `export default ${JSON.stringify(packs[pack])};`;
      },
    },
    formatterWithoutParser(),
  ];
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
    applyToEnvironment: (environment) => environment.name === 'client',
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

// The boot routes, derived from the route declarations (src/app/bootPlan.ts), loaded by Node itself: a
// static import would have the config's bundler follow the declarations' lazy pages into the app.
const plan = pathToFileURL(fileURLToPath(new URL('./src/app/bootPlan.ts', import.meta.url))).href;
const { BOOT_ROUTES: bootRoutes } = (await import(plan)) as { BOOT_ROUTES: typeof BOOT_ROUTES };

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    kitMessages(),
    intlWithoutDateCheck(),
    intlWithoutHelp(),
    precompress(),
    bootPlan(),
    ssrBesideBrowserBuild(),
    routeBoot(),
    zodJitless(),
  ],
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
  // `vite build` builds the browser app (dist/, or --outDir) and the server render entry (its .ssr/
  // folder, for the server's boot document; a dot folder the server never serves: ssrBesideBrowserBuild).
  builder: {},
  environments: {
    ssr: {
      build: {
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        rolldownOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false } },
      },
    },
  },
  // The workspace packages are TypeScript sources (and the kit's styles need the vanilla-extract
  // plugin): bundled into the server entry; npm packages are imported from node_modules.
  ssr: { noExternal: [/^@storefront\//] },
  build: {
    target: 'es2023',
    // No modulepreload polyfill: the browsers that run an es2023 build support `modulepreload`
    // (Safari 16.4-16.6, the exception, fetch the modules when they are imported instead).
    modulePreload: { polyfill: false },
    sourcemap: true,
    // .vite/manifest.json: the boot plan (build/boot-plan.ts) and scripts/check-bundle-size.mjs read
    // the pages' up-front chunks from it, the journeys a lazy chunk's file (e2e/tests/chunks.ts).
    manifest: true,
    rolldownOptions: {
      // A frozen literal nobody reads is dead code: the domain freezes its constant tables
      // (`Object.freeze({...})`), and a table no chunk uses would otherwise stay in the first load.
      // (Freezing only forbids writes; no code of the app relies on a statement-level freeze.)
      treeshake: { manualPureFunctions: ['Object.freeze'] },
      output: {
        // Lazy chunks and stylesheets are named by their hash alone: every chunk that imports others
        // on demand carries its dependencies' file names (Vite's preload map), the entry's lists all 81,
        // and the names were 0.5 kB gzip of the vehicle list's first load and 0.76 kB of the vehicle
        // page's. The boot routes' chunks, the theme's derivation and the message packs keep their names
        // (the boot plan, the budget check and the tests read them); a journey that watches another
        // chunk finds its file by source module in the manifest (e2e/tests/chunks.ts); the source maps
        // keep every module's path.
        chunkFileNames: (chunk) =>
          /^(route-|theme-derivation$|[a-z]{2}-[A-Z]{2}\.)/.test(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // Everything the entry imports statically is one chunk (and one stylesheet): a page starts
        // with 2 scripts instead of 15, which matters over HTTP/1.1 (6 connections per host) and on
        // high-latency mobile links; lazy routes stay their own chunks. (Modules of constants and
        // rules must not import the domain's schema modules, or zod joins this chunk.)
        codeSplitting: {
          groups: [
            // The dealer theme's derivation is loaded on demand (src/app/dealerTheme.ts), though the
            // theme package's index reaches it statically: its own chunk, not the entry's, with the
            // domain's colour maths it is the only first-load user of.
            {
              name: 'theme-derivation',
              test: /[\\/]packages[\\/](theme[\\/]src[\\/]derive|domain[\\/]src[\\/]color)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The domain's step rules (the availability of steps in linear and modular flows, the step
            // summary's redirects): for the step pages' progress and the step summary, loaded on
            // demand; the domain's index reaches them statically, which would put them in the entry.
            {
              name: 'step-rules',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/]rules[\\/]steps\.ts$/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The analytics layer's value cleaning and payload builders (the domain's
            // rules/analytics-events.ts), for the tracker loaded once the page is live
            // (features/analytics): the domain's index reaches them statically too.
            {
              name: 'analytics-rules',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/]rules[\\/]analytics-events\.ts$/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The reading and writing of typed amounts and dates (the domain's typed-input.ts), for
            // the credit application's and trade-in's forms, loaded on demand: the domain's index
            // reaches it statically too.
            {
              name: 'typed-input',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/]typed-input\.ts$/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            { name: 'boot', tags: ['$initial'], priority: 2 },
            // A form's server errors (src/shared/api/serverErrors.ts) ride with the kit's form hook,
            // which most forms that show them load anyway: a chunk of their own would put its name in
            // the entry chunk's preload map, on every page.
            {
              name: 'form',
              test: /([\\/]packages[\\/]ui[\\/]src[\\/]Form[\\/]useForm|[\\/]src[\\/]shared[\\/]api[\\/]serverErrors)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 0,
            },
            // each boot route's start-up modules as one file (build/route-chunks.ts)
            { name: routeChunks(bootRoutes), debugName: 'route', priority: 1 },
          ],
        },
      },
    },
  },
});
