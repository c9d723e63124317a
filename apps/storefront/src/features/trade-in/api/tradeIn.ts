import type {
  BlackBookTradeInAnswer,
  BlackBookTradeInBody,
  ListAnswer,
  OfferAcceptBody,
  OfferDeclineBody,
  TradeInCatalogueVehicle,
  TradeInConditionKey,
  TradeInOption,
  TradeInQuestion,
  TradeInValuationAnswer,
  TradeInVehicleSearchAnswer,
  TradeInVinAnswer,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { tradeInKeys } from './keys.ts';

// The black-book trade-in calls (spec 3 §7): the vehicle search and the valuation (anyone), the
// customer's trade-in of an order (signed in). Types are the domain's wire schemas.

export type { BlackBookTradeInAnswer, TradeInCatalogueVehicle, TradeInOption, TradeInValuationAnswer };

export function searchVehicles(http: HttpClient, q: string): Promise<TradeInVehicleSearchAnswer> {
  return http
    .get('/api/customer/cbb-vehicle/unified_vehicle_search/', { searchParams: { q } })
    .json<TradeInVehicleSearchAnswer>();
}

export function getValuation(
  http: HttpClient,
  params: {
    vid: string;
    odometer: number;
    options: readonly TradeInOption[];
    condition: readonly TradeInConditionKey[];
  },
): Promise<TradeInValuationAnswer> {
  return http
    .get('/api/customer/cbb-vehicle/get_valuation/', {
      searchParams: {
        vid: params.vid,
        odometer: String(params.odometer),
        ...(params.options.length ? { options: params.options.join(',') } : {}),
        ...(params.condition.length ? { condition: params.condition.join(',') } : {}),
      },
    })
    .json<TradeInValuationAnswer>();
}

/** The catalogue vehicle of a VIN; a refused VIN is the field's error (`vin`), not a toast. */
export function decodeVin(http: HttpClient, vin: string): Promise<TradeInVinAnswer> {
  return http
    .get('/api/customer/cbb-vehicle/decode_vin/', {
      searchParams: { vin },
      context: { call: 'form', fields: ['vin'] },
      retry: { limit: 0 },
    })
    .json<TradeInVinAnswer>();
}

/** The dealer's trade-in questions in the page's language (spec 3 §7 `tradein-questions`). */
export function questionsQuery(http: HttpClient, dealerCode: string | undefined, language: string) {
  return queryOptions({
    queryKey: tradeInKeys.questions(dealerCode, language),
    queryFn: () => http.get('/api/customer/tradein-questions/').json<ListAnswer<TradeInQuestion>>(),
    staleTime: 60 * 60_000,
  });
}

/** Creates the order's trade-in, or changes it (`id`): the server values it again. */
export function saveTradeIn(
  http: HttpClient,
  id: number | null,
  body: BlackBookTradeInBody,
): Promise<BlackBookTradeInAnswer> {
  return id === null
    ? http.post('/api/customer/tradein/', { json: body }).json<BlackBookTradeInAnswer>()
    : http.put(`/api/customer/tradein/${id}/`, { json: body }).json<BlackBookTradeInAnswer>();
}

/** Sends a draft to the dealer (awaiting dealer). */
export function submitTradeIn(http: HttpClient, id: number, order: number): Promise<BlackBookTradeInAnswer> {
  return http
    .post(`/api/customer/tradein/${id}/submit_tradein/`, { json: { order } })
    .json<BlackBookTradeInAnswer>();
}

/** Asks for an instant cash offer on the trade-in (a valued draft). */
export function requestInstantOffer(
  http: HttpClient,
  id: number,
  order: number,
): Promise<BlackBookTradeInAnswer> {
  return http
    .post(`/api/customer/tradein/${id}/instant_offer/`, { json: { order } })
    .json<BlackBookTradeInAnswer>();
}

/**
 * Takes the instant cash offer (spec 3 §7 `submit_ico`): the trade-in goes to the dealership. From a
 * form (`asForm`, the external flow's offer code), a refused code, an expired offer or one the deal
 * cannot carry is the caller's to show on its `offer_code` field (the server's message, in the page's
 * language), not a toast.
 */
export function takeInstantOffer(
  http: HttpClient,
  id: number,
  order: number,
  offerCode: string,
  offerId: string,
  asForm = false,
): Promise<BlackBookTradeInAnswer> {
  return http
    .put(`/api/customer/tradein/${id}/submit_ico/`, {
      json: { order, offer_code: offerCode, offer_id: offerId },
      ...(asForm ? { context: { call: 'form', fields: ['offer_code'] }, retry: { limit: 0 } } : {}),
    })
    .json<BlackBookTradeInAnswer>();
}

export function orderTradeInsQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  orderId: number | undefined,
) {
  return queryOptions({
    queryKey: tradeInKeys.ofOrder(dealerCode, orderId ?? 0),
    queryFn: () =>
      http
        .get('/api/customer/tradein/', { searchParams: { order: String(orderId) } })
        .json<ListAnswer<BlackBookTradeInAnswer>>(),
    enabled: orderId !== undefined,
    staleTime: 10_000,
  });
}

/** Accepts the dealer's offer on the order (spec 3 §3 accept payload: the order, the trade-in). */
export async function acceptOffer(http: HttpClient, orderId: number, tradeInId: number): Promise<void> {
  await http
    .post(`/api/customer/order/${orderId}/accept_current_offer/`, {
      json: { trade_in: tradeInId } satisfies OfferAcceptBody,
      context: { call: 'trade-in-offer' },
    })
    .json();
}

/** Declines it, with the customer's comment (required). */
export async function declineOffer(
  http: HttpClient,
  orderId: number,
  tradeInId: number,
  comments: string,
): Promise<void> {
  await http
    .post(`/api/customer/order/${orderId}/decline_current_offer/`, {
      json: { trade_in: tradeInId, comments } satisfies OfferDeclineBody,
      context: { call: 'trade-in-offer' },
    })
    .json();
}

/** Takes the trade-in out of the deal (the exclude modal), with the customer's comment (required). */
export async function excludeTradeIn(
  http: HttpClient,
  id: number,
  order: number,
  comments: string,
): Promise<BlackBookTradeInAnswer> {
  return http
    .post(`/api/customer/tradein/${id}/exclude/`, {
      json: { order, comments },
      context: { call: 'trade-in-offer' },
    })
    .json<BlackBookTradeInAnswer>();
}
