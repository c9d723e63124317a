import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { preloadErrorCatalogue } from '../shared/api/http.ts';
import { queryClient } from './queryClient.ts';

export function App({ router }: { router: DataRouter }) {
  // When the browser is idle after start-up, the HTTP client's error catalogue (a chunk not needed to
  // start). (The shell marks the page live: ShellLayout.)
  useEffect(() => {
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
