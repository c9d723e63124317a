import type { AddonFilterOptions, PaymentTypeSettings } from '@storefront/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import type { HttpClient } from '../../../shared/api/http.ts';
import type { AppSettings } from '../shellVariant.ts';
import { dealershipKeys } from './keys.ts';

// Start-up fetches besides the home dealership (spec 1 section 4): financing (payment)
// settings and static data. Their shapes are not shown by the spec; the app reads them as
// open records and tolerates their absence.
export type OpenRecord = Record<string, unknown>;

async function optional(http: HttpClient, path: string): Promise<OpenRecord | null> {
  try {
    return await http.get(path, { context: { hide_404_toast: true } }).json<OpenRecord>();
  } catch {
    return null;
  }
}

export function paymentSettingsQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: dealershipKeys.dealer(dealerCode, 'payment-settings'),
    queryFn: () => optional(http, '/api/customer/dealership/payment-settings/'),
    staleTime: 5 * 60_000,
  });
}

export function staticDataQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: dealershipKeys.dealer(dealerCode, 'static-data'),
    queryFn: () => optional(http, '/api/customer/dealership/static-data/'),
    staleTime: 30 * 60_000,
  });
}

export function usePaymentSettings() {
  const { http, dealerCode } = useApi();
  return useQuery(paymentSettingsQuery(http, dealerCode));
}

export function useStaticData() {
  const { http, dealerCode } = useApi();
  return useQuery(staticDataQuery(http, dealerCode));
}

/** The dealer's add-on filter options (pagination, page sizes, category and origin filters). */
export function useAddonFilterOptions(): AddonFilterOptions | undefined {
  const { http, dealerCode } = useApi();
  const settings = useQuery({
    queryKey: dealershipKeys.paymentTypeSettings(dealerCode),
    queryFn: () => http.get('/api/customer/payment-type/settings/').json<PaymentTypeSettings>(),
    staleTime: 5 * 60_000,
  });
  return settings.data?.addon_filter_options;
}

/** GET /settings/ (spec 1 section 7): read for the marketplace flags; absent settings are no marketplace. */
export function appSettingsQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: dealershipKeys.appSettings(dealerCode),
    queryFn: async () => (await optional(http, '/settings/')) as AppSettings | null,
    staleTime: 30 * 60_000,
  });
}

export function useAppSettings() {
  const { http, dealerCode } = useApi();
  return useQuery(appSettingsQuery(http, dealerCode));
}
