import type { Locale } from '@storefront/domain';
import { AskFirst, Button, RadioGroup, SelectField, TextField } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { openSignInState, signInAtom, useCurrentUser } from '../auth/index.ts';
import { dealStyles as styles, vehicleNameOf, vehicleQuery } from '../build-and-price/index.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { createOrder, orderKeys, useOrders, vehicleIdOf } from '../orders/index.ts';
import {
  type Appointment,
  bookingQuery,
  cancelAppointment,
  saveAppointment,
  slotsQuery,
} from './api/appointment.ts';
import { appointmentKeys } from './api/keys.ts';
import { formatDay, formatHours, formatTime, formatWhen, zoneName } from './format.ts';
import { TestDriveSection } from './TestDriveSection.tsx';
import { VisitState } from './VisitState.tsx';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * `appointment/{vehicleId}/` (spec 2 §2): in the shell (its header and footer), without the deal's
 * pricing header and step side bars; a side bar with the
 * dealership's address card and hours instead of a map (no outside service), and the editor: where
 * (at the dealer, or at home when the dealer offers it), the day and the time among the dealer's free
 * opening slots in its time zone. A booked appointment can be moved or cancelled (asked first); the
 * heading then says the page is the shopper's appointment (found in a shopper trial: it still asked
 * to book one).
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
    <aside className={styles.card} aria-labelledby="appointment-dealer" data-testid="appointment-sidebar">
      <h2 id="appointment-dealer">{dealer.name}</h2>
      <address>
        {dealer.full_address}
        <br />
        {dealer.phone}
      </address>
      <h3>
        <FormattedMessage id="appointment.hours" />
      </h3>
      <dl>
        {WEEKDAYS.map((day) => (
          <div key={day}>
            <dt>
              <FormattedMessage id={`appointment.day.${day}`} />
            </dt>
            <dd>{formatHours(dealer.hours[day], locale) ?? <FormattedMessage id="appointment.closed" />}</dd>
          </div>
        ))}
      </dl>
    </aside>
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
        locale={locale}
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
  locale: Locale;
  /** The shopper has just cancelled the visit (this page): the form says so first. */
  cancelled: boolean;
  onCancelled: (cancelled: boolean) => void;
}

