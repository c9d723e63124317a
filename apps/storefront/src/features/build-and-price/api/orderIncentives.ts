import type { OrderIncentivesAnswer, OrderIncentivesUpdate } from '@storefront/domain';
import type { HttpClient } from '../../../shared/api/http.ts';
import { ORDER_BASE } from '../../orders/index.ts';

/**
 * PUT /api/customer/order/{id}/incentives/ {rate, rates_type, incentives} (spec 2 §7): the order's
 * incentives at a dealer on the payment system PC, with the rate the payment was shown at (the server
 * refuses a rate no longer current). A write of the order: a refusal is the deal's, never a toast.
 */
export function putOrderIncentives(
  http: HttpClient,
  orderId: number,
  body: OrderIncentivesUpdate,
): Promise<OrderIncentivesAnswer> {
  return http
    .put(`${ORDER_BASE}/${orderId}/incentives/`, { json: body, context: { call: 'order-update' } })
    .json<OrderIncentivesAnswer>();
}
