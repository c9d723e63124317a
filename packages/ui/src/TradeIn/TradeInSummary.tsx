import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../internal/domain.ts';
import { formatMoney } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Link } from '../Link/Link.tsx';
import * as styles from './TradeIn.css.ts';

export const TRADE_IN_STATUSES = [
  'draft',
  'awaiting_dealer',
  'awaiting_customer',
  'included',
  'excluded',
] as const;
export type TradeInStatus = (typeof TRADE_IN_STATUSES)[number];

export type TradeInSummaryTradeIn = {
  /** Year, make, model and trim, as the shopper reads them. */
  readonly vehicle: string;
  /** The model alone: the link's accessible name ("View trade-in Civic"). */
  readonly model: string;
  readonly status: TradeInStatus;
  /** The valuation's target, in cents (none, or 0: no estimate is said); a sandbox's is a demo estimate. */
  readonly estimate?: { readonly amountCents: number; readonly demo: boolean } | null;
  /** The dealership's offer, in cents, and its answer. */
  readonly offer?: {
    readonly amountCents: number;
    readonly status: 'pending' | 'accepted' | 'declined';
  } | null;
  readonly currency?: 'CAD' | 'USD';
};

export type TradeInSummaryProps = {
  /** The order's trade-in, or null: then a link to value one. */
  readonly tradeIn: TradeInSummaryTradeIn | null;
  /** Where the link goes: the flow's welcome without a trade-in, its review with one. */
  readonly href: string;
  /** The app's routing: a plain click goes there without a new document (absent: the link's own). */
  readonly onNavigate?: (href: string) => void;
  /** The link's accessible name from its words, where several deals list theirs on one page. */
  readonly linkName?: (words: string) => string;
};

/**
 * The trade-in line of a saved deal: the vehicle, the figure that counts (the accepted offer in the
 * deal, an offer waiting for the shopper, else the estimate in whole dollars), the status in words and
 * a link to it; without a trade-in, a link to value one.
 */
export function TradeInSummary({ tradeIn, href, onNavigate, linkName }: TradeInSummaryProps): ReactNode {
  const t = useUiText();
  const locale = useIntl().locale as Locale;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onNavigate(href);
  };
  if (!tradeIn) {
    const words = t('ui.tradeIn.summary.start');
    return (
      <p className={styles.text} data-testid="trade-in-summary" data-state="none">
        <Link href={href} onClick={follow} aria-label={linkName?.(words)}>
          {words}
        </Link>
      </p>
    );
  }
  const { status, offer, estimate, currency } = tradeIn;
  const money = (cents: number, wholeDollars = false) =>
    formatMoney(cents, locale, {
      ...(currency ? { currency } : {}),
      ...(wholeDollars ? { wholeDollars } : {}),
    });
  // The dealer's offer in the deal (accepted) or awaiting the shopper's answer, rather than the estimate.
  const figure =
    offer && status === 'included' && offer.status === 'accepted'
      ? t('ui.tradeIn.summary.acceptedOffer', { amount: money(offer.amountCents) })
      : offer && status === 'awaiting_customer' && offer.status === 'pending'
        ? t('ui.tradeIn.summary.dealerOffer', { amount: money(offer.amountCents) })
        : estimate && estimate.amountCents > 0
          ? t(estimate.demo ? 'ui.tradeIn.summary.demoEstimate' : 'ui.tradeIn.summary.estimate', {
              amount: money(estimate.amountCents, true),
            })
          : null;
  return (
    <div className={styles.card} data-testid="trade-in-summary" data-state={status}>
      <p className={styles.text}>{t('ui.tradeIn.summary.line', { vehicle: tradeIn.vehicle })}</p>
      {figure ? <p className={styles.text}>{figure}</p> : null}
      <p className={styles.text} data-testid="trade-in-summary-status">
        {t(`ui.tradeIn.status.${status}`)}
      </p>
      <p className={styles.text}>
        <Link
          href={href}
          onClick={follow}
          aria-label={t('ui.tradeIn.summary.viewNamed', { vehicle: tradeIn.model })}
        >
          {t('ui.tradeIn.summary.view')}
        </Link>
      </p>
    </div>
  );
}
