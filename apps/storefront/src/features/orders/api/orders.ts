import type {
  OrderCreateBody,
  OrderInput,
  OrderList,
  OrderShareAnswer,
  OrderSteps,
  OrderUpdateBody,
} from '@storefront/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import type { HttpClient } from '../../../shared/api/http.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { orderKeys } from './keys.ts';

// Customer orders (spec part 2 section 7). Order creation and fetching need a signed-in user.
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

export function getOrder(http: HttpClient, id: number): Promise<OrderSummary> {
  return http.get(`${ORDER_BASE}/${id}/`).json<OrderSummary>();
}

/** The fields of an order write: the domain's `orderUpdateBodySchema` (the server parses it). */
export type OrderPatch = Omit<OrderUpdateBody, 'vehicle'>;

export function createOrder(http: HttpClient, body: OrderCreateBody): Promise<OrderSummary> {
  return http.post(`${ORDER_BASE}/`, { json: body }).json<OrderSummary>();
}

/**
 * PATCH of the order. With `version`, the write is made against that version (If-Match): the server
 * refuses it with 412 when the order changed since (another tab or device), see `isOrderConflict`.
 */
export function updateOrder(
  http: HttpClient,
  id: number,
  patch: OrderPatch,
  options: { keepalive?: boolean; version?: number | undefined } = {},
): Promise<OrderSummary> {
  return http
    .patch(`${ORDER_BASE}/${id}/`, {
      json: patch,
      context: { call: 'order-update' },
      ...(options.version !== undefined ? { headers: { 'If-Match': `"${options.version}"` } } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    })
    .json<OrderSummary>();
}

/** Whether an order write was refused as made on an older version of the order (412, or 409). */
export function isOrderConflict(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return status === 412 || status === 409;
}

/**
 * Why an order write was refused as invalid (a 400 or 422): the server's first message (localised in
 * the request's language; empty when it gave none), or null when the write failed otherwise (no
 * answer, 5xx, a conflict).
 */
export function orderRefusalOf(error: unknown): string | null {
  const failed = error as { response?: { status?: unknown }; data?: unknown } | null;
  const status = failed?.response?.status;
  if (status !== 400 && status !== 422) return null;
  const body = failed?.data;
  if (typeof body !== 'object' || body === null) return '';
  for (const value of Object.values(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first !== '') return first;
  }
  return '';
}

/** The order fields a deal writes: two orders with the same ones are the same deal. */
export function dealFieldsOf(order: OrderSummary): string {
  return JSON.stringify([
    order.payment_type,
    order.accessory_ids ?? [],
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

/** Creates (or rotates) the order's read-only share link: `/{dealer}/shared-deal/{token}/`. */
export async function shareOrder(http: HttpClient, id: number): Promise<string | null> {
  const body = await http.post(`${ORDER_BASE}/${id}/share/`).json<OrderShareAnswer>();
  return body.tokenized_url;
}

/** E-mails the order's share link to its customer (the server queues the e-mail; spec 2 share). */
export async function sendOrderLink(http: HttpClient, id: number): Promise<void> {
  await http.post(`${ORDER_BASE}/${id}/send_order_link/`, { json: {} }).json();
}

/** Step progress of a section (spec 2 section 4): states by step key. */
export type { OrderSteps };

export function getOrderSteps(
  http: HttpClient,
  params: { vehicle: number; order?: number | null },
): Promise<OrderSteps> {
  return http
    .get('/api/customer/order-steps/', {
      searchParams: { vehicle: params.vehicle, ...(params.order ? { order: params.order } : {}) },
    })
    .json<OrderSteps>();
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
