import {
  type Progress,
  SECTION_STEPS,
  type SectionId,
  sectionProgress,
  stepSummaryRedirect,
} from '@storefront/domain';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { DepositPlacedNext, DepositSummary } from '../deposit/index.ts';
import { useOrders, vehicleIdOf } from '../orders/index.ts';
import { isDepositSection } from './availableSections.ts';
import { Loading } from './MyVehiclesPage.tsx';
import * as styles from './pages.css.ts';
import { sectionSelectKey } from './sectionName.ts';

/**
 * step-summary (spec 2 section 2): without secName it goes to the last section with a finished step,
 * or to order-details; a complete credit application (status 3) goes to its result route; `success`
 * says the step was completed, `animate` with its animation.
 */
export function StepSummaryPage() {
  const { id = '', secName } = useParams();
  const { pathname, search } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const orders = useOrders();
  if (orders.isPending) return <Loading />;
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id);
  const ids = (order?.sections ?? []) as SectionId[];
  const redirect = stepSummaryRedirect({
    secName,
    sections: ids.map((section) => ({ id: section, steps: SECTION_STEPS[section] ?? [] })),
    progress: sectionProgress(ids, (order?.progress ?? {}) as Progress),
    creditApplicationStatus: order?.credit_application_status,
  });
  // Without secName: the last section with a finished step, or order-details (spec 2 section 2); a
  // complete credit application: its result (spec 3 section 2).
  if (redirect) {
    const to =
      redirect.kind === 'section'
        ? `/saved-vehicles/${id}/summary/${redirect.section}/${search}`
        : redirect.kind === 'credit-app-result'
          ? `/credit-app/${id}/result/`
          : `/saved-vehicles/${id}/`;
    return <Navigate replace to={buildPath(prefix, to)} />;
  }
  const params = new URLSearchParams(search);
  return (
    <section>
      <h1>
        <FormattedMessage id="summary.title" />
      </h1>
      {params.get('success') && (
        // animate: the success is shown with its animation (none when the shopper prefers reduced motion)
        <p role="status" className={params.get('animate') ? styles.successAnimated : undefined}>
          <FormattedMessage id="summary.success" />
        </p>
      )}
      <p>
        <FormattedMessage id="orderDetails.section" values={{ section: sectionSelectKey(secName ?? '') }} />
      </p>
      {isDepositSection(secName) && order ? (
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
