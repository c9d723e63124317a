import type { OrderSummary } from '../orders/index.ts';
import type { PraqQuoteView } from './api/praq.ts';

export type PraqConflict = 'expired' | 'unavailable' | 'deposit';

/**
 * Why a quote cannot be applied to the shopper's order (spec 2 §4: applied "if no order conflicts"),
 * or null: expired (its expiry day is past), its vehicle no longer available, or the order for its
 * vehicle holding a deposit (the deal is placed; the dealer changes it).
 */
export function praqConflict(
  quote: Pick<PraqQuoteView, 'quote_expiry' | 'vehicle_available'>,
  order: Pick<OrderSummary, 'has_deposit' | 'deposit_code'> | null,
  today: string,
): PraqConflict | null {
  if (quote.quote_expiry !== null && quote.quote_expiry < today) return 'expired';
  if (!quote.vehicle_available) return 'unavailable';
  if (order && (order.has_deposit || order.deposit_code === 'RDY' || order.deposit_code === 'LIVE'))
    return 'deposit';
  return null;
}

export type PraqLinkConflict = PraqConflict | 'otherVehicle';

/**
 * Why the quote of a vehicle page's link (`conf/{vehicle}/?praq_id=`, spec 2 §4 chain step 16) is not
 * applied there, or null: a quote of another vehicle than the one opened, then `praqConflict`'s rules.
 */
export function praqLinkConflict(
  quote: Pick<PraqQuoteView, 'vehicle' | 'quote_expiry' | 'vehicle_available'>,
  vehicleId: number,
  order: Pick<OrderSummary, 'has_deposit' | 'deposit_code'> | null,
  today: string,
): PraqLinkConflict | null {
  if (quote.vehicle !== vehicleId) return 'otherVehicle';
  return praqConflict(quote, order, today);
}
