import type { OrderSteps } from '@storefront/domain';
import type { HttpClient } from '../../../shared/api/http.ts';
import type { OrderSummary } from './ordersList.ts';

// What the vehicle page's first load needs of the orders (its order sync's hook): the deal's fields
// compared, the other tabs told of a save, the step progress written. The other writes are ./orders.ts
// (the feature's deferred.ts).

/** The order fields a deal writes: two orders with the same ones are the same deal. */
export function dealFieldsOf(order: OrderSummary): string {
  return JSON.stringify([
    order.payment_type,
    order.accessory_ids ?? [],
    order.accessory_answers ?? [],
    order.install_accessories_ids ?? [],
    order.protection_ids ?? [],
    (order.incentives ?? []).map((i) => (typeof i === 'number' ? i : i.id)),
    order.down_payment ?? null,
    order.term ?? null,
    order.payment_frequency ?? null,
    order.lease_model_km ?? null,
    order.payment_credit_score ?? null,
    order.postal_code ?? null,
  ]);
}

const ORDER_CHANNEL = 'sf-orders';

/** Tells the shopper's other tabs that an order was saved (its new version). */
export function announceOrderSaved(order: { id: number; version?: number | undefined }): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(ORDER_CHANNEL);
  channel.postMessage({ type: 'order-saved', id: order.id, version: order.version ?? null });
  channel.close();
}

/** PUT order-steps: the server applies the step rules and answers the new progress. */
export function putOrderSteps(
  http: HttpClient,
  orderId: number,
  progress: Record<string, number>,
): Promise<OrderSteps> {
  // A write of the order: a refusal (steps out of order) is the order sync's, never a toast naming the
  // server's field key (`progress.review`).
  return http
    .put(`/api/customer/order-steps/${orderId}/`, { json: { progress }, context: { call: 'order-update' } })
    .json<OrderSteps>();
}

/** Listens to the other tabs' saves; answers the unsubscribe. */
export function onOrderSavedElsewhere(listener: (id: number, version: number | null) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(ORDER_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string; id?: unknown; version?: unknown }>) => {
    const { type, id, version } = event.data ?? {};
    if (type === 'order-saved' && typeof id === 'number')
      listener(id, typeof version === 'number' ? version : null);
  };
  return () => channel.close();
}
