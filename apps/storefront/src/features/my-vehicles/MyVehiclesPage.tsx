import { formatMoney, type Locale } from '@storefront/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../app/routePrefix.ts';
import { useCurrentUser } from '../auth/api/user.ts';
import { openSignInState, signInAtom } from '../auth/signIn.ts';
import { useHomeDealership } from '../dealership/api/homeDealership.ts';
import { type OrderSummary, useOrders, vehicleIdOf } from '../orders/api/orders.ts';
import * as styles from './pages.css.ts';

/** my-vehicles (spec 2 section 2): the signed-in shopper's saved deals; none -> no-order. */
export function MyVehiclesPage() {
  const user = useCurrentUser();
  const orders = useOrders();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const openSignIn = useSetAtom(signInAtom);
  const signIn = useAtomValue(signInAtom);
  if (user.isPending) return <Loading />;
  if (!user.data) {
    return (
      <section>
        <h1>
          <FormattedMessage id="myVehicles.title" />
        </h1>
        <p>
          <FormattedMessage id="myVehicles.signedOut" />
        </p>
        <button
          type="button"
          className={styles.primaryButton}
          disabled={signIn.open}
          onClick={() => openSignIn(openSignInState('returning_customer'))}
        >
          <FormattedMessage id="header.login" />
        </button>
      </section>
    );
  }
  if (orders.isPending) return <Loading />;
  const active = (orders.data?.results ?? []).filter((o) => !o.is_archived);
  if (active.length === 0) return <Navigate replace to={buildPath(prefix, '/no-order/')} />;
  return (
    <section aria-labelledby="my-vehicles-title">
      <h1 id="my-vehicles-title">
        <FormattedMessage id="myVehicles.title" />
      </h1>
      <ul className={styles.list}>
        {active.map((order) => (
          <li key={order.id} className={styles.card} data-testid="saved-order">
            <SavedOrder order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SavedOrder({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const dealer = useHomeDealership();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const vehicle = typeof order.vehicle === 'number' ? null : order.vehicle;
  const vehicleId = vehicleIdOf(order);
  const currency = dealer.data?.country === 'US' ? 'USD' : 'CAD';
  return (
    <article aria-label={vehicle?.formatted_name ?? String(vehicleId)}>
      {vehicle?.primary_image && <img className={styles.image} src={vehicle.primary_image} alt="" />}
      <h2 className={styles.cardTitle}>{vehicle?.formatted_name}</h2>
      <p>
        <FormattedMessage id="bnp.paymentType" values={{ type: order.payment_type }} />
        {order.payment?.payment !== undefined && (
          <>
            {' · '}
            <span data-testid="saved-payment">
              {formatMoney(order.payment.payment, intl.locale as Locale, { currency })}
            </span>
          </>
        )}
      </p>
      <p className={styles.links}>
        <Link to={buildPath(prefix, `/conf/${vehicleId}/review/`)}>
          <FormattedMessage id="myVehicles.resume" />
        </Link>
        <Link to={buildPath(prefix, `/saved-vehicles/${vehicleId}/`)}>
          <FormattedMessage id="myVehicles.details" />
        </Link>
      </p>
    </article>
  );
}

export function Loading() {
  return (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
}
