import {
  type Progress,
  SECTION_STEPS,
  type SectionId,
  sectionProgress,
  stepSummaryRedirect,
} from '@storefront/domain';
import { StepSummaryCard } from '@storefront/ui';
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { DepositPlacedNext, NextStepLink } from '../deposit/index.ts';
import { type OrderSummary, useOrders, vehicleIdOf } from '../orders/index.ts';
import { tradeInPathOf } from '../trade-in/index.ts';
import { useArrivalFocus } from './arrivalFocus.ts';
import { isDepositSection } from './availableSections.ts';
import { Loading } from './MyVehiclesPage.tsx';
import { GivenBack, SectionSummary } from './OrderDetailsPage.tsx';
import * as styles from './pages.css.ts';
import { nextSections, orderSections, sectionTarget, startedSections } from './sectionList.ts';
import { sectionSelectKey } from './sectionName.ts';

/**
 * step-summary (spec 2 section 2): without secName it goes to the last section with a finished step,
 * or to order-details; a complete credit application (status 3) goes to its result route; `success`
 * says the step was completed, `animate` with its animation. Otherwise the section's own summary (the
 * kit's `StepSummaryCard`, what was saved), then the sections to do next (./sectionList.ts).
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
  return <StepSummary id={id} secName={secName ?? ''} order={order} />;
}

function StepSummary({
  id,
  secName,
  order,
}: {
  id: string;
  secName: string;
  order: OrderSummary | undefined;
}) {
  const { pathname, search } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const navigate = useNavigate();
  const dealer = useHomeDealership();
  const params = new URLSearchParams(search);
  const success = Boolean(params.get('success'));
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // On arrival: the success it announces, else the page's heading.
  useArrivalFocus(true, success ? status : heading);
  const flow = dealer.data?.vdp_flow;
  const sections = order
    ? orderSections({
        sections: order.sections,
        progress: order.progress,
        flow,
        started: startedSections(order),
      })
    : [];
  // deposit-vw's summary is summary/deposit/ too
  const current = sections.find(
    (s) => s.section === secName || (secName === 'deposit' && isDepositSection(s.section)),
  );
  const vehicleId = order ? vehicleIdOf(order) : 0;
  const tradeInPath = tradeInPathOf(vehicleId, order?.trade_in);
  const target = (entry: (typeof sections)[number]) =>
    buildPath(prefix, sectionTarget(entry, vehicleId, tradeInPath));
  // A placed deposit's own next steps offer the appointment (DepositPlacedNext): not twice.
  const deposit = current !== undefined && isDepositSection(current.section);
  const next = current
    ? nextSections(sections, current.section, flow).filter((s) => !(deposit && s.section === 'appointment'))
    : [];
  return (
    <section aria-labelledby="summary-title">
      <h1 id="summary-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="summary.title" />
      </h1>
      {success && (
        // animate: the success is shown with its animation (none when the shopper prefers reduced motion)
        <p
          role="status"
          ref={status}
          tabIndex={-1}
          className={params.get('animate') ? styles.successAnimated : undefined}
        >
          <FormattedMessage id="summary.success" />
        </p>
      )}
      {current && order ? (
        <div className={styles.summaryCard} data-testid="step-summary-section">
          <StepSummaryCard
            section={current.section}
            progress={current.progress}
            started={current.started}
            locked={current.locked}
            headingLevel={2}
            summary={<SectionSummary entry={current} order={order} />}
            // Its own summary: no link to view it again; a section that can be re-opened offers Edit.
            {...(current.action === 'view' || current.locked
              ? {}
              : { href: target(current), onNavigate: (href: string) => navigate(href) })}
          />
          <GivenBack entry={current} order={order} />
        </div>
      ) : (
        <p>
          <FormattedMessage id="orderDetails.section" values={{ section: sectionSelectKey(secName) }} />
        </p>
      )}
      {deposit && order ? (
        <DepositPlacedNext orderId={order.id} vehicleId={vehicleIdOf(order)} actions={styles.nextSteps} />
      ) : null}
      {current ? (
        <section aria-labelledby="summary-next" data-testid="step-summary-next">
          <h2 id="summary-next">
            <FormattedMessage id="summary.next" />
          </h2>
          {next.length === 0 ? (
            <p>
              <FormattedMessage id="summary.next.none" />
            </p>
          ) : (
            <div className={styles.nextSteps}>
              {next.map((entry, i) => (
                <NextStepLink key={entry.section} to={target(entry)} primary={i === 0 && !deposit}>
                  <FormattedMessage
                    id="summary.next.section"
                    values={{ section: sectionSelectKey(entry.section), action: entry.action }}
                  />
                </NextStepLink>
              ))}
            </div>
          )}
        </section>
      ) : null}
      <p className={styles.links}>
        <Link to={buildPath(prefix, `/saved-vehicles/${id}/`)}>
          <FormattedMessage id="orderDetails.title" />
        </Link>
      </p>
    </section>
  );
}
