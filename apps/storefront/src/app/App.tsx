import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { queryClient } from './queryClient.ts';

export function App({ router }: { router: DataRouter }) {
  // The page is live (a server-rendered one hydrated): `html[data-ready]`, for tests and monitoring.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
