import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { DepositPlacedNext, DepositSummary } from '../deposit/index.ts';
import { useOrders, vehicleIdOf } from '../orders/index.ts';
import { Loading } from './MyVehiclesPage.tsx';
import * as styles from './pages.css.ts';
import { sectionSelectKey } from './sectionName.ts';

/**
 * step-summary (spec 2 section 2): without secName it goes to the last finished section, or to
 * order-details; a complete credit application goes to its result route.
 */
export function StepSummaryPage() {
  const { id = '', secName } = useParams();
  const { pathname, search } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const orders = useOrders();
  if (orders.isPending) return <Loading />;
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id);
  const progress = order?.progress ?? {};
  if (!secName) {
    const finished = Object.entries(progress).filter(([, state]) => state === 1 || state === 4);
    const last = finished.at(-1)?.[0];
    const section = last?.startsWith('build') || last === 'accessories' ? 'build-and-price' : undefined;
    return (
      <Navigate
        replace
        to={buildPath(
          prefix,
          section ? `/saved-vehicles/${id}/summary/${section}/` : `/saved-vehicles/${id}/`,
        )}
      />
    );
  }
  // A sent credit application goes to its result (spec 3 section 2: complete; every status has one).
  if (secName === 'credit-app' && order?.credit_application_status != null) {
    return <Navigate replace to={buildPath(prefix, `/credit-app/${id}/result/`)} />;
  }
  const params = new URLSearchParams(search);
  return (
    <section>
      <h1>
        <FormattedMessage id="summary.title" />
      </h1>
      {params.get('success') && (
        <p role="status">
          <FormattedMessage id="summary.success" />
        </p>
      )}
      <p>
        <FormattedMessage id="orderDetails.section" values={{ section: sectionSelectKey(secName ?? '') }} />
      </p>
      {secName === 'deposit' && order ? (
        <>
          <DepositSummary orderId={order.id} vehicleId={vehicleIdOf(order)} />
          <DepositPlacedNext orderId={order.id} vehicleId={vehicleIdOf(order)} actions={styles.nextSteps} />
        </>
      ) : null}
      <Link to={buildPath(prefix, `/saved-vehicles/${id}/`)}>
        <FormattedMessage id="orderDetails.title" />
      </Link>
    </section>
  );
}