function AppointmentEditor({
  vehicleId,
  orderId,
  current,
  slots,
  locale,
  cancelled,
  onCancelled,
}: EditorProps) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const open = slots.days.filter((d) => d.slots.length > 0);
  const [editing, setEditing] = useState(current === null);
  const [location, setLocation] = useState<'AtDealer' | 'AtHome'>(current?.location ?? 'AtDealer');
  const [address, setAddress] = useState(current?.address ?? '');
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // After a cancellation the booked card (and its button, which had focus) is gone: focus goes to
  // the sentence that says so, at the top of the form that follows.
  const cancelledRef = useRef<HTMLParagraphElement>(null);
  const wasCancelled = useRef(cancelled);
  useEffect(() => {
    if (wasCancelled.current && current === null) cancelledRef.current?.focus();
  }, [current]);
  const day = open.find((d) => d.date === date);
  /** A slot's day and time at the dealer, in the page's language (one format for slots and hours). */
  const timeOf = (iso: string) => formatTime(iso, locale, slots.timezone);
  const when = (iso: string) => formatWhen(iso, locale, slots.timezone);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentKeys.slots(dealerCode) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      orderId
        ? queryClient.invalidateQueries({ queryKey: appointmentKeys.booking(dealerCode, orderId) })
        : null,
    ]);

  const book = async () => {
    if (!start) {
      setErrors({ start: 'appointment.error.time' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const id = orderId ?? (await createOrder(http, { vehicle: vehicleId })).id;
      await saveAppointment(
        http,
        id,
        { start, location, ...(location === 'AtHome' ? { address } : {}) },
        current?.status === 'booked' ? current.id : undefined,
      );
      if (!orderId) await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onCancelled(false);
      await refresh();
    } catch (error) {
      const next: Record<string, string> = {};
      for (const action of callerActions(error)) {
        if (action.type !== 'field-errors') continue;
        for (const [field, messages] of Object.entries(action.fieldErrors))
          if (messages[0]) next[field] = messages[0];
      }
      setErrors(next);
      // A slot taken meanwhile (409, said by a toast) is gone from the fresh list.
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
      <div className={styles.card} data-testid="appointment-booked">
        <p role="status" ref={statusRef}>
          <FormattedMessage
            id={current.location === 'AtHome' ? 'appointment.bookedHome' : 'appointment.booked'}
            values={{ when: when(current.start), address: current.address ?? '' }}
          />
        </p>
        <VisitState confirmed={current.confirmed} dealer={slots.dealer.name} />
        <p>
          <FormattedMessage id={current.confirmed ? 'appointment.emailedConfirmed' : 'appointment.emailed'} />
        </p>
        <Button variant="outline" onClick={() => setEditing(true)}>
          <FormattedMessage id="appointment.reschedule" />
        </Button>
        <AskFirst
          label={intl.formatMessage({ id: 'appointment.cancel' })}
          question={intl.formatMessage({ id: 'appointment.cancel.question' }, { when: when(current.start) })}
          yes={intl.formatMessage({ id: 'appointment.cancel.yes' })}
          no={intl.formatMessage({ id: 'appointment.cancel.no' })}
          busy={busy}
          onYes={() => void cancel()}
        />
      </div>
    );
  }
  if (slots.delivery_option === 'NONE') {
    return (
      <p>
        <FormattedMessage id="appointment.none" />
      </p>
    );
  }
  return (
    <form
      className={styles.card}
      noValidate
      aria-labelledby="appointment-title"
      onSubmit={(event) => {
        event.preventDefault();
        void book();
      }}
    >
      {cancelled && current === null ? (
        <p role="status" tabIndex={-1} ref={cancelledRef} data-testid="appointment-cancelled">
          <FormattedMessage id="appointment.cancelled" />
        </p>
      ) : null}
      {slots.locations.length > 1 ? (
        <RadioGroup
          name="location"
          label={intl.formatMessage({ id: 'appointment.where' })}
          options={slots.locations.map((l) => ({
            id: l,
            label: intl.formatMessage({ id: `appointment.location.${l}` }),
          }))}
          value={location}
          onChange={(value) => setLocation(value as 'AtDealer' | 'AtHome')}
        />
      ) : null}
      {location === 'AtHome' ? (
        <TextField
          name="address"
          label={intl.formatMessage({ id: 'appointment.address' })}
          value={address}
          onChange={setAddress}
          autoComplete="street-address"
          isRequired
          serverError={errors.address}
          showErrors
        />
      ) : null}
      <div className={styles.fields}>
        <SelectField
          name="date"
          label={intl.formatMessage({ id: 'appointment.date' })}
          options={open.map((d) => ({ id: d.date, label: formatDay(d.date, locale) }))}
          placeholder={intl.formatMessage({ id: 'appointment.date.placeholder' })}
          value={date}
          onChange={(value) => {
            setDate(value);
            setStart(null);
          }}
          isRequired
        />
        <SelectField
          name="start"
          label={intl.formatMessage({ id: 'appointment.time' })}
          options={(day?.slots ?? []).map((s) => ({ id: s.start, label: timeOf(s.start) }))}
          placeholder={intl.formatMessage({
            id: day ? 'appointment.time.placeholder' : 'appointment.time.placeholderNoDay',
          })}
          value={start}
          onChange={setStart}
          isRequired
          isDisabled={!day}
          serverError={errors.start}
          showErrors
        />
      </div>
      <p>
        <FormattedMessage id="appointment.timezone" values={{ zone: zoneName(slots.timezone, locale) }} />
      </p>
      <Button type="submit" loading={busy}>
        <FormattedMessage id={current?.status === 'booked' ? 'appointment.move' : 'appointment.book'} />
      </Button>
    </form>
  );
}
