import { PAYMENT_TYPES } from '@storefront/domain';
import type { PrefetchContext } from '../../shared/routing/defineRoute.ts';
import { currentUserQuery } from '../auth/index.ts';
import { accessoriesQuery, choicesQuery } from './api/deal.ts';
import { stepsQuery } from './api/steps.ts';
import { vehicleQuery } from './api/vehicle.ts';

// The vehicle page's own GETs, asked for as soon as a navigation matches its route (with the vehicle,
// beside the page's chunk) rather than once the page has rendered: the payment choices of every type
// (the pricing header's tabs and the first pricing's term), the accessories (the pre-installed ones are
// in the deal, the cart button counts them) and, for a signed-out shopper, the steps. Not on a
// server-rendered first load: the page must hydrate with what its server render had (answers landing
// during the hydration made it differ), so there the page asks for them once it is live, as before.
// Its own chunk: the route table only imports it.

/** The deal's GETs for the vehicle the route's id answers (none for a vehicle not found). */
export async function prefetchDeal({ client, http, dealerCode, params }: PrefetchContext): Promise<unknown> {
  if (!params.id) return;
  const vehicle = vehicleQuery(http, dealerCode, params.id);
  // The route's own prefetch of the vehicle, in flight or answered (not asked again once refused).
  if (client.getQueryState(vehicle.queryKey)?.status !== 'error') await client.prefetchQuery(vehicle);
  const vehicleId = client.getQueryData(vehicle.queryKey)?.id;
  if (vehicleId === undefined) return;
  const signedOut = client.getQueryData(currentUserQuery(http, dealerCode).queryKey) === null;
  return Promise.all([
    ...PAYMENT_TYPES.map((type) => client.prefetchQuery(choicesQuery(http, dealerCode, type, vehicleId))),
    client.prefetchQuery(accessoriesQuery(http, dealerCode, vehicleId)),
    // A signed-in shopper's steps are those of their order on the vehicle (its id in the key).
    ...(signedOut ? [client.prefetchQuery(stepsQuery(http, dealerCode, vehicleId, null))] : []),
  ]);
}
