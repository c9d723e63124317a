import { type DepositAction, DepositInbox, type InboxDeposit, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
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
  const [searching, setSearching] = useState(false);
  // A search that failed (not sent: offline): said under the field, the list kept as it was.
  const [searchFailure, setSearchFailure] = useState<{ error: unknown; back: boolean } | null>(null);
  const loaded = useRef(false);
  const asked = useRef(false);
  useEffect(() => {
    document.title = `${t('console.deposits.title')} · ${t('console.title')}`;
  });
  const load = useCallback(async () => {
    try {
      const answer = await context.api.get<{ results: InboxDeposit[] }>(
        `/api/dealer/deposits/${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      );
      loaded.current = true;
      setItems(answer.results);
      setSearched(q);
      setSearchFailure(null);
    } catch (e) {
      if (sessionEnded(e)) return;
      if (asked.current && loaded.current) setSearchFailure({ error: e, back: false });
      else setFailed(e instanceof ApiError && e.status === 403 ? 'forbidden' : 'other');
    } finally {
      asked.current = false;
      setSearching(false);
    }
  }, [context.api, q]);
  useEffect(() => {
    void load();
  }, [load]);
  useRefresh(load);
  useBackOnline(() => {
    setErrors((current) =>
      replaceNotices(current, t('console.error.offline'), t('console.error.backOnline')),
    );
    setSearchFailure((current) => (current && offline(current.error) ? { ...current, back: true } : current));
  });
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
      searching={searching}
      searchError={
        searchFailure
          ? searchFailure.back
            ? t('console.error.backOnline')
            : (firstMessage(searchFailure.error) ?? t(failureId(searchFailure.error)))
          : null
      }
      onSearch={(text) => {
        asked.current = true;
        setSearching(true);
        // The same search again (after one not sent) reads again; another goes into the address.
        if (text === q) {
          void load();
          return;
        }
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
