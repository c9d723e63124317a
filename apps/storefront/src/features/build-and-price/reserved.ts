import { useEffect } from 'react';
import { buildPath, type RoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useOrders, vehicleIdOf } from '../orders/index.ts';

/**
 * Whether the vehicle is reserved and the shopper has no deposit on it (their own reservation); false
 * while the shopper or their orders are still being read (their own deposit may be on its way).
 */
export function useReservedForOthers(vehicle: { id: number; is_reserved?: boolean } | undefined): boolean {
  const user = useCurrentUser();
  const orders = useOrders();
  if (!vehicle?.is_reserved || user.isPending || (user.data && (orders.isPending || orders.isFetching)))
    return false;
  const own = (orders.data?.results ?? []).some(
    (o) => vehicleIdOf(o) === vehicle.id && (o as { has_deposit?: boolean }).has_deposit === true,
  );
  return !own;
}

/**
 * Spec 2 §4, chain step 1: a page of a vehicle reserved by another shopper's deposit (the deal, its
 * deposit) is a hard redirect to the reserved page.
 */
export function useReservedRedirect(reserved: boolean, prefix: RoutePrefix, vehicleId: string): void {
  useEffect(() => {
    if (reserved)
      window.location.replace(buildPath(prefix, `/not-found/?reserved=${encodeURIComponent(vehicleId)}`));
  }, [reserved, prefix, vehicleId]);
}
