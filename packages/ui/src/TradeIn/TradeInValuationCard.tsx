import { type ReactNode, type Ref, useId } from 'react';
import { useIntl } from 'react-intl';
import type { Locale, TradeInEstimate } from '../internal/domain.ts';
import { formatLongDate, formatMoney } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './TradeIn.css.ts';

export type TradeInValuationCardProps = {
  /** The valuation as the server answers it (the domain's `TradeInEstimate`, cents). */
  readonly estimate: TradeInEstimate;
  /**
   * What is still owed on the vehicle (cents): shown with the equity it leaves, or the negative
   * equity carried into the deal when it is more than the estimate. 0 or absent: nothing owed.
   */
  readonly payoffCents?: number;
  /**
   * The amount of an offer the shopper took (the instant cash offer, or the dealer's offer accepted),
   * in cents: what the trade-in counts for, so the equity is said from it rather than the estimate.
   */
  readonly offerCents?: number;
  readonly headingLevel?: 2 | 3;
  /**
   * The heading (focusable by script): the page moves focus to it when an estimate it asked for
   * arrives further down, so that a keyboard or screen-reader user is taken to it.
   */
  readonly headingRef?: Ref<HTMLHeadingElement> | undefined;
};

/**
 * A trade-in valuation: its range (low, high) and the target within it, the date it expires, why the
 * target moved (each condition answer's adjustment from the estimate before them), what is owed on
 * the vehicle and the equity left (negative equity said as such; an offer taken counts instead of the
 * estimate), and a demo (sandbox) valuation's
 * notice. A failed valuation (zero low and high) says that instead of the figures.
 */
export function TradeInValuationCard({
  estimate,
  payoffCents = 0,
  offerCents,
  headingLevel = 2,
  headingRef,
}: TradeInValuationCardProps): ReactNode {
  const t = useUiText();
  const locale = useIntl().locale as Locale;
  const headingId = useId();
  const whyId = useId();
  // The range's figures in whole dollars unless they have cents (an adjusted target may).
  const money = (cents: number, wholeDollars = false) =>
    formatMoney(cents, locale, {
      currency: estimate.currency,
      wholeDollars: wholeDollars && cents % 100 === 0,
    });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const failed = estimate.trade_in_low === 0 && estimate.trade_in_high === 0;
  const adjustments = estimate.adjustments ?? [];
  // The equity of what the trade-in counts for: an offer taken, else the estimate's target.
  const equity = (offerCents ?? estimate.trade_in_target) - payoffCents;
  const equityOf = offerCents === undefined ? 'ui.tradeIn.equity' : 'ui.tradeIn.offerEquity';
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="trade-in-estimate">
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('ui.tradeIn.estimate.title')}
      </Heading>
      {failed ? (
        <p className={styles.text}>{t('ui.tradeIn.estimate.unavailable')}</p>
      ) : (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t('ui.tradeIn.estimate.low')}</dt>
              <dd className={styles.figureValue}>{money(estimate.trade_in_low, true)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('ui.tradeIn.estimate.target')}</dt>
              <dd className={styles.figureValue} data-testid="trade-in-target">
                {money(estimate.trade_in_target, true)}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('ui.tradeIn.estimate.high')}</dt>
              <dd className={styles.figureValue}>{money(estimate.trade_in_high, true)}</dd>
            </div>
          </dl>
          {adjustments.length > 0 && estimate.base_target !== undefined ? (
            <div data-testid="trade-in-adjustments">
              <p id={whyId} className={styles.text}>
                {t('ui.tradeIn.adjustments.title', { amount: money(estimate.base_target) })}
              </p>
              <ul className={styles.list} aria-labelledby={whyId}>
                {adjustments.map((a) => (
                  <li key={a.key}>
                    {t('ui.tradeIn.adjustments.line', {
                      reason: t(`ui.tradeIn.adjustment.${a.key}`),
                      amount: money(a.amount),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className={styles.text}>
            {t('ui.tradeIn.estimate.expires', { date: formatLongDate(estimate.expiry_date, locale) })}
          </p>
        </>
      )}
      {payoffCents > 0 && !failed ? (
        <p className={equity < 0 ? styles.negative : styles.text} data-testid="trade-in-equity">
          {equity < 0
            ? t(`${equityOf}.negative`, { owing: money(payoffCents), amount: money(-equity) })
            : t(`${equityOf}.positive`, { owing: money(payoffCents), amount: money(equity) })}
        </p>
      ) : null}
      {estimate.provider.sandbox ? (
        <p className={styles.muted} data-testid="trade-in-sandbox">
          {t('ui.tradeIn.estimate.sandbox', { provider: estimate.provider.name })}
        </p>
      ) : null}
    </section>
  );
}
