import { currencyFor, formatMoney, type Locale } from '@storefront/domain';
import { SavedDealCard } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { AppointmentSummary } from '../appointment/index.ts';
import { openSignInState, signInAtom, useCurrentUser } from '../auth/index.ts';
import { disclosureOf, headerPayment } from '../build-and-price/index.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { DepositSummary } from '../deposit/index.ts';
import { type OrderSummary, useOrders, vehicleIdOf } from '../orders/index.ts';
import { TradeInSummary } from '../trade-in/index.ts';
import { availableSections, isDepositSection } from './availableSections.ts';
import { useOrderPayment } from './orderPayment.ts';
import * as styles from './pages.css.ts';
import { paymentChange } from './paymentChange.ts';
import { TestDrives } from './TestDrives.tsx';

/** my-vehicles (spec 2 section 2): the signed-in shopper's saved deals; none -> no-order. */
export function MyVehiclesPage() {
  const user = useCurrentUser();
  const orders = useOrders();
  const prefix = parseRoutePrefix(useLocation().pathname);
  if (user.isPending) return <Loading />;
  if (!user.data) {
    return (
      <section>
        <h1>
          <FormattedMessage id="myVehicles.title" />
        </h1>
        <SignedOut message="myVehicles.signedOut" />
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
          <li key={order.id} className={styles.savedDeal} data-testid="saved-order">
            <SavedOrder order={order} />
          </li>
        ))}
      </ul>
      <TestDrives userId={user.data.id} />
      <p className={styles.closingLink}>
        <Link to={buildPath(prefix, '/privacy/')}>
          <FormattedMessage id="privacy.link" />
        </Link>
      </p>
    </section>
  );
}

function SavedOrder({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const vehicle = typeof order.vehicle === 'number' ? null : order.vehicle;
  const vehicleId = vehicleIdOf(order);
  // The saved deal's payment, priced now by the server from the order.
  const payment = useOrderPayment(order);
  const sections = availableSections(order.sections);
  const changed = paymentChange(order, payment.data);
  const currency = currencyFor(useHomeDealership().data?.country);
  const money = (cents: number) => formatMoney(cents, intl.locale as Locale, { currency });
  const name = vehicle?.formatted_name ?? intl.formatMessage({ id: 'myVehicles.title' });
  // Each deal's links named with its vehicle: the deals' links read alike, their names may not.
  const creditLink =
    order.credit_application_status == null ? 'myVehicles.creditApp.start' : 'myVehicles.creditApp.open';
  const linkName = (words: string) =>
    intl.formatMessage({ id: 'myVehicles.forVehicle' }, { action: words, vehicle: name });
  return (
    <>
      <SavedDealCard
        vehicleName={name}
        headingLevel={2}
        imageSrc={vehicle?.primary_image ?? undefined}
        payment={
          payment.data ? { paymentType: order.payment_type, ...headerPayment(payment.data) } : undefined
        }
        disclosure={disclosureOf(payment.data)}
        sections={sections}
        progress={order.progress ?? {}}
        onContinue={() => navigate(buildPath(prefix, `/conf/${vehicleId}/review/`))}
      />
      {changed ? (
        <p className={styles.notice} data-testid="payment-changed">
          <FormattedMessage
            id="myVehicles.paymentChanged"
            values={{ before: money(changed.beforeCents), now: money(changed.nowCents) }}
          />
        </p>
      ) : null}
      <div className={styles.sectionLinks}>
        {sections.includes('trade-in') ? (
          <TradeInSummary
            vehicleId={vehicleId}
            tradeIn={order.trade_in}
            offer={order.trade_in_offer}
            linkName={linkName}
          />
        ) : null}
        {sections.includes('credit-app') ? (
          <p>
            <Link
              to={buildPath(prefix, `/credit-app/${vehicleId}/`)}
              aria-label={linkName(intl.formatMessage({ id: creditLink }))}
            >
              <FormattedMessage id={creditLink} />
            </Link>
          </p>
        ) : null}
        {sections.some(isDepositSection) ? (
          <DepositSummary orderId={order.id} vehicleId={vehicleId} linkName={linkName} />
        ) : null}
        {sections.includes('appointment') ? (
          <AppointmentSummary orderId={order.id} vehicleId={vehicleId} linkName={linkName} />
        ) : null}
      </div>
    </>
  );
}

/** A page of the signed-in shopper seen signed out: what signing in gives, and the sign-in button. */
export function SignedOut({ message }: { message: string }) {
  const openSignIn = useSetAtom(signInAtom);
  const signIn = useAtomValue(signInAtom);
  return (
    <>
      <p>
        <FormattedMessage id={message} />
      </p>
      <button
        type="button"
        className={styles.primaryButton}
        disabled={signIn.open}
        onClick={() => openSignIn(openSignInState('returning_customer'))}
      >
        <FormattedMessage id="header.login" />
      </button>
    </>
  );
}

export function Loading() {
  return (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
}
