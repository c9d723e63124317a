import { type BlackBookTradeInAnswer, formatMoney, type Locale } from '@storefront/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { LinkNameProps } from '../../shared/routing/linkName.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import * as styles from './tradeIn.css.ts';

/** A trade-in of the trade-in 2 flow: one with a photo, or a link to add them sent to the phone. */
function madeWithPhotos(tradeIn: BlackBookTradeInAnswer): boolean {
  return tradeIn.has_message_sent || Object.values(tradeIn.images ?? {}).some(Boolean);
}

/**
 * The trade-in line of a saved deal: the order's trade-in (vehicle, estimate, status) and a link to
 * it, or a link to value one. `tradeIn` is the order's `trade_in` as the server answers it.
 */
export function TradeInSummary({
  vehicleId,
  tradeIn,
  offer,
  linkName,
}: {
  vehicleId: number;
  tradeIn: BlackBookTradeInAnswer | null | undefined;
  /** The order's `trade_in_offer`: once the dealer has made one, its amount stands for the estimate. */
  offer?: { value: number; status: 'pending' | 'accepted' | 'declined' } | null | undefined;
} & LinkNameProps) {
  const intl = useIntl();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const base = `/${tradeIn && madeWithPhotos(tradeIn) ? 'trade-in-2' : 'trade-in-black-book'}/${vehicleId}`;
  if (!tradeIn) {
    return (
      <p className={styles.links} data-testid="trade-in-summary">
        <Link
          className={styles.stepLink}
          to={buildPath(prefix, `${base}/welcome/`)}
          aria-label={linkName?.(intl.formatMessage({ id: 'trade_in.summary.start' }))}
        >
          <FormattedMessage id="trade_in.summary.start" />
        </Link>
      </p>
    );
  }
  const estimate = tradeIn.valuation;
  // The dealer's offer in the deal (accepted) or awaiting the shopper's answer, rather than the estimate.
  const offered =
    offer && tradeIn.status === 'included' && offer.status === 'accepted'
      ? { id: 'trade_in.summary.acceptedOffer', value: offer.value }
      : offer && tradeIn.status === 'awaiting_customer' && offer.status === 'pending'
        ? { id: 'trade_in.summary.dealerOffer', value: offer.value }
        : null;
  return (
    <div className={styles.card} data-testid="trade-in-summary">
      <p>
        <FormattedMessage
          id="trade_in.summary.line"
          values={{ vehicle: `${tradeIn.year} ${tradeIn.make} ${tradeIn.model} ${tradeIn.trim}` }}
        />
      </p>
      {offered ? (
        <p>
          <FormattedMessage
            id={offered.id}
            values={{
              amount: formatMoney(
                offered.value,
                intl.locale as Locale,
                estimate ? { currency: estimate.currency } : {},
              ),
            }}
          />
        </p>
      ) : estimate && estimate.trade_in_target > 0 ? (
        <p>
          <FormattedMessage
            id={estimate.provider.sandbox ? 'trade_in.summary.demoEstimate' : 'trade_in.summary.estimate'}
            values={{
              amount: formatMoney(estimate.trade_in_target, intl.locale as Locale, {
                currency: estimate.currency,
                wholeDollars: true,
              }),
            }}
          />
        </p>
      ) : null}
      <p>
        <FormattedMessage id={`trade_in.status.${tradeIn.status}`} />
      </p>
      <Link
        className={styles.stepLink}
        to={buildPath(prefix, `${base}/review/`)}
        aria-label={intl.formatMessage({ id: 'trade_in.summary.viewNamed' }, { vehicle: tradeIn.model })}
      >
        <FormattedMessage id="trade_in.summary.view" />
      </Link>
    </div>
  );
}
