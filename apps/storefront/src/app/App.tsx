import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { preloadErrorCatalogue, preloadHttpClient } from '../shared/api/http.ts';
import { whenIdle } from '../shared/hooks/whenIdle.ts';
import { type Hydration, HydrationContext } from '../shared/state/hydration.ts';
import { queryClient } from './queryClient.ts';
import { AppRoutes, prefetchRoutes } from './routes.tsx';
import { browserStores, StoreFactoryContext } from './session.ts';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** The browser's app; `hydration`: what a server-rendered page hydrates with (main.tsx). */
export function App({ hydration = null }: { hydration?: Hydration | null }) {
  // This root's client state: the dealer's store, restored from storage (ShellLayout).
  const [stores] = useState(browserStores);
  // Once the page is live (a server-rendered page hydrates without them): the HTTP client's ky chunk at
  // once, its error catalogue when the browser is idle. (The shell marks the page live: ShellLayout.)
  useEffect(() => {
    preloadHttpClient();
    return whenIdle(preloadErrorCatalogue, 5000);
  }, []);
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <HydrationContext value={hydration}>
          <StoreFactoryContext value={stores}>
            <PrefetchingRouter>
              <AppRoutes />
            </PrefetchingRouter>
          </StoreFactoryContext>
        </HydrationContext>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/**
 * The browser's router: React Router's `BrowserRouter` as it is built (a `HistoryRouter` on the
 * browser's history), with the prefetches of each navigation's routes started as the history announces
 * it: before the render of the new location, in parallel with the lazy page's chunk that render asks for
 * (a navigation is a transition: the current page stays while the chunk and the data arrive). The
 * document's first URL was prefetched by src/main.tsx (or came with the server's render).
 */
function PrefetchingRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => prefetchingHistory(createBrowserHistory({ v5Compat: true })));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** The history, whose listener (the router's) hears of a navigation after its prefetches have started. */
function prefetchingHistory(history: BrowserHistory): BrowserHistory {
  const listen: BrowserHistory['listen'] = (listener) => {
    let previous = hrefOf(history.location);
    return history.listen((update) => {
      const href = hrefOf(update.location);
      if (href !== previous) {
        prefetchRoutes(new URL(href, window.location.origin), new URL(previous, window.location.origin));
        previous = href;
      }
      listener(update);
    });
  };
  // the history's own properties and methods, but this `listen`
  return Object.create(history, { listen: { value: listen } }) as BrowserHistory;
}

function hrefOf({ pathname, search }: { pathname: string; search: string }): string {
  return `${pathname}${search}`;
}
