// Module-level handles on the current session's client state, for code outside React
// (logout, HTTP effects). Set by the shell.
import { createContext } from 'react';
import { memoryStorage, storage } from '../shared/state/persist.ts';
import { type AppStore, createAppStore } from '../shared/state/store.ts';
import { STATE_AREAS } from './stateAreas.ts';

let current: { store: AppStore; dealerCode: string | undefined } | null = null;

export { storage };

export function storeFor(dealerCode: string | undefined): AppStore {
  if (!current || current.dealerCode !== dealerCode) {
    current = { store: createAppStore(dealerCode, STATE_AREAS, storage), dealerCode };
  }
  return current.store;
}

/** How the shell gets the client state of a dealer: `storeFor` in the browser; the server's render passes a fresh one. */
export const StoreFactoryContext = createContext<(dealerCode: string | undefined) => AppStore>(storeFor);

let serverRendered = false;

/** The page was rendered by the server: the shell's first render hydrates it (ShellLayout). */
export function startFromServerRender(): void {
  serverRendered = true;
}

/**
 * Whether this render hydrates the server's HTML: true once, for the first shell of a server-rendered
 * page (later shells, and every shell of a page rendered in the browser, start from storage).
 */
export function takeServerRender(): boolean {
  const value = serverRendered;
  serverRendered = false;
  return value;
}

/**
 * The store for hydrating a server-rendered page: the initial state the server rendered with (its
 * render has no storage), so that the first render matches the HTML. The shell then switches to the
 * dealer's store restored from storage: a returning shopper's saved choices (a lease, a term, the
 * cart) show from the next render, and nothing in the HTML disagrees with the app's state.
 */
export function hydrationStore(dealerCode: string | undefined): AppStore {
  // (a store for one render: other tabs' writes are the dealer's store's to take in)
  return createAppStore(dealerCode, STATE_AREAS, memoryStorage(), () => {});
}

/** False while the shell hydrates with the server's state (its guards wait), true from then on. */
export const LiveContext = createContext(true);
