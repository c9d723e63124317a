import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { inventoryKeys } from './keys.ts';

export interface FacetValue {
  value: string;
  count: number;
}

/** What the list's filters offer (GET /api/customer/inventory/facets/): the dealer's listed stock. */
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

export function facetsQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: inventoryKeys.facets(dealerCode),
    queryFn: () => http.get('/api/customer/inventory/facets/').json<InventoryFacets>(),
    staleTime: 5 * 60_000,
  });
}
