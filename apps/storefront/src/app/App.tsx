import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type DataRouter, RouterProvider } from 'react-router';
import { queryClient } from './queryClient.ts';

export function App({ router }: { router: DataRouter }) {
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
