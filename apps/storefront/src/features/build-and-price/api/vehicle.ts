import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { buildAndPriceKeys } from './keys.ts';

// The vehicle of the build-and-price pages (spec part 2 section 7), a module of its own: the shell's
// route loaders start it as soon as the router knows the URL (app/loaders.ts), and the rest of the
// build-and-price calls (./deal.ts, which re-exports this) stay with the vehicle pages' chunks.

export interface DealVehicle {
  id: number;
  uid: string;
  vin: string | null;
  stock_number: string;
  year: number;
  make: string;
  model: string;
  model_fr?: string | null;
  trim: string | null;
  formatted_name: string;
  vehicle_condition: string;
  is_cpo?: boolean;
  stock_status: string;
  is_reserved?: boolean;
  odometer: number | null;
  listing_price: number | null;
  /** The headline price: the listing price with every mandatory charge (before taxes and licensing). */
  advertised_price?: number | null;
  /** The vehicle, then each mandatory charge of the advertised price (cents). */
  advertised_price_breakdown?: Array<{ code: string; name: string; value: number }>;
  msrp?: number | null;
  exterior_color?: string | null;
  interior_color?: string | null;
  primary_image: string | null;
  images?: Array<{ image: string; source: string }>;
}

export function getVehicle(http: HttpClient, id: string): Promise<DealVehicle> {
  return http
    .get(`/api/customer/inventory/${encodeURIComponent(id)}/`, {
      context: { call: 'vehicle', hide_404_toast: true },
    })
    .json<DealVehicle>();
}

export function vehicleQuery(http: HttpClient, dealerCode: string | undefined, id: string) {
  return queryOptions({
    queryKey: buildAndPriceKeys.vehicle(dealerCode, id),
    queryFn: () => getVehicle(http, id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
