import {
  type ConsoleCustomer,
  type ConsoleOrder,
  type ConsoleTestDrive,
  CustomerDeals,
  useConsoleText,
  useQuoteText,
} from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, sessionEnded } from '../api.ts';
import * as styles from '../console.css.ts';
import { useRefresh } from '../sync.ts';
import { type ConsoleContext, currencyOf, dealerPath, staffMay } from '../types.ts';
import { actAs } from './actAs.ts';

type Deals = { customer: ConsoleCustomer; orders: ConsoleOrder[]; test_drives: ConsoleTestDrive[] };

/**
 * One customer's deals (`GET /api/dealer/customers/{id}/`); another dealer's customer is not found.
 * Opened from the customer list, its address carries the list's search (`q`), and its way back
 * returns to the list as it was.
 */
export function CustomerPage({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const q = useQuoteText();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const listQuery = params.get('q') ?? '';
  const [deals, setDeals] = useState<Deals | null>(null);
  const [error, setError] = useState<'missing' | 'other' | null>(null);
  const [acting, setActing] = useState(false);
  // Read again in place (another tab's change, this tab's focus): what shows is replaced, not emptied.
  const load = useCallback(
    () =>
      context.api
        .get<Deals>(`/api/dealer/customers/${encodeURIComponent(id)}/`)
        .then((answer) => {
          setDeals(answer);
          setError(null);
        })
        .catch((e) => {
          if (sessionEnded(e)) return;
          setError(e instanceof ApiError && e.status === 404 ? 'missing' : 'other');
        }),
    [context.api, id],
  );
  useEffect(() => {
    setDeals(null);
    setError(null);
    void load();
  }, [load]);
  useRefresh(load);
  const name = deals?.customer.name_or_email ?? '';
  useEffect(() => {
    document.title = `${name ? t('console.deals.title', { name }) : t('console.customers.title')} · ${t('console.title')}`;
  });
  const back = (
    <Link
      className={styles.link}
      to={`${dealerPath('/', context.dealer)}${listQuery ? `&q=${encodeURIComponent(listQuery)}` : ''}`}
    >
      {t('console.deals.back')}
    </Link>
  );
  if (error)
    return (
      <>
        {back}
        <h1>{t('console.customers.title')}</h1>
        <p role="alert">
          {error === 'missing' ? t('console.customers.count', { count: 0 }) : t('console.error.generic')}
        </p>
      </>
    );
  if (!deals) return <p aria-live="polite">{t('console.loading')}</p>;
  return (
    <CustomerDeals
      back={
        <>
          {back}
          {/* Personalised quotes for the vehicle of an order (PRAQ). */}
          {staffMay(context.user, 'actForCustomers')
            ? deals.orders.map((o) => (
                <Link
                  key={o.id}
                  className={styles.link}
                  to={`${dealerPath(`/customers/${deals.customer.id}/quotes`, context.dealer)}&order=${o.id}`}
                >
                  {q('quote.prepare')} · {t('console.deals.order', { id: o.id })}
                </Link>
              ))
            : null}
        </>
      }
      customerName={name}
      orders={deals.orders}
      testDrives={deals.test_drives}
      currency={currencyOf(context.dealer)}
      acting={acting}
      onActAs={
        staffMay(context.user, 'actForCustomers')
          ? () => {
              setActing(true);
              actAs(context.api, context.dealer.code, deals.customer.id).catch((e) => {
                if (sessionEnded(e)) return;
                setActing(false);
                setError('other');
              });
            }
          : undefined
      }
    />
  );
}
