import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import type { HttpClient } from '../../../shared/api/http.ts';

export interface VehicleSummary {
  id: number;
  year: number;
  make: string;
  model: string;
  model_fr?: string | null;
  trim: string | null;
  vehicle_condition: string;
  stock_number: string;
  stock_status: string;
  odometer: number | null;
  listing_price: number | null;
  /** The headline price: the listing price with every mandatory charge (before taxes and licensing). */
  advertised_price?: number | null;
  /** The vehicle, then each mandatory charge of the advertised price (cents). */
  advertised_price_breakdown?: Array<{ code: string; name: string; value: number }>;
  exterior_color: string | null;
  primary_image: string | null;
}

export interface VehiclePage {
  count: number;
  page_size?: number;
  results: VehicleSummary[];
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
    queryKey: ['inventory', dealerCode ?? '(default)', params],
    queryFn: () => getVehicles(http, params),
    // The route loader fetched it moments before the page mounted: no second request on mount.
    staleTime: 30_000,
  });
}

export function useVehicles(params: Record<string, string>) {
  const { http, dealerCode } = useApi();
  return useQuery(vehiclesQuery(http, dealerCode, params));
}
