/**
 * What the analytics layer's moments read (./moments.ts `AtHand`), found in the query cache the pages
 * filled: the accessories and protection plans the steps showed, the deal's pricing answer, the
 * order's trade-ins and the customer's orders. No call of its own: what is not in the cache is not
 * reported (a pricing under way is waited for, a little).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { dealerKey } from '../../shared/api/queryKeys.ts';
import type { AtHand, OrderAddons } from './moments.ts';

type Source = Readonly<Record<string, unknown>>;

/** How long an event waits for the deal's payment under way (or, on a step's entry, to come). */
export const PAYMENT_WAIT_MS = 2500;

/** The cached answers of a kind of data of the dealer (`[name, dealer, ...parts]` keys). */
function queriesOf(client: QueryClient, name: string, dealerCode: string | undefined): Query[] {
  return client.getQueryCache().findAll({ queryKey: [name, dealerKey(dealerCode)] });
}

/** The items of an answer: a list, or a page `{results}`. */
function itemsOf(data: unknown): Source[] {
  const items = Array.isArray(data) ? data : (data as { results?: unknown } | undefined)?.results;
  return Array.isArray(items) ? (items as Source[]) : [];
}

function findItem(client: QueryClient, name: string, dealerCode: string | undefined, id: number) {
  for (const query of queriesOf(client, name, dealerCode))
    for (const item of itemsOf(query.state.data)) if (item.id === id) return item;
  return undefined;
}

/** The pricing answered last (of equal times, the one cached last) and its payment type. */
function latest(queries: readonly Query[]): { payment: Source; paymentType: string } | null {
  let last: Query | undefined;
  for (const q of queries)
    if (q.state.data !== undefined && (!last || q.state.dataUpdatedAt >= last.state.dataUpdatedAt)) last = q;
  return last ? { payment: last.state.data as Source, paymentType: String(last.queryKey[2]) } : null;
}

/** The vehicle of a pricing body (the key's last part). */
const vehicleOfBody = (body: unknown) => (body as { vehicle?: unknown } | undefined)?.vehicle;

export function cacheAtHand(
  client: QueryClient,
  dealerCode: string | undefined,
  vehicleId: () => string | null,
): AtHand {
  /** The pricing answers of the vehicle (of a payment type when one is named). */
  const pricings = (paymentType: string | null) => {
    const vehicle = vehicleId();
    return queriesOf(client, 'pricing', dealerCode).filter(
      (q) =>
        (paymentType === null || q.queryKey[2] === paymentType) &&
        (vehicle === null || String(vehicleOfBody(q.queryKey[3])) === vehicle),
    );
  };
  /** The latest answer once none is under way; null while one is (or none answered yet). */
  const settled = (paymentType: string | null) => {
    const queries = pricings(paymentType);
    if (queries.some((q) => q.state.fetchStatus === 'fetching')) return null;
    return latest(queries);
  };
  return {
    accessory: (id) => findItem(client, 'accessories', dealerCode, id),
    protection(priceId) {
      for (const query of queriesOf(client, 'protection-plans', dealerCode))
        for (const plan of itemsOf(query.state.data)) {
          const price = itemsOf(plan.prices).find((p) => p.id === priceId);
          if (price)
            return {
              id: plan.id,
              name: plan.name,
              category: plan.category ?? null,
              range: price.km_range ?? null,
              duration: price.duration,
              price: price.price,
            };
        }
      return undefined;
    },
    payment(paymentType) {
      const now = settled(paymentType);
      if (now) return Promise.resolve(now);
      return new Promise((resolve) => {
        const done = (value: ReturnType<typeof settled>) => {
          unsubscribe();
          clearTimeout(timer);
          resolve(value);
        };
        const unsubscribe = client.getQueryCache().subscribe(() => {
          const found = settled(paymentType);
          if (found) done(found);
        });
        const timer = setTimeout(() => {
          // Still under way: the last answer there is, if any.
          done(latest(pricings(paymentType)));
        }, PAYMENT_WAIT_MS);
      });
    },
    tradeIn(id) {
      const tradeIn = findItem(client, 'trade-ins', dealerCode, id);
      if (!tradeIn) return undefined;
      // Its vehicle: no VIN, lien or photos (the ownership group describes what the shopper owns).
      const vehicle: Record<string, unknown> = {};
      for (const field of ['year', 'make', 'model', 'trim', 'odometer', 'unit', 'condition'])
        if (tradeIn[field] !== undefined && tradeIn[field] !== null) vehicle[field] = tradeIn[field];
      return vehicle;
    },
  };
}

/** What a new deal has without the shopper adding it: the vehicle's pre-installed accessories and plans. */
export function preInstalledAddons(client: QueryClient, dealerCode: string | undefined): OrderAddons {
  const preInstalled = (name: string) =>
    queriesOf(client, name, dealerCode).flatMap((q) => itemsOf(q.state.data).filter((i) => i.pre_installed));
  return {
    accessory_ids: preInstalled('accessories').map((a) => a.id as number),
    protection_ids: preInstalled('protection-plans').flatMap((p) =>
      itemsOf(p.prices).map((r) => r.id as number),
    ),
  };
}

/** The customer's orders in the cache: each one's id and add-ons. */
export function cachedOrders(
  client: QueryClient,
  dealerCode: string | undefined,
): (OrderAddons & { readonly id: number })[] {
  return queriesOf(client, 'orders', dealerCode).flatMap((q) =>
    itemsOf(q.state.data)
      .filter((o) => typeof o.id === 'number')
      .map((o) => ({
        id: o.id as number,
        accessory_ids: ids(o.accessory_ids),
        protection_ids: ids(o.protection_ids),
      })),
  );
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
