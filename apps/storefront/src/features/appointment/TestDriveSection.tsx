import { formatPhone, type Locale } from '@storefront/domain';
import { TestDriveForm, TestDriveRequest, type TestDriveShopper } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import type { HomeDealership } from '../dealership/index.ts';
import { appointmentBooked, postCta, tell } from '../embedding/deferred.ts';
import { cancelTestDrive, testDriveQuery } from './api/testDrive.ts';
import { bookTestDrive, inLanguage, openBookingUrl } from './testDrive.ts';

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
 * The test drive of the appointment page (spec 2 §3, §4), on the kit's `TestDriveForm` and
 * `TestDriveRequest`: the offer to request one, its name and phone prefilled from the signed-in
 * shopper (its confirmation opens in a new tab; a failure shows nothing); once requested, the request
 * instead of the offer (found in a shopper trial: the offer stayed, as if nothing had been
 * asked): requested, the dealership calling back to set the time (and its phone for questions
 * meanwhile), or confirmed for a time, said as the visit's state is, with the way to change it (a call:
 * the dealership sets the time) and to cancel it (asked first), after which the offer is back. The model
 * is named with its make, in the page's language ("2026 Mazda Mazda3 Sport").
 */
export function TestDriveSection({ car, shopper, home, dealer, locale }: TestDriveSectionProps) {
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const query = testDriveQuery(http, dealerCode, car.year, car.model_code || car.model);
  const current = useQuery(query);
  const drive = current.data?.test_drive ?? null;
  const [busy, setBusy] = useState(false);
  // What the shopper has just done, for focus: the button they pressed is gone from the page, so
  // focus goes to what replaced it (the request, or the sentence saying it is cancelled).
  const [done, setDone] = useState<'requested' | 'cancelled' | null>(null);
  const requestedRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (done === 'requested' && drive) {
      requestedRef.current?.focus();
      setDone(null);
    }
  }, [done, drive]);
  const model = [car.year, car.make, locale.startsWith('fr') && car.model_fr ? car.model_fr : car.model]
    .filter(Boolean)
    .join(' ');
  const language = locale.startsWith('fr') ? 'fr' : 'en';

  const request = async (person: TestDriveShopper) => {
    const dealerOfBooking = home.code ?? dealerCode;
    if (busy || !dealerOfBooking) return;
    setBusy(true);
    postCta('book_appointment', car.id);
    try {
      const url = await bookTestDrive(http, {
        booking_option: 'AtDealer',
        model_year: car.year,
        model_code: car.model_code || car.model,
        model_name: car.model,
        dealer_code: dealerOfBooking,
        province: home.province_code,
        first_name: person.first_name,
        last_name: person.last_name,
        phone: person.phone,
        language,
        vehicle: car.id,
      });
      if (!url) return;
      tell(appointmentBooked({ vehicle: car.id }, 'test_drive', null));
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
  if (drive) {
    return (
      <TestDriveRequest
        ref={requestedRef}
        drive={{
          status: drive.status === 'confirmed' ? 'confirmed' : 'requested',
          start: drive.start,
          url: inLanguage(drive.url, language),
        }}
        model={model}
        dealer={home.name}
        dealerPhone={formatPhone(dealer.phone)}
        timeZone={dealer.timezone}
        busy={busy}
        onCancel={() => void cancel()}
      />
    );
  }
  return (
    <TestDriveForm
      model={model}
      dealer={home.name}
      shopper={shopper}
      country={home.country}
      cancelled={done === 'cancelled'}
      busy={busy}
      onSubmit={(person) => void request(person)}
    />
  );
}
