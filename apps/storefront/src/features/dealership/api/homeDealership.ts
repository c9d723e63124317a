import type { DealerThemeSettings } from '@storefront/theme';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { useApi } from '../../../shared/api/ApiContext.tsx';

export interface HomeDealership {
  uid: string;
  code: string;
  name: string;
  country: 'CA' | 'US';
  province_code: string;
  full_address: string;
  website: string;
  allowed_languages: string[];
  show_vehicle_list: boolean;
  theme?: (DealerThemeSettings & { logo?: string | null; vehicle_placeholder_image?: string | null }) | null;
}

export function getHomeDealership(http: KyInstance): Promise<HomeDealership> {
  return http.get('/api/customer/dealership/home-dealership/').json<HomeDealership>();
}

export function homeDealershipQuery(http: KyInstance, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: ['dealership', dealerCode ?? '(default)', 'home'],
    queryFn: () => getHomeDealership(http),
    staleTime: 5 * 60_000,
  });
}

export function useHomeDealership() {
  const { http, dealerCode } = useApi();
  return useQuery(homeDealershipQuery(http, dealerCode));
}
