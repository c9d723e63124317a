import { formatLongDate, formatMoney, type Locale, type TradeInEstimate } from '@storefront/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './tradeIn.css.ts';

/**
 * A valuation: its range, the target within it and the date it expires; a demo (sandbox) valuation
 * says so under the figures. A failed valuation (zero low and high) says that instead.
 */
export function EstimateCard({
  estimate,
  headingLevel = 2,
}: {
  estimate: TradeInEstimate;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const money = (cents: number) =>
    formatMoney(cents, locale, { currency: estimate.currency, wholeDollars: true });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const failed = estimate.trade_in_low === 0 && estimate.trade_in_high === 0;
  return (
    <section
      className={styles.card}
      aria-labelledby="trade-in-estimate-title"
      data-testid="trade-in-estimate"
    >
      <Heading id="trade-in-estimate-title">
        <FormattedMessage id="trade_in.estimate.title" />
      </Heading>
      {failed ? (
        <p>
          <FormattedMessage id="trade_in.estimate.unavailable" />
        </p>
      ) : (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>
                <FormattedMessage id="trade_in.estimate.low" />
              </dt>
              <dd className={styles.figureValue}>{money(estimate.trade_in_low)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <FormattedMessage id="trade_in.estimate.target" />
              </dt>
              <dd className={styles.figureValue} data-testid="trade-in-target">
                {money(estimate.trade_in_target)}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <FormattedMessage id="trade_in.estimate.high" />
              </dt>
              <dd className={styles.figureValue}>{money(estimate.trade_in_high)}</dd>
            </div>
          </dl>
          <p>
            <FormattedMessage
              id="trade_in.estimate.expires"
              values={{ date: formatLongDate(estimate.expiry_date, locale) }}
            />
          </p>
        </>
      )}
      {estimate.provider.sandbox ? (
        <p className={styles.sandbox} data-testid="trade-in-sandbox">
          <FormattedMessage id="trade_in.estimate.sandbox" values={{ provider: estimate.provider.name }} />
        </p>
      ) : null}
    </section>
  );
}
