import type { Locale } from '@storefront/domain';
import { DepositConfirmation, isDepositPaid } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useOwnPageTitle } from '../../shared/routing/useOwnPageTitle.ts';
import { useCurrentUser } from '../auth/index.ts';
import { vehicleNameOf, vehicleQuery } from '../build-and-price/index.ts';
import { useOrders, vehicleIdOf } from '../orders/index.ts';
import { depositPaidQuery, depositStepsQuery } from './api/deposit.ts';
import { useOrdersOfOtherTabs } from './crossTab.ts';
import { depositLanding } from './landing.ts';
import { NextStepLink } from './NextStepLink.tsx';

const loading = (
  <p role="status">
    <FormattedMessage id="app.loading" />
  </p>
);

/**
 * `deposit/{vehicleId}/` (spec 2 §4): the deposit's place step completed tells an order-confirmation
 * page from a checkout page (the domain's `depositPageKind`, read from the dealer's deposit section:
 * `place`, or the identity-login variant's `place-vw`). Checkout: the place step's form (`place/` or
 * `place-vw/`, which also asks a signed-out shopper to sign in). Order confirmation: this page, the kit's
 * `DepositConfirmation`.
 */
export function DepositLandingPage() {
  const { id = '' } = useParams();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const { http, dealerCode } = useApi();
  const user = useCurrentUser();
  const me = user.data;
  // A deposit paid or released in another tab is read again here.
  useOrdersOfOtherTabs();
  const steps = useQuery({
    ...depositStepsQuery(http, dealerCode, id, me?.id ?? 0),
    enabled: Boolean(me),
  });
  if (user.isPending || (me && steps.isPending)) return loading;
  const landing = depositLanding(me ? steps.data : undefined);
  if (landing.kind === 'checkout') {
    return <Navigate replace to={buildPath(prefix, `/deposit/${id}/${landing.step}/`)} />;
  }
  return <OrderConfirmation vehicleId={id} prefix={prefix} />;
}

/** The order confirmation: the deal's order, its deposit as paid and the vehicle's name. */
function OrderConfirmation({
  vehicleId: id,
  prefix,
}: {
  vehicleId: string;
  prefix: ReturnType<typeof parseRoutePrefix>;
}) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const orders = useOrders();
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id && !o.is_archived);
  const paid = useQuery({ ...depositPaidQuery(http, dealerCode, order?.id ?? 0), enabled: Boolean(order) });
  const vehicle = useQuery(vehicleQuery(http, dealerCode, id));
  const deposit = paid.data?.deposit;
  useOwnPageTitle(order && isDepositPaid(deposit) ? 'deposit.pageTitle.confirmation' : undefined);
  if (orders.isPending || (order && paid.isPending)) return loading;
  if (!order || !isDepositPaid(deposit)) {
    // Completed, yet nothing held or charged (given back meanwhile): the deposit's summary says so.
    return <Navigate replace to={buildPath(prefix, `/saved-vehicles/${id}/summary/deposit/`)} />;
  }
  return (
    <DepositConfirmation
      deposit={deposit}
      vehicleName={vehicle.data ? vehicleNameOf(vehicle.data, intl.locale as Locale) : undefined}
      orderNumber={order.id}
      links={
        <>
          <NextStepLink primary to={buildPath(prefix, `/appointment/${id}/?mode=edit`)}>
            <FormattedMessage id="deposit.receipt.appointment" />
          </NextStepLink>
          <NextStepLink to={buildPath(prefix, `/deposit/${id}/receipt/`)}>
            <FormattedMessage id="deposit.summary.receipt" />
          </NextStepLink>
          <NextStepLink to={buildPath(prefix, `/saved-vehicles/${id}/`)}>
            <FormattedMessage id="orderDetails.title" />
          </NextStepLink>
        </>
      }
    />
  );
}
