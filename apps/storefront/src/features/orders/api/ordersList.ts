import type { OrderInput, OrderList } from '@storefront/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import type { HttpClient } from '../../../shared/api/http.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { orderKeys } from './keys.ts';

// The customer's orders as the shell reads them (the saved deals' count in the header): in the entry.
// Their writes are ./orders.ts, loaded with the pages that make them.
export const ORDER_BASE = '/api/customer/order';

/** The order as the server answers it: the domain's wire type. */
export type OrderSummary = OrderInput;

export type { OrderList };

export function vehicleIdOf(order: OrderSummary): number {
  return typeof order.vehicle === 'number' ? order.vehicle : order.vehicle.id;
}

export function getOrders(http: HttpClient, params: Record<string, string> = {}): Promise<OrderList> {
  return http.get(`${ORDER_BASE}/`, { searchParams: params }).json<OrderList>();
}

export function ordersQuery(http: HttpClient, dealerCode: string | undefined, userId: number | undefined) {
  return queryOptions({
    queryKey: orderKeys.list(dealerCode, userId ?? 0),
    queryFn: () => getOrders(http),
    enabled: userId !== undefined,
    staleTime: 30_000,
  });
}

/**
 * Orders of the signed-in customer (or of the customer staff act for); none when signed out, or for
 * dealer staff who open the storefront in their own name (they have no orders: the call is refused).
 */
export function useOrders() {
  const { http, dealerCode } = useApi();
  const user = useCurrentUser();
  return useQuery(ordersQuery(http, dealerCode, user.data?.role === 'customer' ? user.data.id : undefined));
}
