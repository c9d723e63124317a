import { formatPhone, type Locale } from '@storefront/domain';
import {
  type AppointmentChoice,
  AppointmentScheduler,
  AppointmentSummary,
  Button,
  DealershipCard,
  type FormServerErrors,
} from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { failedWithoutAnswer } from '../../shared/api/serverErrors.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { openSignInState, signInAtom, useCurrentUser } from '../auth/index.ts';
import { dealStyles as styles, vehicleNameOf, vehicleQuery } from '../build-and-price/index.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { appointmentBooked, failed, postCta, tell } from '../embedding/deferred.ts';
import { createOrder } from '../orders/deferred.ts';
import { orderKeys, useOrders, vehicleIdOf } from '../orders/index.ts';
import {
  type Appointment,
  bookingQuery,
  cancelAppointment,
  saveAppointment,
  slotsQuery,
} from './api/appointment.ts';
import { appointmentKeys } from './api/keys.ts';
import { TestDriveSection } from './TestDriveSection.tsx';

/**
 * `appointment/{vehicleId}/` (spec 2 §2): in the shell (its header and footer), without the deal's
 * pricing header and step side bars; the kit's `DealershipCard` as the map side bar (the dealership's
 * address, phone and hours, and a "Directions" link to the shopper's map app or site built from the
 * dealer's coordinates; a static map image only when the dealer configured a tile provider), and the kit's `AppointmentScheduler`:
 * where (at the dealer, or at home when the dealer offers it), the day and the time among the dealer's
 * free opening slots in its time zone; a slot taken meanwhile is said under the time. A booked
 * appointment (the kit's `AppointmentSummary`) can be moved or cancelled (asked first); the heading
 * then says the page is the shopper's appointment (found in a shopper trial: it still asked to book
 * one).
 */
