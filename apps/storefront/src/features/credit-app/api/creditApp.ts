import type {
  CreditAppDraftBody,
  CreditApplicationView,
  CreditAppValidAnswer,
  CreditAppValidateBody,
  CreditDecisionView,
  PostalCodeProvinceAnswer,
  Province,
  ProvinceList,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { creditAppKeys } from './keys.ts';

// The credit-application calls (spec 3 section 7): one application per order; `{id}` is the order's.
export const CREDIT_APP_BASE = '/api/customer/credit-application';

export function getApplication(http: HttpClient, orderId: number): Promise<CreditApplicationView> {
  return http.get(`${CREDIT_APP_BASE}/${orderId}/dealer_application/`).json<CreditApplicationView>();
}

export function applicationQuery(http: HttpClient, dealerCode: string | undefined, orderId: number) {
  return queryOptions({
    queryKey: creditAppKeys.application(dealerCode, orderId),
    queryFn: () => getApplication(http, orderId),
    enabled: orderId > 0,
  });
}

/** Saves what the shopper typed; the server's field errors come back to the form (`call: 'form'`). */
export function saveApplication(
  http: HttpClient,
  orderId: number,
  body: CreditAppDraftBody,
): Promise<CreditApplicationView> {
  return http
    .put(`${CREDIT_APP_BASE}/${orderId}/`, {
      json: body,
      context: { call: 'form' },
      retry: { limit: 0 },
    })
    .json<CreditApplicationView>();
}

export function validateSection(http: HttpClient, body: CreditAppValidateBody) {
  return http
    .post(`${CREDIT_APP_BASE}/validate/`, {
      json: body,
      context: { call: 'form' },
      retry: { limit: 0 },
    })
    .json<CreditAppValidAnswer>();
}

export function submitApplication(http: HttpClient, orderId: number) {
  return http
    .post(`${CREDIT_APP_BASE}/${orderId}/submit_application/`, {
      json: {},
      context: { call: 'form' },
      retry: { limit: 0 },
    })
    .json<CreditDecisionView>();
}

export type { Province };

export function provincesQuery(http: HttpClient, dealerCode: string | undefined, country: string) {
  return queryOptions({
    queryKey: creditAppKeys.provinces(dealerCode, country),
    queryFn: () =>
      http
        .get('/api/customer/static_data/province/', { searchParams: { country } })
        .json<ProvinceList>()
        .then((b) => b.results),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The province of a postal code or the state of a ZIP code; null when the server knows none (an FSA
 * not in use: "not found"), undefined when the lookup failed (nothing to tell the shopper).
 */
export function postalCodeProvince(
  http: HttpClient,
  orderId: number,
  postalCode: string,
): Promise<string | null | undefined> {
  return http
    .get(`${CREDIT_APP_BASE}/${orderId}/postal_code_province/`, {
      searchParams: { postal_code: postalCode },
      context: { call: 'form' },
      retry: { limit: 0 },
    })
    .json<PostalCodeProvinceAnswer>()
    .then((b) => b.province)
    .catch(() => undefined);
}
