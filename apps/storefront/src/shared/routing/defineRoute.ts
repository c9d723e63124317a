import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../api/http.ts';
import type { MessagePack } from '../i18n/packs.ts';

// A route is declared once, in its feature's `routes.ts`, with `defineRoute`; the app registers each
// feature's routes in one line (src/app/routeManifest.ts for the first-load pages, src/app/flowManifest.ts
// for the flows) and derives from the declarations the route table (src/app/routes.tsx), the prefetches a
// URL starts, and the boot plan the server renders a first page with (src/app/bootPlan.ts).
//
// The build reads the declarations in Node (build/boot-plan.ts, build/route-chunks.ts), so a `routes.ts`
// imports only this module, types, and modules that import no `.tsx` and no styles (a feature's
// `api/` query options); its pages are `() => import('./Page.tsx')`, loaded only when the route matches.

/** What a route's prefetch works with: the app's query client, the dealer's HTTP client, the URL. */
export interface PrefetchContext {
  readonly client: QueryClient;
  readonly http: HttpClient;
  readonly dealerCode: string | undefined;
  /** The URL, with its query. */
  readonly url: URL;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/**
 * A route's prefetch: starts the data its page needs as soon as the URL matches, in parallel with the
 * page's chunk (the browser does not wait for it; the server's render awaits it).
 */
export type RoutePrefetch = (context: PrefetchContext) => Promise<unknown>;

/** A page in its own chunk: the import of its module and the name of its component there. */
export interface PageModule {
  readonly load: () => Promise<Record<string, unknown>>;
  readonly name: string;
}

/** What the server puts into a route's first document (src/app/bootPlan.ts). */
export interface RouteBoot {
  /** Its own GETs (`:name` a route param; `?` at the end: with the page's query string). */
  readonly data: readonly string[];
  /** Where the likely LCP image is found in the answers: a data path and a JSON pointer. */
  readonly images: readonly {
    readonly data: string;
    readonly pointer: string;
    /** A JSON pointer to the image's `srcset` in the same answer, and the `sizes` it is shown at. */
    readonly srcset?: string;
    readonly sizes?: string;
  }[];
  /** The message packs its server-rendered document is sent with (every pack when absent). */
  readonly messages?: readonly MessagePack[];
  /**
   * The messages its server-rendered page shows before the app is live (ids, or id starts such as
   * `inventory.`): the `core` pack holds them (src/shared/i18n/packs.ts).
   */
  readonly coreMessages?: readonly string[];
  /**
   * Modules on demand whose stylesheets its server-rendered document links (not their JS): a first
   * paint drawn with their classes before they come (the steps' bar, ./features/build-and-price).
   */
  readonly styles?: readonly string[];
}

export interface RouteDeclaration {
  /** The path after the dealer/language prefix, without slashes (`conf/:id`); none for an index. */
  readonly path?: string;
  readonly index?: true;
  readonly page?: PageModule;
  /** Analytics page name. */
  readonly name?: string;
  /** Message id of the page title (the dealer name plus it). */
  readonly title?: string;
  /** Header, footer and side bars hidden. */
  readonly hideChrome?: true;
  /** Another path of the same page: redirects to `alias` (`:id` replaced), under the same prefix. */
  readonly alias?: string;
  readonly prefetch?: RoutePrefetch;
  /** Rendered by the server for a first load with this plan (none: a client-rendered first load). */
  readonly boot?: RouteBoot;
  readonly children?: readonly RouteDeclaration[];
}

/** A route of a feature (the identity: it gives the declaration its type). */
export function defineRoute(route: RouteDeclaration): RouteDeclaration {
  return route;
}

/** A page component `name` of the module `load` imports. */
export function page<M>(load: () => Promise<M>, name: keyof M & string): PageModule {
  return { load: load as () => Promise<Record<string, unknown>>, name };
}

/**
 * The file a page's import names, relative to its feature folder (`./VehicleLayout.tsx`), read from
 * the import's own text: the build knows a page's module by it (src/app/bootPlan.ts).
 */
export function pageFile(module: PageModule): string {
  const file = /import\w*\(\s*["']([^"']+)["']/.exec(String(module.load))?.[1];
  if (!file) throw new Error(`page ${module.name}: its load is not a plain import('./File.tsx')`);
  return file.slice(file.lastIndexOf('/') + 1);
}
