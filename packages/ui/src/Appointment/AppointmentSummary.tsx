import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AskFirst } from '../AskFirst/AskFirst.tsx';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import type { AppointmentLocation } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Appointment.css.ts';
import { formatWhen } from './format.ts';
import { VisitState } from './VisitState.tsx';

/** A booked visit as the components show it. */
export type BookedAppointment = {
  /** Its start (an instant, ISO 8601). */
  readonly start: string;
  readonly location: AppointmentLocation;
  /** The shopper's address, for a visit at home. */
  readonly address?: string | null | undefined;
  /** Whether the dealership confirmed it. */
  readonly confirmed: boolean;
};

export type AppointmentSummaryProps = {
  readonly appointment: BookedAppointment;
  /** The dealership's name (its confirmation is said in its name). */
  readonly dealer: string;
  /** The dealer's time zone (IANA): the visit's day and time are the dealer's. */
  readonly timeZone: string;
  /**
   * `card`: the appointment page's booked visit, with reschedule and cancel (asked first);
   * `line`: a saved deal's line (when, where, the state), with `change` (the app's link) after it.
   */
  readonly variant?: 'card' | 'line';
  /** While a cancellation runs. */
  readonly busy?: boolean;
  readonly onReschedule?: () => void;
  /** "Yes, cancel it" pressed. */
  readonly onCancel?: () => void;
  /** The line's link to change the visit (the app's router link). */
  readonly change?: ReactNode;
};

/**
 * A booked visit: its day and time at the dealer, in the page's language, at the dealership or at the
 * shopper's address, whether the dealership confirmed it, and the ways to change it: reschedule and
 * cancel (asked first in the page) on the appointment page, a link on a saved deal's line.
 */
export function AppointmentSummary({
  appointment,
  dealer,
  timeZone,
  variant = 'card',
  busy = false,
  onReschedule,
  onCancel,
  change,
}: AppointmentSummaryProps): ReactNode {
  const t = useUiText();
  const { locale } = useIntl();
  const when = formatWhen(appointment.start, locale, timeZone);
  const home = appointment.location === 'AtHome';
  if (variant === 'line') {
    return (
      <div data-testid="appointment-summary" data-location={appointment.location}>
        <p className={deal.text}>
          {t(home ? 'ui.appointment.summary.home' : 'ui.appointment.summary.dealer', { when })}
        </p>
        <VisitState confirmed={appointment.confirmed} dealer={dealer} />
        {change}
      </div>
    );
  }
  return (
    <div
      className={deal.card}
      data-testid="appointment-booked"
      data-location={appointment.location}
      data-confirmed={appointment.confirmed || undefined}
    >
      <p className={deal.text} role="status">
        {t(home ? 'ui.appointment.bookedHome' : 'ui.appointment.booked', {
          when,
          address: appointment.address ?? '',
        })}
      </p>
      <VisitState confirmed={appointment.confirmed} dealer={dealer} />
      <p className={deal.text}>
        {t(appointment.confirmed ? 'ui.appointment.emailedConfirmed' : 'ui.appointment.emailed')}
      </p>
      <div className={styles.actions}>
        {onReschedule ? (
          <Button variant="outline" onClick={onReschedule}>
            {t('ui.appointment.reschedule')}
          </Button>
        ) : null}
        {onCancel ? (
          <AskFirst
            label={t('ui.appointment.cancel')}
            question={t('ui.appointment.cancel.question', { when })}
            yes={t('ui.appointment.cancel.yes')}
            no={t('ui.appointment.cancel.no')}
            busy={busy}
            onYes={onCancel}
          />
        ) : null}
      </div>
    </div>
  );
}
