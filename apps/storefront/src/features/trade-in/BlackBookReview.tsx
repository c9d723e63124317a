import {
  formatDistance,
  formatMoney,
  isTradeInEditable,
  type Locale,
  missingImages,
} from '@storefront/domain';
import { Button, TradeInValuationCard } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { NotSaved } from '../../shared/forms/NotSaved.tsx';
import { openSignInState, signInAtom } from '../auth/index.ts';
import { classicReview } from './classicReview.ts';
import { redirectOf, useBlackBookFlow } from './context.ts';
import { DealLinks, StatusText, useSendToDealer } from './FlowParts.tsx';
import { InstantOfferPanel } from './InstantOfferPanel.tsx';
import { ExcludeButton, OfferPanel } from './OfferPanel.tsx';
import { lienOf, odometerOf } from './save.ts';
import * as styles from './tradeIn.css.ts';

/**
 * Review (spec 3 §2 and §4): the vehicle and its estimate, the status's text, and sending the draft
 * to the dealer (black-book finish: saved, then submitted with the order). Without a valuation it
 * goes back to the details.
 */
export function BlackBookReview() {
  const flow = useBlackBookFlow();
  const intl = useIntl();
  const openSignIn = useSetAtom(signInAtom);
  const { send, sending, statusRef, offline } = useSendToDealer(flow.tradeIn, flow.order, flow.refresh);
  const redirect = redirectOf(flow, 'review');
  if (redirect) return <Navigate replace to={redirect} />;
  const { tradeIn, draft } = flow;
  const vehicle = tradeIn ?? draft.vehicle;
  const estimate = tradeIn?.valuation ?? draft.estimate;
  const odometer =
    tradeIn?.odometer ??
    odometerOf(draft.odometer, intl.locale as Locale, flow.country === 'US' ? 'mi' : 'km') ??
    0;
  const options = tradeIn?.accessories ?? draft.options;
  const draftLien = lienOf(draft.lien, intl.locale as Locale);
  const payoff = tradeIn ? tradeIn.payoff : draftLien.ok ? draftLien.payoffCents : 0;
  // An offer taken (the instant cash offer, or the dealer's accepted) is what the trade-in counts for.
  const taken =
    flow.order?.trade_in_offer?.status === 'accepted' ? flow.order.trade_in_offer.value : undefined;
  const editable = isTradeInEditable(tradeIn?.status);
  // The older flow's review follows the trade-in: "offer" while one is current, its status's text.
  const classic =
    flow.name === 'trade-in' ? classicReview(tradeIn?.status, flow.order?.trade_in_offer) : null;
  // The older flow has an images step: the photos still missing are said here, not passed over.
  const photosMissing = classic && tradeIn ? missingImages(tradeIn.images).length : 0;

  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id={classic?.heading ?? 'trade_in.review.title'} />
      </h1>
      {vehicle ? (
        <dl className={styles.card}>
          <dt>
            <FormattedMessage id="trade_in.review.vehicle" />
          </dt>
          <dd data-testid="trade-in-vehicle">{`${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`}</dd>
          <dt>
            <FormattedMessage id="trade_in.review.odometer" />
          </dt>
          <dd>{formatDistance(odometer, flow.country, intl.locale as Locale)}</dd>
          <dt>
            <FormattedMessage id="trade_in.details.options" />
          </dt>
          <dd>
            {options.length === 0 ? (
              <FormattedMessage id="trade_in.review.noOptions" />
            ) : (
              options.map((o) => intl.formatMessage({ id: `trade_in.option.${o}` })).join(', ')
            )}
          </dd>
        </dl>
      ) : null}
      {estimate ? (
        <TradeInValuationCard
          estimate={estimate}
          payoffCents={payoff}
          {...(taken !== undefined && tradeIn ? { offerCents: taken } : {})}
        />
      ) : null}
      {photosMissing > 0 ? (
        <p data-testid="trade-in-photos-missing">
          <FormattedMessage id="trade_in2.photos.noPhotos.text" values={{ count: photosMissing }} />{' '}
          {editable ? (
            <Link to={flow.path(`/${flow.name}/${flow.vehicleId}/images/`)}>
              <FormattedMessage id="trade_in2.photos.noPhotos.add" />
            </Link>
          ) : null}
        </p>
      ) : null}
      <OfferPanel flow={flow} />
      <InstantOfferPanel />
      {tradeIn?.status === 'included' && flow.order?.payment_type_settings ? (
        <p data-testid="trade-in-credit">
          <FormattedMessage
            id="trade_in.review.credit"
            values={{
              amount: formatMoney(flow.order.payment_type_settings.trade_in_credit, intl.locale as Locale, {
                currency: estimate?.currency ?? (flow.country === 'US' ? 'USD' : 'CAD'),
              }),
            }}
          />
        </p>
      ) : null}
      {classic ? (
        <p role="status" data-testid="trade-in-status" ref={statusRef} tabIndex={-1}>
          {classic.text ? (
            <FormattedMessage id={classic.text} values={{ name: flow.firstName ?? '' }} />
          ) : null}
        </p>
      ) : (
        <StatusText status={tradeIn?.status ?? 'draft'} firstName={flow.firstName} statusRef={statusRef} />
      )}
      <div className={styles.links}>
        {!flow.signedIn ? (
          <Button onClick={() => openSignIn(openSignInState('trade_in_black_book_review'))}>
            <FormattedMessage id="trade_in.review.signIn" />
          </Button>
        ) : tradeIn && editable ? (
          <Button onClick={send} loading={sending} data-testid="trade-in-submit">
            <FormattedMessage id="trade_in.review.submit" />
          </Button>
        ) : null}
        {editable ? (
          <Link className={styles.stepLink} to={flow.path(`/${flow.name}/${flow.vehicleId}/details/`)}>
            <FormattedMessage id="trade_in.review.edit" />
          </Link>
        ) : null}
        {tradeIn?.status === 'excluded' ? (
          <Link className={styles.stepLink} to={flow.path(`/${flow.name}/${flow.vehicleId}/details/`)}>
            <FormattedMessage id="trade_in.review.another" />
          </Link>
        ) : null}
        <ExcludeButton />
        <DealLinks path={flow.path} vehicleId={flow.vehicleId} />
      </div>
      <NotSaved offline={offline} button="trade_in.review.submit" className={styles.error} action="send" />
    </section>
  );
}
