import type { OrderSteps } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { orderKeys } from '../../orders/index.ts';

// The steps and their progress (spec 2 section 4, per-vehicle chain 7): GET order-steps answers the
// dealer's flow (linear or modular), its sections and each step's state and availability, for the
// shopper's order on the vehicle (none yet: every step initial).

/** The answer's key: the vehicle's (the writes of the order's steps set every order id's, ../useOrderSync.ts). */
export function stepsQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  vehicleId: number,
  orderId: number | null,
) {
  return queryOptions({
    queryKey: [...orderKeys.steps(dealerCode, vehicleId), orderId] as const,
    // the server answers the signed-in shopper's open order on the vehicle
    queryFn: () =>
      http.get('/api/customer/order-steps/', { searchParams: { vehicle: vehicleId } }).json<OrderSteps>(),
    // The steps a shopper passed before the order exists are this tab's (../progress.ts): the answer is
    // read again only when the order changes (its id is in the key) or a write answers it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
