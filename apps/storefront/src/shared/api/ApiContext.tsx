import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createBootFetch, readBootDocument } from './bootData.ts';
import { httpEffects } from './effects.ts';
import type { HttpClient } from './http.ts';
import { createHttpClient, TENANT_HEADER } from './http.ts';

/** The URL's language segment (undefined on a path without one: the server's language applies). */
export type UrlLanguage = 'en' | 'fr' | undefined;

interface Api {
  dealerCode: string | undefined;
  language: UrlLanguage;
  http: HttpClient;
}

const ApiContext = createContext<Api | null>(null);

const clients = new Map<string, HttpClient>();

/** Answers embedded in the document by the server, used once by the first matching GETs. */
const bootFetch =
  typeof document === 'undefined' || typeof fetch === 'undefined'
    ? undefined
    : createBootFetch({
        boot: readBootDocument(document),
        tenantHeader: TENANT_HEADER,
        now: () => performance.now(),
        fetch: (input, init) => fetch(input, init),
      });

/**
 * One client per dealer code (the tenant header) and URL language (the language header), sharing
 * the installed effects.
 */
export function httpFor(dealerCode: string | undefined, language?: UrlLanguage): HttpClient {
  const key = `${dealerCode ?? ''}|${language ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = createHttpClient({
      dealerCode,
      language,
      effects: httpEffects,
      ...(bootFetch ? { fetch: bootFetch } : {}),
    });
    clients.set(key, client);
  }
  return client;
}

/** How the provider gets a dealer's client: `httpFor` in the browser; the server's render passes its own. */
export const HttpFactoryContext =
  createContext<(dealerCode: string | undefined, language?: UrlLanguage) => HttpClient>(httpFor);

/** Provides the HTTP client bound to the dealer code and language of the current route. */
export function ApiProvider({
  dealerCode,
  language,
  children,
}: {
  dealerCode: string | undefined;
  language?: UrlLanguage;
  children: ReactNode;
}) {
  const factory = useContext(HttpFactoryContext);
  const value = useMemo(
    () => ({ dealerCode, language, http: factory(dealerCode, language) }),
    [dealerCode, language, factory],
  );
  return <ApiContext value={value}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
