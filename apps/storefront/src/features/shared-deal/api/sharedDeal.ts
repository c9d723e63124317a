import type { SharedDeal, SharedItem } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { sharedDealKeys } from './keys.ts';

/** GET /api/customer/shared-order/{token}/: a deal read-only; the domain's `sharedDealSchema`. */
export type { SharedDeal, SharedItem };

/** A share token as the server issues it: order id, a dot, 43 URL-safe characters. */
export const SHARE_TOKEN = /^\d{1,9}\.[A-Za-z0-9_-]{43}$/;

export function isShareToken(token: string): boolean {
  return SHARE_TOKEN.test(token);
}

export function sharedDealQuery(http: HttpClient, dealerCode: string | undefined, token: string) {
  return queryOptions({
    queryKey: sharedDealKeys.deal(dealerCode, token),
    queryFn: () =>
      http
        .get(`/api/customer/shared-order/${encodeURIComponent(token)}/`, {
          context: { hide_404_toast: true },
        })
        .json<SharedDeal>(),
    enabled: isShareToken(token),
    retry: false,
    staleTime: 60_000,
  });
}
