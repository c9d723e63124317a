import { Button, TradeInCommentModal, TradeInDealerDecisionNotice, TradeInOfferPanel } from '@storefront/ui';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { acceptOffer, declineOffer, excludeTradeIn } from './api/tradeIn.ts';
import { type BlackBookFlow, useBlackBookFlow } from './context.ts';

/** What the offer needs of a trade-in flow (the black-book's and trade-in 2's both give it). */
export type OfferFlow = Pick<BlackBookFlow, 'order' | 'tradeIn' | 'country' | 'refresh'>;

/**
 * The dealer's offer awaiting the customer (spec 3 §4), the kit's `TradeInOfferPanel`: accept it (the
 * trade-in is included and its value enters the deal's payment) or decline it with a comment (required)
 * in the decline modal. A failure shows "unable to make changes" (the HTTP client's `trade-in-offer` call).
 */
export function OfferPanel({ flow }: { flow: OfferFlow }) {
  const { http } = useApi();
  const [busy, setBusy] = useState(false);
  const offer = flow.order?.trade_in_offer;
  const tradeIn = flow.tradeIn;
  // The dealer answered without an offer: none made, or the trade-in out of the deal, its message said.
  if (offer?.dealer_decision && tradeIn?.status === 'excluded') {
    return <TradeInDealerDecisionNotice decision={offer.dealer_decision} message={offer.comments ?? null} />;
  }
  if (!offer || !tradeIn || !flow.order || tradeIn.status !== 'awaiting_customer') return null;
  const orderId = flow.order.id;
  const currency = tradeIn.valuation?.currency ?? (flow.country === 'US' ? 'USD' : 'CAD');

  async function accept() {
    if (!tradeIn) return;
    setBusy(true);
    try {
      await acceptOffer(http, orderId, tradeIn.id);
      await flow.refresh();
    } catch {
      // the HTTP client has shown "unable to make changes"
    } finally {
      setBusy(false);
    }
  }

  return (
    <TradeInOfferPanel
      offer={{
        amountCents: offer.value,
        currency,
        condition: offer.condition ?? null,
        expiresOn: offer.expires_on ?? null,
      }}
      accepting={busy}
      onAccept={accept}
      onDecline={async (comments) => {
        await declineOffer(http, orderId, tradeIn.id, comments);
        await flow.refresh();
      }}
    />
  );
}

/** Take the trade-in out of the deal (the exclude modal): once it is with the dealer or included. */
export function ExcludeButton() {
  const flow = useBlackBookFlow();
  const intl = useIntl();
  const { http } = useApi();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { tradeIn, order } = flow;
  if (!tradeIn || !order || tradeIn.status === 'draft' || tradeIn.status === 'excluded') return null;
  return (
    <>
      <Button ref={button} variant="outline" tone="danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="trade_in.exclude.open" />
      </Button>
      <TradeInCommentModal
        open={open}
        title={intl.formatMessage({ id: 'trade_in.exclude.title' })}
        description={intl.formatMessage({ id: 'trade_in.exclude.description' })}
        submitLabel={intl.formatMessage({ id: 'trade_in.exclude.submit' })}
        returnFocus={button}
        onClose={() => setOpen(false)}
        onSubmit={async (comments) => {
          await excludeTradeIn(http, tradeIn.id, order.id, comments);
          setOpen(false);
          await flow.refresh();
        }}
      />
    </>
  );
}
