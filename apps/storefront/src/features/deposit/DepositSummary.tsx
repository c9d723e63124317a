import { DepositSummary as DepositSummaryView } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import type { SavedDealLineProps } from '../../shared/routing/linkName.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { depositPaidQuery } from './api/deposit.ts';
import { useOrdersOfOtherTabs } from './crossTab.ts';

/**
 * The deposit line of a saved deal (the kit's `DepositSummary`): the deposit paid (amount, held or
 * charged, the date, the card's last four digits) with a link to its receipt, or a link to place one.
 * Another tab's payment shows here without a reload (the saved deals' cross-tab channel). `placedOnly`:
 * nothing when no deposit was ever placed (a card whose own action places one).
 */
export function DepositSummary({
  orderId,
  vehicleId,
  linkName,
  placedOnly = false,
}: SavedDealLineProps & { placedOnly?: boolean }) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const prefix = parseRoutePrefix(useLocation().pathname);
  useOrdersOfOtherTabs();
  const paid = useQuery(depositPaidQuery(http, dealerCode, orderId));
  if (paid.isPending || (placedOnly && !paid.data?.deposit)) return null;
  return (
    <DepositSummaryView
      deposit={paid.data?.deposit}
      placeLink={
        <Link
          to={buildPath(prefix, `/deposit/${vehicleId}/`)}
          aria-label={linkName?.(intl.formatMessage({ id: 'deposit.summary.place' }))}
        >
          <FormattedMessage id="deposit.summary.place" />
        </Link>
      }
      receiptLink={
        <Link
          to={buildPath(prefix, `/deposit/${vehicleId}/receipt/`)}
          aria-label={linkName?.(intl.formatMessage({ id: 'deposit.summary.receipt' }))}
        >
          <FormattedMessage id="deposit.summary.receipt" />
        </Link>
      }
    />
  );
}
