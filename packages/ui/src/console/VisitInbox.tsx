import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AskFirst } from '../AskFirst/AskFirst.tsx';
import { Button } from '../Button/Button.tsx';
import { type Country, formatPhone, frenchFirstOfMonth } from '../internal/domain.ts';
import * as styles from './Console.css.ts';
import { vehicleName } from './CreditInbox.tsx';
import { type InboxAppointment, type InboxTestDrive, type OpeningDay, testDriveModel } from './types.ts';
import { useConsoleText } from './useConsoleText.ts';
import { useFocusRefusal } from './useFocusRefusal.ts';

export type VisitAction = 'confirm' | 'move' | 'cancel' | 'drive' | 'cancelDrive';

export type VisitInboxProps = {
  readonly appointments: readonly InboxAppointment[];
  readonly testDrives: readonly InboxTestDrive[];
  /** The dealer's IANA time zone: every time is shown at the dealer's time. */
  readonly timeZone: string;
  /** The dealer's country: phone numbers written as it writes them, however customers typed them. */
  readonly country?: Country | undefined;
  /** The dealer's free opening slots, the times a visit may move to or a test drive be set at. */
  readonly days: readonly OpeningDay[];
  /** The dealership's address, as the dealer writes it in the staff member's language: where a visit at the dealership is. */
  readonly dealerAddress?: string | undefined;
  readonly onConfirm: (item: InboxAppointment) => void;
  readonly onMove: (item: InboxAppointment, start: string) => void;
  readonly onCancel: (item: InboxAppointment) => void;
  /** Sets (or moves) a test drive's time. */
  readonly onConfirmDrive: (item: InboxTestDrive, start: string) => void;
  readonly onCancelDrive: (item: InboxTestDrive) => void;
  /** The item and action under way (`appointment-3:move`, `drive-5:cancelDrive`). */
  readonly busy?: string | null | undefined;
  /**
   * The server's refusal per item key, in the staff member's language; one arriving after an action
   * on the item takes focus, and one of an item no longer listed is said above the lists.
   */
  readonly errors?: Readonly<Record<string, string>> | undefined;
  /** The last action done, announced. */
  readonly done?: { readonly name: string; readonly action: VisitAction } | null | undefined;
};

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
const dayInZone = (instant: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );

/**
 * A day among the dealer's open days, then a time among that day's free slots (two short lists, not
 * one of every slot of the coming weeks), and the submit button. The visit's own day is chosen to
 * begin with when it is open (a move is mostly to another time that day), else the first open day;
 * choosing another day clears the time.
 */
