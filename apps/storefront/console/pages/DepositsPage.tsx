import { type DepositAction, DepositInbox, type InboxDeposit, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, failureId, firstMessage, offline, sessionEnded } from '../api.ts';
import { replaceNotices, useBackOnline, useRefresh } from '../sync.ts';
import { type ConsoleContext, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

/**
 * The dealer's deposits (`GET /api/dealer/deposits/`): a hold captured (`POST .../{id}/capture/`) or
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
  useEffect(() => {
    document.title = `${t('console.deposits.title')} · ${t('console.title')}`;
  });
  const load = useCallback(async () => {
    try {
      setItems((await context.api.get<{ results: InboxDeposit[] }>('/api/dealer/deposits/')).results);
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
