import type { PostalCodeCheckAnswer } from '@storefront/domain';
import type { HttpClient } from '../../shared/api/http.ts';
import { ORDER_BASE, type OrderSummary } from '../orders/index.ts';

/**
 * When the postal-code modal shows (spec 2 sections 2 and 5): never when the dealer does not use
 * postal codes; required (opened by itself, not closable) on the payment and review steps while
 * the deal has none, since taxes, fees and incentives depend on it; otherwise optional (the
 * shopper opens it to change the code).
 */
export type PostalCodeMode = 'off' | 'required' | 'optional';

export function postalCodeMode(input: {
  readonly usePostalCode: boolean | undefined;
  readonly postalCode: string | null | undefined;
  readonly step: string;
}): PostalCodeMode {
  if (input.usePostalCode !== true) return 'off';
  const missing = !input.postalCode || input.postalCode.trim() === '';
  return missing && (input.step === 'payment' || input.step === 'review') ? 'required' : 'optional';
}

const context = { call: 'postal-code-update', fields: ['postal_code', 'non_field_errors'] } as const;

/** POST /api/customer/order/check_postal_code/ {postal_code}: the server's normalised code. */
export async function checkPostalCode(http: HttpClient, postalCode: string): Promise<string> {
  const body = await http
    .post(`${ORDER_BASE}/check_postal_code/`, {
      json: { postal_code: postalCode },
      context,
      retry: { limit: 0 },
    })
    .json<PostalCodeCheckAnswer>();
  return body.postal_code;
}

/**
 * The order's postal code: checked by the server when there is no order yet, else written on the
 * order (PATCH: the caller records the order it answers, its new version, with the order sync). The
 * payment is priced again by the caller afterwards.
 */
export async function updatePostalCode(
  http: HttpClient,
  orderId: number | null,
  postalCode: string,
): Promise<{ postalCode: string; order: OrderSummary | null }> {
  if (orderId === null) return { postalCode: await checkPostalCode(http, postalCode), order: null };
  const order = await http
    .patch(`${ORDER_BASE}/${orderId}/`, { json: { postal_code: postalCode }, context, retry: { limit: 0 } })
    .json<OrderSummary>();
  return { postalCode: order.postal_code ?? postalCode, order };
}
