import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { AppointmentSummary } from '../appointment/index.ts';
import { useCurrentUser } from '../auth/index.ts';
import { DepositSummary } from '../deposit/index.ts';
import { useOrders, vehicleIdOf } from '../orders/index.ts';
import { TradeInSummary } from '../trade-in/index.ts';
import { availableSections, isDepositSection } from './availableSections.ts';
import { Loading } from './MyVehiclesPage.tsx';
import * as styles from './pages.css.ts';
import { sectionSelectKey } from './sectionName.ts';

/** order-details (spec 2 section 2): landing for a vehicle's order (id is the vehicle id or uid). */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const user = useCurrentUser();
  const orders = useOrders();
  if (user.isPending || (user.data && orders.isPending)) return <Loading />;
  const order = orders.data?.results.find(
    (o) => String(vehicleIdOf(o)) === id || (typeof o.vehicle !== 'number' && o.vehicle.uid === id),
  );
  if (!order) return <Navigate replace to={buildPath(prefix, `/conf/${id}/`)} />;
  const vehicle = typeof order.vehicle === 'number' ? null : order.vehicle;
  const creditStatus = order.credit_application_status;
  return (
    <section aria-labelledby="order-title">
      <h1 id="order-title">{vehicle?.formatted_name}</h1>
      <h2>
        <FormattedMessage id="orderDetails.title" />
      </h2>
      <ul className={styles.list}>
        {availableSections(order.sections).map((section) => (
          <li key={section} className={styles.card}>
            {section === 'credit-app' ? (
              <Link to={buildPath(prefix, `/credit-app/${vehicleIdOf(order)}/`)}>
                <FormattedMessage id="orderDetails.section" values={{ section: sectionSelectKey(section) }} />
              </Link>
            ) : (
              <FormattedMessage id="orderDetails.section" values={{ section: sectionSelectKey(section) }} />
            )}
            {section === 'credit-app' && creditStatus != null ? (
              <p className={styles.status} data-credit-status={creditStatus}>
                <FormattedMessage
                  id="orderDetails.creditApp.status"
                  values={{ status: String(creditStatus) }}
                />
                {order.show_credit_app_result ? (
                  <>
                    {' '}
                    <span className={styles.badge}>
                      <FormattedMessage id="orderDetails.newUpdate" />
                    </span>
                  </>
                ) : null}
              </p>
            ) : null}
            {section === 'trade-in' ? (
              <TradeInSummary
                vehicleId={vehicleIdOf(order)}
                tradeIn={order.trade_in}
                offer={order.trade_in_offer}
              />
            ) : null}
            {isDepositSection(section) ? (
              <DepositSummary orderId={order.id} vehicleId={vehicleIdOf(order)} />
            ) : null}
            {section === 'appointment' ? (
              <AppointmentSummary orderId={order.id} vehicleId={vehicleIdOf(order)} />
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        <Link to={buildPath(prefix, `/conf/${vehicleIdOf(order)}/review/`)}>
          <FormattedMessage id="myVehicles.resume" />
        </Link>
        <Link to={buildPath(prefix, `/saved-vehicles/${vehicleIdOf(order)}/summary/`)}>
          <FormattedMessage id="summary.title" />
        </Link>
      </p>
    </section>
  );
}
