import type { FacetValue, InventoryFacets } from '@storefront/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { inventoryKeys } from './keys.ts';

/**
 * What the list's filters offer for a search (GET /api/customer/inventory/facets/?<the search>): the
 * domain's `inventoryFacetsSchema`.
 */
export type { FacetValue, InventoryFacets };

export function facetsQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  search: Record<string, string>,
) {
  return queryOptions({
    queryKey: inventoryKeys.facets(dealerCode, search),
    queryFn: () =>
      http.get('/api/customer/inventory/facets/', { searchParams: search }).json<InventoryFacets>(),
    staleTime: 5 * 60_000,
    // The last search's counts stay on screen while the new ones load: the panel does not empty.
    placeholderData: keepPreviousData,
  });
}
