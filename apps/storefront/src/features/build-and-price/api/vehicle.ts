import type { VehicleInput } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { buildAndPriceKeys } from './keys.ts';

// The vehicle of the build-and-price pages (spec part 2 section 7), a module of its own: the shell's
// route loaders start it as soon as the router knows the URL (app/loaders.ts), and the rest of the
// build-and-price calls (./deal.ts, which re-exports this) stay with the vehicle pages' chunks.

/** The vehicle as the server answers it: the domain's wire type. */
export type DealVehicle = VehicleInput;

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
