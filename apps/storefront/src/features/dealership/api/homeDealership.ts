import type { BounceRecoveryRule } from '@storefront/domain';
import type { DealerThemeSettings } from '@storefront/theme';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import type { HttpClient } from '../../../shared/api/http.ts';
import { dealershipKeys } from './keys.ts';

/** The home dealership as the storefront reads it (spec 1 section 3; the fields the app uses). */
export interface HomeDealership {
  id?: number;
  uid: string;
  code: string;
  name: string;
  country: 'CA' | 'US';
  province_code: string;
  postal_code?: string;
  full_address: string;
  phone?: string;
  email?: string;
  website: string | null;
  allowed_languages: string[];
  show_vehicle_list: boolean;
  show_dealership_address_in_header?: boolean;
  contact_button_title?: string | null;
  privacy_policy?: string | null;
  terms_and_conditions_link?: string | null;
  compulsory_login?: boolean;
  mandatory_names?: boolean;
  enable_phone_auth?: boolean;
  mandatory_phone_auth?: boolean;
  enable_customer_preferred_method_of_contact?: boolean;
  display_unsupported_browser_message?: boolean;
  enable_bounce_recovery?: boolean;
  enable_custom_bounce_recovery?: boolean;
  bounce_recovery_rules?: BounceRecoveryRule[];
  default_custom_bounce_recovery_url?: string | null;
  bounce_recovery_width?: number | string | null;
  bounce_recovery_height?: number | string | null;
  enable_tbyb?: boolean;
  oem_mitz_third_party_header?: boolean;
  showroom_logo_redirect?: string | null;
  new_cars_link?: string | null;
  used_cars_link?: string | null;
  vdp_flow?: 'checkout' | 'modular' | 'transactional';
  financing_default_payment_type?: 'cash' | 'finance' | 'lease';
  incentives_enabled?: boolean;
  use_postal_code?: boolean;
  custom_copy?: Record<string, Record<string, string>>;
  disclosure_pricing_footer?: string | null;
  disclosure_payment_step?: string | null;
  stylesheet_url?: string | null;
  organization_stylesheet_url?: string | null;
  theme?:
    | (DealerThemeSettings & {
        logo?: string | null;
        secondary_logo?: string | null;
        vehicle_placeholder_image?: string | null;
      } & Record<string, unknown>)
    | null;
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
