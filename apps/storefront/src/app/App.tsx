import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { preloadErrorCatalogue } from '../shared/api/http.ts';
import { replayEarlyClick } from './earlyClicks.ts';
import { queryClient } from './queryClient.ts';

export function App({ router }: { router: DataRouter }) {
  // The page is live (a server-rendered one hydrated): `html[data-ready]`, for tests and monitoring.
  // Then, when the browser is idle, the HTTP client's error catalogue (a chunk not needed to start).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    // A press on the server-rendered page before hydration, now that it has its handler.
    replayEarlyClick();
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preloadErrorCatalogue, 1000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(preloadErrorCatalogue, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, []);
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
