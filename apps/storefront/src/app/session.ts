// Module-level handles on the current session's client state, for code outside React
// (logout, HTTP effects). Set by the shell.
import { createContext } from 'react';
import type { KeyValueStorage } from '../shared/state/persist.ts';
import { browserStorage } from '../shared/state/persist.ts';
import { type AppStore, createAppStore } from '../shared/state/store.ts';

let current: { store: AppStore; dealerCode: string | undefined } | null = null;
export const storage: KeyValueStorage = browserStorage();

export function storeFor(dealerCode: string | undefined): AppStore {
  if (!current || current.dealerCode !== dealerCode) {
    current = { store: createAppStore(dealerCode, storage), dealerCode };
  }
  return current.store;
}

/** How the shell gets the client state of a dealer: `storeFor` in the browser; the server's render passes a fresh one. */
export const StoreFactoryContext = createContext<(dealerCode: string | undefined) => AppStore>(storeFor);
