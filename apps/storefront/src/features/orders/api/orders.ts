import type { OrderCreateBody, OrderShareAnswer, OrderSteps, OrderUpdateBody } from '@storefront/domain';
import type { HttpClient } from '../../../shared/api/http.ts';
import { ORDER_BASE, type OrderSummary } from './ordersList.ts';

// Customer orders (spec part 2 section 7): their writes and single reads. Order creation and fetching
// need a signed-in user. The list the shell reads is ./ordersList.ts.
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
