/** Trade-ins as answered (the domain's `blackBookTradeInAnswerSchema`). */
import {
  type BlackBookTradeInAnswer,
  type TradeInOption,
  type TradeInStatus,
  tradeInPayoffCents,
} from '@storefront/domain';
import type { OrderRow } from '../../db/schema.ts';
import type { TradeInRow } from '../../db/trade-in-schema.ts';
import { withProviderIn } from './provider-names.ts';

/**
 * The status a shopper sees: the stored one, moved on by the dealer's offer on the order once the
 * trade-in is with the dealer (an offer waiting for the customer, accepted: included, declined:
 * excluded). An offer made before the trade-in was submitted is not an answer to it.
 */
export function effectiveStatus(row: TradeInRow, order: Pick<OrderRow, 'tradeInOffer'>): TradeInStatus {
  const status = row.status as TradeInStatus;
  const offer = order.tradeInOffer;
  if (status !== 'awaiting_dealer' || !offer) return status;
  if (offer.offered_at && row.submittedAt && offer.offered_at < row.submittedAt.toISOString()) return status;
  if (offer.status === 'pending') return 'awaiting_customer';
  return offer.status === 'accepted' ? 'included' : 'excluded';
}

export function serializeTradeIn(
  row: TradeInRow,
  order: Pick<OrderRow, 'tradeInOffer'>,
  language = 'en',
): BlackBookTradeInAnswer {
  const payoff = tradeInPayoffCents(row.lien);
  return {
    id: row.id,
    flow: 'trade-in-black-book',
    status: effectiveStatus(row, order),
    order: row.orderId,
    vid: row.vid,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    odometer: row.odometer,
    unit: row.unit === 'mi' ? 'mi' : 'km',
    accessories: row.accessories as TradeInOption[],
    condition: row.condition ?? [],
    valuation: withProviderIn(row.valuation, language),
    lien: row.lien ?? null,
    instant_offer: withProviderIn(row.instantOffer ?? null, language),
    payoff,
    equity: row.valuation ? row.valuation.trade_in_target - payoff : null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}
