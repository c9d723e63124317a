import { type DehydratedState, hydrate, type Query, QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_TTL_MS } from '../shared/api/bootData.ts';

/** The queries a server render answered (their hashes), fresh while the boot data is. */
const serverAnswered = new Set<string>();

/**
 * A query the server rendered the page with is as fresh as the boot data it was answered from: mounting
 * the page's queries during hydration asks for nothing again (a fetch would be answered from those same
 * answers, and its parse and re-render were main-thread work for no change). Every other query, and
 * these after BOOT_DATA_TTL_MS or once invalidated, is stale at once, as before.
 */
function staleTime(query: Query): number {
  return serverAnswered.has(query.queryHash) && performance.now() <= BOOT_DATA_TTL_MS
    ? Number.POSITIVE_INFINITY
    : 0;
}

/** The app's one query client: route loaders start fetches into it before the pages render. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime } },
});

/** A server-rendered page: its queries as the server answered them (src/main.tsx). */
export function hydrateServerRender(queries: DehydratedState): void {
  for (const query of queries.queries)
    if (query.state.status === 'success') serverAnswered.add(query.queryHash);
  hydrate(queryClient, queries);
}
