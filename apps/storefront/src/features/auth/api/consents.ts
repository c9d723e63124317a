import type { ConsentDefinition } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { userKeys } from './keys.ts';

/** The dealer's consents (spec 3 §3), shown under the sign-up form (loaded with the sign-in flow). */
export function dealerConsentsQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: userKeys.consents(dealerCode),
    queryFn: async () =>
      (await http.get('/api/customer/consents/').json<{ results: ConsentDefinition[] }>()).results,
    staleTime: 10 * 60_000,
  });
}
