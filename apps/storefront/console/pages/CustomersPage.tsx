import { type ConsoleCustomer, CustomerSearch, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sessionEnded } from '../api.ts';
import * as styles from '../console.css.ts';
import { type ConsoleContext, dealerPath, staffMay } from '../types.ts';
import { actAs, actedFor, rememberSearch, settleActedFor } from './actAs.ts';

/** The customer list and search (`GET /api/dealer/customers/?q=&page=`, 50 a page), the query kept in the URL. */
export function CustomersPage({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const [params, setParams] = useSearchParams();
  const dealer = context.dealer.code;
  // Back from acting as a customer (the console's address without a search): the search the list had,
  // focus on that customer once the list shows them (else on the heading, as on any new view).
  const [returned] = useState(() => (params.has('q') ? null : actedFor(dealer)));
  const [focusOn, setFocusOn] = useState(returned?.customer ?? null);
  const q = params.get('q') ?? returned?.q ?? '';
  useEffect(() => {
    settleActedFor();
    if (!returned?.q) return;
    setParams(
      (shown) => {
        const next = new URLSearchParams(shown);
        if (!next.has('q')) next.set('q', returned.q);
        return next;
      },
      { replace: true },
    );
  }, [returned, setParams]);
  useEffect(() => rememberSearch(dealer, q), [dealer, q]);
  const [query, setQuery] = useState(q);
  // Back and Forward go through the searches: the box shows the address's query.
  useEffect(() => setQuery(q), [q]);
  const [results, setResults] = useState<readonly ConsoleCustomer[] | null>(null);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [nextPage, setNextPage] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [acting, setActing] = useState<number | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    document.title = `${t('console.customers.title')} · ${t('console.title')}`;
  });
  // A page of the search (the first replaces the list, the next ones add to it).
  const load = useCallback(
    async (text: string, page = 1) => {
      setBusy(true);
      setError(false);
      try {
        const answer = await context.api.get<{
          count: number;
          next_page: number | null;
          results: ConsoleCustomer[];
        }>(`/api/dealer/customers/?q=${encodeURIComponent(text)}${page > 1 ? `&page=${page}` : ''}`);
        setResults((shown) => (page > 1 && shown ? [...shown, ...answer.results] : answer.results));
        setTotal(answer.count);
        setNextPage(answer.next_page);
      } catch (e) {
        if (sessionEnded(e)) return;
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
        total={total}
        onMore={nextPage === null ? undefined : () => void load(q, nextPage)}
        busy={busy}
        country={context.dealer.country === 'US' ? 'US' : 'CA'}
        actingOn={acting}
        renderOpen={(customer, label) => (
          <Link
            className={styles.link}
            // the list's search goes along: the deals' way back returns to this list
            to={`${dealerPath(`/customers/${customer.id}`, context.dealer)}${q ? `&q=${encodeURIComponent(q)}` : ''}`}
            ref={
              customer.id === focusOn
                ? (link) => {
                    if (!link) return;
                    link.focus();
                    setFocusOn(null);
                  }
                : undefined
            }
          >
            {label}
          </Link>
        )}
        onActAs={
          staffMay(context.user, 'actForCustomers')
            ? (customer) => {
                setActing(customer.id);
                actAs(context.api, dealer, customer.id).catch(() => {
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
