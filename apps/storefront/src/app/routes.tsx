import { type ComponentType, use, useMemo } from 'react';
import {
  matchRoutes,
  Navigate,
  type Params,
  type RouteMatch,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router';
import { httpFor } from '../shared/api/ApiContext.tsx';
import { messagesSettled } from '../shared/i18n/messages.ts';
import { type LazyModule, lazyModule } from '../shared/lazy/lazyModule.ts';
import type { RouteDeclaration, RoutePrefetch } from '../shared/routing/defineRoute.ts';
import { buildPath, PREFIX_PATTERNS, parseRoutePrefix } from '../shared/routing/routePrefix.ts';
import { RouteWarmerContext } from '../shared/routing/warmRoute.ts';
import { HomeRedirect } from './HomeRedirect.tsx';
import { shellPrefetch } from './prefetch.ts';
import { queryClient } from './queryClient.ts';
import { FEATURE_ROUTES, SHELL_ROUTES } from './routeManifest.ts';
import { ShellLayout } from './ShellLayout.tsx';
import { type RouteHandle, RouteHandleContext } from './usePageTitle.ts';

// The route table, rendered by React Router in its declarative mode (`useRoutes`: src/app/App.tsx and
// src/entry-server.tsx), derived from the route declarations (./routeManifest.ts: each feature's
// `routes.ts`). Besides `path`, `element` and `children`, a route may carry:
// - `handle`: its page name, title and flags (`RouteHandle`), read through `matchRoutes` (usePageTitle);
// - a lazy page (the declaration's `page`): its chunk, loaded through the chunk-failure rule, asked for as soon as the
//   URL matches (before the first render of a document: `preloadRoutes`; on a navigation, when the page
//   first renders and suspends the navigation's transition: the current page stays until it arrives);
// - `prefetch` (in `handle`): the data the page needs, started as soon as the URL matches, in parallel with
//   its chunk (the declaration's `prefetch`; the shell's: src/app/prefetch.ts), as route loaders would.
// The table starts with the first-load routes (./routeManifest.ts). The flows' declarations
// (./flowManifest.ts) are a chunk of their own, loaded the first time a path matches none of those (a
// navigation suspends on it, as on a page's chunk; a first document and a warm-up wait for it), and the
// table is the whole one from then on.

/** A page's module (./shared/lazy/lazyModule.ts: a failed load stays failed for the document). */
type LazyPage = LazyModule<Record<string, unknown>>;

const lazyPages = new WeakMap<RouteObject, LazyPage>();

/** Renders a lazy page: at once when its chunk is in, else once it is (suspending meanwhile). */
function LazyRoute({ page, name }: { page: LazyPage; name: string }) {
  const Component = (page.current ?? use(page.load()))[name] as ComponentType;
  return <Component />;
}

/** Redirects an alias path to its canonical one under the same prefix (`:id` replaced), keeping the query. */
function Alias({ to }: { to: string }) {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  return <Navigate replace to={`${buildPath(parseRoutePrefix(pathname), to.replace(':id', id))}${search}`} />;
}

/** What a route object of the table carries for the shell and the prefetches (`handle`). */
type TableHandle = RouteHandle & { prefetch?: RoutePrefetch };

/** The table's route of a declaration (src/shared/routing/defineRoute.ts). */
function toRoute(declaration: RouteDeclaration): RouteObject {
  const { path, index, page, alias, children } = declaration;
  // A failed page stays failed for this document (so that `use` reads its error instead of suspending on a
  // new attempt each render): the chunk-failure rule reloads the page, or the page shows the shell's
  // error message, whose "Try again" reloads it.
  const lazy = page && lazyModule(page.load, { ready: messagesSettled, keepFailure: true });
  const route = {
    path,
    index,
    handle: alias ? { redirect: true } : declaration,
    element: alias ? <Alias to={alias} /> : lazy && <LazyRoute page={lazy} name={page.name} />,
    children: children?.map(toRoute),
  } as RouteObject;
  if (lazy) lazyPages.set(route, lazy);
  return route;
}

// Step redirect guard: an unmatched route goes home.
const unmatched: RouteObject = { path: '*', handle: { redirect: true }, element: <UnmatchedRedirect /> };

function UnmatchedRedirect() {
  const { pathname } = useLocation();
  return <Navigate replace to={buildPath(parseRoutePrefix(pathname), '/')} />;
}

// The same routes under every prefix shape /{dealerCode?}/{lang?}/ (see routePrefix.ts). The shell's
// start-up fetches are its prefetch (again only when the dealer changes: src/app/prefetch.ts).
function tableOf(pages: readonly RouteObject[]): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, handle: { redirect: true }, element: <HomeRedirect /> },
    ...pages,
    unmatched,
  ];
  return PREFIX_PATTERNS.map((path) => ({
    path,
    element: <ShellLayout />,
    handle: { prefetch: shellPrefetch } satisfies TableHandle,
    children,
  }));
}

/** The first-load routes (one object a declaration: the whole table shares them, with their loaded pages). */
const firstLoad = [...Object.values(FEATURE_ROUTES).flat(), ...SHELL_ROUTES].map(toRoute);

