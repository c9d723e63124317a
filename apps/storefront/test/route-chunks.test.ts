import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadOf, withStylesOf } from '../build/boot-plan.ts';
import { routeChunks } from '../build/route-chunks.ts';
import { BOOT_ROUTES } from '../src/app/bootPlan.ts';

// Each boot route's start-up modules are bundled into one chunk (build/route-chunks.ts), and the
// boot plan finds a route's module in that chunk when the module has no manifest entry of its own.

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => `${root}${path}`;

/** A module graph: id -> static imports (and dynamic ones, which a chunk does not follow). */
function graph(edges: Record<string, { imports?: string[]; dynamic?: string[] }>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const node = edges[id];
      if (!node) return null;
      return {
        id,
        importedIds: node.imports ?? [],
        dynamicallyImportedIds: node.dynamic ?? [],
      } as unknown as Rolldown.ModuleInfo;
    },
  };
}

describe('route chunks', () => {
  const main = at('src/main.tsx');
  const layout = at('src/features/build-and-price/VehicleLayout.tsx');
  const welcome = at('src/features/build-and-price/WelcomeStep.tsx');
  const list = at('src/features/inventory/VehicleListPage.tsx');
  const useDeal = at('src/features/build-and-price/useDeal.ts');
  const carousel = at('../../packages/ui/src/VehicleCarousel/VehicleCarousel.tsx');
  const shared = at('../../packages/ui/src/StockBadge/StockBadge.tsx');
  const shell = at('src/app/ShellLayout.tsx');
  const dialog = at('src/features/build-and-price/CartDialog.tsx');
  const ctx = graph({
    [main]: { imports: [shell], dynamic: [layout, welcome, list] },
    [shell]: {},
    [layout]: { imports: [useDeal, carousel, shared, shell], dynamic: [dialog] },
    [welcome]: { imports: [useDeal] },
    [useDeal]: {},
    [carousel]: {},
    [shared]: {},
    [dialog]: {},
    [list]: { imports: [shared, shell] },
  });

  it("names a module of exactly one route's start-up closure after the route", () => {
    const name = routeChunks(BOOT_ROUTES);
    for (const id of [layout, welcome, useDeal, carousel]) expect(name(id, ctx)).toBe('route-conf');
    expect(name(list, ctx)).toBe('route-vehicle-list');
  });

  it("leaves the entry's modules, modules two routes share and lazy modules to the bundler", () => {
    const name = routeChunks(BOOT_ROUTES);
    expect(name(shell, ctx)).toBeNull();
    expect(name(main, ctx)).toBeNull();
    expect(name(shared, ctx)).toBeNull();
    expect(name(dialog, ctx)).toBeNull();
  });
});

describe('boot plan preloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
    '_route-conf-2.js': {
      file: 'assets/route-conf-2.js',
      imports: ['index.html'],
      css: ['assets/route-conf-2.css'],
    },
    'src/features/build-and-price/CartDialog.tsx': {
      file: 'assets/CartDialog-3.js',
      src: 'src/features/build-and-price/CartDialog.tsx',
      imports: ['_route-conf-2.js', 'index.html'],
    },
    'src/features/build-and-price/stepper.tsx': {
      file: 'assets/stepper-4.js',
      src: 'src/features/build-and-price/stepper.tsx',
      imports: ['_route-conf-2.js', 'index.html'],
      css: ['assets/stepper-4.css'],
    },
  };
  const chunkOf = new Map([['src/features/build-and-price/VehicleLayout.tsx', '_route-conf-2.js']]);

  it('find a module bundled into a route chunk through that chunk, without the entry', () => {
    expect(preloadOf(manifest, ['src/features/build-and-price/VehicleLayout.tsx'], chunkOf)).toEqual({
      modules: ['/assets/route-conf-2.js'],
      styles: ['/assets/route-conf-2.css'],
    });
  });

  it('use a module of its own chunk as before, and fail on a module the build does not hold', () => {
    expect(preloadOf(manifest, ['src/features/build-and-price/CartDialog.tsx'], chunkOf).modules).toEqual([
      '/assets/CartDialog-3.js',
      '/assets/route-conf-2.js',
    ]);
    expect(() => preloadOf(manifest, ['src/features/gone.tsx'], chunkOf)).toThrow(/not in the build/);
  });

  it("add the stylesheets, not the JS, of a route's style modules (a first paint in their classes)", () => {
    const route = preloadOf(manifest, ['src/features/build-and-price/VehicleLayout.tsx'], chunkOf);
    const styled = preloadOf(manifest, ['src/features/build-and-price/stepper.tsx'], chunkOf);
    expect(withStylesOf(route, styled)).toEqual({
      modules: ['/assets/route-conf-2.js'],
      styles: ['/assets/route-conf-2.css', '/assets/stepper-4.css'],
    });
  });
});
