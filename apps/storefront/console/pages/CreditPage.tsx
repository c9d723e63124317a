import {
  type CreditDecision,
  CreditInbox,
  type InboxCreditApplication,
  type OpenedCreditApplication,
  useConsoleText,
} from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, failureId, firstMessage, sessionEnded } from '../api.ts';
import { useBackOnline, useRefresh } from '../sync.ts';
import { type ConsoleContext, currencyOf, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

/**
 * Credit applications sent to the dealership (`GET /api/dealer/credit-applications/`); opening one
 * reads it decrypted (`GET .../{id}/`, every read audited by the server); a decision goes through
 * `POST .../{id}/decision/` and the shopper sees it on their order.
 */
export function CreditPage({ context }: { context: ConsoleContext }): ReactNode {
  return staffMay(context.user, 'actForCustomers') ? (
    <Credit context={context} />
  ) : (
    <NotPermitted context={context} />
  );
}

function Credit({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const [items, setItems] = useState<readonly InboxCreditApplication[] | null>(null);
  const [opened, setOpened] = useState<OpenedCreditApplication | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [decided, setDecided] = useState<{ name: string; status: number } | null>(null);
  const [failed, setFailed] = useState<'forbidden' | 'other' | null>(null);
  useEffect(() => {
    document.title = `${t('console.credit.title')} · ${t('console.title')}`;
  });
  const load = useCallback(async () => {
    try {
      const answer = await context.api.get<{ results: InboxCreditApplication[] }>(
        '/api/dealer/credit-applications/',
      );
      setItems(answer.results);
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
    setError((current) => (current === t('console.error.offline') ? t('console.error.backOnline') : current)),
  );
  if (failed === 'forbidden') return <NotPermitted context={context} />;
  if (failed) return <p role="alert">{t('console.error.generic')}</p>;
  if (!items) return <p aria-live="polite">{t('console.loading')}</p>;
  return (
    <CreditInbox
      items={items}
      opened={opened}
      busy={busy}
      error={error}
      decided={decided}
      currency={currencyOf(context.dealer)}
      onOpen={async (item) => {
        setBusy(item.id);
        setError(null);
        setDecided(null);
        try {
          setOpened(
            await context.api.get<OpenedCreditApplication>(`/api/dealer/credit-applications/${item.id}/`),
          );
        } catch (e) {
          if (sessionEnded(e)) return;
          setFailed(e instanceof ApiError && e.status === 403 ? 'forbidden' : 'other');
        } finally {
          setBusy(null);
        }
      }}
      onClose={() => {
        setOpened(null);
        setError(null);
      }}
      onDecide={async (item, status: CreditDecision) => {
        setBusy(item.id);
        setError(null);
        try {
          await context.api.send('POST', `/api/dealer/credit-applications/${item.id}/decision/`, { status });
          setOpened(null);
          setDecided({ name: item.customer_name, status });
          await load();
        } catch (e) {
          if (sessionEnded(e)) return;
          setError(firstMessage(e) ?? t(failureId(e)));
        } finally {
          setBusy(null);
        }
      }}
    />
  );
}
