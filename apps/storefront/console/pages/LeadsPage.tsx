import { type InboxLead, LeadInbox, type OpenedLead, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, sessionEnded } from '../api.ts';
import { useRefresh } from '../sync.ts';
import { type ConsoleContext, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

type Page = { next_page: number | null; results: InboxLead[] };

/** The kinds of lead the storefront sends (the server's `kind`), offered as the list's filter. */
const LEAD_KINDS = [
  'send_customer_lead',
  'send_finance_lead',
  'send_tradein_lead',
  'send_tradein_submitted_lead',
  'send_appointment_lead',
  'send_build_your_deal_review_lead',
  'customer_question_question',
  'customer_question_availability',
  'customer_question_eprice',
] as const;

/**
 * The leads sent to the dealership's CRM (`GET /api/dealer/leads/?page=&kind=`, 50 a page) with their
 * delivery state, one opened with its ADF/XML as sent (`GET /api/dealer/leads/{id}/`), each marked
 * handled by a staff member (`POST /api/dealer/leads/{id}/handled/`). A chunk of its own.
 */
export function LeadsPage({ context }: { context: ConsoleContext }): ReactNode {
  return staffMay(context.user, 'actForCustomers') ? (
    <Leads context={context} />
  ) : (
    <NotPermitted context={context} />
  );
}

function Leads({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const [items, setItems] = useState<readonly InboxLead[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [kind, setKind] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'forbidden' | 'other' | null>(null);
  const [opened, setOpened] = useState<OpenedLead | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [openFailed, setOpenFailed] = useState<number | null>(null);
  const [marking, setMarking] = useState<number | null>(null);
  const [markFailed, setMarkFailed] = useState<number | null>(null);
  useEffect(() => {
    document.title = `${t('console.leads.title')} · ${t('console.title')}`;
  });
  const load = useCallback(
    async (page: number) => {
      setBusy(true);
      try {
        const query = new URLSearchParams();
        if (page > 1) query.set('page', String(page));
        if (kind) query.set('kind', kind);
        const search = query.toString();
        const answer = await context.api.get<Page>(`/api/dealer/leads/${search ? `?${search}` : ''}`);
        setItems((shown) => (page > 1 && shown ? [...shown, ...answer.results] : answer.results));
        setNext(answer.next_page);
      } catch (e) {
        if (sessionEnded(e)) return;
        setFailed(e instanceof ApiError && e.status === 403 ? 'forbidden' : 'other');
      } finally {
        setBusy(false);
      }
    },
    [context.api, kind],
  );
  const reload = useCallback(() => load(1), [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useRefresh(reload);
  if (failed === 'forbidden') return <NotPermitted context={context} />;
  if (failed) return <p role="alert">{t('console.error.generic')}</p>;
  if (!items) return <p aria-live="polite">{t('console.loading')}</p>;
  return (
    <LeadInbox
      timeZone={context.dealer.timezone}
      items={items}
      busy={busy}
      onMore={next === null ? undefined : () => void load(next)}
      kinds={LEAD_KINDS}
      kind={kind}
      onKind={(chosen) => {
        setOpened(null);
        setKind(chosen);
      }}
      opened={opened}
      opening={opening}
      failed={openFailed}
      onOpen={async (lead) => {
        setOpening(lead.id);
        setOpenFailed(null);
        try {
          setOpened(await context.api.get<OpenedLead>(`/api/dealer/leads/${lead.id}/`));
        } catch (e) {
          if (!sessionEnded(e)) setOpenFailed(lead.id);
        } finally {
          setOpening(null);
        }
      }}
      onClose={() => setOpened(null)}
      marking={marking}
      markFailed={markFailed}
      onHandled={async (lead) => {
        setMarking(lead.id);
        setMarkFailed(null);
        try {
          const handled = await context.api.send<InboxLead>('POST', `/api/dealer/leads/${lead.id}/handled/`);
          setItems((shown) => shown?.map((item) => (item.id === handled.id ? handled : item)) ?? shown);
          setOpened((shown) => (shown?.id === handled.id ? { ...shown, handled: handled.handled } : shown));
        } catch (e) {
          if (!sessionEnded(e)) setMarkFailed(lead.id);
        } finally {
          setMarking(null);
        }
      }}
    />
  );
}
