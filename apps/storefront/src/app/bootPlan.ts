// The boot plan: what the server puts into the document of a route so that the first render needs
// no round trip (apps/server/src/routes/boot-document.ts). Without it the vehicle list waited on a
// chain: document -> entry JS -> route chunk -> five start-up calls -> messages -> first image.
//
// - `shell`: the start-up GETs of every page (spec part 1 section 4), answered in-process by the
//   server with the request's cookies and tenant, embedded as JSON, and consumed once by the HTTP
//   client (src/shared/api/bootData.ts) instead of going to the network.
// - `shellModules`: chunks that every page needs as soon as its app starts, beyond the entry's
//   (the HTTP client's ky part, the dealer theme's derivation): modulepreloaded for a client-rendered
//   page, whose start-up calls go out at once; a server-rendered page's app loads ky once it is live
//   and has its theme from the server.
// - `routes`: derived from the routes declared with `boot` (src/shared/routing/defineRoute.ts): per
//   route (the path after the dealer/language prefix, `:name` a segment), its own
//   GETs (`?` at the end: with the page's query string), the lazy modules it loads at start
//   (modulepreloaded with their imports and styles) and where the likely LCP image is found in the
//   answers (a data path and a JSON pointer) to preload it, and the message packs
//   (src/shared/i18n/packs.ts) its server-rendered document is sent with (every pack when absent,
//   and always for a client-rendered document).
// - `locales`: the messages module of each pack of each locale; the server preloads the ones of the
//   locale it resolves.
//
// Read at build time by build/boot-plan.ts (Node), so this module imports only the route declarations
// (./routeManifest.ts and ./flowManifest.ts, where each route's `boot` is declared). Paths equal the ones the queries
// request; test/bootData.test.ts holds them together.

import type { MessagePack } from '../shared/i18n/packs.ts';
import { pageFile, type RouteDeclaration } from '../shared/routing/defineRoute.ts';
import { FLOW_ROUTES } from './flowManifest.ts';
import { FEATURE_ROUTES } from './routeManifest.ts';

export interface BootRoute {
  readonly path: string;
  readonly data: readonly string[];
  readonly modules: readonly string[];
  /** Modules whose stylesheets only are linked (a first paint in their classes before their chunk). */
  readonly styleModules?: readonly string[];
  readonly images: readonly {
    readonly data: string;
    readonly pointer: string;
    /** A JSON pointer to the image's `srcset` in the same answer, and the `sizes` it is shown at. */
    readonly srcset?: string;
    readonly sizes?: string;
  }[];
  readonly messages?: readonly MessagePack[];
}

export const BOOT_SHELL_DATA = [
  '/i18n/',
  '/api/customer/dealership/home-dealership/',
  '/api/customer/dealership/payment-settings/',
  '/api/customer/dealership/static-data/',
  '/api/customer/user/current_user/',
  '/settings/',
] as const;

export const BOOT_SHELL_MODULES = [
  'src/shared/api/kyClient.ts',
  // the dealer theme's derivation (src/app/dealerTheme.ts): a server-rendered page comes with its theme
  'src/app/derivation.ts',
] as const;

/** The routes the server renders a first page of: the features' routes declared with `boot`. */
export const BOOT_ROUTES: readonly BootRoute[] = /* @__PURE__ */ bootRoutes({
  ...FEATURE_ROUTES,
  ...FLOW_ROUTES,
});

/**
 * Each route declared with `boot`, with the modules it loads at start: its page and the page of its
 * index route (`src/features/{feature}/{file}`), in the order of the registration.
 */
export function bootRoutes(features: Readonly<Record<string, readonly RouteDeclaration[]>>): BootRoute[] {
  return Object.entries(features).flatMap(([feature, routes]) =>
    routes.flatMap(({ path, page, boot, children = [] }) => {
      if (!boot) return [];
      const pages = [page, children.find((child) => child.index)?.page].filter((p) => p !== undefined);
      return [
        {
          path: `/${path}/`,
          data: boot.data,
          modules: pages.map((p) => `src/features/${feature}/${pageFile(p)}`),
          ...(boot.styles
            ? { styleModules: boot.styles.map((module) => `src/features/${feature}/${module}`) }
            : {}),
          images: boot.images,
          ...(boot.messages ? { messages: boot.messages } : {}),
        },
      ];
    }),
  );
}

export const BOOT_LOCALE_MODULES = {
  'en-US': { core: 'src/shared/i18n/messages/en-US.core.ts', rest: 'src/shared/i18n/messages/en-US.rest.ts' },
  'en-CA': { core: 'src/shared/i18n/messages/en-CA.core.ts', rest: 'src/shared/i18n/messages/en-CA.rest.ts' },
  'fr-CA': { core: 'src/shared/i18n/messages/fr-CA.core.ts', rest: 'src/shared/i18n/messages/fr-CA.rest.ts' },
} as const satisfies Record<string, Record<MessagePack, string>>;

/** The id of the `<script type="application/json">` that carries the embedded answers. */
export { BOOT_DATA_ELEMENT_ID } from '../shared/api/bootData.ts';
