import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { preloadErrorCatalogue, preloadHttpClient } from '../shared/api/http.ts';
import { whenIdle } from '../shared/hooks/whenIdle.ts';
import { queryClient } from './queryClient.ts';
import { AppRoutes, prefetchRoutes } from './routes.tsx';

export function App() {
  // Once the page is live (a server-rendered page hydrates without them): the HTTP client's ky chunk at
  // once, its error catalogue when the browser is idle. (The shell marks the page live: ShellLayout.)
  useEffect(() => {
    preloadHttpClient();
    return whenIdle(preloadErrorCatalogue, 5000);
  }, []);
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <PrefetchingRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/**
 * The routes, and their prefetches on each navigation, in the render that starts it (a navigation is a
 * transition: the current page stays while a lazy page's chunk and data arrive, both asked for at once).
 * The document's first URL was prefetched by src/main.tsx (or came with the server's render).
 */
function PrefetchingRoutes() {
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  const href = `${pathname}${search}`;
  if (last.current !== href) {
    const previous = last.current;
    last.current = href;
    if (previous !== null)
      prefetchRoutes(new URL(href, window.location.origin), new URL(previous, window.location.origin));
  }
  return <AppRoutes />;
}
