import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import { ORDERS_ALL, PRICING_ALL } from '../../../shared/api/sharedKeys.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useOrders, vehicleIdOf } from '../../orders/index.ts';
import { tradeInKeys } from './keys.ts';
import { orderTradeInsQuery } from './tradeIn.ts';

/** The signed-in shopper, their open order of the vehicle, and its trade-in as the server has it. */
export function useOrderTradeIn(id: string) {
  const { http, dealerCode } = useApi();
  const user = useCurrentUser();
  const orders = useOrders();
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id && !o.is_archived) ?? null;
  const tradeIns = useQuery(orderTradeInsQuery(http, dealerCode, order?.id));
  const tradeIn = tradeIns.data?.results[0] ?? null;
  return { user, orders, order, tradeIns, tradeIn };
}

export type OrderTradeIn = ReturnType<typeof useOrderTradeIn>;

/**
 * Reads the orders and the order's trade-ins again, and the deal's pricing: an offer accepted or
 * declined, or a trade-in saved, changes the trade-in credit in the deal's payment (the payment step
 * showed the payment read before until a reload).
 */
export function useRefresh(orderId: number | undefined) {
  const { dealerCode } = useApi();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ORDERS_ALL });
    await queryClient.invalidateQueries({ queryKey: tradeInKeys.ofOrder(dealerCode, orderId ?? 0) });
    await queryClient.invalidateQueries({ queryKey: PRICING_ALL });
  }, [queryClient, dealerCode, orderId]);
}