/** The first-load routes' table. */
const firstLoadTable: RouteObject[] = tableOf(firstLoad);

/** The whole table: the first-load routes and the flows' (their declarations' chunk). */
const flows = lazyModule(() =>
  import('./flowManifest.ts').then(({ FLOW_ROUTES }) => ({
    table: tableOf([...firstLoad, ...Object.values(FLOW_ROUTES).flat().map(toRoute)]),
  })),
);

/** The table as far as it is known: the whole one once the flows' declarations are in. */
export function currentTable(): RouteObject[] {
  return flows.current?.table ?? firstLoadTable;
}

/** Loads the flows' declarations into the table (once; the same promise meanwhile). */
export function loadFlowRoutes(): Promise<unknown> {
  return flows.load();
}

/** Whether a path needs the flows' declarations first: the first-load routes send it to the catch-all. */
function awaitsFlows(pathname: string): boolean {
  return flows.current === undefined && matchesOf(pathname).at(-1)?.route === unmatched;
}

type Matches = readonly RouteMatch[];
/** Recent paths' matches, per table: matching compiles the pattern of every candidate route (6 prefixes x the routes). */
const matchCaches = new WeakMap<RouteObject[], Map<string, Matches>>();
const MATCH_CACHE_SIZE = 100;

/** The routes a path matches, outermost first (empty when none); the same array for the same path. */
export function matchesOf(pathname: string, table: RouteObject[] = currentTable()): Matches {
  let matchCache = matchCaches.get(table);
  if (!matchCache) {
    matchCache = new Map();
    matchCaches.set(table, matchCache);
  }
  let matches = matchCache.get(pathname);
  if (!matches) {
    matches = matchRoutes(table, pathname) ?? [];
    if (matchCache.size >= MATCH_CACHE_SIZE) matchCache.delete(matchCache.keys().next().value as string);
    matchCache.set(pathname, matches);
  }
  return matches;
}

/** The handle of the innermost route of a path that names a page or is a redirect (titles, analytics). */
export function handleOf(pathname: string, table: RouteObject[] = currentTable()): RouteHandle | undefined {
  return matchesOf(pathname, table)
    .map(({ route }) => route.handle as RouteHandle | undefined)
    .reverse()
    .find((handle) => handle?.name !== undefined || handle?.redirect === true);
}

/** The app's routes for the current location, with the current route's handle for the shell. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A path the first-load routes do not know may be a flow's: their declarations first.
  if (awaitsFlows(pathname)) use(flows.load());
  const table = currentTable();
  const handle = useMemo(() => handleOf(pathname, table), [pathname, table]);
  // Only the prefix tree the path matched (the same match: a path matches one prefix best), so that
  // rendering does not match it against the five others again.
  const prefixTree = matchesOf(pathname, table)[0]?.route;
  const tree = useMemo(() => (prefixTree ? [prefixTree] : table), [prefixTree, table]);
  const element = useRoutes(tree);
  return (
    <RouteHandleContext value={handle}>
      <RouteWarmerContext value={warmRoutes}>{element}</RouteWarmerContext>
    </RouteHandleContext>
  );
}

/** Loads the chunks of the lazy pages a path matches (a document's first render then suspends nowhere). */
export async function preloadRoutes(pathname: string): Promise<void> {
  if (awaitsFlows(pathname)) await flows.load();
  await Promise.all(matchesOf(pathname).map(({ route }) => lazyPages.get(route)?.load()));
}

/** Brings the chunks of the pages a path matches into the module cache (src/shared/routing/warmRoute.ts). */
export function warmRoutes(pathname: string): void {
  if (awaitsFlows(pathname)) {
    flows.load().then(
      () => warmRoutes(pathname),
      () => undefined,
    );
    return;
  }
  for (const { route } of matchesOf(pathname)) lazyPages.get(route)?.warm();
}

/**
 * Starts the prefetches of the routes a URL matches (src/app/prefetch.ts); the shell's start-up
 * fetches only for the first URL or when the dealer changes.
 */
export function prefetchRoutes(url: URL, previous: URL | null): void {
  if (awaitsFlows(url.pathname)) {
    flows.load().then(
      () => prefetchRoutes(url, previous),
      () => undefined,
    );
    return;
  }
  const sameDealer =
    previous !== null &&
    parseRoutePrefix(previous.pathname).dealerCode === parseRoutePrefix(url.pathname).dealerCode;
  const { dealerCode, lang } = parseRoutePrefix(url.pathname);
  const http = httpFor(dealerCode, lang);
  for (const { prefetch, params } of prefetchesOf(url.pathname)) {
    if (prefetch === shellPrefetch && sameDealer) continue;
    prefetch({ client: queryClient, http, dealerCode, url, params }).catch(() => undefined);
  }
}

/** The prefetches of the routes a path matches, outermost (the shell's) first, with their params. */
export function prefetchesOf(pathname: string): { prefetch: RoutePrefetch; params: Params }[] {
  return matchesOf(pathname).flatMap(({ route, params }) => {
    const prefetch = (route.handle as TableHandle | undefined)?.prefetch;
    return prefetch ? [{ prefetch, params }] : [];
  });
}
