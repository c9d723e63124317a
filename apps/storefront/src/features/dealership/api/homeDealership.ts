import type { Country, DealerInput } from '@storefront/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import type { HttpClient } from '../../../shared/api/http.ts';
import { dealershipKeys } from './keys.ts';

/** The home dealership as the server answers it: the domain's wire type (spec 1 section 3). */
export type HomeDealership = DealerInput;

/**
 * The dealer's country as the pages read it (units, currency, postal or ZIP code, the deal's texts):
 * the home dealership's, Canada while it is not known yet.
 */
export function dealerCountry(dealer: Pick<HomeDealership, 'country'> | null | undefined): Country {
  return dealer?.country === 'US' ? 'US' : 'CA';
}

export function getHomeDealership(http: HttpClient): Promise<HomeDealership> {
  return http.get('/api/customer/dealership/home-dealership/').json<HomeDealership>();
}

export function homeDealershipQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: dealershipKeys.dealer(dealerCode, 'home'),
    queryFn: () => getHomeDealership(http),
    staleTime: 5 * 60_000,
  });
}

export function useHomeDealership() {
  const { http, dealerCode } = useApi();
  return useQuery(homeDealershipQuery(http, dealerCode));
}
