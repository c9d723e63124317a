// The stack's floor: the least JavaScript a hydrated page of the storefront's stack (React 19, React
// Router in its declarative mode, TanStack Query, jotai, ky, react-intl) loads before any storefront
// code, with the APIs the storefront's entry uses (BrowserRouter, routes, a lazy page) and built the way
// the storefront is: messages as ICU ASTs with formatjs's parser left out, ky imported by the first
// request (src/shared/api/http.ts). Built and measured by scripts/stack-floor.mjs; never served.
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, Route, Routes } from 'react-router';
import { Page, Providers } from './page.tsx';

const Lazy = lazy(() => import('./lazy.tsx').then((module) => ({ default: module.Component })));

if (matchRoutes([{ path: '/', children: [{ path: ':id' }] }], window.location.pathname)) {
  const root = document.getElementById('root');
  if (root)
    hydrateRoot(
      root,
      <Providers>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Page />}>
              <Route
                path=":id"
                element={
                  <Suspense>
                    <Lazy />
                  </Suspense>
                }
              />
            </Route>
          </Routes>
        </BrowserRouter>
      </Providers>,
    );
}
