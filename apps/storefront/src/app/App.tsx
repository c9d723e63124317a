import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { preloadErrorCatalogue, preloadHttpClient } from '../shared/api/http.ts';
import { queryClient } from './queryClient.ts';

export function App({ router }: { router: DataRouter }) {
  // Once the page is live (a server-rendered page hydrates without them): the HTTP client's ky chunk at
  // once, its error catalogue when the browser is idle. (The shell marks the page live: ShellLayout.)
  useEffect(() => {
    preloadHttpClient();
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
