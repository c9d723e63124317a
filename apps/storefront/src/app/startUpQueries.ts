import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../features/auth/api/user.ts';
import { homeDealershipQuery } from '../features/dealership/api/homeDealership.ts';
import {
  appSettingsQuery,
  paymentSettingsQuery,
  staticDataQuery,
} from '../features/dealership/api/settings.ts';
import { languageQuery } from '../features/i18n/index.ts';
import type { HttpClient } from '../shared/api/http.ts';

// The queries every page needs at its first render: the shell's start-up fetches (spec 1 section 4)
// (a route's own are its declaration's `prefetch`). The shell's prefetch starts them in the browser;
// the server's render prefetches the same ones (entry-server.tsx), so both sides hold the same keys.

/** Shell: language, home dealership, financing settings, static data, app settings, current user. */
export function shellQueries(http: HttpClient, dealerCode: string | undefined) {
  return {
    language: languageQuery(http, dealerCode),
    dealer: homeDealershipQuery(http, dealerCode),
    /** Starts the other start-up queries (current user, financing settings, static data, app settings). */
    prefetchOthers: (client: QueryClient) =>
      Promise.all([
        client.prefetchQuery(currentUserQuery(http, dealerCode)),
        client.prefetchQuery(paymentSettingsQuery(http, dealerCode)),
        client.prefetchQuery(staticDataQuery(http, dealerCode)),
        client.prefetchQuery(appSettingsQuery(http, dealerCode)),
      ]),
  } as const;
}
