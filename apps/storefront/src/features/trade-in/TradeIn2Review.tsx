import {
  type BlackBookTradeInAnswer,
  formatDistance,
  formatMoney,
  isTradeInEditable,
  type Locale,
} from '@storefront/domain';
import { Button } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { NotSaved } from '../../shared/forms/NotSaved.tsx';
import { tradeInKeys } from './api/keys.ts';
import { getPhotos } from './api/tradeIn2.ts';
import { usePhotoSource, useQuestions, useTradeInAnswers } from './api/useTradeIn2.ts';
import { StatusText, StepFirst, useSendToDealer } from './FlowParts.tsx';
import { OfferPanel } from './OfferPanel.tsx';
import * as styles from './tradeIn.css.ts';
import { useTradeIn2Flow } from './tradeIn2Context.ts';
import { PHOTO_ANGLES } from './tradeIn2Rules.ts';

/**
 * Review (spec 3 §2 and §4): the vehicle the VIN decoded to, the odometer, the answers, the photos;
 * sending the trade-in to the dealer (awaiting dealer), and the status's text.
 */
export function TradeIn2Review() {
  const flow = useTradeIn2Flow();
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { http, dealerCode } = useApi();
  const { tradeIn } = flow;
  const questions = useQuestions();
  const answers = useTradeInAnswers(tradeIn?.id ?? null);
  const photos = useQuery({
    queryKey: tradeInKeys.photos(dealerCode, tradeIn?.id ?? 0),
    queryFn: () => getPhotos(http, tradeIn?.id ?? 0),
    enabled: Boolean(tradeIn),
  });
  const { send, sending, statusRef, offline } = useSendToDealer(tradeIn, flow.order, flow.refresh);
  if (!tradeIn) {
    return (
      <StepFirst
        title="trade_in.review.title"
        text="trade_in2.photos.detailsFirst"
        to={flow.stepPath('details')}
        linkText="trade_in.sidebar.details"
      />
    );
  }
  const editable = isTradeInEditable(tradeIn.status);
  // The trade-in's own VIN (kept on the server), else the one typed on this visit.
  const vin = tradeIn.vin ?? (flow.draft.vin || null);

  const answerText = (value: unknown, choices?: { value: string; label: string }[]) =>
    typeof value === 'boolean'
      ? intl.formatMessage({ id: value ? 'trade_in2.review.yes' : 'trade_in2.review.no' })
      : (choices?.find((c) => c.value === value)?.label ?? String(value));

  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in.review.title" />
      </h1>
      <dl className={styles.card}>
        <dt>
          <FormattedMessage id="trade_in.review.vehicle" />
        </dt>
        <dd data-testid="trade-in-vehicle">{`${tradeIn.year} ${tradeIn.make} ${tradeIn.model} ${tradeIn.trim}`}</dd>
        {vin ? (
          <>
            <dt>
              <FormattedMessage id="trade_in2.review.vin" />
            </dt>
            <dd data-testid="trade-in-vin">{vin}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="trade_in.review.odometer" />
        </dt>
        <dd>{formatDistance(tradeIn.odometer, flow.country, locale)}</dd>
      </dl>
      <h2>
        <FormattedMessage id="trade_in2.details.questions" />
      </h2>
      <dl className={styles.card} data-testid="trade-in-answers">
        {(questions.data?.results ?? []).map((q) => {
          const answer = answers.data?.results.find((a) => a.question === q.key);
          return (
            <Fragment key={q.key}>
              <div>
                <dt>{q.text}</dt>
                <dd>
                  {answer ? (
                    answerText(answer.response, q.choices)
                  ) : (
                    <FormattedMessage id="trade_in2.review.notAnswered" />
                  )}
                </dd>
              </div>
              {q.key === 'making_active_payments' ? (
                <LienFigures lien={tradeIn.lien} country={flow.country} />
              ) : null}
            </Fragment>
          );
        })}
      </dl>
      <h2>
        <FormattedMessage id="trade_in2.photos.title" />
      </h2>
      <ul className={styles.thumbs} data-testid="trade-in-thumbs">
        {PHOTO_ANGLES.map(({ field, key }) => {
          const url = photos.data?.[field] ?? tradeIn.images[field];
          return url ? (
            <li key={field}>
              <Thumb url={url} angle={intl.formatMessage({ id: `trade_in2.photos.angle.${key}` })} />
            </li>
          ) : null;
        })}
      </ul>
      <StatusText status={tradeIn.status} firstName={flow.firstName} statusRef={statusRef} />
      {/* The dealer's offer awaiting the shopper: its amount, accept or decline, here too. */}
      <OfferPanel flow={flow} />
      <div className={styles.links}>
        {editable ? (
          <>
            <Button onClick={send} loading={sending} data-testid="trade-in-submit">
              <FormattedMessage id="trade_in.review.submit" />
            </Button>
            <Link className={styles.stepLink} to={flow.stepPath('details')}>
              <FormattedMessage id="trade_in.review.edit" />
            </Link>
          </>
        ) : null}
        <Link className={styles.stepLink} to={flow.path(`/saved-vehicles/${flow.vehicleId}/`)}>
          <FormattedMessage id="trade_in.review.backToDeal" />
        </Link>
      </div>
      <NotSaved offline={offline} button="trade_in.review.submit" className={styles.error} action="send" />
    </section>
  );
}

/**
 * A photo's thumbnail, fetched as the photo step does (the dealer's code sent), captioned with its
 * angle; the image's text names it as the photo step's does ("Photo: Front").
 */
function Thumb({ url, angle }: { url: string; angle: string }) {
  const intl = useIntl();
  const source = usePhotoSource(url);
  return (
    <figure className={styles.thumbFigure}>
      {source ? (
        <img
          className={styles.thumb}
          src={source}
          alt={intl.formatMessage({ id: 'trade_in2.photos.alt' }, { angle })}
        />
      ) : (
        <span className={styles.thumbEmpty} />
      )}
      <figcaption>{angle}</figcaption>
    </figure>
  );
}

/** What the payments answer asked for, as the server has it: a loan's balance, a lease's figures. */
function LienFigures(props: { lien: BlackBookTradeInAnswer['lien']; country: 'CA' | 'US' }) {
  const { lien, country } = props;
  const intl = useIntl();
  const locale = intl.locale as Locale;
  if (!lien) return null;
  const money = (cents: number) => formatMoney(cents, locale, { currency: country === 'US' ? 'USD' : 'CAD' });
  const rows: [string, string][] = [];
  if (lien.financing_amount_due !== undefined) rows.push(['due', money(lien.financing_amount_due)]);
  if (lien.leasing_residual_value !== undefined) rows.push(['residual', money(lien.leasing_residual_value)]);
  if (lien.leasing_payments_amount !== undefined) rows.push(['payment', money(lien.leasing_payments_amount)]);
  if (lien.leasing_payment_left !== undefined) rows.push(['left', String(lien.leasing_payment_left)]);
  return rows.map(([field, value]) => (
    <div key={field}>
      <dt>
        <FormattedMessage id={`trade_in.lien.${field}`} />
      </dt>
      <dd data-testid={`trade-in-lien-${field}`}>{value}</dd>
    </div>
  ));
}
