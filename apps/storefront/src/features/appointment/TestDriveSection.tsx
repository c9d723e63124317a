import type { Locale } from '@storefront/domain';
import { AskFirst, Button, Link, telHref } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { dealStyles as styles } from '../build-and-price/index.ts';
import type { HomeDealership } from '../dealership/index.ts';
import { cancelTestDrive, testDriveQuery } from './api/testDrive.ts';
import { formatWhen } from './format.ts';
import { bookTestDrive, inLanguage, openBookingUrl } from './testDrive.ts';
import { VisitState } from './VisitState.tsx';

export interface TestDriveSectionProps {
  /** The page's vehicle: the model a drive is asked for (its page, the one the e-mails link to). */
  car: {
    id: number;
    year: number;
    make: string;
    model: string;
    model_fr?: string | null;
    model_code?: string;
  };
  /** The signed-in shopper, whose name and phone the request carries. */
  shopper: { first_name: string; last_name: string; phone: string };
  home: HomeDealership;
  /** The dealership as the appointment's slots name it: its phone and time zone. */
  dealer: { name: string; phone: string; timezone: string };
  locale: Locale;
}

/**
 * The test drive of the appointment page (spec 2 §3, §4): the offer to request one, prefilled from
 * the signed-in shopper (its confirmation opens in a new tab; a failure shows nothing); once requested,
 * the request instead of the offer (found in a shopper trial: the offer stayed, as if nothing had been
 * asked): requested, the dealership calling back to set the time (and its phone for questions
 * meanwhile), or confirmed for a time, said as the visit's state is, with the way to change it (a call:
 * the dealership sets the time) and to cancel it (asked first), after which the offer is back. The model
 * is named with its make, in the page's language ("2026 Mazda Mazda3 Sport").
 */
export function TestDriveSection({ car, shopper, home, dealer, locale }: TestDriveSectionProps) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = testDriveQuery(http, dealerCode, car.year, car.model_code || car.model);
  const current = useQuery(query);
  const drive = current.data?.test_drive ?? null;
  const [busy, setBusy] = useState(false);
  // What the shopper has just done, for focus: the button they pressed is gone from the page, so
  // focus goes to what replaced it (the request, or the sentence saying it is cancelled).
  const [done, setDone] = useState<'requested' | 'cancelled' | null>(null);
  const requestedRef = useRef<HTMLElement>(null);
  const cancelledRef = useRef<HTMLParagraphElement>(null);
  const sentence = useId();
  useEffect(() => {
    if (done === 'requested' && drive) {
      requestedRef.current?.focus();
      setDone(null);
    } else if (done === 'cancelled' && !drive) cancelledRef.current?.focus();
  }, [done, drive]);
  const model = [car.year, car.make, locale.startsWith('fr') && car.model_fr ? car.model_fr : car.model]
    .filter(Boolean)
    .join(' ');
  const confirmed = drive?.status === 'confirmed' && Boolean(drive.start);

  const request = async () => {
    const dealerOfBooking = home.code ?? dealerCode;
    if (busy || !dealerOfBooking) return;
    setBusy(true);
    try {
      const url = await bookTestDrive(http, {
        booking_option: 'AtDealer',
        model_year: car.year,
        model_code: car.model_code || car.model,
        model_name: car.model,
        dealer_code: dealerOfBooking,
        province: home.province_code,
        first_name: shopper.first_name,
        last_name: shopper.last_name,
        phone: shopper.phone,
        language: locale.startsWith('fr') ? 'fr' : 'en',
        vehicle: car.id,
      });
      if (!url) return;
      openBookingUrl(url, window);
      setDone('requested');
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!drive) return;
    setBusy(true);
    try {
      await cancelTestDrive(http, drive.id);
      setDone('cancelled');
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
    } finally {
      setBusy(false);
    }
  };

  // Until the shopper's request is known, neither the offer nor the request (no offer flashing by).
  if (current.isPending) return null;
  return (
    <section aria-labelledby="appointment-test-drive">
      <h2 id="appointment-test-drive">
        <FormattedMessage id={drive ? 'appointment.testDrive.yours' : 'appointment.testDrive.title'} />
      </h2>
      {drive ? (
        <article
          className={styles.card}
          aria-labelledby={sentence}
          tabIndex={-1}
          ref={requestedRef}
          data-testid="test-drive-requested"
        >
          <p id={sentence}>
            {confirmed && drive.start ? (
              <FormattedMessage
                id="appointment.testDrive.confirmed"
                values={{ model, when: formatWhen(drive.start, locale, dealer.timezone) }}
              />
            ) : (
              <FormattedMessage id="appointment.testDrive.requested" values={{ model, dealer: home.name }} />
            )}
          </p>
          <VisitState confirmed={drive.status === 'confirmed'} dealer={home.name} />
          <p>
            {/* No time yet: nothing to change; the dealership calls to set it (said above). */}
            <FormattedMessage
              id={confirmed ? 'appointment.testDrive.change' : 'appointment.testDrive.questions'}
              values={{ dealer: home.name, phone: <Link href={telHref(dealer.phone)}>{dealer.phone}</Link> }}
            />
          </p>
          <p>
            <Link
              href={inLanguage(drive.url, locale.startsWith('fr') ? 'fr' : 'en')}
              target="_blank"
              rel="noopener"
            >
              <FormattedMessage id="appointment.testDrive.view" />
            </Link>
          </p>
          <AskFirst
            label={intl.formatMessage({ id: 'appointment.testDrive.cancel' })}
            question={intl.formatMessage({ id: 'appointment.testDrive.cancel.question' }, { model })}
            yes={intl.formatMessage({ id: 'appointment.cancel.yes' })}
            no={intl.formatMessage({ id: 'appointment.cancel.no' })}
            busy={busy}
            onYes={() => void cancel()}
          />
        </article>
      ) : (
        <>
          {done === 'cancelled' ? (
            <p role="status" tabIndex={-1} ref={cancelledRef} data-testid="test-drive-cancelled">
              <FormattedMessage id="appointment.testDrive.cancelled" />
            </p>
          ) : null}
          <Button variant="outline" loading={busy} onClick={() => void request()}>
            <FormattedMessage id="appointment.testDrive.button" />
          </Button>
        </>
      )}
    </section>
  );
}
