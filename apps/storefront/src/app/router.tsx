import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRedirect } from './HomeRedirect.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PREFIX_PATTERNS } from './routePrefix.ts';
import { ShellLayout } from './ShellLayout.tsx';

const children: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  {
    path: 'vehicle-list',
    lazy: async () => {
      const { VehicleListPage } = await import('../features/inventory/VehicleListPage.tsx');
      return { Component: VehicleListPage };
    },
  },
  { path: '*', element: <NotFoundPage /> },
];

// The same routes under every prefix shape /{dealerCode?}/{lang?}/ (see routePrefix.ts).
export const routes: RouteObject[] = PREFIX_PATTERNS.map((path) => ({
  path,
  element: <ShellLayout />,
  children,
}));

export const router = createBrowserRouter(routes);
