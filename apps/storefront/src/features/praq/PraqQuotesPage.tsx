import {
  currencyFor,
  disclosureOfAnswer,
  formatLongDate,
  formatMoney,
  type Locale,
} from '@storefront/domain';
import { Button, DealCountryProvider, PaymentDisclosure } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { ORDERS_ALL, PRICING_ALL } from '../../shared/api/sharedKeys.ts';
import { statusOf } from '../../shared/api/statusOf.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import type { AppStore } from '../../shared/state/store.ts';
import { openSignInState, signInAtom, useCurrentUser } from '../auth/index.ts';
import { dealerCountry, useHomeDealership } from '../dealership/index.ts';
import { type OrderSummary, useOrders, vehicleIdOf } from '../orders/index.ts';
import { applyQuote, differenceQuery, flowQuery, type PraqQuoteView, quotePricingQuery } from './api/praq.ts';
import { forgetLocalDeal } from './appliedDeal.ts';
import { praqConflict } from './conflict.ts';
import { quoteExpiryNumeric } from './expiryDate.ts';
import * as styles from './praq.css.ts';

/**
 * The personalised quotes a dealer sent the shopper (PRAQ, spec 2 §3–§4, §8), from the e-mail's link
 * (`praq/{flowId}/`, `?praq_id=` marking one): each quote's payment priced as the deal prices it, its
 * expiry, how it differs from the shopper's order; applying one makes it the order's deal (unless the
 * order conflicts: a deposit placed, the quote expired or its vehicle gone) and opens the vehicle's page.
 */
