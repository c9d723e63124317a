/** Trade-ins as answered (the domain's `blackBookTradeInAnswerSchema`). */
import {
  type BlackBookTradeInAnswer,
  TRADE_IN_IMAGE_FIELDS,
  type TradeInImages,
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

/** Where the customer reads a trade-in's photos, on the origin of the request answered. */
export const customerPhotoBase = (origin: string, id: number) =>
  `${origin}/api/customer/tradein2/${id}/photos`;

/** Where the dealer's staff read a trade-in's photos, on the origin of the request answered. */
export const dealerPhotoBase = (origin: string, id: number) => `${origin}/api/dealer/trade-ins/${id}/photos`;

/**
 * The six angles of a trade-in, each the URL of its photo under `base` (with the version it was stored
 * with, so a photo taken again has a new URL) or null: from the trade-in's row, no photo read.
 */
export function imagesOf(row: Pick<TradeInRow, 'images'>, base: string): TradeInImages {
  const versions = row.images ?? {};
  return Object.fromEntries(
    TRADE_IN_IMAGE_FIELDS.map((field) => {
      const version = versions[field];
      return [field, version ? `${base}/${field}/?v=${encodeURIComponent(version)}` : null];
    }),
  ) as TradeInImages;
}

/**
 * A trade-in as answered to its customer, in the request's language (provider names) with its photo
 * URLs on the request's origin (`requestOrigin`).
 */
export function serializeTradeIn(
  row: TradeInRow,
  order: Pick<OrderRow, 'tradeInOffer'>,
  language: string,
  origin: string,
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
    vin: row.vin ?? null,
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
    images: imagesOf(row, customerPhotoBase(origin, row.id)),
    has_message_sent: row.hasMessageSent,
    last_updated: row.lastUpdated?.toISOString() ?? null,
  };
}
