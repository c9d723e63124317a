import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import type { FormServerErrors } from '../Form/useForm.ts';
import { useForm } from '../Form/useForm.ts';
import type { AppointmentLocation, Country, DeliveryOption } from '../internal/domain.ts';
import { APPOINTMENT_LOCATIONS, rules } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Appointment.css.ts';
import { formatDay, formatTime, zoneName } from './format.ts';

/** A day of the dealer's calendar (YYYY-MM-DD, in its time zone) and its free slots' starts (instants). */
export type AppointmentDay = {
  readonly date: string;
  readonly slots: readonly { readonly start: string }[];
};

/** What the shopper books: where, the slot's start and, at home, their address. */
export type AppointmentChoice = {
  readonly location: AppointmentLocation;
  readonly start: string;
  readonly address?: string;
};

export type AppointmentSchedulerProps = {
  /** The dealer's delivery option: NONE (no online booking), DEALER_ONLY, DEALER_AND_HOME (the shopper chooses). */
  readonly deliveryOption: DeliveryOption;
  /** The coming days and their free slots; days without slots are not offered. */
  readonly days: readonly AppointmentDay[];
  /** The dealer's time zone (IANA): days and times are the dealer's, said by the zone's name. */
  readonly timeZone: string;
  /** The visit being moved (its place and address are kept); none: a first booking. */
  readonly current?: { readonly location: AppointmentLocation; readonly address?: string | null } | undefined;
  /** The shopper has just cancelled their visit: the form says so first, and that sentence takes focus. */
  readonly cancelled?: boolean;
  /** While the booking is sent: the button says so. */
  readonly busy?: boolean;
  /**
   * The server's answer to the last booking: field errors (`start`, `address`), shown under their field
   * with every choice kept (a slot just taken: `{ start: [message] }`).
   */
  readonly serverErrors?: FormServerErrors | undefined;
  /** The dealer's country, for the address rules. */
  readonly country?: Country;
  /** The element naming the form (the page's heading). */
  readonly labelledBy?: string;
  readonly onSubmit: (choice: AppointmentChoice) => void;
};

type Values = { address: string; date: string; start: string };

/**
 * The appointment's editor: where (at the dealership, or at home when the dealer offers it, with the
 * shopper's address), the day among the dealer's open days and the time among that day's free slots
 * (each a listbox: arrow keys, typeahead), both in the dealer's time zone and the page's language, and
 * the booking. The server's errors show under their field with the choice kept. A dealer that takes no
 * appointments online (NONE) or has no free time in the coming days says so instead of the form.
 */
export function AppointmentScheduler({
  deliveryOption,
  days,
  timeZone,
  current,
  cancelled = false,
  busy = false,
  serverErrors,
  country = 'CA',
  labelledBy,
  onSubmit,
}: AppointmentSchedulerProps): ReactNode {
  const t = useUiText();
  const { locale } = useIntl();
  const open = days.filter((day) => day.slots.length > 0);
  const home = deliveryOption === 'DEALER_AND_HOME';
  const [location, setLocation] = useState<AppointmentLocation>(
    home && current?.location === 'AtHome' ? 'AtHome' : 'AtDealer',
  );
  const atHome = location === 'AtHome';
  // The day chosen (the form's value too): the time is asked for once there is a day, and before,
  // the day is the field missing (the time's list is off without it).
  const [dayChosen, setDayChosen] = useState(false);
  const items = useMemo(
    () => [
      ...(atHome ? [{ field: 'address', rules: [rules.required()] }] : []),
      dayChosen
        ? { field: 'start', rules: [rules.required()] }
        : { field: 'date', rules: [rules.required()] },
    ],
    [atHome, dayChosen],
  );
  const form = useForm<Values>({
    items,
    initialValues: { address: current?.address ?? '', date: '', start: '' },
    country,
    serverErrors,
    formErrorsOn: 'start',
    onSubmit: (valid) =>
      onSubmit({ location, start: valid.start, ...(atHome ? { address: valid.address } : {}) }),
  });
  const cancelledRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancelled) cancelledRef.current?.focus();
  }, [cancelled]);
  const { values } = form;
  const day = open.find((d) => d.date === values.date);
  const start = form.field('start');

  if (deliveryOption === 'NONE') {
    return (
      <p className={deal.text} data-testid="appointment-none">
        {t('ui.appointment.none')}
      </p>
    );
  }
  const cancelledNote = cancelled ? (
    <p
      className={deal.text}
      role="status"
      tabIndex={-1}
      ref={cancelledRef}
      data-testid="appointment-cancelled"
    >
      {t('ui.appointment.cancelled')}
    </p>
  ) : null;
  if (open.length === 0) {
    return (
      <div className={deal.stack} data-testid="appointment-scheduler" data-state="no-slots">
        {cancelledNote}
        <p className={deal.text} data-testid="appointment-no-slots">
          {t('ui.appointment.noSlots')}
        </p>
      </div>
    );
  }
  return (
    <form
      {...form.formProps}
      className={deal.card}
      aria-labelledby={labelledBy}
      data-testid="appointment-scheduler"
      data-location={location}
      data-delivery={deliveryOption}
    >
      {cancelledNote}
      {home ? (
        <RadioGroup
          name="location"
          label={t('ui.appointment.where')}
          options={APPOINTMENT_LOCATIONS.map((l) => ({ id: l, label: t(`ui.appointment.location.${l}`) }))}
          value={location}
          onChange={(value) => setLocation(value as AppointmentLocation)}
        />
      ) : null}
      {atHome ? (
        <TextField
          {...form.field('address')}
          label={t('ui.appointment.address')}
          autoComplete="street-address"
        />
      ) : null}
      <div className={styles.fields}>
        <SelectField
          {...form.field('date')}
          label={t('ui.appointment.date')}
          options={open.map((d) => ({ id: d.date, label: formatDay(d.date, locale) }))}
          placeholder={t('ui.appointment.date.placeholder')}
          value={values.date || null}
          onChange={(value) => {
            form.set('date')(value ?? '');
            form.set('start')('');
            setDayChosen(Boolean(value));
          }}
          messages={{ required: 'ui.appointment.error.time' }}
          isRequired
        />
        <SelectField
          {...start}
          label={t('ui.appointment.time')}
          options={(day?.slots ?? []).map((s) => ({
            id: s.start,
            label: formatTime(s.start, locale, timeZone),
          }))}
          placeholder={t(day ? 'ui.appointment.time.placeholder' : 'ui.appointment.time.placeholderNoDay')}
          value={start.value || null}
          onChange={(value) => start.onChange(value ?? '')}
          messages={{ required: 'ui.appointment.error.timeOfDay' }}
          isRequired
          isDisabled={!day}
        />
      </div>
      <p className={deal.muted}>{t('ui.appointment.timezone', { zone: zoneName(timeZone, locale) })}</p>
      <div>
        <Button type="submit" loading={busy}>
          {t(current ? 'ui.appointment.move' : 'ui.appointment.book')}
        </Button>
      </div>
    </form>
  );
}
