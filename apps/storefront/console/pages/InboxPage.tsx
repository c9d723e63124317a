import {
  type InboxTradeIn,
  type OfferError,
  TradeInInbox,
  type TradeInInboxProps,
  useConsoleText,
} from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, failureId, firstMessage, sessionEnded } from '../api.ts';
import * as styles from '../console.css.ts';
import { replaceNotices, useBackOnline, useRefresh } from '../sync.ts';
import { type ConsoleContext, currencyOf, dealerPath, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The server's refusal of an offer: of its amount or expiry date when it names one, else of the offer. */
function offerError(error: unknown, fallback: string): OfferError {
  const body = error instanceof ApiError && typeof error.body === 'object' ? error.body : null;
  const fieldMessage = (field: NonNullable<OfferError['field']>) => {
    const value = (body as Record<string, unknown> | null)?.[field];
    return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;
  };
  for (const field of ['amount', 'expires_on', 'condition', 'message'] as const) {
    const message = fieldMessage(field);
    if (message) return { field, message };
  }
  return { message: firstMessage(error) ?? fallback };
}

/**
 * Trade-ins awaiting the dealer (`GET /api/dealer/trade-ins/`); an offer goes through
 * `PUT /api/dealer/orders/{order}/trade_in_offer/` (audited; a conditional one with its condition), no
 * offer or an exclusion through `POST /api/dealer/orders/{order}/trade_in_decline/`, and the shopper
 * sees it on their order. Each trade-in links to its customer's deals.
 */
export function InboxPage({ context }: { context: ConsoleContext }): ReactNode {
  return staffMay(context.user, 'actForCustomers') ? (
    <Inbox context={context} />
  ) : (
    <NotPermitted context={context} />
  );
}

function Inbox({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const [items, setItems] = useState<readonly InboxTradeIn[] | null>(null);
  const [errors, setErrors] = useState<Record<number, OfferError>>({});
  const [sending, setSending] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<TradeInInboxProps['sentTo']>(null);
  const [failed, setFailed] = useState<'forbidden' | 'other' | null>(null);
  useEffect(() => {
    document.title = `${t('console.inbox.title')} · ${t('console.title')}`;
  });
  const load = useCallback(async () => {
    try {
      setItems((await context.api.get<{ results: InboxTradeIn[] }>('/api/dealer/trade-ins/')).results);
    } catch (error) {
      // the session ended: the sign-in shows, this screen kept as it is behind it
      if (sessionEnded(error)) return;
      setFailed(error instanceof ApiError && error.status === 403 ? 'forbidden' : 'other');
    }
  }, [context.api]);
  useEffect(() => {
    void load();
  }, [load]);
  useRefresh(load);
  // The photos come from the staff API with the dealer header (an <img src> cannot send it).
  const loadPhoto = useCallback((url: string) => context.api.blob(url), [context.api]);
  useBackOnline(() =>
    setErrors((current) =>
      replaceNotices(current, t('console.error.offline'), t('console.error.backOnline')),
    ),
  );
  if (failed === 'forbidden') return <NotPermitted context={context} />;
  if (failed) return <p role="alert">{t('console.error.generic')}</p>;
  if (!items) return <p aria-live="polite">{t('console.loading')}</p>;
  return (
    <TradeInInbox
      items={items}
      errors={errors}
      sending={sending}
      sentTo={sentTo}
      defaultExpiry={inDays(7)}
      currency={currencyOf(context.dealer)}
      loadPhoto={loadPhoto}
      renderCustomer={(item, label) => (
        <Link className={styles.link} to={dealerPath(`/customers/${item.customer.id}`, context.dealer)}>
          {label}
        </Link>
      )}
      onDecline={async (item, decline) => {
        setSending(item.id);
        setSentTo(null);
        try {
          await context.api.send('POST', `/api/dealer/orders/${item.order}/trade_in_decline/`, decline);
          setErrors(({ [item.id]: _, ...rest }) => rest);
          setSentTo({ name: item.customer.name_or_email, reason: decline.reason });
          await load();
        } catch (error) {
          // the session ended: the message stays as typed, to send once signed in again
          if (sessionEnded(error)) return;
          setErrors((current) => ({ ...current, [item.id]: offerError(error, t(failureId(error))) }));
        } finally {
          setSending(null);
        }
      }}
      onOffer={async (item, offer) => {
        setSending(item.id);
        setSentTo(null);
        try {
          await context.api.send('PUT', `/api/dealer/orders/${item.order}/trade_in_offer/`, offer);
          setErrors(({ [item.id]: _, ...rest }) => rest);
          setSentTo(item.customer.name_or_email);
          await load();
        } catch (error) {
          // the session ended: the offer stays as typed, to send once signed in again
          if (sessionEnded(error)) return;
          setErrors((current) => ({
            ...current,
            [item.id]: offerError(error, t(failureId(error))),
          }));
        } finally {
          setSending(null);
        }
      }}
    />
  );
}
