// The client state of a root: the dealer's store (one at a time, made by the root's factory: App in
// the browser, the server render's own), and the store a hydration starts with.
import { createContext } from 'react';
import type { Hydration } from '../shared/state/hydration.ts';
import { memoryStorage, storage } from '../shared/state/persist.ts';
import { type AppStore, createAppStore } from '../shared/state/store.ts';
import { STATE_AREAS } from './stateAreas.ts';

export { storage };

/** Gives the store of a dealer: the same one while the dealer is the same. */
export type StoreFactory = (dealerCode: string | undefined) => AppStore;

/** A browser root's stores (App keeps one for its life): the current dealer's, restored from storage. */
export function browserStores(): StoreFactory {
  let current: { store: AppStore; dealerCode: string | undefined } | null = null;
  return (dealerCode) => {
    if (!current || current.dealerCode !== dealerCode) {
      current = { store: createAppStore(dealerCode, STATE_AREAS, storage), dealerCode };
    }
    return current.store;
  };
}

/** How the shell gets the client state of a dealer: App's `browserStores`; the server's render passes a fresh one. */
export const StoreFactoryContext = createContext<StoreFactory>(() => {
  throw new Error('no stores');
});

/**
 * Whether this render hydrates the server's HTML: true once, for the first shell of a server-rendered
 * page (later shells, and every shell of a page rendered in the browser, start from storage).
 */
export function takeServerRender(hydration: Hydration | null): boolean {
  if (!hydration?.shellPending) return false;
  hydration.shellPending = false;
  return true;
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
