import {
  type InboxAppointment,
  type InboxTestDrive,
  type OpeningDay,
  useConsoleText,
  type VisitAction,
  VisitInbox,
} from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, failureId, firstMessage, offline, sessionEnded } from '../api.ts';
import { replaceNotices, useBackOnline, useRefresh } from '../sync.ts';
import { type ConsoleContext, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

type Visits = {
  appointments: readonly InboxAppointment[];
  testDrives: readonly InboxTestDrive[];
  timeZone: string;
  days: readonly OpeningDay[];
};

/**
 * Appointments (`GET /api/dealer/appointments/`: confirm, move, cancel) and test drives
 * (`GET /api/dealer/test-drives/`: a time set or moved, cancel), at the dealer's time; the times
 * offered are the dealer's free opening slots (`GET /api/customer/appointment/slots/`).
 */
export function VisitsPage({ context }: { context: ConsoleContext }): ReactNode {
  return staffMay(context.user, 'actForCustomers') ? (
    <VisitsInbox context={context} />
  ) : (
    <NotPermitted context={context} />
  );
}

function VisitsInbox({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const [visits, setVisits] = useState<Visits | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<{ name: string; action: VisitAction } | null>(null);
  const [failed, setFailed] = useState<'forbidden' | 'other' | null>(null);
  useEffect(() => {
    document.title = `${t('console.visits.title')} · ${t('console.title')}`;
  });
  const load = useCallback(async () => {
    try {
      const [appointments, drives, slots] = await Promise.all([
        context.api.get<{ time_zone: string; results: InboxAppointment[] }>('/api/dealer/appointments/'),
        context.api.get<{ results: InboxTestDrive[] }>('/api/dealer/test-drives/'),
        context.api.get<{ days: OpeningDay[] }>('/api/customer/appointment/slots/'),
      ]);
      setVisits({
        appointments: appointments.results,
        testDrives: drives.results,
        timeZone: appointments.time_zone,
        days: slots.days,
      });
    } catch (e) {
      if (sessionEnded(e)) return;
      setFailed(e instanceof ApiError && e.status === 403 ? 'forbidden' : 'other');
    }
  }, [context.api]);
  useEffect(() => {
    void load();
  }, [load]);
  useRefresh(load);
  useBackOnline(() =>
    setErrors((current) =>
      replaceNotices(current, t('console.error.offline'), t('console.error.backOnline')),
    ),
  );
  if (failed === 'forbidden') return <NotPermitted context={context} />;
  if (failed) return <p role="alert">{t('console.error.generic')}</p>;
  if (!visits) return <p aria-live="polite">{t('console.loading')}</p>;

  /** Runs a staff call for an item, then announces it and reads the lists again. */
  const act = async (key: string, action: VisitAction, name: string, call: () => Promise<unknown>) => {
    setBusy(`${key}:${action}`);
    setDone(null);
    try {
      await call();
      setErrors(({ [key]: _, ...rest }) => rest);
      setDone({ name, action });
      await load();
    } catch (e) {
      if (sessionEnded(e)) return;
      setErrors((current) => ({ ...current, [key]: firstMessage(e) ?? t(failureId(e)) }));
      // Refused because the visit changed meanwhile (moved or cancelled in another tab): show the
      // lists as they are now, the refusal kept. Not sent (offline): the screen stays as it is, the
      // time chosen kept, to send again.
      if (!offline(e)) await load();
    } finally {
      setBusy(null);
    }
  };
  const api = context.api;
  return (
    <VisitInbox
      {...visits}
      country={context.dealer.country === 'US' ? 'US' : 'CA'}
      dealerAddress={context.dealer.full_address}
      busy={busy}
      errors={errors}
      done={done}
      onConfirm={(item) =>
        act(`appointment-${item.id}`, 'confirm', item.customer.name_or_email, () =>
          api.send('POST', `/api/dealer/appointments/${item.id}/confirm/`),
        )
      }
      onMove={(item, start) =>
        act(`appointment-${item.id}`, 'move', item.customer.name_or_email, () =>
          api.send('PUT', `/api/dealer/appointments/${item.id}/`, { start }),
        )
      }
      onCancel={(item) =>
        act(`appointment-${item.id}`, 'cancel', item.customer.name_or_email, () =>
          api.send('DELETE', `/api/dealer/appointments/${item.id}/`),
        )
      }
      onConfirmDrive={(item, start) =>
        act(`drive-${item.id}`, 'drive', item.customer.name, () =>
          api.send('POST', `/api/dealer/test-drives/${item.id}/confirm/`, { start }),
        )
      }
      onCancelDrive={(item) =>
        act(`drive-${item.id}`, 'cancelDrive', item.customer.name, () =>
          api.send('POST', `/api/dealer/test-drives/${item.id}/cancel/`),
        )
      }
    />
  );
}
