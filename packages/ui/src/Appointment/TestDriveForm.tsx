import type { ReactNode, Ref } from 'react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AskFirst } from '../AskFirst/AskFirst.tsx';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import { inputMask } from '../Field/masks.ts';
import type { FormServerErrors } from '../Form/useForm.ts';
import { useForm } from '../Form/useForm.ts';
import type { Country } from '../internal/domain.ts';
import { rules } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Link } from '../Link/Link.tsx';
import { telHref } from '../Marketplace/Marketplace.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Appointment.css.ts';
import { formatWhen } from './format.ts';
import { VisitState } from './VisitState.tsx';

/** The shopper's part of a test-drive booking (spec 2 §3): the rest (model, dealer, language) is the app's. */
export type TestDriveShopper = {
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
};

export type TestDriveFormProps = {
  /** The model asked for, named with its year and make in the page's language ("2026 Acme Roadster"). */
  readonly model: string;
  /** The dealership that calls back to set the time. */
  readonly dealer: string;
  /** The signed-in shopper's name and phone: the fields start with them. */
  readonly shopper?: Partial<TestDriveShopper> | undefined;
  /** The dealer's country, for the phone's mask and rule. */
  readonly country?: Country;
  /** The shopper has just cancelled their request: the form says so first, and that sentence takes focus. */
  readonly cancelled?: boolean;
  /** While the request is sent: the button says so, and a second press sends nothing. */
  readonly busy?: boolean;
  /** The server's field errors (`first_name`, `last_name`, `phone`). */
  readonly serverErrors?: FormServerErrors | undefined;
  /** Called with the shopper's (trimmed) name and phone once every rule passes. */
  readonly onSubmit: (shopper: TestDriveShopper) => void;
};

const ITEMS = [
  { field: 'first_name', rules: [rules.required(), rules.name()] },
  { field: 'last_name', rules: [rules.required(), rules.name()] },
  { field: 'phone', rules: [rules.required(), rules.phone()] },
];

/**
 * The offer of a test drive (spec 2 §3, §4) under its heading: who asks (first and last name) and the
 * phone the dealership calls to set the time, prefilled for a signed-in shopper, and the request.
 */
export function TestDriveForm({
  model,
  dealer,
  shopper,
  country = 'CA',
  cancelled = false,
  busy = false,
  serverErrors,
  onSubmit,
}: TestDriveFormProps): ReactNode {
  const t = useUiText();
  const heading = useId();
  const cancelledRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancelled) cancelledRef.current?.focus();
  }, [cancelled]);
  const form = useForm({
    items: useMemo(() => ITEMS, []),
    initialValues: {
      first_name: shopper?.first_name ?? '',
      last_name: shopper?.last_name ?? '',
      phone: shopper?.phone ?? '',
    },
    country,
    serverErrors,
    prepare: (values) => ({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone: values.phone.trim(),
    }),
    onSubmit: (values) => {
      if (!busy) onSubmit(values);
    },
  });
  return (
    <section aria-labelledby={heading} data-testid="test-drive-offer">
      <h2 id={heading} className={deal.subheading}>
        {t('ui.appointment.testDrive.title')}
      </h2>
      {cancelled ? (
        <p
          className={deal.text}
          role="status"
          tabIndex={-1}
          ref={cancelledRef}
          data-testid="test-drive-cancelled"
        >
          {t('ui.appointment.testDrive.cancelled')}
        </p>
      ) : null}
      <form {...form.formProps} className={deal.stack} aria-labelledby={heading}>
        <p className={deal.text}>{t('ui.appointment.testDrive.text', { model, dealer })}</p>
        <div className={styles.fields}>
          <TextField
            {...form.field('first_name')}
            label={t('ui.signIn.firstName')}
            autoComplete="given-name"
          />
          <TextField
            {...form.field('last_name')}
            label={t('ui.signIn.lastName')}
            autoComplete="family-name"
          />
        </div>
        <TextField
          {...form.field('phone')}
          type="tel"
          label={t('ui.signIn.phone')}
          autoComplete="tel-national"
          mask={inputMask('phone', country)}
        />
        <div>
          <Button type="submit" variant="outline" loading={busy}>
            {t('ui.appointment.testDrive.button')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A test drive the shopper asked for. */
export type TestDriveRequestState = {
  readonly status: 'requested' | 'confirmed';
  /** The time the dealership set (an instant, ISO 8601), once confirmed. */
  readonly start?: string | null | undefined;
  /** The request's page (its confirmation), opened in a new tab. */
  readonly url: string;
};

export type TestDriveRequestProps = {
  readonly drive: TestDriveRequestState;
  /** The model asked for ("2026 Acme Roadster"). */
  readonly model: string;
  /** The dealership that sets the time. */
  readonly dealer: string;
  /** Its phone, for questions and for a change of time; shown as given: pass it as the shopper reads it (the domain's `formatPhone`, "(512) 555-0134"); its link is E.164 (`tel:+15125550134`). */
  readonly dealerPhone: string;
  /** The dealer's time zone (IANA): the confirmed time is the dealer's. */
  readonly timeZone: string;
  /** While the cancellation runs. */
  readonly busy?: boolean;
  /** "Yes, cancel it" pressed. */
  readonly onCancel: () => void;
  /** The request's card, for the app to focus when it replaces the offer (the button pressed is gone). */
  readonly ref?: Ref<HTMLElement>;
};

/**
 * The shopper's test drive instead of the offer: requested (the dealership calls back to set the time,
 * its phone for questions meanwhile) or confirmed for a time, its state said as a visit's is, the
 * request's page (new tab), and its cancellation, asked first.
 */
export function TestDriveRequest({
  drive,
  model,
  dealer,
  dealerPhone,
  timeZone,
  busy = false,
  onCancel,
  ref,
}: TestDriveRequestProps): ReactNode {
  const t = useUiText();
  const { locale } = useIntl();
  const heading = useId();
  const sentence = useId();
  const confirmed = drive.status === 'confirmed' && Boolean(drive.start);
  const phone = <Link href={telHref(dealerPhone)}>{dealerPhone}</Link>;
  const intl = useIntl();
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className={deal.subheading}>
        {t('ui.appointment.testDrive.yours')}
      </h2>
      <article
        className={deal.card}
        aria-labelledby={sentence}
        tabIndex={-1}
        ref={ref}
        data-testid="test-drive-requested"
        data-status={drive.status}
      >
        <p id={sentence} className={deal.text}>
          {confirmed && drive.start
            ? t('ui.appointment.testDrive.confirmed', {
                model,
                when: formatWhen(drive.start, locale, timeZone),
              })
            : t('ui.appointment.testDrive.requested', { model, dealer })}
        </p>
        <VisitState confirmed={drive.status === 'confirmed'} dealer={dealer} />
        <p className={deal.text}>
          {/* No time yet: nothing to change; the dealership calls to set it (said above). */}
          {intl.formatMessage(
            { id: confirmed ? 'ui.appointment.testDrive.change' : 'ui.appointment.testDrive.questions' },
            { dealer, phone },
          )}
        </p>
        <p className={deal.text}>
          <Link href={drive.url} target="_blank" rel="noopener">
            {t('ui.appointment.testDrive.view')}
          </Link>
        </p>
        <div className={styles.actions}>
          <AskFirst
            label={t('ui.appointment.testDrive.cancel')}
            question={t('ui.appointment.testDrive.cancel.question', { model })}
            yes={t('ui.appointment.cancel.yes')}
            no={t('ui.appointment.cancel.no')}
            busy={busy}
            onYes={onCancel}
          />
        </div>
      </article>
    </section>
  );
}
