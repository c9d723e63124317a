import { DepositReceipt, isDepositPaid } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useOwnPageTitle } from '../../shared/routing/useOwnPageTitle.ts';
import { useOrders, vehicleIdOf } from '../orders/index.ts';
import { depositPaidQuery } from './api/deposit.ts';
import { useOrdersOfOtherTabs } from './crossTab.ts';
import { NextStepLink } from './NextStepLink.tsx';

/**
 * The deposit's receipt (`deposit/{vehicleId}/receipt/`, the kit's `DepositReceipt`): what a card
 * receipt carries and the terms of a hold or a charge, with links to book an appointment and to the
 * saved deal. No deposit held or charged: the place step.
 */
export function DepositReceiptPage() {
  const { id = '' } = useParams();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const { http, dealerCode } = useApi();
  useOrdersOfOtherTabs();
  const orders = useOrders();
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id && !o.is_archived);
  const paid = useQuery({ ...depositPaidQuery(http, dealerCode, order?.id ?? 0), enabled: Boolean(order) });
  const deposit = paid.data?.deposit;
  useOwnPageTitle(order && isDepositPaid(deposit) ? 'deposit.pageTitle.receipt' : undefined);
  if (orders.isPending || (order && paid.isPending)) {
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (!order || !isDepositPaid(deposit)) {
    return <Navigate replace to={buildPath(prefix, `/deposit/${id}/place/`)} />;
  }
  return (
    <DepositReceipt
      deposit={deposit}
      links={
        <>
          <NextStepLink primary to={buildPath(prefix, `/appointment/${id}/?mode=edit`)}>
            <FormattedMessage id="deposit.receipt.appointment" />
          </NextStepLink>
          <NextStepLink to={buildPath(prefix, `/saved-vehicles/${id}/`)}>
            <FormattedMessage id="orderDetails.title" />
          </NextStepLink>
        </>
      }
    />
  );
}
