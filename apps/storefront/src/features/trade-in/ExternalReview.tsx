import { formatMoney, type Locale, reviewDescription, type TradeInInstantOffer } from '@storefront/domain';
import { TradeInOfferCodeForm } from '@storefront/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { serverFormErrors } from '../../shared/api/serverErrors.ts';
import { completed, tell } from '../embedding/deferred.ts';
import { takeInstantOffer } from './api/tradeIn.ts';
import { ExternalOfferFigures } from './ExternalOffer.tsx';
import { externalRedirectPath, useExternalFlow } from './external.ts';
import { DealLinks } from './FlowParts.tsx';
import * as styles from './tradeIn.css.ts';

/**
 * Review (spec 3 §2 and §4): the offer's amount and validity, its code entered and the offer put in
 * the deal with `submit_ico`. A code the server refuses (not this offer's, expired, an offer the deal
 * cannot carry) is said on the field, in the page's language, with what was typed kept. Without an
 * offer it goes back to welcome.
 */
export function ExternalReview() {
  const flow = useExternalFlow();
  const intl = useIntl();
  const redirect = externalRedirectPath(flow, 'review');
  if (redirect) return <Navigate replace to={redirect} />;
  const { tradeIn, order } = flow;
  const offer = tradeIn?.instant_offer ?? null;
  const status = tradeIn?.status ?? 'draft';
  const description = reviewDescription(status);
  const credit = order?.payment_type_settings?.trade_in_credit;
  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in.external.review.title" />
      </h1>
      {offer ? (
        <div className={styles.card}>
          <ExternalOfferFigures offer={offer} />
        </div>
      ) : null}
      {offer && tradeIn && order && status === 'draft' ? (
        <CodeForm offer={offer} tradeInId={tradeIn.id} orderId={order.id} />
      ) : null}
      {status === 'included' && credit !== undefined ? (
        <p data-testid="trade-in-credit">
          <FormattedMessage
            id="trade_in.review.credit"
            values={{
              amount: formatMoney(credit, intl.locale as Locale, {
                currency: offer?.currency ?? tradeIn?.valuation?.currency ?? 'CAD',
              }),
            }}
          />
        </p>
      ) : null}
      <p role="status" data-testid="trade-in-status">
        <FormattedMessage
          id={
            status === 'draft'
              ? 'trade_in.external.review.desc.draft'
              : (description.id ?? 'trade_in.review.desc.awaiting_customer')
          }
          values={{ name: flow.firstName ?? '' }}
        />
      </p>
      <div className={styles.links}>
        <DealLinks path={flow.path} vehicleId={flow.vehicleId} />
      </div>
    </section>
  );
}

/**
 * The offer code (the kit's TradeInOfferCodeForm: the offer's own to start with, required), sent;
 * a code the server refuses says why and focuses its field.
 */
function CodeForm(props: { offer: TradeInInstantOffer; tradeInId: number; orderId: number }) {
  const { offer, tradeInId, orderId } = props;
  const flow = useExternalFlow();
  const { http } = useApi();
  const [refusal, setRefusal] = useState<{ message: string; count: number } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(code: string) {
    setSending(true);
    try {
      await takeInstantOffer(http, tradeInId, orderId, code, offer.offer_id, true);
      tell(completed('trade_in_sent', { order: orderId }));
      await flow.refresh();
    } catch (caught) {
      const errors = serverFormErrors(caught);
      const message = [...(errors.offer_code ?? []), ...(errors.non_field_errors ?? [])][0];
      if (message) setRefusal((r) => ({ message, count: (r?.count ?? 0) + 1 }));
    } finally {
      setSending(false);
    }
  }

  return (
    <TradeInOfferCodeForm
      initialCode={offer.offer_code}
      onSubmit={(code) => void submit(code)}
      sending={sending}
      refusal={refusal}
    />
  );
}
