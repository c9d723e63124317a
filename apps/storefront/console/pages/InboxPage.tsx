import { type InboxTradeIn, TradeInInbox, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { firstMessage } from '../api.ts';
import type { ConsoleContext } from '../types.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Trade-ins awaiting the dealer (`GET /api/dealer/trade-ins/`); an offer goes through
 * `PUT /api/dealer/orders/{order}/trade_in_offer/` (audited) and the shopper sees it on their order.
 */
export function InboxPage({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const [items, setItems] = useState<readonly InboxTradeIn[] | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [sending, setSending] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    document.title = `${t('console.inbox.title')} · ${t('console.title')}`;
  });
  const load = useCallback(async () => {
    try {
      setItems((await context.api.get<{ results: InboxTradeIn[] }>('/api/dealer/trade-ins/')).results);
    } catch {
      setFailed(true);
    }
  }, [context.api]);
  useEffect(() => {
    void load();
  }, [load]);
  if (failed) return <p role="alert">{t('console.error.generic')}</p>;
  if (!items) return <p aria-live="polite">{t('console.loading')}</p>;
  return (
    <TradeInInbox
      items={items}
      errors={errors}
      sending={sending}
      sentTo={sentTo}
      defaultExpiry={inDays(7)}
      onOffer={async (item, offer) => {
        setSending(item.id);
        setSentTo(null);
        try {
          await context.api.send('PUT', `/api/dealer/orders/${item.order}/trade_in_offer/`, offer);
          setErrors(({ [item.id]: _, ...rest }) => rest);
          setSentTo(item.customer.name_or_email);
          await load();
          document.querySelector<HTMLElement>('main h1')?.focus();
        } catch (error) {
          setErrors((current) => ({
            ...current,
            [item.id]: firstMessage(error) ?? t('console.error.generic'),
          }));
        } finally {
          setSending(null);
        }
      }}
    />
  );
}
