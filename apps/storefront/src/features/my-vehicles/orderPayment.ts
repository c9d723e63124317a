import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { getPricing } from '../build-and-price/index.ts';
import { type OrderSummary, vehicleIdOf } from '../orders/index.ts';
import { myVehiclesKeys } from './api/keys.ts';

/** A saved deal's payment, priced now by the server from the order (my vehicles, order details). */
export function useOrderPayment(order: OrderSummary) {
  const { http, dealerCode } = useApi();
  return useQuery({
    queryKey: myVehiclesKeys.orderPayment(dealerCode, order.id, order.version ?? 0),
    queryFn: () => getPricing(http, order.payment_type, { order: order.id, vehicle: vehicleIdOf(order) }),
    staleTime: 60_000,
    retry: false,
  });
}
