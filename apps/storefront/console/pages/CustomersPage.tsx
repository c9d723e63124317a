import { type ConsoleCustomer, CustomerSearch, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as styles from '../console.css.ts';
import { type ConsoleContext, dealerPath, mayActForCustomers } from '../types.ts';
import { actAs } from './actAs.ts';

/** The customer list and search (`GET /api/dealer/customers/?q=`), the query kept in the URL. */
export function CustomersPage({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [query, setQuery] = useState(q);
  const [results, setResults] = useState<readonly ConsoleCustomer[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [acting, setActing] = useState<number | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    document.title = `${t('console.customers.title')} · ${t('console.title')}`;
  });
  const load = useCallback(
    async (text: string) => {
      setBusy(true);
      setError(false);
      try {
        const answer = await context.api.get<{ results: ConsoleCustomer[] }>(
          `/api/dealer/customers/?q=${encodeURIComponent(text)}`,
        );
        setResults(answer.results);
      } catch {
        setError(true);
      } finally {
        setBusy(false);
      }
    },
    [context.api],
  );
  useEffect(() => {
    void load(q);
  }, [load, q]);
  return (
    <>
      {error ? <p role="alert">{t('console.error.generic')}</p> : null}
      <CustomerSearch
        query={query}
        onQueryChange={setQuery}
        onSearch={(text) => {
          const next = new URLSearchParams(params);
          if (text) next.set('q', text);
          else next.delete('q');
          setParams(next);
          if (text === q) void load(text);
        }}
        results={results}
        busy={busy}
        country={context.dealer.country === 'US' ? 'US' : 'CA'}
        actingOn={acting}
        renderOpen={(customer, label) => (
          <Link className={styles.link} to={dealerPath(`/customers/${customer.id}`, context.dealer)}>
            {label}
          </Link>
        )}
        onActAs={
          mayActForCustomers(context.user)
            ? (customer) => {
                setActing(customer.id);
                actAs(context.api, customer.id).catch(() => {
                  setActing(null);
                  setError(true);
                });
              }
            : undefined
        }
      />
    </>
  );
}
