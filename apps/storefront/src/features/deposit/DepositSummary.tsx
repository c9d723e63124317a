import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { depositPaidQuery } from './api/deposit.ts';
import { useOrdersOfOtherTabs } from './crossTab.ts';
import { isPaid, receiptWords } from './receiptParts.tsx';

/**
 * The deposit line of a saved deal: the deposit paid (amount, held or charged, the date, the card's
 * last four digits) with a link to its receipt, or a link to place one. Another tab's payment shows
 * here without a reload (the saved deals' cross-tab channel).
 */
export function DepositSummary({ orderId, vehicleId }: { orderId: number; vehicleId: number }) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const prefix = parseRoutePrefix(useLocation().pathname);
  useOrdersOfOtherTabs();
  const paid = useQuery(depositPaidQuery(http, dealerCode, orderId));
  if (paid.isPending) return null;
  const deposit = paid.data?.deposit;
  if (!isPaid(deposit)) {
    return (
      <p data-testid="deposit-summary">
        <Link to={buildPath(prefix, `/deposit/${vehicleId}/`)}>
          <FormattedMessage id="deposit.summary.place" />
        </Link>
      </p>
    );
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
      <Link to={buildPath(prefix, `/deposit/${vehicleId}/receipt/`)}>
        <FormattedMessage id="deposit.summary.receipt" />
      </Link>
    </div>
  );
}
