import {
  type ConsoleCustomer,
  type ConsoleOrder,
  type ConsoleTestDrive,
  CustomerDeals,
  type InboxQuestion,
  QuestionList,
  useConsoleText,
  useQuoteText,
} from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
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
 * returns to the list as it was. Below them, for staff who act for customers, the questions the
 * customer asked (`GET /api/dealer/questions/?customer={id}`), each answered or not and its reply.
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
  const [questions, setQuestions] = useState<readonly InboxQuestion[] | null>(null);
  const asks = staffMay(context.user, 'actForCustomers');
  // Read again in place (another tab's change, this tab's focus): what shows is replaced, not emptied.
  const load = useCallback(
    () =>
      Promise.all([
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
        asks
          ? context.api
              .get<{ results: InboxQuestion[] }>(`/api/dealer/questions/?customer=${encodeURIComponent(id)}`)
              .then((answer) => setQuestions(answer.results))
              // Their deals still show; the questions are a list away (the console's Questions).
              .catch(() => setQuestions(null))
          : null,
      ]),
    [context.api, id, asks],
  );
  useEffect(() => {
    setDeals(null);
    setQuestions(null);
    setError(null);
    void load();
  }, [load]);
  useRefresh(load);
  // The server words the deals' accessories and questions in the console's language: read again in
  // place when it changes (found in a trial: the French console kept the English accessories).
  const [shownLocale, setShownLocale] = useState(context.locale);
  useEffect(() => {
    if (context.locale === shownLocale) return;
    setShownLocale(context.locale);
    void load();
  }, [context.locale, shownLocale, load]);
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
    <>
      <CustomerDeals
        back={back}
        contact={{
          email: deals.customer.email,
          phone: deals.customer.phone,
          preferred: deals.customer.preferred_method_of_contact ?? null,
        }}
        actions={
          // Personalised quotes for the vehicle of an order (PRAQ), after the heading (a staff trial
          // read them above it).
          staffMay(context.user, 'actForCustomers')
            ? deals.orders.map((o) => (
                <Link
                  key={o.id}
                  className={styles.link}
                  to={`${dealerPath(`/customers/${deals.customer.id}/quotes`, context.dealer)}&order=${o.id}`}
                >
                  {q('quote.prepare')} · {t('console.deals.order', { id: o.id })}
                </Link>
              ))
            : null
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
      {questions ? <CustomerQuestions questions={questions} context={context} /> : null}
    </>
  );
}

/**
 * The questions a customer asked, newest first, under the page's "Questions" (the kit's question list,
 * as the Questions screen draws them): each with when, whether it was answered, and every reply.
 */
function CustomerQuestions({
  questions,
  context,
}: {
  questions: readonly InboxQuestion[];
  context: ConsoleContext;
}): ReactNode {
  const t = useConsoleText();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('console.questions.ofCustomer')}</h2>
      {questions.length === 0 ? (
        <p className={styles.muted}>{t('console.questions.ofCustomerEmpty')}</p>
      ) : (
        <QuestionList
          items={questions}
          dealerName={context.dealer.name}
          country={context.dealer.country === 'US' ? 'US' : 'CA'}
          timeZone={context.dealer.timezone}
          headingLevel={3}
          showUnanswered
        />
      )}
    </section>
  );
}
