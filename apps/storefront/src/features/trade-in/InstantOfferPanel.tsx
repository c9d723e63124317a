import { TradeInInstantOfferPanel } from '@storefront/ui';
import { useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { completed, postCta, tell } from '../embedding/deferred.ts';
import { requestInstantOffer, takeInstantOffer } from './api/tradeIn.ts';
import { useBlackBookFlow } from './context.ts';

/**
 * The instant cash offer on the review (spec 3 §2 and §4), the kit's `TradeInInstantOfferPanel`: asked
 * for on a valued draft, shown with its amount, validity and code (a sandbox's says so), and taken with
 * `submit_ico`, which sends the trade-in to the dealership.
 */
export function InstantOfferPanel() {
  const flow = useBlackBookFlow();
  const { http } = useApi();
  const [busy, setBusy] = useState(false);
  const { tradeIn, order } = flow;
  if (!flow.signedIn || !tradeIn || !order || !tradeIn.valuation) return null;
  const offer = tradeIn.instant_offer;
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      await flow.refresh();
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setBusy(false);
    }
  };
  return (
    <TradeInInstantOfferPanel
      offer={
        offer
          ? {
              amountCents: offer.amount,
              currency: offer.currency,
              validUntil: offer.valid_until,
              code: offer.offer_code,
              sandboxProvider: offer.provider.sandbox ? offer.provider.name : null,
            }
          : null
      }
      canTake={tradeIn.status === 'draft'}
      busy={busy}
      onRequest={() => {
        postCta('value_trade_in');
        return run(() => requestInstantOffer(http, tradeIn.id, order.id));
      }}
      onTake={() =>
        offer
          ? run(async () => {
              await takeInstantOffer(http, tradeIn.id, order.id, offer.offer_code, offer.offer_id);
              tell(completed('trade_in_sent', { order: order.id }));
            })
          : undefined
      }
    />
  );
}
