import { vehicleQuery } from '../features/build-and-price/api/vehicle.ts';
import { httpFor } from '../shared/api/ApiContext.tsx';
import { resolveLocale } from '../shared/i18n/locale.ts';
import { loadMessages } from '../shared/i18n/messages.ts';
import { queryClient } from './queryClient.ts';
import { parseRoutePrefix } from './routePrefix.ts';
import { shellQueries, vehicleListQuery } from './startUpQueries.ts';

// Route prefetches start the data a page needs as soon as the app knows the URL (before the first
// render of a document; on a navigation, in the render that starts it: src/app/App.tsx), in parallel
// with the page's lazy chunk, instead of after the chunk has loaded and rendered (the old waterfall:
// main JS -> home dealership -> route chunk -> inventory -> images). They never wait for the data:
// the pages read the same queries and show their loading states; errors stay the pages'. (A
// server-rendered first page arrives with these queries in the cache: see entry-server.tsx.) They are
// what route loaders would be, without the data router (see the README, "Routing").

/** A route's prefetch: the URL (with its query), the route's params; starts fetches, never waits. */
export type RoutePrefetch = (url: URL, params: Readonly<Record<string, string | undefined>>) => void;

function dealerOf(url: URL) {
  const { dealerCode, lang } = parseRoutePrefix(url.pathname);
  return { dealerCode, http: httpFor(dealerCode, lang) };
}

/** Shell: the start-up fetches (language, home dealership, financing settings, static data, user). */
export const shellPrefetch: RoutePrefetch = (url) => {
  const { dealerCode, http } = dealerOf(url);
  const { lang } = parseRoutePrefix(url.pathname);
  const shell = shellQueries(http, dealerCode);
  void shell.prefetchOthers(queryClient);
  // The locale's messages (own chunk) as soon as the dealer (and the server's language) say which.
  void Promise.all([queryClient.ensureQueryData(shell.dealer), queryClient.ensureQueryData(shell.language)])
    .then(([dealer, language]) => loadMessages(resolveLocale(lang ?? language.language, dealer)))
    .catch(() => undefined);
};

/** Vehicle list: the first page of results with the URL's filters, then its first image preloaded. */
export const vehicleListPrefetch: RoutePrefetch = (url) => {
  const { dealerCode, http } = dealerOf(url);
  void queryClient
    .ensureQueryData(vehicleListQuery(http, dealerCode, url))
    .then((page) => preloadImage(page.results[0]?.primary_image ?? null))
    .catch(() => undefined);
};

/** Vehicle pages: the vehicle (the first link of the per-vehicle chain). */
export const vehiclePrefetch: RoutePrefetch = (url, params) => {
  const { dealerCode, http } = dealerOf(url);
  if (params.id) void queryClient.prefetchQuery(vehicleQuery(http, dealerCode, params.id));
};

/** A high-priority preload of the likely LCP image, once. */
export function preloadImage(href: string | null): void {
  if (!href || typeof document === 'undefined') return;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
