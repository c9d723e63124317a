import { dateDaysAhead, disclosureOfAnswer, QUOTE_EXPIRY_DEFAULT_DAYS } from '@storefront/domain';
import {
  type ConsoleOrder,
  QuoteBoard,
  type QuoteCatalogue,
  type QuoteComparison,
  type QuoteDraft,
  type QuotePricing,
  useConsoleText,
  useQuoteText,
} from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { failureId, firstMessage, sessionEnded } from '../api.ts';
import * as styles from '../console.css.ts';
import { type ConsoleContext, currencyOf, dealerPath } from '../types.ts';

type Deals = {
  customer: { id: number; name_or_email: string };
  orders: (ConsoleOrder & { vehicle: { id: number } })[];
};
type Flow = {
  id: number;
  praqs: (Omit<QuoteDraft, 'accessory_ids' | 'protection_ids'> & {
    accessories: { id: number }[];
    protection_plan_prices: { id: number }[];
  })[];
  is_active: boolean;
  submitted_at: string | null;
};
type Page<T> = { results: T[] };
type Priced = Parameters<typeof disclosureOfAnswer>[0] & { payment: number; total_purchase_price: number };

/** The flow's quotes as the board edits them (ids of the chosen add-ons). */
const draftsOf = (flow: Flow): QuoteDraft[] =>
  flow.praqs.map((p) => ({
    id: p.id,
    payment_type: p.payment_type,
    term: p.term,
    down_payment: p.down_payment,
    payment_frequency: p.payment_frequency,
    accessory_ids: p.accessories.map((a) => a.id),
    protection_ids: p.protection_plan_prices.map((x) => x.id),
    incentives: p.incentives,
    quote_expiry: p.quote_expiry,
  }));

