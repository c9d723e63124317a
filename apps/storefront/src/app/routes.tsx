import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { loadChunk } from './chunkReload.ts';
import { HomeRedirect } from './HomeRedirect.tsx';
import { shellLoader, vehicleListLoader, vehicleLoader } from './loaders.ts';
import { buildPath, PREFIX_PATTERNS, parseRoutePrefix } from './routePrefix.ts';
import { ShellLayout } from './ShellLayout.tsx';
import type { RouteHandle } from './usePageTitle.ts';

/** A route component in its own chunk, loaded through the chunk-failure reload. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module[name] as ComponentType };
  };
}

/** Redirects an alias path to its canonical one under the same prefix, keeping the query. */
function Alias({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  return <Navigate replace to={`${buildPath(parseRoutePrefix(pathname), to(id))}${search}`} />;
}

const handle = (h: RouteHandle) => h;

const BNP_STEPS: RouteObject[] = [
  {
    path: 'accessories',
    handle: handle({ page: 'accessories', titleId: 'bnp.step.accessories' }),
    lazy: lazyPage(() => import('../features/build-and-price/AccessoriesStep.tsx'), 'AccessoriesStep'),
  },
  {
    path: 'protection',
    handle: handle({ page: 'protection', titleId: 'bnp.step.protection' }),
    lazy: lazyPage(() => import('../features/build-and-price/ProtectionStep.tsx'), 'ProtectionStep'),
  },
  {
    path: 'incentives',
    handle: handle({ page: 'incentives', titleId: 'bnp.step.incentives' }),
    lazy: lazyPage(() => import('../features/build-and-price/IncentivesStep.tsx'), 'IncentivesStep'),
  },
  {
    path: 'payment',
    handle: handle({ page: 'payment', titleId: 'bnp.step.payment' }),
    lazy: lazyPage(() => import('../features/build-and-price/PaymentStep.tsx'), 'PaymentStep'),
  },
  {
    path: 'review',
    handle: handle({ page: 'review', titleId: 'bnp.step.review' }),
    lazy: lazyPage(() => import('../features/build-and-price/ReviewStep.tsx'), 'ReviewStep'),
  },
];

const savedVehicles = (base: string): RouteObject[] => [
  {
    path: base,
    handle: handle({ page: 'my-vehicles', titleId: 'myVehicles.title' }),
    lazy: lazyPage(() => import('../features/my-vehicles/MyVehiclesPage.tsx'), 'MyVehiclesPage'),
  },
  {
    path: `${base}/:id`,
    handle: handle({ page: 'order-details', titleId: 'orderDetails.title' }),
    lazy: lazyPage(() => import('../features/my-vehicles/OrderDetailsPage.tsx'), 'OrderDetailsPage'),
  },
  {
    path: `${base}/:id/summary/:secName?`,
    handle: handle({ page: 'step-summary', titleId: 'summary.title' }),
    lazy: lazyPage(() => import('../features/my-vehicles/StepSummaryPage.tsx'), 'StepSummaryPage'),
  },
];

const children: RouteObject[] = [
  { index: true, handle: handle({ redirect: true }), element: <HomeRedirect /> },
  {
    path: 'vehicle-list',
    loader: vehicleListLoader,
    handle: handle({ page: 'vehicle-list', titleId: 'inventory.pageTitle' }),
    lazy: lazyPage(() => import('../features/inventory/VehicleListPage.tsx'), 'VehicleListPage'),
  },
  // Vehicle detail links: base path plus the vehicle id (query configurationId kept).
  { path: 'vehicle/:id', handle: handle({ redirect: true }), element: <Alias to={(id) => `/conf/${id}/`} /> },
  // Configure (welcome) and its aliases; build and price under conf/{id}/.
  { path: 'welcome/:id', handle: handle({ redirect: true }), element: <Alias to={(id) => `/conf/${id}/`} /> },
  {
    path: 'configure/:id',
    handle: handle({ redirect: true }),
    element: <Alias to={(id) => `/conf/${id}/`} />,
  },
  {
    path: 'conf/:id',
    loader: vehicleLoader,
    lazy: lazyPage(() => import('../features/build-and-price/VehicleLayout.tsx'), 'VehicleLayout'),
    children: [
      {
        index: true,
        handle: handle({ page: 'welcome', titleId: 'bnp.step.welcome' }),
        lazy: lazyPage(() => import('../features/build-and-price/WelcomeStep.tsx'), 'WelcomeStep'),
      },
      ...BNP_STEPS,
    ],
  },
  ...savedVehicles('saved-vehicles'),
  ...savedVehicles('my-vehicles'),
  {
    path: 'no-order',
    handle: handle({ page: 'no-order', titleId: 'noOrder.title' }),
    lazy: lazyPage(() => import('../features/my-vehicles/NoOrderPage.tsx'), 'NoOrderPage'),
  },
  {
    path: 'not-found',
    handle: handle({ page: 'not-found', titleId: 'vehicleNotFound.title', hideChrome: true }),
    lazy: lazyPage(() => import('./VehicleNotFoundPage.tsx'), 'VehicleNotFoundPage'),
  },
  {
    path: 'shared-deal/:token',
    handle: handle({ page: 'shared-deal', titleId: 'sharedDeal.pageTitle' }),
    lazy: lazyPage(() => import('../features/shared-deal/SharedDealPage.tsx'), 'SharedDealPage'),
  },
  {
    path: 'unsubscribe',
    handle: handle({ page: 'unsubscribe', titleId: 'unsubscribe.title' }),
    lazy: lazyPage(() => import('../features/my-vehicles/UnsubscribePage.tsx'), 'UnsubscribePage'),
  },
  // Step redirect guard: an unmatched route goes home.
  { path: '*', handle: handle({ redirect: true }), element: <UnmatchedRedirect /> },
];

function UnmatchedRedirect() {
  const { pathname } = useLocation();
  return <Navigate replace to={buildPath(parseRoutePrefix(pathname), '/')} />;
}

// The same routes under every prefix shape /{dealerCode?}/{lang?}/ (see routePrefix.ts).
export const routes: RouteObject[] = PREFIX_PATTERNS.map((path) => ({
  path,
  element: <ShellLayout />,
  // Start-up fetches begin with the router; again only when the dealer changes.
  loader: shellLoader,
  shouldRevalidate: ({ currentUrl, nextUrl }) =>
    parseRoutePrefix(currentUrl.pathname).dealerCode !== parseRoutePrefix(nextUrl.pathname).dealerCode,
  children,
}));