export function AppointmentPage() {
  const { id = '' } = useParams();
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const prefix = parseRoutePrefix(useLocation().pathname);
  const user = useCurrentUser();
  const orders = useOrders();
  const setSignIn = useSetAtom(signInAtom);
  const slots = useQuery(slotsQuery(http, dealerCode));
  const vehicle = useQuery(vehicleQuery(http, dealerCode, id));
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id && !o.is_archived);
  const booking = useQuery({ ...bookingQuery(http, dealerCode, order?.id ?? 0), enabled: Boolean(order) });
  const home = useHomeDealership();
  // The shopper has just cancelled their visit: the editor that follows says so (and takes focus).
  const [cancelled, setCancelled] = useState(false);
  const me = user.data;
  const booked = booking.data?.appointment?.status === 'booked';
  const car = vehicle.data as (NonNullable<typeof vehicle.data> & { model_code?: string }) | undefined;
  // Test drive (spec 2 §3, §4): prefilled from the signed-in shopper.
  const testDrive =
    me && car && home.data && slots.data && me.first_name && me.last_name && me.phone ? (
      <TestDriveSection
        car={car}
        shopper={{ first_name: me.first_name, last_name: me.last_name, phone: me.phone }}
        home={home.data}
        dealer={{ ...slots.data.dealer, timezone: slots.data.timezone }}
        locale={locale}
      />
    ) : null;

  const dealer = slots.data?.dealer;
  const sidebar = dealer ? (
    <DealershipCard
      name={dealer.name}
      address={dealer.full_address}
      phone={dealer.phone ? formatPhone(dealer.phone) : dealer.phone}
      hours={dealer.hours}
      latitude={dealer.latitude}
      longitude={dealer.longitude}
      mapImageUrl={dealer.static_map_url}
    />
  ) : null;

  let body: React.ReactNode;
  if (user.isPending || (user.data && orders.isPending) || slots.isPending) {
    body = (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  } else if (!user.data) {
    body = (
      <>
        <p>
          <FormattedMessage id="appointment.signIn" />
        </p>
        <Button onClick={() => setSignIn(openSignInState('appointment'))}>
          <FormattedMessage id="auth.button.book_appointment" />
        </Button>
      </>
    );
  } else if (slots.data && order && booking.isPending) {
    body = (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  } else if (slots.data) {
    body = (
      <AppointmentEditor
        key={booking.data?.appointment?.id ?? 0}
        vehicleId={Number(id)}
        orderId={order?.id ?? null}
        current={booking.data?.appointment ?? null}
        slots={slots.data}
        cancelled={cancelled}
        onCancelled={setCancelled}
      />
    );
  }

  return (
    <div className={styles.layout}>
      <section className={styles.section} aria-labelledby="appointment-title" data-testid="appointment">
        <h1 id="appointment-title">
          <FormattedMessage id={booked ? 'appointment.title.booked' : 'appointment.title'} />
        </h1>
        {vehicle.data ? <p>{vehicleNameOf(vehicle.data, locale)}</p> : null}
        {body}
        {testDrive}
        <p>
          <Link className={styles.stepLink} to={buildPath(prefix, `/conf/${id}/`)}>
            <FormattedMessage id="appointment.back" />
          </Link>
        </p>
      </section>
      {sidebar}
    </div>
  );
}

interface EditorProps {
  vehicleId: number;
  orderId: number | null;
  current: Appointment | null;
  slots: NonNullable<ReturnType<typeof useQuery<import('./api/appointment.ts').SlotsAnswer>>['data']>;
  /** The shopper has just cancelled the visit (this page): the form says so first. */
  cancelled: boolean;
  onCancelled: (cancelled: boolean) => void;
}

function AppointmentEditor({ vehicleId, orderId, current, slots, cancelled, onCancelled }: EditorProps) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(current === null);
  const [errors, setErrors] = useState<FormServerErrors>();
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentKeys.slots(dealerCode) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      orderId
        ? queryClient.invalidateQueries({ queryKey: appointmentKeys.booking(dealerCode, orderId) })
        : null,
    ]);

  const book = async ({ start, location, address }: AppointmentChoice) => {
    setBusy(true);
    setErrors(undefined);
    postCta('book_appointment', vehicleId);
    try {
      const id = orderId ?? (await createOrder(http, { vehicle: vehicleId })).id;
      await saveAppointment(
        http,
        id,
        { start, location, ...(address !== undefined ? { address } : {}) },
        current?.status === 'booked' ? current.id : undefined,
      );
      tell(appointmentBooked({ order: id, vehicle: vehicleId }, 'appointment', start));
      if (!orderId) await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onCancelled(false);
      await refresh();
    } catch (error) {
      const next: Record<string, string[]> = {};
      for (const action of callerActions(error)) {
        if (action.type !== 'field-errors') continue;
        for (const [field, messages] of Object.entries(action.fieldErrors))
          if (messages[0]) next[field] = [messages[0]];
      }
      // A slot taken meanwhile (409, also said by a toast) is gone from the fresh list: the time
      // field says so, where the shopper looks, the rest of the choice kept.
      if ((error as { response?: { status?: number } }).response?.status === 409) {
        next.start = [intl.formatMessage({ id: 'appointment.error.taken' })];
        tell(failed('appointment.error.taken', 409));
      }
      // No answer (offline, after the client's retries): not booked, said where the shopper looks,
      // the day and time chosen kept for the next try.
      if (failedWithoutAnswer(error)) {
        next.non_field_errors = [intl.formatMessage({ id: 'appointment.error.offline' })];
        tell(failed('appointment.error.offline'));
      }
      setErrors(next);
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.slots(dealerCode) });
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!current) return;
    setBusy(true);
    try {
      await cancelAppointment(http, current.id);
      onCancelled(true);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  if (current?.status === 'booked' && !editing) {
    return (
      <AppointmentSummary
        appointment={current}
        dealer={slots.dealer.name}
        timeZone={slots.timezone}
        busy={busy}
        onReschedule={() => setEditing(true)}
        onCancel={() => void cancel()}
      />
    );
  }
  // After a cancellation the booked card (and its button, which had focus) is gone: the form that
  // follows says so first, and that sentence takes focus.
  return (
    <AppointmentScheduler
      deliveryOption={slots.delivery_option}
      days={slots.days}
      timeZone={slots.timezone}
      current={current?.status === 'booked' ? current : undefined}
      cancelled={cancelled && current === null}
      busy={busy}
      serverErrors={errors}
      labelledBy="appointment-title"
      onSubmit={(choice) => void book(choice)}
    />
  );
}
