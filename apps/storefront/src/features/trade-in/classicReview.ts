import { reviewDescription, reviewTitleId, type TradeInStatus } from '@storefront/domain';
import type { OrderSummary } from '../orders/index.ts';

type Offer = OrderSummary['trade_in_offer'];

/**
 * The older flow's review as the trade-in stands (spec 3 §2): titled "offer" (its step and its
 * heading) while the trade-in has a current offer (the dealer's, awaiting the customer or accepted;
 * not one declined, nor an answer without an offer), and the status's text: draft, awaiting dealer,
 * awaiting customer (no text: the offer says it), included and excluded (greeting the shopper by name).
 */
export function classicReview(
  status: TradeInStatus | null | undefined,
  offer: Offer | null | undefined,
): { step: string; heading: string; text: string | null; greets: boolean } {
  const current =
    offer && !offer.dealer_decision && (offer.status === 'pending' || offer.status === 'accepted')
      ? offer
      : null;
  const step = reviewTitleId({ current_offer: current });
  const { id, greets } = reviewDescription(status);
  return {
    step,
    heading: current ? 'trade_in.review.offerTitle' : 'trade_in.review.title',
    text: id,
    greets,
  };
}