function TimeForm({
  days,
  current,
  timeZone,
  label,
  submit,
  busy,
  onSubmit,
}: {
  days: readonly OpeningDay[];
  /** The visit's time now, if it has one. */
  current?: string | null;
  timeZone: string;
  label: string;
  submit: string;
  busy: boolean;
  onSubmit: (start: string) => void;
}): ReactNode {
  const t = useConsoleText();
  const intl = useIntl();
  const dayId = useId();
  const id = useId();
  const errorId = useId();
  const open = days.filter((d) => d.slots.length > 0);
  const [date, setDate] = useState(() => {
    const own = current ? dayInZone(current, timeZone) : undefined;
    return open.find((d) => d.date === own)?.date ?? open[0]?.date ?? '';
  });
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  if (open.length === 0) return <p className={styles.muted}>{t('console.visits.noTimes')}</p>;
  const slots = (open.find((d) => d.date === date) ?? open[0])?.slots ?? [];
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!value) {
      setMissing(true);
      select.current?.focus();
      return;
    }
    onSubmit(value);
  };
  return (
    <form className={styles.row} onSubmit={send} noValidate>
      <div className={`${styles.grow} ${styles.nativeField}`}>
        <label htmlFor={dayId}>{t('console.visits.day')}</label>
        <select
          id={dayId}
          className={styles.nativeInput}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setValue('');
          }}
        >
          {open.map((day) => (
            <option key={day.date} value={day.date}>
              {frenchFirstOfMonth(
                new Intl.DateTimeFormat(intl.locale, { dateStyle: 'full', timeZone: 'UTC' }).formatToParts(
                  new Date(`${day.date}T12:00:00Z`),
                ),
                intl.locale,
              )}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.grow} ${styles.nativeField}`}>
        <label htmlFor={id}>{label}</label>
        <select
          ref={select}
          id={id}
          className={styles.nativeInput}
          value={value}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setMissing(false);
          }}
        >
          <option value="">{t('console.visits.chooseTime')}</option>
          {slots.map((slot) => (
            <option key={slot.start} value={slot.start}>
              {intl.formatTime(slot.start, { hour: 'numeric', minute: '2-digit', timeZone })}
            </option>
          ))}
        </select>
        {missing ? (
          <p id={errorId} className={styles.fieldError}>
            {t('console.visits.chooseTime')}
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
    </form>
  );
}

/**
 * Appointments booked with the dealership and test drives requested, at the dealer's time whatever
 * the staff member's own time zone. An appointment is confirmed, moved to another free opening slot
 * (the customer is told by e-mail) or cancelled; a test drive's time is set (or moved) or it is
 * cancelled.
 */
export function VisitInbox({
  country,
  appointments,
  testDrives,
  timeZone,
  days,
  dealerAddress,
  onConfirm,
  onMove,
  onCancel,
  onConfirmDrive,
  onCancelDrive,
  busy,
  errors = {},
  done,
}: VisitInboxProps): ReactNode {
  const t = useConsoleText();
  const intl = useIntl();
  const titleId = useId();
  const announce = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) announce.current?.focus();
  }, [done]);
  // The item last acted on: a refusal of it takes focus when it arrives, to say what was refused and
  // why (on its card, or above the lists when the lists read again no longer have it).
  const acted = useFocusRefusal(errors, titleId);
  const shown = new Set([
    ...appointments.map((item) => `appointment-${item.id}`),
    ...testDrives.map((item) => `drive-${item.id}`),
  ]);
  // Refusals of items the lists no longer have (cancelled in another tab): still said.
  const gone = Object.entries(errors).filter(([key]) => !shown.has(key));
  const error = (key: string) =>
    errors[key] ? (
      <p id={`${titleId}-${key}-error`} tabIndex={-1} role="alert" className={styles.alert}>
        {errors[key]}
      </p>
    ) : null;
  // As the storefront writes them: French "1er décembre" and "9 h 00" (Intl writes "1 décembre", "09 h 00").
  const at = (iso: string) =>
    frenchFirstOfMonth(
      new Intl.DateTimeFormat(intl.locale, {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }).formatToParts(new Date(iso)),
      intl.locale,
    );
  // Where the visit is: the customer's address for a visit at their home (a test drive at home has
  // none on file), else the dealership's.
  const where = (location: string, address?: string | null) => {
    const written = location === 'AtHome' ? address : dealerAddress;
    return written ? (
      <p className={styles.muted}>{t('console.visits.where', { location, address: written })}</p>
    ) : null;
  };
  const zone =
    new Intl.DateTimeFormat(intl.locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {t('console.visits.title')}
      </h1>
      <p className={styles.muted}>{t('console.visits.timeZone', { zone })}</p>
      <div aria-live="polite">
        {done ? (
          <p ref={announce} tabIndex={-1} className={styles.success}>
            {t('console.visits.done', { name: done.name, action: done.action })}
          </p>
        ) : null}
      </div>
      {gone.map(([key]) => (
        <div key={key}>{error(key)}</div>
      ))}
      <h2 className={styles.subheading}>{t('console.visits.appointments')}</h2>
      {appointments.length === 0 ? (
        <p className={styles.muted}>{t('console.visits.appointmentsEmpty')}</p>
      ) : null}
      {appointments.map((item) => {
        const key = `appointment-${item.id}`;
        const headingId = `${titleId}-${key}`;
        const name = item.customer.name_or_email;
        return (
          <article key={key} className={styles.card} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.subheading}>
              {t('console.visits.when', { date: at(item.start), location: item.location })}
            </h3>
            {where(item.location, item.address)}
            <p className={styles.muted}>
              {t('console.visits.customer', { name })}
              {item.vehicle ? ` · ${vehicleName(item.vehicle)}` : null}
            </p>
            {item.customer.phone ? (
              <p className={styles.muted}>
                {t('console.visits.phone', { phone: formatPhone(item.customer.phone, country) })}
              </p>
            ) : null}
            <p className={styles.muted}>
              {t('console.visits.state', { state: item.confirmed ? 'confirmed' : 'booked' })}
            </p>
            {error(key)}
            <div className={styles.actions}>
              {item.confirmed ? null : (
                <Button
                  loading={busy === `${key}:confirm`}
                  onClick={() => {
                    acted.current = key;
                    onConfirm(item);
                  }}
                >
                  {t('console.visits.confirm', { name })}
                </Button>
              )}
              <AskFirst
                label={t('console.visits.cancel', { name })}
                question={t('console.visits.cancelAsk', { kind: 'appointment', name })}
                yes={t('console.visits.cancelYes')}
                no={t('console.deposits.no')}
                busy={busy === `${key}:cancel`}
                onYes={() => {
                  acted.current = key;
                  onCancel(item);
                }}
              />
            </div>
            <TimeForm
              days={days}
              current={item.start}
              timeZone={timeZone}
              label={t('console.visits.newTime')}
              submit={t('console.visits.move')}
              busy={busy === `${key}:move`}
              onSubmit={(start) => {
                acted.current = key;
                onMove(item, start);
              }}
            />
          </article>
        );
      })}
      <h2 className={styles.subheading}>{t('console.visits.testDrives')}</h2>
      {testDrives.length === 0 ? <p className={styles.muted}>{t('console.visits.testDrivesEmpty')}</p> : null}
      {testDrives.map((item) => {
        const key = `drive-${item.id}`;
        const headingId = `${titleId}-${key}`;
        const name = item.customer.name;
        return (
          <article key={key} className={styles.card} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.subheading}>
              {testDriveModel(item.model)}
            </h3>
            {where(item.location)}
            <p className={styles.muted}>
              {t('console.visits.customer', { name })} ·{' '}
              {t('console.visits.phone', { phone: formatPhone(item.customer.phone, country) })}
            </p>
            <p className={styles.muted}>
              {item.start
                ? t('console.visits.when', { date: at(item.start), location: item.location })
                : t('console.visits.state', { state: item.status })}
              {' · '}
              {t('console.visits.requested', {
                date: intl.formatDate(item.created_at, { dateStyle: 'medium', timeZone }),
              })}
            </p>
            {item.start ? (
              <p className={styles.muted}>{t('console.visits.state', { state: item.status })}</p>
            ) : null}
            {error(key)}
            <TimeForm
              days={days}
              current={item.start}
              timeZone={timeZone}
              label={t('console.visits.time')}
              submit={t('console.visits.setTime')}
              busy={busy === `${key}:drive`}
              onSubmit={(start) => {
                acted.current = key;
                onConfirmDrive(item, start);
              }}
            />
            <div className={styles.actions}>
              <AskFirst
                label={t('console.visits.cancelDrive', { name })}
                question={t('console.visits.cancelAsk', { kind: 'drive', name })}
                yes={t('console.visits.cancelYes')}
                no={t('console.deposits.no')}
                busy={busy === `${key}:cancelDrive`}
                onYes={() => {
                  acted.current = key;
                  onCancelDrive(item);
                }}
              />
            </div>
          </article>
        );
      })}
    </section>
  );
}