export function PraqQuotesPage() {
  const { flow = '' } = useParams();
  const flowId = /^\d{1,9}$/.test(flow) ? Number(flow) : null;
  const { http, dealerCode } = useApi();
  const user = useCurrentUser();
  const signedIn = user.data?.role === 'customer';
  const quotes = useQuery({
    ...flowQuery(http, dealerCode, flowId ?? 0),
    enabled: signedIn && flowId !== null,
  });
  const orders = useOrders();
  const openSignIn = useSetAtom(signInAtom);
  const signIn = useAtomValue(signInAtom);
  const { pathname, search } = useLocation();
  const marked = Number(new URLSearchParams(search).get('praq_id')) || null;

  if (user.isPending) return <Status id="app.loading" />;
  if (!signedIn)
    return (
      <section>
        <h1>
          <FormattedMessage id="praq.title" />
        </h1>
        <p>
          <FormattedMessage id="praq.signedOut" />
        </p>
        <Button disabled={signIn.open} onClick={() => openSignIn(openSignInState('returning_customer'))}>
          <FormattedMessage id="header.login" />
        </Button>
      </section>
    );
  // A fetch error clears the quotes (spec 2 §8); an invalid id is one too.
  if (flowId === null || quotes.isError)
    return (
      <section>
        <h1>
          <FormattedMessage id="praq.title" />
        </h1>
        <p role="alert">
          <FormattedMessage
            id={statusOf(quotes.error) === 404 || flowId === null ? 'praq.notFound' : 'praq.fetchError'}
          />
        </p>
        <Link to={buildPath(parseRoutePrefix(pathname), '/')}>
          <FormattedMessage id="praq.browse" />
        </Link>
      </section>
    );
  if (!quotes.data || orders.isPending) return <Status id="app.loading" />;
  const list = orders.data?.results ?? [];
  return (
    <section aria-labelledby="praq-title">
      <h1 id="praq-title">
        <FormattedMessage id="praq.title" />
      </h1>
      <p>
        <FormattedMessage id="praq.intro" values={{ count: quotes.data.praqs.length }} />
      </p>
      <ol className={styles.list}>
        {quotes.data.praqs.map((quote, index) => (
          <li key={quote.id}>
            <QuoteCard
              flowId={quotes.data.id}
              quote={quote}
              number={index + 1}
              marked={marked === quote.id}
              order={list.find((o) => !o.is_archived && vehicleIdOf(o) === quote.vehicle) ?? null}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Status({ id }: { id: string }) {
  return (
    <p role="status">
      <FormattedMessage id={id} />
    </p>
  );
}

function QuoteCard({
  flowId,
  quote,
  number,
  marked,
  order,
}: {
  flowId: number;
  quote: PraqQuoteView;
  number: number;
  marked: boolean;
  order: OrderSummary | null;
}) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const dealer = useHomeDealership();
  const country = dealerCountry(dealer.data);
  const money = (cents: number) => formatMoney(cents, locale, { currency: currencyFor(country) });
  const pricing = useQuery(quotePricingQuery(http, dealerCode, quote));
  const client = useQueryClient();
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const today = new Date().toISOString().slice(0, 10);
  const conflict = praqConflict(quote, order, today);
  // Applying: a plain call (no mutation observer: the flow's chunk asks nothing more of the entry).
  const [applying, setApplying] = useState<'idle' | 'pending' | 'failed'>('idle');
  const apply = async () => {
    setApplying('pending');
    try {
      const answer = await applyQuote(http, flowId, quote.id);
      // The deal's page then shows the applied order, not the choices this browser had for the vehicle.
      forgetLocalDeal(store, answer.vehicle);
      await Promise.all([
        client.invalidateQueries({ queryKey: ORDERS_ALL }),
        client.invalidateQueries({ queryKey: PRICING_ALL }),
      ]);
      navigate(buildPath(prefix, `/conf/${answer.vehicle}/payment/`));
    } catch {
      setApplying('failed');
    }
  };
  const heading = intl.formatMessage({ id: 'praq.quote' }, { number });
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (marked) ref.current?.scrollIntoView({ block: 'start' });
  }, [marked]);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (applying === 'failed') errorRef.current?.focus();
  }, [applying]);
  const details = pricing.data;
  const difference = useQuery({
    ...differenceQuery(http, dealerCode, quote.id, {
      payment_type: order?.payment_type ?? quote.payment_type,
      term: order?.term ?? null,
      down_payment: order?.down_payment ?? null,
      payment_frequency: order?.payment_frequency ?? null,
      accessory_ids: order?.accessory_ids ?? [],
      protection_ids: order?.protection_ids ?? [],
    }),
    enabled: order !== null,
  });
  const differences = (difference.data?.differences ?? []).map((d) => d.field);
  return (
    <article
      ref={ref}
      aria-labelledby={`praq-quote-${quote.id}`}
      data-marked={marked || undefined}
      className={styles.card}
    >
      <h2 id={`praq-quote-${quote.id}`}>{heading}</h2>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="praq.paymentType" />
        </dt>
        <dd>
          <FormattedMessage id="praq.type" values={{ type: quote.payment_type }} />
          {quote.term ? (
            <>
              {' · '}
              <FormattedMessage id="praq.term" values={{ term: quote.term }} />
            </>
          ) : null}
        </dd>
        {quote.down_payment ? (
          <>
            <dt>
              <FormattedMessage id="praq.downPayment" />
            </dt>
            <dd>{money(quote.down_payment)}</dd>
          </>
        ) : null}
        {quote.accessories.length + quote.protection_plan_prices.length > 0 ? (
          <>
            <dt>
              <FormattedMessage id="praq.addons" />
            </dt>
            <dd>
              {[
                ...quote.accessories.map((a) => a.name),
                ...quote.protection_plan_prices.map((p) => p.title),
              ].join(', ')}
            </dd>
          </>
        ) : null}
        {quote.quote_expiry ? (
          <>
            <dt>
              <FormattedMessage id="praq.expiry" />
            </dt>
            <dd>
              {formatLongDate(quote.quote_expiry, locale)} ({quoteExpiryNumeric(quote.quote_expiry, locale)})
            </dd>
          </>
        ) : null}
      </dl>
      <div aria-live="polite">
        {pricing.isPending ? <Status id="praq.pricing" /> : null}
        {pricing.isError ? (
          <p>
            <FormattedMessage id="praq.notPriced" />
          </p>
        ) : null}
        {details ? (
          <>
            <p data-testid="praq-payment" className={styles.payment}>
              {details.is_cash ? (
                <FormattedMessage
                  id="praq.cashTotal"
                  values={{ amount: money(details.total_purchase_price) }}
                />
              ) : (
                <FormattedMessage
                  id="praq.payment"
                  values={{ amount: money(details.payment), frequency: details.payment_frequency }}
                />
              )}
            </p>
            <DealCountryProvider country={country}>
              <PaymentDisclosure disclosure={disclosureOfAnswer(details)} context={heading} />
            </DealCountryProvider>
          </>
        ) : null}
      </div>
      <p>
        {!order ? (
          <FormattedMessage id="praq.noOrder" />
        ) : !difference.data ? null : differences.length ? (
          <FormattedMessage
            id="praq.differs"
            values={{
              fields: differences
                .map((f) => intl.formatMessage({ id: 'praq.field' }, { field: f }))
                .join(', '),
            }}
          />
        ) : (
          <FormattedMessage id="praq.same" />
        )}
      </p>
      {quote.applied ? (
        <p>
          <FormattedMessage id="praq.applied" />
        </p>
      ) : null}
      {conflict ? (
        <p>
          <FormattedMessage id={`praq.conflict.${conflict}`} />
        </p>
      ) : (
        <Button loading={applying === 'pending'} onClick={() => void apply()}>
          <FormattedMessage id="praq.apply" values={{ number }} />
        </Button>
      )}
      {applying === 'failed' ? (
        <p role="alert" tabIndex={-1} ref={errorRef}>
          <FormattedMessage id="praq.applyFailed" />
        </p>
      ) : null}
    </article>
  );
}