/** The dealer's calendar day (its time zone), ISO. */
function todayAt(timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/**
 * A customer's personalised quotes for the vehicle of one of their orders (PRAQ): the flow in the
 * address (`flow`), created with its first quote; each quote priced by the server's pricing call
 * (what the shopper sees once it is applied) and compared with the order.
 */
export function QuotesPage({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const q = useQuoteText();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get('order'));
  const flowId = params.get('flow') ? Number(params.get('flow')) : null;
  const [deals, setDeals] = useState<Deals | null>(null);
  const [flow, setFlow] = useState<Flow | null>(null);
  const [catalogue, setCatalogue] = useState<QuoteCatalogue | null>(null);
  const [pricing, setPricing] = useState<Record<number, QuotePricing>>({});
  const [comparison, setComparison] = useState<Record<number, QuoteComparison>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { api } = context;
  const order = deals?.orders.find((o) => o.id === orderId) ?? null;
  const vehicleId = order?.vehicle.id ?? null;
  const today = todayAt(context.dealer.timezone);
  const drafts = useMemo(() => (flow ? draftsOf(flow) : []), [flow]);

  // The text function is new at each render: read through a ref, the loads below run once each.
  const tRef = useRef(t);
  tRef.current = t;
  const refused = useCallback((e: unknown) => {
    if (sessionEnded(e)) return;
    setError(firstMessage(e) ?? tRef.current(failureId(e)));
  }, []);

  useEffect(() => {
    api
      .get<Deals>(`/api/dealer/customers/${encodeURIComponent(id)}/`)
      .then(setDeals)
      .catch(refused);
  }, [api, id, refused]);

  useEffect(() => {
    if (flowId === null) return;
    api.get<Flow>(`/api/dealer/praq/flow/${flowId}/quotes/`).then(setFlow).catch(refused);
  }, [api, flowId, refused]);

  // Opened from the customer's deals (no flow in the address): the newest flow with a quote for the
  // order's vehicle is reopened; none, the board starts empty (a flow is made with its first quote).
  const [looked, setLooked] = useState(flowId !== null);
  const customerId = deals?.customer.id ?? null;
  useEffect(() => {
    if (looked || customerId === null || vehicleId === null) return;
    api
      .get<{ results: { id: number; vehicles: number[] }[] }>(`/api/dealer/praq/flow/?customer=${customerId}`)
      .then((answer) => {
        const found = answer.results.find((f) => f.vehicles.includes(vehicleId));
        if (found)
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              next.set('flow', String(found.id));
              return next;
            },
            { replace: true },
          );
        setLooked(true);
      })
      .catch((e) => {
        refused(e);
        setLooked(true);
      });
  }, [api, looked, customerId, vehicleId, setParams, refused]);

  // What the dealership offers for the vehicle: accessories, protection plan options, incentives, terms.
  useEffect(() => {
    if (vehicleId === null) return;
    const v = vehicleId;
    Promise.all([
      api.get<
        Page<{ id: number; name: string; price: number; pre_installed?: boolean; is_removable?: boolean }>
      >(`/api/aftermarket/accessory/?vehicle=${v}&active=true&page=1&page_size=100`),
      api.get<
        Page<{
          id: number;
          name: string;
          pre_installed?: boolean;
          prices: { id: number; title: string; price: number }[];
        }>
      >(`/api/aftermarket/protection-plan/?vehicle=${v}&payment_type=finance&page=1&page_size=100`),
      api
        .get<Page<{ id: number; name: string }>>(`/api/customer/incentives/?vehicle=${v}&financing=finance`)
        .catch(() => ({ results: [] })),
      api.get<{ term_choices: { value: number }[] }>(
        `/api/customer/payment-type/finance/choices/?vehicle=${v}`,
      ),
    ])
      .then(([accessories, plans, incentives, choices]) =>
        setCatalogue({
          // What every vehicle includes (pre-installed) the board shows ticked and not removable.
          accessories: accessories.results.map((a) => ({
            id: a.id,
            name: a.name,
            price: a.price,
            pre_installed: a.pre_installed ?? false,
            is_removable: a.is_removable ?? true,
          })),
          protections: plans.results.flatMap((plan) =>
            plan.prices.map((p) => ({
              id: p.id,
              name: `${plan.name} · ${p.title}`,
              price: p.price,
              plan: plan.id,
              pre_installed: plan.pre_installed ?? false,
            })),
          ),
          incentives: incentives.results.map((i) => ({ id: i.id, name: i.name })),
          terms: choices.term_choices.map((c) => c.value),
        }),
      )
      .catch(refused);
  }, [api, vehicleId, refused]);

  // Each quote priced as the shopper's page prices it, and compared with the order (latest answer wins).
  const round = useRef(0);
  useEffect(() => {
    if (!flow || !order) return;
    const mine = ++round.current;
    for (const quote of draftsOf(flow)) {
      const cash = quote.payment_type === 'cash';
      api
        .send<Priced>('POST', `/api/customer/payment-type/${quote.payment_type}/pricing/`, {
          vehicle: order.vehicle.id,
          ...(cash ? {} : { term: quote.term, payment_frequency: quote.payment_frequency }),
          down_payment: quote.down_payment,
          accessories: quote.accessory_ids.length ? quote.accessory_ids : [0],
          protections: quote.protection_ids,
          incentives: quote.incentives,
        })
        .then((priced) => {
          if (round.current !== mine) return;
          const frequency = cash ? null : (priced.payment_frequency ?? null);
          setPricing((all) => ({
            ...all,
            [quote.id]: {
              state: 'priced',
              payment: priced.payment,
              total: priced.total_purchase_price,
              frequency,
              disclosure: disclosureOfAnswer(priced),
            },
          }));
          const own = order.payment;
          const comparable = own && (cash ? own.frequency === null : own.frequency === frequency);
          const paymentChange = comparable
            ? cash
              ? priced.total_purchase_price - own.total
              : priced.payment - own.amount
            : null;
          return api
            .send<{ differences: { field: string }[] }>('POST', `/api/dealer/praq/${quote.id}/difference/`, {
              payment_type: order.payment_type,
              ...(own?.term != null ? { term: own.term } : {}),
              ...(own?.down_payment != null ? { down_payment: own.down_payment } : {}),
              ...(own?.frequency ? { payment_frequency: own.frequency } : {}),
            })
            .then((diff) => {
              if (round.current !== mine) return;
              setComparison((all) => ({
                ...all,
                [quote.id]: {
                  paymentChange,
                  // The order's own payment: one at another frequency is said so, not "no payment yet".
                  orderPayment: own
                    ? { amount: own.amount, total: own.total, frequency: own.frequency }
                    : null,
                  fields: diff.differences.map((d) => d.field),
                },
              }));
            });
        })
        .catch((e) => {
          if (round.current !== mine || sessionEnded(e)) return;
          setPricing((all) => ({
            ...all,
            [quote.id]: { state: 'failed', reason: firstMessage(e) ?? tRef.current(failureId(e)) },
          }));
        });
    }
  }, [api, flow, order]);

  useEffect(() => {
    document.title = `${deals ? q('quote.title', { name: deals.customer.name_or_email }) : q('quote.prepare')} · ${t('console.title')}`;
  });

  const run = async (work: () => Promise<Flow>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await work();
      setPricing({});
      setComparison({});
      setFlow(next);
      if (flowId !== next.id) {
        const p = new URLSearchParams(params);
        p.set('flow', String(next.id));
        setParams(p, { replace: true });
      }
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Link className={styles.link} to={dealerPath(`/customers/${encodeURIComponent(id)}`, context.dealer)}>
      {q('quote.back')}
    </Link>
  );
  if (error && !deals) return <p role="alert">{error}</p>;
  if (!deals || (order && !looked) || (flowId !== null && !flow))
    return <p aria-live="polite">{t('console.loading')}</p>;
  if (!order)
    return (
      <>
        {back}
        <h1>{q('quote.prepare')}</h1>
        <p role="alert">{t('console.error.generic')}</p>
      </>
    );
  const v = order.vehicle;
  return (
    <QuoteBoard
      back={back}
      customerName={deals.customer.name_or_email}
      vehicleLabel={`${v.year} ${v.make} ${v.model} ${v.trim} (${v.stock_number})`}
      currency={currencyOf(context.dealer)}
      quotes={drafts}
      catalogue={catalogue ?? { accessories: [], protections: [], incentives: [], terms: [] }}
      pricing={pricing}
      comparison={comparison}
      status={flow?.submitted_at ? 'submitted' : flow?.is_active ? 'active' : 'draft'}
      submittedAt={flow?.submitted_at}
      error={error}
      today={today}
      busy={busy}
      onAdd={() =>
        void run(async () => {
          const current =
            flow ?? (await api.send<Flow>('POST', '/api/dealer/praq/flow/', { customer: deals.customer.id }));
          const own = order.payment;
          return api.send<Flow>('POST', `/api/dealer/praq/flow/${current.id}/quotes/`, {
            vehicle: v.id,
            payment_type:
              order.payment_type === 'cash' || order.payment_type === 'lease'
                ? order.payment_type
                : 'finance',
            ...(own?.term != null ? { term: own.term } : {}),
            ...(own?.down_payment != null ? { down_payment: own.down_payment } : {}),
            ...(own?.frequency ? { payment_frequency: own.frequency } : {}),
            // The spec's default: 10 days from today.
            quote_expiry: dateDaysAhead(today, QUOTE_EXPIRY_DEFAULT_DAYS),
          });
        })
      }
      onSave={(quote) =>
        void run(() =>
          api.send<Flow>('PATCH', `/api/dealer/praq/${quote.id}/`, {
            payment_type: quote.payment_type,
            term: quote.payment_type === 'cash' ? null : quote.term,
            down_payment: quote.down_payment,
            payment_frequency: quote.payment_type === 'cash' ? null : quote.payment_frequency,
            accessory_ids: quote.accessory_ids,
            protection_ids: quote.protection_ids,
            incentives: quote.incentives,
            quote_expiry: quote.quote_expiry,
          }),
        )
      }
      onRemove={(quoteId) => void run(() => api.send<Flow>('DELETE', `/api/dealer/praq/${quoteId}/`))}
      onActivate={() =>
        flow
          ? void run(() => api.send<Flow>('POST', `/api/dealer/praq/flow/${flow.id}/activate/`))
          : undefined
      }
      onSubmit={(message) =>
        flow
          ? void run(() =>
              api.send<Flow>('POST', '/api/dealer/praq/quotes_submitted_events/', {
                praq_flow: flow.id,
                message,
              }),
            )
          : undefined
      }
    />
  );
}
