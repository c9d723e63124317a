import { formatMoney, type Locale } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import type { SavedDealLineProps } from '../../shared/routing/linkName.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { formatDay } from '../appointment/index.ts';
import { depositPaidQuery } from './api/deposit.ts';
import { useOrdersOfOtherTabs } from './crossTab.ts';
import { isPaid, receiptWords } from './receiptParts.tsx';

/**
 * The deposit line of a saved deal: the deposit paid (amount, held or charged, the date, the card's
 * last four digits) with a link to its receipt, or a link to place one. Another tab's payment shows
 * here without a reload (the saved deals' cross-tab channel).
 */
export function DepositSummary({ orderId, vehicleId, linkName }: SavedDealLineProps) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const prefix = parseRoutePrefix(useLocation().pathname);
  useOrdersOfOtherTabs();
  const paid = useQuery(depositPaidQuery(http, dealerCode, orderId));
  if (paid.isPending) return null;
  const deposit = paid.data?.deposit;
  // (Read before the check below: a deposit given back is not a paid one.)
  const givenBack = deposit?.given_back_on ? { ...deposit, on: deposit.given_back_on } : null;
  if (!isPaid(deposit)) {
    const place = (
      <Link
        to={buildPath(prefix, `/deposit/${vehicleId}/`)}
        aria-label={linkName?.(intl.formatMessage({ id: 'deposit.summary.place' }))}
      >
        <FormattedMessage id="deposit.summary.place" />
      </Link>
    );
    // A deposit given back (refunded, or its hold released by the dealer) is said, then a new one offered.
    if (givenBack) {
      return (
        <div data-testid="deposit-summary">
          <p>
            <FormattedMessage
              id={givenBack.status === 'refunded' ? 'deposit.summary.refunded' : 'deposit.summary.released'}
              values={{
                total: formatMoney(givenBack.deposit_total, intl.locale as Locale, {
                  currency: givenBack.currency,
                }),
                date: formatDay(new Date(givenBack.on), intl.locale as Locale, givenBack.time_zone),
              }}
            />
          </p>
          <p>{place}</p>
        </div>
      );
    }
    return <p data-testid="deposit-summary">{place}</p>;
  }
  const words = receiptWords(deposit, intl);
  return (
    <div data-testid="deposit-summary">
      <p>
        {/* The deposit and the processing fee are said apart: the fee does not count toward the vehicle. */}
        <FormattedMessage
          id={deposit.deposit_fee > 0 ? 'deposit.summary.lineWithFee' : 'deposit.summary.line'}
          values={{
            amount: words.amount,
            fee: words.fee,
            total: words.total,
            status: words.status,
            date: words.date,
            card: words.card,
          }}
        />
      </p>
      <Link
        to={buildPath(prefix, `/deposit/${vehicleId}/receipt/`)}
        aria-label={linkName?.(intl.formatMessage({ id: 'deposit.summary.receipt' }))}
      >
        <FormattedMessage id="deposit.summary.receipt" />
      </Link>
    </div>
  );
}
