// The stack's floor, the part both floor pages share (main.tsx: React Router's declarative mode, as the
// storefront; data-router.tsx: the data router DESIGN.md names, for comparison): a page that uses jotai, TanStack
// Query (hydrated from the server's state), react-intl with a compiled message, React Router's hooks
// and ky imported by the first request, as the storefront does (src/shared/api/http.ts).
import {
  type DehydratedState,
  hydrate,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { atom, Provider, useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';

declare global {
  interface Window {
    floorQueries?: DehydratedState;
  }
}

const http = () =>
  import('ky').then(({ default: ky }) =>
    ky.create({ timeout: 15_000, retry: { limit: 3 }, hooks: { beforeError: [({ error }) => error] } }),
  );
const count = atom(0);
const queryClient = new QueryClient();
if (window.floorQueries) hydrate(queryClient, window.floorQueries);

/** The page; `children` is what a router adds (the data router's matches). */
export function Page({ children }: { children?: ReactNode }) {
  const [n, setN] = useAtom(count);
  const params = useParams();
  const location = useLocation();
  const intl = useIntl();
  const query = useQuery({
    queryKey: ['floor'],
    queryFn: () => http().then((ky) => ky.get('/api/health').json()),
  });
  if (n > 5) return <Navigate to="/" />;
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {intl.formatNumber(n, { style: 'currency', currency: 'CAD' })}
      <FormattedMessage id="floor" />
      {String(query.data)}
      {params.id}
      {location.pathname}
      {children}
      <Link to="/b">b</Link>
      <Outlet />
    </button>
  );
}

/** The providers around the router, as in the storefront's entry. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" messages={{ floor: [{ type: 0, value: 'floor' }] }}>
          {children}
        </IntlProvider>
      </QueryClientProvider>
    </Provider>
  );
}
