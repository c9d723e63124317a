// The stack's floor: the least JavaScript a hydrated page of the storefront's stack (DESIGN.md: React
// 19, React Router's data router, TanStack Query, jotai, ky, react-intl) loads before any storefront
// code, with the same APIs the storefront's entry uses. Built and measured by scripts/stack-floor.mjs;
// never served.
import {
  type DehydratedState,
  hydrate,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { atom, Provider, useAtom } from 'jotai';
import ky from 'ky';
import { hydrateRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import {
  createBrowserRouter,
  type HydrationState,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useParams,
} from 'react-router';

declare global {
  interface Window {
    floorQueries?: DehydratedState;
    floorRouter?: HydrationState;
  }
}

const http = ky.create({
  timeout: 15_000,
  retry: { limit: 3 },
  hooks: { beforeError: [({ error }) => error] },
});
const count = atom(0);
const queryClient = new QueryClient();
if (window.floorQueries) hydrate(queryClient, window.floorQueries);

function Page() {
  const [n, setN] = useAtom(count);
  const params = useParams();
  const location = useLocation();
  const matches = useMatches();
  const intl = useIntl();
  const query = useQuery({ queryKey: ['floor'], queryFn: () => http.get('/api/health').json() });
  if (n > 5) return <Navigate to="/" />;
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {intl.formatNumber(n, { style: 'currency', currency: 'CAD' })}
      <FormattedMessage id="floor" />
      {String(query.data)}
      {params.id}
      {location.pathname}
      {matches.length}
      <Link to="/b">b</Link>
      <Outlet />
    </button>
  );
}

const routes = [
  {
    path: '/',
    element: <Page />,
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
      <Provider>
        <QueryClientProvider client={queryClient}>
          <IntlProvider locale="en" messages={{ floor: 'floor' }}>
            <RouterProvider router={router} />
          </IntlProvider>
        </QueryClientProvider>
      </Provider>,
    );
}
