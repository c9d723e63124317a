import { PaymentAmount, PaymentDisclosure, StepSummaryCard } from '@storefront/ui';
import { type ReactNode, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { AppointmentSummary } from '../appointment/index.ts';
import { useCurrentUser } from '../auth/index.ts';
import { disclosureOf, headerPayment } from '../build-and-price/index.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { DepositSummary } from '../deposit/index.ts';
import { type OrderSummary, useOrders, vehicleIdOf } from '../orders/index.ts';
import { TradeInSummary, tradeInPathOf } from '../trade-in/index.ts';
import { useArrivalFocus } from './arrivalFocus.ts';
import { isDepositSection } from './availableSections.ts';
import { Loading } from './MyVehiclesPage.tsx';
import { useOrderPayment } from './orderPayment.ts';
import * as styles from './pages.css.ts';
import { type OrderSection, orderSections, sectionTarget, startedSections } from './sectionList.ts';

/**
 * order-details (spec 2 section 2): the landing of a vehicle's order (id is the vehicle id or uid): the
 * vehicle, the deal's payment with its disclosure, and every section of the dealer's flow as the kit's
 * `StepSummaryCard`: its progress from the server, what was chosen, and the action the re-open rules
 * and a linear flow's order allow (./sectionList.ts).
 */
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
  return <OrderDetails order={order} />;
}

function OrderDetails({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const dealer = useHomeDealership();
  const payment = useOrderPayment(order);
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(true, heading);
  const vehicle = typeof order.vehicle === 'number' ? null : order.vehicle;
  const vehicleId = vehicleIdOf(order);
  const name = vehicle?.formatted_name ?? intl.formatMessage({ id: 'orderDetails.title' });
  const sections = orderSections({
    sections: order.sections,
    progress: order.progress,
    flow: dealer.data?.vdp_flow,
    started: startedSections(order),
  });
  const tradeInPath = tradeInPathOf(vehicleId, order.trade_in);
  return (
    <section aria-labelledby="order-title">
      <h1 id="order-title" ref={heading} tabIndex={-1}>
        {name}
      </h1>
      <div className={styles.dealHead}>
        {vehicle?.primary_image ? (
          <img className={styles.dealImage} src={vehicle.primary_image} alt="" />
        ) : null}
        {payment.data ? (
          <div className={styles.dealPayment} data-testid="order-payment">
            <p className={styles.paymentType}>
              <FormattedMessage id="bnp.paymentType" values={{ type: order.payment_type }} />
            </p>
            <PaymentAmount {...headerPayment(payment.data)} size="md" />
            <PaymentDisclosure disclosure={disclosureOf(payment.data)} context={name} />
          </div>
        ) : null}
      </div>
      <h2>
        <FormattedMessage id="orderDetails.title" />
      </h2>
      <ul className={styles.list}>
        {sections.map((entry) => {
          const to = buildPath(prefix, sectionTarget(entry, vehicleId, tradeInPath));
          return (
            <li key={entry.section} data-testid={`order-section-${entry.section}`}>
              <StepSummaryCard
                section={entry.section}
                progress={entry.progress}
                started={entry.started}
                locked={entry.locked}
                summary={<SectionSummary entry={entry} order={order} />}
                href={to}
                onNavigate={(href) => navigate(href)}
              />
              <GivenBack entry={entry} order={order} />
            </li>
          );
        })}
      </ul>
      <p className={styles.links}>
        <Link to={buildPath(prefix, '/saved-vehicles/')}>
          <FormattedMessage id="myVehicles.title" />
        </Link>
      </p>
    </section>
  );
}

/**
 * A deposit given back (refunded, or its hold released) puts the deposit's steps back to initial: its
 * card invites to place one again, and what became of the one placed is said under it.
 */
export function GivenBack({ entry, order }: { entry: OrderSection; order: OrderSummary }): ReactNode {
  if (!isDepositSection(entry.section) || entry.status !== 'initial') return null;
  return (
    <div className={styles.givenBack}>
      <DepositSummary orderId={order.id} vehicleId={vehicleIdOf(order)} placedOnly />
    </div>
  );
}

/** What a section holds (the card shows it once the section is past initial). */
export function SectionSummary({ entry, order }: { entry: OrderSection; order: OrderSummary }): ReactNode {
  const vehicleId = vehicleIdOf(order);
  switch (entry.section) {
    case 'build-and-price':
      return (
        <p className={styles.summaryLine} data-testid="deal-summary">
          <FormattedMessage
            id="orderDetails.deal.summary"
            values={{
              type: order.payment_type,
              accessories: order.accessories?.length ?? 0,
              plans: order.protection_plan_prices?.length ?? 0,
            }}
          />
        </p>
      );
    case 'trade-in':
      return <TradeInSummary vehicleId={vehicleId} tradeIn={order.trade_in} offer={order.trade_in_offer} />;
    case 'credit-app':
      return order.credit_application_status == null ? null : (
        <p className={styles.status} data-credit-status={order.credit_application_status}>
          <FormattedMessage
            id="orderDetails.creditApp.status"
            values={{ status: String(order.credit_application_status) }}
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
      );
    case 'appointment':
      return <AppointmentSummary orderId={order.id} vehicleId={vehicleId} withChange={false} />;
    case 'deposit':
    case 'deposit-vw':
      return <DepositSummary orderId={order.id} vehicleId={vehicleId} />;
  }
}
