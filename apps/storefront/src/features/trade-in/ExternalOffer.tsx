import { formatLongDate, formatMoney, type Locale, type TradeInInstantOffer } from '@storefront/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './tradeIn.css.ts';

/**
 * An instant cash offer's amount and the date it is valid until, in the page's language and the
 * offer's currency, and who made it: the built-in provider's is an estimate, and says so by the
 * name the server gives it.
 */
export function ExternalOfferFigures({ offer }: { offer: TradeInInstantOffer }) {
  const locale = useIntl().locale as Locale;
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>
            <FormattedMessage
              id={offer.provider.sandbox ? 'trade_in.external.estimate' : 'trade_in.external.amount'}
            />
          </dt>
          <dd className={styles.figureValue} data-testid="ico-amount">
            {formatMoney(offer.amount, locale, { currency: offer.currency })}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>
            <FormattedMessage id="trade_in.external.validUntil" />
          </dt>
          <dd className={styles.figureValue} data-testid="ico-valid-until">
            {formatLongDate(offer.valid_until, locale)}
          </dd>
        </div>
      </dl>
      <p className={styles.sandbox} data-testid="ico-provider">
        <FormattedMessage
          id={offer.provider.sandbox ? 'trade_in.external.builtIn' : 'trade_in.external.provider'}
          values={{ provider: offer.provider.name }}
        />
      </p>
    </>
  );
}
