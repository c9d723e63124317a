import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { inventoryKeys } from './keys.ts';

export interface FacetValue {
  value: string;
  count: number;
}

/**
 * What the list's filters offer for a search (GET /api/customer/inventory/facets/?<the search>): each
 * facet's values counted among the vehicles of the other filters, a chosen value always offered.
 */
export interface InventoryFacets {
  make: FacetValue[];
  model: FacetValue[];
  trim: FacetValue[];
  bodyType: FacetValue[];
  drivetrain: FacetValue[];
  transmission: FacetValue[];
  fuelType: FacetValue[];
  exteriorColor: FacetValue[];
  interiorColor: FacetValue[];
  features: FacetValue[];
  modelYear: { min: number | null; max: number | null };
  /** Listing prices, cents. */
  price: { min: number | null; max: number | null };
}

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
