import { readFile, writeFile } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BootPlan, BootPreload } from '@storefront/domain';
import type { Plugin } from 'vite';

// Writes dist/boot-plan.json once the build is on disk: the boot plan of src/app/bootPlan.ts with
// each module replaced by the files it needs (its chunk, the chunks it imports, its styles), minus
// what index.html already loads. The server reads this file, never the storefront's sources; its
// shape is the domain's `bootPlanSchema`, which the server parses it with.

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export type { BootPreload };

/**
 * The shell answers that set the page's locale (`resolveLocale` of the domain, on both sides): the
 * dealer's (its country and languages) and the chosen language's. The server reads them from the
 * plan; it knows no storefront call.
 */
const LOCALE_SOURCES = { dealer: '/api/customer/dealership/home-dealership/', language: '/i18n/' };

/**
 * Where a source module is, as a manifest key: its own entry when it starts a chunk, else the chunk
 * that holds it (a module bundled into a route's chunk by build/route-chunks.ts has no entry).
 */
export type ChunkOfModule = ReadonlyMap<string, string>;

function closure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`boot plan: ${key} is not in the build (renamed? update src/app/bootPlan.ts)`);
  seen.add(key);
  for (const next of chunk.imports ?? []) closure(manifest, next, seen);
}

/** The files that modules need beyond the entry's own, as absolute URL paths. */
export function preloadOf(
  manifest: Manifest,
  sources: readonly string[],
  chunkOf: ChunkOfModule = new Map(),
): BootPreload {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('boot plan: no entry in the Vite manifest');
  const entry = new Set<string>();
  closure(manifest, entryKey, entry);
  const keys = new Set<string>();
  for (const source of sources)
    closure(manifest, manifest[source] ? source : (chunkOf.get(source) ?? source), keys);
  const modules: string[] = [];
  const styles = new Set<string>();
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (!entry.has(key)) modules.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!entryStyles.has(css)) styles.add(`/${css}`);
  }
  return { modules, styles: [...styles] };
}

/** A route's preload with the stylesheets (only) of its `styleModules` too. */
export function withStylesOf(preload: BootPreload, styled: BootPreload): BootPreload {
  return { modules: preload.modules, styles: [...new Set([...preload.styles, ...styled.styles])] };
}

export function bootPlan(): Plugin {
  const planModule = fileURLToPath(new URL('../src/app/bootPlan.ts', import.meta.url));
  let outDir = 'dist';
  let root = '';
  const chunkOf = new Map<string, string>();
  return {
    name: 'storefront-boot-plan',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        // keyed as the manifest keys sources: relative to the root, `/`-separated (`../../packages/...`)
        for (const id of item.moduleIds)
          if (isAbsolute(id))
            chunkOf.set(relative(root, id).split(sep).join('/'), `_${basename(item.fileName)}`);
      }
    },
    async closeBundle() {
      const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const plan = (await import(pathToFileURL(planModule).href)) as typeof import('../src/app/bootPlan.ts');
      const shellData: readonly string[] = plan.BOOT_SHELL_DATA;
      for (const source of Object.values(LOCALE_SOURCES))
        if (!shellData.includes(source))
          throw new Error(`boot plan: ${source} sets the locale but is not a start-up call of the shell`);
      const resolved: BootPlan = {
        version: 1,
        dataElementId: plan.BOOT_DATA_ELEMENT_ID,
        shell: {
          data: [...plan.BOOT_SHELL_DATA],
          modules: preloadOf(manifest, plan.BOOT_SHELL_MODULES, chunkOf).modules,
          locale: LOCALE_SOURCES,
        },
        routes: plan.BOOT_ROUTES.map((route) => ({
          path: route.path,
          data: [...route.data],
          images: route.images.map((image) => ({ ...image })),
          ...withStylesOf(
            preloadOf(manifest, route.modules, chunkOf),
            preloadOf(manifest, route.styleModules ?? [], chunkOf),
          ),
          ...(route.messages ? { messages: [...route.messages] } : {}),
        })),
        // locale -> message pack -> its files
        locales: Object.fromEntries(
          Object.entries(plan.BOOT_LOCALE_MODULES).map(([locale, packs]) => [
            locale,
            Object.fromEntries(
              Object.entries(packs).map(([pack, source]) => [pack, preloadOf(manifest, [source], chunkOf)]),
            ),
          ]),
        ),
      };
      await writeFile(join(outDir, 'boot-plan.json'), `${JSON.stringify(resolved, null, 2)}\n`);
    },
  };
}
