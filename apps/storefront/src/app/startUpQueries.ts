import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../features/auth/api/user.ts';
import { vehicleQuery } from '../features/build-and-price/api/vehicle.ts';
import { homeDealershipQuery } from '../features/dealership/api/homeDealership.ts';
import {
  appSettingsQuery,
  paymentSettingsQuery,
  staticDataQuery,
} from '../features/dealership/api/settings.ts';
import { languageQuery } from '../features/i18n/api/language.ts';
import { vehicleListParams, vehiclesQuery } from '../features/inventory/api/vehicles.ts';
import type { HttpClient } from '../shared/api/http.ts';
import { parseRoutePrefix } from './routePrefix.ts';

// The queries a page needs at its first render: the shell's start-up fetches (spec 1 section 4) and
// the route's own. The route loaders start them in the browser; the server's render prefetches the
// same ones (entry-server.tsx), so both sides hold the same cache keys.

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

/** The vehicle list's first page with the URL's filters. */
export function vehicleListQuery(http: HttpClient, dealerCode: string | undefined, url: URL) {
  return vehiclesQuery(http, dealerCode, vehicleListParams(url.searchParams));
}

/** Prefetches the route's own first queries, from its URL (none for most routes). */
export async function prefetchRoute(
  client: QueryClient,
  http: HttpClient,
  dealerCode: string | undefined,
  url: URL,
): Promise<void> {
  const segments = parseRoutePrefix(url.pathname).rest.split('/').filter(Boolean);
  if (segments.length === 1 && segments[0] === 'vehicle-list') {
    await client.prefetchQuery(vehicleListQuery(http, dealerCode, url));
  } else if (segments[0] === 'conf' && segments[1]) {
    await client.prefetchQuery(vehicleQuery(http, dealerCode, segments[1]));
  }
}
