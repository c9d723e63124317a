import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import type { DealVehicle, Payment } from '../../build-and-price/index.ts';
import { sharedDealKeys } from './keys.ts';

/** GET /api/customer/shared-order/{token}/: a deal read-only, for anyone holding the link. */
export interface SharedDeal {
  read_only: true;
  dealer: { code: string; name: string; phone?: string | null };
  order: {
    id: number;
    vehicle: DealVehicle;
    payment_type: 'cash' | 'finance' | 'lease' | null;
    accessories: Array<{ id: number; title?: string | null; name?: string | null }>;
    protection_plan_prices: Array<{ id: number; title?: string | null }>;
    postal_code: string | null;
    updated_at: string;
  };
  payment_details: Payment | null;
  /** The add-ons the deal is priced with: chosen ones and the dealer's mandatory ones (cents). */
  items?: SharedItem[];
  disclaimer: string;
}

export interface SharedItem {
  type: 'accessory' | 'protection_plan';
  name: string;
  option: string | null;
  price: number;
  mandatory: boolean;
}

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
