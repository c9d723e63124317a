import type { VehicleInput, VehiclePage } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { inventoryKeys } from './keys.ts';

/** A vehicle of the list: the domain's vehicle, as the server answers it. */
export type VehicleSummary = VehicleInput;
export type { VehiclePage };

/**
 * The list's query from the page URL: a `page` that is not a positive integer (`abc`, `0`, `1.5`) is
 * page 1, so the server is not asked for it (it answers 400). Used by the server-rendered page and the
 * browser alike, so both ask for (and cache) the same query.
 */
export function vehicleListParams(search: URLSearchParams): Record<string, string> {
  const params = Object.fromEntries(search);
  if (params.page !== undefined && listPage(params.page) === 1) delete params.page;
  return params;
}

/** The list page a `page` search value names: a positive integer, anything else is page 1. */
export function listPage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

export function getVehicles(http: HttpClient, params: Record<string, string>): Promise<VehiclePage> {
  return http.get('/api/customer/inventory/simple/', { searchParams: params }).json<VehiclePage>();
}

export function vehiclesQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  params: Record<string, string>,
) {
  return queryOptions({
    queryKey: inventoryKeys.list(dealerCode, params),
    queryFn: () => getVehicles(http, params),
    // The route loader fetched it moments before the page mounted: no second request on mount.
    staleTime: 30_000,
  });
}
