import type { KyInstance } from 'ky';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createHttpClient } from './http.ts';

interface Api {
  dealerCode: string | undefined;
  http: KyInstance;
}

const ApiContext = createContext<Api | null>(null);

/** Provides the HTTP client bound to the dealer code of the current route. */
export function ApiProvider({
  dealerCode,
  children,
}: {
  dealerCode: string | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ dealerCode, http: createHttpClient({ dealerCode }) }), [dealerCode]);
  return <ApiContext value={value}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
