import { type DepositAction, DepositInbox, type InboxDeposit, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, failureId, firstMessage, offline, sessionEnded } from '../api.ts';
import { replaceNotices, useBackOnline, useRefresh } from '../sync.ts';
import { type ConsoleContext, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

/**
 * The dealer's deposits (`GET /api/dealer/deposits/?q=`, the search kept in the address): a hold captured (`POST .../{id}/capture/`) or
 * released (`.../release/`), a charge refunded (`.../refund/`); giving one back frees the vehicle.
 */
export function DepositsPage({ context }: { context: ConsoleContext }): ReactNode {
  return staffMay(context.user, 'actForCustomers') ? (
    <Deposits context={context} />
  ) : (
    <NotPermitted context={context} />
  );
}

function Deposits({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const [items, setItems] = useState<readonly InboxDeposit[] | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: DepositAction } | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [done, setDone] = useState<{ name: string; action: DepositAction; already: boolean } | null>(null);
  const [failed, setFailed] = useState<'forbidden' | 'other' | null>(null);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [query, setQuery] = useState(q);
  // Back and Forward go through the searches: the box shows the address's query.
  useEffect(() => setQuery(q), [q]);
  const [searched, setSearched] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${t('console.deposits.title')} · ${t('console.title')}`;
  });
  const load = useCallback(async () => {
    try {
      const answer = await context.api.get<{ results: InboxDeposit[] }>(
        `/api/dealer/deposits/${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      );
      setItems(answer.results);
      setSearched(q);
    } catch (e) {
      if (sessionEnded(e)) return;
      setFailed(e instanceof ApiError && e.status === 403 ? 'forbidden' : 'other');
    }
  }, [context.api, q]);
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
  if (!items) return <p aria-live="polite">{t('console.loading')}</p>;
  return (
    <DepositInbox
      timeZone={context.dealer.timezone}
      actions={staffMay(context.user, 'refundDeposits') ? undefined : ['capture', 'release']}
      items={items}
      busy={busy}
      errors={errors}
      done={done}
      sandbox={items.some((item) => item.processor === 'sandbox')}
      query={query}
      onQueryChange={setQuery}
      searched={searched ?? ''}
      searching={searched !== q}
      onSearch={(text) => {
        const next = new URLSearchParams(params);
        if (text) next.set('q', text);
        else next.delete('q');
        setParams(next);
      }}
      onAction={async (item, action) => {
        setBusy({ id: item.id, action });
        setDone(null);
        try {
          const answer = await context.api.send<{ changed?: boolean }>(
            'POST',
            `/api/dealer/deposits/${item.id}/${action}/`,
          );
          setErrors(({ [item.id]: _, ...rest }) => rest);
          setDone({ name: item.customer.name_or_email, action, already: answer.changed === false });
          await load();
        } catch (e) {
          if (sessionEnded(e)) return;
          setErrors((current) => ({ ...current, [item.id]: firstMessage(e) ?? t(failureId(e)) }));
          // Refused because the deposit changed meanwhile (another tab captured it): show it as it is
          // now. Not sent (offline): the screen stays as it is.
          if (!offline(e)) await load();
        } finally {
          setBusy(null);
        }
      }}
    />
  );
}
