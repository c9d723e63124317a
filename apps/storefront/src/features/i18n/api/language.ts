import type { LanguageSetting } from '@storefront/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import type { HttpClient } from '../../../shared/api/http.ts';
import { languageKeys } from './keys.ts';

/** The language the server resolved or was told: the domain's `languageSettingSchema`. */
export type { LanguageSetting };

/** GET /i18n/: the language the server resolved (cookie, user, browser, dealer). */
export function getLanguage(http: HttpClient): Promise<LanguageSetting> {
  return http.get('/i18n/', { context: { call: 'language' } }).json<LanguageSetting>();
}

/** POST /i18n/ {language}: remembers the shopper's choice. */
export function setLanguage(http: HttpClient, language: 'en' | 'fr'): Promise<LanguageSetting> {
  return http.post('/i18n/', { json: { language }, context: { call: 'language' } }).json<LanguageSetting>();
}

export function languageQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: languageKeys.server(dealerCode),
    queryFn: () => getLanguage(http),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useServerLanguage() {
  const { http, dealerCode } = useApi();
  return useQuery(languageQuery(http, dealerCode));
}
