import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import type { BootRoute } from '../src/app/bootPlan.ts';

// One chunk per boot route: the modules a route loads at start (BOOT_ROUTES[].modules) and
// everything they import statically, less what the entry's chunk already holds, bundled into one
// file instead of one file per shared module. Per-file gzip loses the redundancy between small
// files (the vehicle page's ten route files: 14.0 kB gzip apart, 11.4 kB together) and HTTP/1.1
// pays a request for each. A module that two boot routes both need stays where Rolldown puts it.
// Other routes that import a module of a route chunk load that chunk (my vehicles, the shared deal
// and the step pages load the vehicle page's chunk: they show its payments and pricing header).

const root = fileURLToPath(new URL('..', import.meta.url));

/** Static-import closure of a module (dynamic imports start chunks of their own). */
function closure(ctx: Rolldown.ChunkingContext, id: string, into: Set<string>): void {
  if (into.has(id)) return;
  const info = ctx.getModuleInfo(id);
  if (!info) return;
  into.add(id);
  for (const next of info.importedIds) closure(ctx, next, into);
}

/** The chunk name of each boot route's start-up modules, by path ('/conf/:id/' -> 'route-conf'). */
function routeChunkName(path: string): string {
  return `route-${path.split('/').find((segment) => segment !== '') ?? 'home'}`;
}

/**
 * A `codeSplitting` group name function: `route-…` for a module that exactly one boot route's
 * start-up closure holds, else nothing (the boot group runs first and keeps the entry's modules).
 */
export function routeChunks(
  bootRoutes: readonly BootRoute[],
): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let owner: Map<string, string | null> | undefined;
  return (id, ctx) => {
    if (!owner) {
      owner = new Map();
      const entry = new Set<string>();
      closure(ctx, `${root}src/main.tsx`, entry);
      for (const route of bootRoutes) {
        const name = routeChunkName(route.path);
        const modules = new Set<string>();
        for (const module of route.modules) closure(ctx, `${root}${module}`, modules);
        for (const module of modules)
          if (!entry.has(module)) owner.set(module, owner.has(module) ? null : name);
      }
    }
    return owner.get(id) ?? null;
  };
}
