import type {
  PaymentDetails,
  PraqApplied,
  PraqCustomerQuote,
  PraqDifference,
  PraqFlowView,
  PraqOrderState,
  PraqQuote,
  PrimaryQuoteBody,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { praqKeys } from './keys.ts';

/** One quote of a flow as the customer reads it (cents; ISO expiry): the domain's, with its deal terms. */
export type PraqQuoteView = PraqQuote;

/** GET /api/customer/praq/flow/{id}/quotes/: the quotes made for the signed-in customer. */
export function flowQuery(http: HttpClient, dealerCode: string | undefined, flowId: number) {
  return queryOptions({
    queryKey: praqKeys.flow(dealerCode, flowId),
    queryFn: () =>
      http
        .get(`/api/customer/praq/flow/${flowId}/quotes/`, { context: { hide_404_toast: true } })
        .json<PraqFlowView>(),
    retry: false,
  });
}

/** GET /api/customer/praq/quotes/{id}/: the quote of a vehicle page's `?praq_id=` link. */
export function quoteQuery(http: HttpClient, dealerCode: string | undefined, quoteId: number) {
  return queryOptions({
    queryKey: praqKeys.quote(dealerCode, quoteId),
    queryFn: () =>
      http
        .get(`/api/customer/praq/quotes/${quoteId}/`, { context: { hide_404_toast: true } })
        .json<PraqCustomerQuote>(),
    retry: false,
  });
}

/** The quote's payment, priced by the same call as the deal's (what the deal shows once applied). */
export function quotePricingQuery(http: HttpClient, dealerCode: string | undefined, quote: PraqQuoteView) {
  const type = quote.payment_type ?? 'finance';
  const cash = type === 'cash';
  const body = {
    vehicle: quote.vehicle,
    ...(cash ? {} : { term: quote.term, payment_frequency: quote.payment_frequency }),
    down_payment: quote.down_payment,
    accessories: quote.accessories.length ? quote.accessories.map((a) => a.id) : [0],
    protections: quote.protection_plan_prices.map((p) => p.id),
    incentives: quote.incentives ?? [],
  };
  return queryOptions({
    queryKey: praqKeys.pricing(dealerCode, quote.id, JSON.stringify(body)),
    queryFn: () =>
      http.post(`/api/customer/payment-type/${type}/pricing/`, { json: body }).json<PaymentDetails>(),
    retry: false,
  });
}

/** POST /api/customer/praq/{id}/difference/: the fields in which the quote differs from the order. */
export function differenceQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  quoteId: number,
  state: PraqOrderState,
) {
  return queryOptions({
    queryKey: praqKeys.difference(dealerCode, quoteId, JSON.stringify(state)),
    queryFn: () =>
      http.post(`/api/customer/praq/${quoteId}/difference/`, { json: state }).json<PraqDifference>(),
    retry: false,
  });
}

/** The quote the customer prefers (the spec's primary_quote_set_events), then the quote applied to their order. */
export async function applyQuote(http: HttpClient, flowId: number, quoteId: number) {
  await http.post('/api/customer/praq/primary_quote_set_events/', {
    json: { praq_flow: flowId, quote: quoteId } satisfies PrimaryQuoteBody,
  });
  return http.post(`/praq/${quoteId}/upsert/`, { json: {} }).json<PraqApplied>();
}
