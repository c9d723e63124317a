// The stack's floor: the least JavaScript a hydrated page of the storefront's stack (DESIGN.md: React
// 19, React Router's data router, TanStack Query, jotai, ky, react-intl) loads before any storefront
// code, with the same APIs the storefront's entry uses and built the way the storefront is: messages
// as ICU ASTs with formatjs's parser left out, ky imported by the first request (src/shared/api/http.ts).
// Built and measured by scripts/stack-floor.mjs; never served.
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  RouterProvider,
  useMatches,
} from 'react-router';
import { Page, Providers } from './page.tsx';

declare global {
  interface Window {
    floorRouter?: HydrationState;
  }
}

function DataPage() {
  const matches = useMatches();
  return <Page>{matches.length}</Page>;
}

const routes = [
  {
    path: '/',
    element: <DataPage />,
    loader: () => null,
    children: [{ path: ':id', lazy: () => import('./lazy.tsx') }],
  },
];
if (matchRoutes(routes, window.location.pathname)) {
  const router = createBrowserRouter(routes, { hydrationData: window.floorRouter });
  const root = document.getElementById('root');
  if (root)
    hydrateRoot(
      root,
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
}
