import {
  type ConsoleCustomer,
  type ConsoleOrder,
  type ConsoleTestDrive,
  CustomerDeals,
  useConsoleText,
} from '@storefront/ui/console';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api.ts';
import * as styles from '../console.css.ts';
import { type ConsoleContext, currencyOf, dealerPath, staffMay } from '../types.ts';
import { actAs } from './actAs.ts';

type Deals = { customer: ConsoleCustomer; orders: ConsoleOrder[]; test_drives: ConsoleTestDrive[] };

/** One customer's deals (`GET /api/dealer/customers/{id}/`); another dealer's customer is not found. */
export function CustomerPage({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const { id = '' } = useParams();
  const [deals, setDeals] = useState<Deals | null>(null);
  const [error, setError] = useState<'missing' | 'other' | null>(null);
  const [acting, setActing] = useState(false);
  useEffect(() => {
    setDeals(null);
    setError(null);
    context.api
      .get<Deals>(`/api/dealer/customers/${encodeURIComponent(id)}/`)
      .then(setDeals)
      .catch((e) => setError(e instanceof ApiError && e.status === 404 ? 'missing' : 'other'));
  }, [context.api, id]);
  const name = deals?.customer.name_or_email ?? '';
  useEffect(() => {
    document.title = `${name ? t('console.deals.title', { name }) : t('console.customers.title')} · ${t('console.title')}`;
  });
  const back = (
    <Link className={styles.link} to={dealerPath('/', context.dealer)}>
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
      back={back}
      customerName={name}
      orders={deals.orders}
      testDrives={deals.test_drives}
      currency={currencyOf(context.dealer)}
      acting={acting}
      onActAs={
        staffMay(context.user, 'actForCustomers')
          ? () => {
              setActing(true);
              actAs(context.api, context.dealer.code, deals.customer.id).catch(() => {
                setActing(false);
                setError('other');
              });
            }
          : undefined
      }
    />
  );
}
