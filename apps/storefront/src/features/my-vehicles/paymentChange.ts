import type { OrderSummary } from '../orders/index.ts';

/**
 * A saved deal's payment as saved and as priced now, when they differ (the dealership's rates, prices
 * or offers moved since the shopper saved it): the saved deal says so rather than showing the new
 * figure as if it had always been the one. Null when nothing changed, when the deal was saved with
 * another payment type, or before anything was saved.
 */
export function paymentChange(
  order: Pick<OrderSummary, 'payment_type' | 'saved_payment'>,
  now: { payment: number; total_purchase_price?: number | null; is_cash?: boolean } | undefined,
): { beforeCents: number; nowCents: number } | null {
  const saved = order.saved_payment;
  if (!saved || !now || saved.payment_type !== order.payment_type) return null;
  // Cash is its total; a payment is the payment.
  const before = saved.payment_type === 'cash' ? saved.total : saved.payment;
  const after = saved.payment_type === 'cash' ? (now.total_purchase_price ?? now.payment) : now.payment;
  return before === after ? null : { beforeCents: before, nowCents: after };
}
