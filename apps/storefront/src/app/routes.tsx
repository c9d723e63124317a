import { type ComponentType, use, useMemo } from 'react';
import {
  matchRoutes,
  Navigate,
  type RouteMatch,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router';
import { loadChunk } from './chunkReload.ts';
import { HomeRedirect } from './HomeRedirect.tsx';
import { type RoutePrefetch, shellPrefetch, vehicleListPrefetch, vehiclePrefetch } from './prefetch.ts';
import { buildPath, PREFIX_PATTERNS, parseRoutePrefix } from './routePrefix.ts';
import { ShellLayout } from './ShellLayout.tsx';
import { type RouteHandle, RouteHandleContext } from './usePageTitle.ts';

// The route table, rendered by React Router in its declarative mode (`useRoutes`: src/app/App.tsx and
// src/entry-server.tsx). Besides `path`, `element` and `children`, a route may carry:
// - `handle`: its page name, title and flags (`RouteHandle`), read through `matchRoutes` (usePageTitle);
// - a lazy page (`lazyRoute`): its chunk, loaded through the chunk-failure rule, asked for as soon as the
//   URL matches (before the first render of a document: `preloadRoutes`; on a navigation, when the page
//   first renders and suspends the navigation's transition: the current page stays until it arrives);
// - `prefetch` (in `handle`): the data the page needs, started as soon as the URL matches, in parallel with
//   its chunk (src/app/prefetch.ts), as route loaders would.

/**
 * A lazy page: its component once its chunk is in, the load of that chunk (once, through the
 * chunk-failure rule), and `warm`, which only brings the chunk into the module cache ahead of a likely
 * navigation (a failure is ignored there).
 */
interface LazyPage {
  Component: ComponentType | null;
  preload: () => Promise<void>;
  warm: () => void;
}

const lazyPages = new WeakMap<RouteObject, LazyPage>();

/** A page component in its own chunk, loaded through the chunk-failure reload. */
function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage {
  let loading: Promise<void> | null = null;
  const page: LazyPage = {
    Component: null,
    // A chunk that failed stays failed for this document (one promise, so that `use` reads its error
    // instead of suspending on a new attempt each render): the chunk-failure rule reloads the page, or
    // the page shows the shell's error message, whose "Try again" reloads it.
    preload: () => {
      loading ??= loadChunk(load).then((module) => {
        page.Component = module[name] as ComponentType;
      });
      return loading;
    },
    warm: () => {
      if (!page.Component) load().catch(() => undefined);
    },
  };
  return page;
}

/** Renders a lazy page: at once when its chunk is in, else once it is (suspending meanwhile). */
function LazyRoute({ page }: { page: LazyPage }) {
  if (!page.Component) use(page.preload());
  const { Component } = page;
  return Component ? <Component /> : null;
}

/** A route whose page is a lazy page (its chunk found by `preloadRoutes` and `warmRoutes`). */
function lazyRoute<M extends Record<string, unknown>>(
  route: Omit<RouteObject, 'element'>,
  load: () => Promise<M>,
  name: keyof M & string,
): RouteObject {
  const page = lazyPage(load, name);
  const out = { ...route, element: <LazyRoute page={page} /> } as RouteObject;
  lazyPages.set(out, page);
  return out;
}

/** Redirects an alias path to its canonical one under the same prefix, keeping the query. */
function Alias({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  return <Navigate replace to={`${buildPath(parseRoutePrefix(pathname), to(id))}${search}`} />;
}

const handle = (h: RouteHandle & { prefetch?: RoutePrefetch }) => h;

const BNP_STEPS: RouteObject[] = [
  lazyRoute(
    { path: 'accessories', handle: handle({ page: 'accessories', titleId: 'bnp.step.accessories' }) },
    () => import('../features/build-and-price/AccessoriesStep.tsx'),
    'AccessoriesStep',
  ),
  lazyRoute(
    { path: 'protection', handle: handle({ page: 'protection', titleId: 'bnp.step.protection' }) },
    () => import('../features/build-and-price/ProtectionStep.tsx'),
    'ProtectionStep',
  ),
  lazyRoute(
    { path: 'incentives', handle: handle({ page: 'incentives', titleId: 'bnp.step.incentives' }) },
    () => import('../features/build-and-price/IncentivesStep.tsx'),
    'IncentivesStep',
  ),
  lazyRoute(
    { path: 'payment', handle: handle({ page: 'payment', titleId: 'bnp.step.payment' }) },
    () => import('../features/build-and-price/PaymentStep.tsx'),
    'PaymentStep',
  ),
  lazyRoute(
    { path: 'review', handle: handle({ page: 'review', titleId: 'bnp.step.review' }) },
    () => import('../features/build-and-price/ReviewStep.tsx'),
    'ReviewStep',
  ),
];

const savedVehicles = (base: string): RouteObject[] => [
  lazyRoute(
    { path: base, handle: handle({ page: 'my-vehicles', titleId: 'myVehicles.title' }) },
    () => import('../features/my-vehicles/MyVehiclesPage.tsx'),
    'MyVehiclesPage',
  ),
  lazyRoute(
    { path: `${base}/:id`, handle: handle({ page: 'order-details', titleId: 'orderDetails.title' }) },
    () => import('../features/my-vehicles/OrderDetailsPage.tsx'),
    'OrderDetailsPage',
  ),
  lazyRoute(
    {
      path: `${base}/:id/summary/:secName?`,
      handle: handle({ page: 'step-summary', titleId: 'summary.title' }),
    },
    () => import('../features/my-vehicles/StepSummaryPage.tsx'),
    'StepSummaryPage',
  ),
];

const children: RouteObject[] = [
  { index: true, handle: handle({ redirect: true }), element: <HomeRedirect /> },
  lazyRoute(
    {
      path: 'vehicle-list',
      handle: handle({ page: 'vehicle-list', titleId: 'inventory.pageTitle', prefetch: vehicleListPrefetch }),
    },
    () => import('../features/inventory/VehicleListPage.tsx'),
    'VehicleListPage',
  ),
  // Vehicle detail links: base path plus the vehicle id (query configurationId kept).
  { path: 'vehicle/:id', handle: handle({ redirect: true }), element: <Alias to={(id) => `/conf/${id}/`} /> },
  // Configure (welcome) and its aliases; build and price under conf/{id}/.
  { path: 'welcome/:id', handle: handle({ redirect: true }), element: <Alias to={(id) => `/conf/${id}/`} /> },
  {
    path: 'configure/:id',
    handle: handle({ redirect: true }),
    element: <Alias to={(id) => `/conf/${id}/`} />,
  },
  lazyRoute(
    {
      path: 'conf/:id',
      handle: handle({ prefetch: vehiclePrefetch }),
      children: [
        lazyRoute(
          { index: true, handle: handle({ page: 'welcome', titleId: 'bnp.step.welcome' }) },
          () => import('../features/build-and-price/WelcomeStep.tsx'),
          'WelcomeStep',
        ),
        ...BNP_STEPS,
      ],
    },
    () => import('../features/build-and-price/VehicleLayout.tsx'),
    'VehicleLayout',
  ),
  ...savedVehicles('saved-vehicles'),
  ...savedVehicles('my-vehicles'),
  lazyRoute(
    { path: 'no-order', handle: handle({ page: 'no-order', titleId: 'noOrder.title' }) },
    () => import('../features/my-vehicles/NoOrderPage.tsx'),
    'NoOrderPage',
  ),
  lazyRoute(
    {
      path: 'not-found',
      handle: handle({ page: 'not-found', titleId: 'vehicleNotFound.title', hideChrome: true }),
    },
    () => import('./VehicleNotFoundPage.tsx'),
    'VehicleNotFoundPage',
  ),
  lazyRoute(
    { path: 'shared-deal/:token', handle: handle({ page: 'shared-deal', titleId: 'sharedDeal.pageTitle' }) },
    () => import('../features/shared-deal/SharedDealPage.tsx'),
    'SharedDealPage',
  ),
  lazyRoute(
    { path: 'unsubscribe', handle: handle({ page: 'unsubscribe', titleId: 'unsubscribe.title' }) },
    () => import('../features/my-vehicles/UnsubscribePage.tsx'),
    'UnsubscribePage',
  ),
  // Step redirect guard: an unmatched route goes home.
  { path: '*', handle: handle({ redirect: true }), element: <UnmatchedRedirect /> },
];

function UnmatchedRedirect() {
  const { pathname } = useLocation();
  return <Navigate replace to={buildPath(parseRoutePrefix(pathname), '/')} />;
}

// The same routes under every prefix shape /{dealerCode?}/{lang?}/ (see routePrefix.ts). The shell's
// start-up fetches are its prefetch (again only when the dealer changes: src/app/prefetch.ts).
export const routes: RouteObject[] = PREFIX_PATTERNS.map((path) => ({
  path,
  element: <ShellLayout />,
  handle: handle({ prefetch: shellPrefetch }),
  children,
}));

type Matches = readonly RouteMatch[];
/** Recent paths' matches: matching compiles the pattern of every candidate route (6 prefixes x 28 routes). */
const matchCache = new Map<string, Matches>();
const MATCH_CACHE_SIZE = 100;

/** The routes a path matches, outermost first (empty when none); the same array for the same path. */
export function matchesOf(pathname: string): Matches {
  let matches = matchCache.get(pathname);
  if (!matches) {
    matches = matchRoutes(routes, pathname) ?? [];
    if (matchCache.size >= MATCH_CACHE_SIZE) matchCache.delete(matchCache.keys().next().value as string);
    matchCache.set(pathname, matches);
  }
  return matches;
}

/** The handle of the innermost route of a path that names a page or is a redirect (titles, analytics). */
export function handleOf(pathname: string): RouteHandle | undefined {
  return matchesOf(pathname)
    .map(({ route }) => route.handle as RouteHandle | undefined)
    .reverse()
    .find((handle) => handle?.page !== undefined || handle?.redirect === true);
}

/** The app's routes for the current location, with the current route's handle for the shell. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const handle = useMemo(() => handleOf(pathname), [pathname]);
  // Only the prefix tree the path matched (the same match: a path matches one prefix best), so that
  // rendering does not match it against the five others again.
  const prefixTree = matchesOf(pathname)[0]?.route;
  const tree = useMemo(() => (prefixTree ? [prefixTree] : routes), [prefixTree]);
  const element = useRoutes(tree);
  return <RouteHandleContext value={handle}>{element}</RouteHandleContext>;
}

/** Loads the chunks of the lazy pages a path matches (a document's first render then suspends nowhere). */
export async function preloadRoutes(pathname: string): Promise<void> {
  await Promise.all(matchesOf(pathname).map(({ route }) => lazyPages.get(route)?.preload()));
}

/** Brings the chunks of the pages a path matches into the module cache (src/shared/routing/warmRoute.ts). */
export function warmRoutes(pathname: string): void {
  for (const { route } of matchesOf(pathname)) lazyPages.get(route)?.warm();
}

/**
 * Starts the prefetches of the routes a URL matches (src/app/prefetch.ts); the shell's start-up
 * fetches only for the first URL or when the dealer changes.
 */
export function prefetchRoutes(url: URL, previous: URL | null): void {
  const sameDealer =
    previous !== null &&
    parseRoutePrefix(previous.pathname).dealerCode === parseRoutePrefix(url.pathname).dealerCode;
  for (const { route, params } of matchesOf(url.pathname)) {
    const prefetch = (route.handle as { prefetch?: RoutePrefetch } | undefined)?.prefetch;
    if (!prefetch || (prefetch === shellPrefetch && sameDealer)) continue;
    prefetch(url, params);
  }
}
