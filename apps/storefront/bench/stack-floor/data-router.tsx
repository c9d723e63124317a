// The stack's floor with React Router's data router (createBrowserRouter, loaders, lazy routes), which
// DESIGN.md names and the storefront left for the declarative mode (main.tsx; see the storefront README,
// "Routing"): kept to measure what that choice saves. Built and measured by scripts/stack-floor.mjs;
// never served.
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
