// The stack's floor with one difference, for comparison only: React Router in its declarative mode
// (BrowserRouter, Routes, React.lazy) instead of the data router DESIGN.md names (main.tsx). Built and
// measured by scripts/stack-floor.mjs; never served.
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
