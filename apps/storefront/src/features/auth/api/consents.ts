import type { DealerConsents } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { userKeys } from './keys.ts';

/**
 * The dealer's consents (spec 3 §3), shown under the sign-up form (loaded with the sign-in flow), then
 * the sign-up's own (the disclosure of tokenization, the deposit terms: `registration`).
 */
export function dealerConsentsQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: userKeys.consents(dealerCode),
    queryFn: async () => {
      const answer = await http.get('/api/customer/consents/').json<DealerConsents>();
      return [...answer.results, ...(answer.registration ?? [])];
    },
    staleTime: 10 * 60_000,
  });
}
