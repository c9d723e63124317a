import { QueryClient } from '@tanstack/react-query';

/** The app's one query client: route loaders start fetches into it before the pages render. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
