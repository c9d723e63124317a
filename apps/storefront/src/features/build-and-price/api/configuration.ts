import type { ConfigurationPublic } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The configuration's query key: kept here, in the chunk that alone reads it (not the first load's keys). */
const configurationKey = dealerScoped<[id: number]>('configuration');

/**
 * GET /api/customer/v1/configurations/{id}/ without the token: a salesperson's configuration as the
 * vehicle page applies it (the vehicle and the choices, with their catalogue ids).
 */
export function configurationQuery(http: HttpClient, dealerCode: string | undefined, id: number) {
  return queryOptions({
    queryKey: configurationKey(dealerCode, id),
    queryFn: () =>
      http
        .get(`/api/customer/v1/configurations/${id}/`, { context: { hide_404_toast: true } })
        .json<ConfigurationPublic>(),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PATCH …/{id}/ with the link's token: the configuration follows the shopper's order. */
export async function linkConfiguration(
  http: HttpClient,
  id: number,
  token: string,
  orderId: number,
): Promise<void> {
  await http.patch(`/api/customer/v1/configurations/${id}/`, {
    json: { order_id: orderId },
    headers: { Authorization: `Token ${token}` },
    context: { hide_404_toast: true },
  });
}
