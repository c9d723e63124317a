import { isDepositPaid } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { depositPaidQuery } from './api/deposit.ts';
import { NextStepLink } from './NextStepLink.tsx';

/**
 * On the deposit's step summary (where paying the deposit lands), once the deposit is placed (held or
 * charged): the order's number, as the order confirmation and the dealer's console say it, and the
 * ways on, to the order confirmation (`deposit/{vehicleId}/`) and to the appointment. Nothing before
 * the deposit is placed, or once it is given back. `actions`: the links' container class.
 */
export function DepositPlacedNext({
  orderId,
  vehicleId,
  actions,
}: {
  orderId: number;
  vehicleId: number;
  actions?: string;
}): ReactNode {
  const { http, dealerCode } = useApi();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const paid = useQuery(depositPaidQuery(http, dealerCode, orderId));
  if (!isDepositPaid(paid.data?.deposit)) return null;
  return (
    <div data-testid="deposit-placed">
      <dl>
        <dt>
          <FormattedMessage id="deposit.summary.orderNumber" />
        </dt>
        <dd data-testid="deposit-placed-order">{orderId}</dd>
      </dl>
      <div className={actions}>
        <NextStepLink primary to={buildPath(prefix, `/deposit/${vehicleId}/`)}>
          <FormattedMessage id="deposit.summary.confirmation" />
        </NextStepLink>
        <NextStepLink to={buildPath(prefix, `/appointment/${vehicleId}/?mode=edit`)}>
          <FormattedMessage id="deposit.receipt.appointment" />
        </NextStepLink>
      </div>
    </div>
  );
}
