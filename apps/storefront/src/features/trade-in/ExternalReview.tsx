import { formatMoney, type Locale, reviewDescription, type TradeInInstantOffer } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { serverFormErrors } from '../../shared/api/serverErrors.ts';
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

/** The offer code (the offer's own to start with), checked and sent; a refused code focuses its field. */
function CodeForm(props: { offer: TradeInInstantOffer; tradeInId: number; orderId: number }) {
  const { offer, tradeInId, orderId } = props;
  const flow = useExternalFlow();
  const intl = useIntl();
  const { http } = useApi();
  const [code, setCode] = useState(offer.offer_code);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (refused > 0) document.querySelector<HTMLInputElement>('[data-field="offer_code"] input')?.focus();
  }, [refused]);
  const refuse = (message: string) => {
    setError(message);
    setRefused((n) => n + 1);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      refuse(intl.formatMessage({ id: 'trade_in.external.codeRequired' }));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await takeInstantOffer(http, tradeInId, orderId, typed, offer.offer_id, true);
      await flow.refresh();
    } catch (caught) {
      const errors = serverFormErrors(caught);
      const message = [...(errors.offer_code ?? []), ...(errors.non_field_errors ?? [])][0];
      if (message) refuse(message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        name="offer_code"
        label={intl.formatMessage({ id: 'trade_in.external.codeLabel' })}
        description={intl.formatMessage({ id: 'trade_in.external.codeHint' })}
        serverError={error ?? undefined}
        value={code}
        onChange={(next) => {
          setError(null);
          setCode(next);
        }}
        isRequired
        maxLength={64}
        autoComplete="off"
      />
      <div>
        <Button type="submit" loading={sending} data-testid="ico-submit">
          <FormattedMessage id="trade_in.external.submit" />
        </Button>
      </div>
    </form>
  );
}
