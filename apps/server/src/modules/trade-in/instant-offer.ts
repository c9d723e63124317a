/**
 * The instant cash offer behind one interface (spec 3 §2 and §4, the external instant-cash-offer flow:
 * an offer code and amount with its validity, taken with `submit_ico`). The embedded default,
 * "Demo instant cash offer (sandbox)", offers the valuation's low figure in whole hundreds of dollars,
 * valid 7 days: a sandbox's offer, labelled as such in its provider, the logs and the storefront.
 */
import { randomUUID } from 'node:crypto';
import type { TradeInEstimate, TradeInInstantOffer, ValuationProvider } from '@storefront/domain';

export interface InstantOfferInput {
  readonly tradeInId: number;
  readonly estimate: TradeInEstimate;
  /** YYYY-MM-DD, the dealer's today. */
  readonly today: string;
}

export interface InstantCashOffer {
  readonly provider: ValuationProvider;
  /** An offer for the trade-in, or null when the provider makes none (no estimate to start from). */
  offer(input: InstantOfferInput): Promise<TradeInInstantOffer | null>;
}

export const DEMO_INSTANT_OFFER_NAME = 'Demo instant cash offer (sandbox)';
const VALID_DAYS = 7;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const demoInstantOffer: InstantCashOffer = {
  provider: { name: DEMO_INSTANT_OFFER_NAME, sandbox: true },
  offer: async ({ tradeInId, estimate, today }) => {
    const amount = Math.floor(estimate.trade_in_low / 10_000) * 10_000;
    if (amount <= 0) return null;
    return {
      offer_code: `DEMO-${tradeInId}-${randomUUID().slice(0, 8).toUpperCase()}`,
      offer_id: randomUUID(),
      amount,
      currency: estimate.currency,
      valid_until: addDays(today, VALID_DAYS),
      provider: demoInstantOffer.provider,
    };
  },
};
