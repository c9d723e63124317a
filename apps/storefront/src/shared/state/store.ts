// Client state: one jotai atom per area (spec part 1 section 4), in one jotai store that
// non-React code (HTTP effects, logout) can reach. A feature declares its areas' atoms in its own
// `state.ts` (`areaAtom`); this module keeps the areas no single feature owns and the store's rules. Persisted areas are written to one
// localStorage entry per dealer on every change; campaigns go to the shared store.

import type { AccessoryAnswer, PaymentFrequency, PaymentType } from '@storefront/domain';
import { atom, createStore, type PrimitiveAtom } from 'jotai';
import { lazyModule } from '../lazy/lazyModule.ts';
import {
  ALL_AREAS,
  type Area,
  browserStorage,
  type Campaign,
  type KeyValueStorage,
  ORDER_SCOPE_AREAS,
  PERSISTED_AREAS,
  type PersistedState,
  readShared,
  readStore,
  storeKey,
  writeStore,
} from './persist.ts';
import { clearSessionDrafts } from './sessionDrafts.ts';

// The build-and-price feature's deal and cart, as stored (its `state.ts` re-exports them; they move
// there when the deal's wire module, api/deal.ts, imports them from it).
/** Payment choices of one vehicle's deal (money in cents). */
export interface DealChoices {
  paymentType: PaymentType | null;
  term: number | null;
  downPayment: number | null;
  paymentFrequency: PaymentFrequency | null;
  distanceAllowance: number | null;
  creditScore: string | null;
  includeTax: boolean;
  postalCode: string | null;
}

/** Add-ons of one vehicle's deal. */
export interface CartChoices {
  accessoryIds: number[];
  installAccessoryIds: number[];
  protectionPriceIds: number[];
  incentiveIds: number[];
  /** The shopper touched accessories: pre-selection no longer applies. */
  accessoriesTouched: boolean;
  /** Selected incentives chosen for the shopper (open conditional ones the payment names). */
  incentivesAuto?: number[];
  /** Incentives chosen for the shopper that they removed: never chosen for them again. */
  incentivesDeclined?: number[];
  /** The shopper's answers to the questions of the accessories in the cart. */
  accessoryAnswers?: AccessoryAnswer[];
}

/**
 * An area's atom: its initial value (jotai's `init`, what a reset restores) and, for an area whose stored
 * shape may be outdated, how a stored value merged over the initial one is taken in. A feature declares
 * its own areas (its `state.ts`); the app hands them all to `createAppStore`.
 */
export type AreaAtom<T> = PrimitiveAtom<T> & { init: T; hydrate?: (merged: T) => T };

/** Declares an area's atom (a module singleton; its value lives in the store). */
export function areaAtom<T>(initial: T, hydrate?: (merged: T) => T): AreaAtom<T> {
  const a = atom(initial) as AreaAtom<T>;
  a.hydrate = hydrate;
  return a;
}

/** Every area's atom, by name: the shared ones below and the features' (`src/app/stateAreas.ts`). */
// biome-ignore lint/suspicious/noExplicitAny: each area has its own value type; the store treats them alike.
export type AreaAtoms = { readonly [A in Area]: AreaAtom<any> };

/** The signed-in shopper the state belongs to (the shopper check), and the purchase starts announced. */
export const usersAtom = areaAtom<{ shopperId: string | null; purchaseStartSent: number[] }>({
  shopperId: null,
  purchaseStartSent: [],
});

/** The areas no single feature owns (the spec's areas that no page writes yet, and the shopper's). */
export const SHARED_AREAS = {
  aftermarket: areaAtom<{ loadedFor: number | null }>({ loadedFor: null }),
  addonFilters: areaAtom<{ origin: string | null; category: string | null }>({
    origin: null,
    category: null,
  }),
  registration: areaAtom<{ submittedEmail: string | null }>({ submittedEmail: null }),
  users: usersAtom,
};

/** Campaign of the shared store. */
export const campaignAtom = atom<Campaign>({});

/** A dealer's store, with the atoms of its areas (`createAppStore`). */
export type AppStore = ReturnType<typeof createStore> & { readonly areas: AreaAtoms };

/** The atom of an area of this store, typed loosely for loops over every area. */
export function anyAtom(store: AppStore, area: Area): AreaAtom<unknown> {
  return store.areas[area];
}

/** Merges a persisted value over the initial one (unknown shapes fall back to initial). */
export function hydrateArea(a: AreaAtom<unknown>, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return a.init;
  const merged = { ...(a.init as object), ...value };
  return a.hydrate ? a.hydrate(merged) : merged;
}

/** Calls back with each storage entry another tab of this browser writes (its key and new value). */
export type OtherTabs = (onChange: (key: string | null, value: string | null) => void) => void;

/** The browser's `storage` event: fired in every other tab of the origin when one writes. */
const browserTabs: OtherTabs = (onChange) => {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => onChange(event.key, event.newValue));
};

/** Taking in another tab's write: its failure leaves this tab with its own state and reloads nothing. */
const otherTabsModule = lazyModule(() => import('./otherTabs.ts'), { reload: false });

/**
 * Creates the app's store, hydrated from storage, persisting every change of a persisted area. An
 * anonymous shopper's other tabs' writes are taken in (their deal and cart live in storage only, so
 * the last tab to write would otherwise undo the other's changes); a signed-in shopper's deals are
 * the server's orders, which their tabs follow. Fields never persisted stay this tab's.
 */
export function createAppStore(
  dealerCode: string | undefined,
  areas: AreaAtoms,
  storage: KeyValueStorage = browserStorage(),
  otherTabs: OtherTabs = browserTabs,
): AppStore {
  const store = Object.assign(createStore(), { areas });
  const key = storeKey(dealerCode);
  const saved = readStore(storage, key);
  for (const area of PERSISTED_AREAS) {
    if (saved[area] !== undefined) store.set(areas[area], hydrateArea(areas[area], saved[area]));
  }
  store.set(campaignAtom, readShared(storage).campaign);
  const persist = () => {
    const state: PersistedState = {};
    for (const area of PERSISTED_AREAS) state[area] = store.get(areas[area]);
    writeStore(storage, key, state);
  };
  for (const area of PERSISTED_AREAS) store.sub(areas[area], persist);
  // Taking in is a chunk of its own, loaded on another tab's first write: most visits have one tab.
  otherTabs((changedKey, value) => {
    if (changedKey === key && value !== null)
      void otherTabsModule.load().then(({ takeInOtherTab }) => takeInOtherTab(store, key, value));
  });
  return store;
}

/** Resets the given areas to their initial values. */
export function resetAreas(store: AppStore, list: readonly Area[]): void {
  for (const area of list) {
    const a = anyAtom(store, area);
    store.set(a, a.init);
  }
}

/** Reset of the order scope: aftermarket, add-on filters, payments, configurations, configure, inventory, trade-ins, orders. */
export function resetOrderScope(store: AppStore): void {
  resetAreas(store, ORDER_SCOPE_AREAS);
}

/** Clear-all (logout): every area, including credit app, registration and users, and the storage. */
export function clearAll(store: AppStore, storage: KeyValueStorage, dealerCode: string | undefined): void {
  resetAreas(store, ALL_AREAS);
  clearSessionDrafts();
  try {
    storage.removeItem(storeKey(dealerCode));
  } catch {
    // ignore
  }
}

/**
 * Shopper-id check (spec 1 section 4 guard 5): when the stored shopper differs from the one the
 * server knows (the signed-in user's uid, or none), all state is cleared and re-initialised.
 * Answers whether it cleared.
 */
export function checkShopper(
  store: AppStore,
  storage: KeyValueStorage,
  dealerCode: string | undefined,
  currentUid: string | null,
): boolean {
  const stored = store.get(usersAtom).shopperId;
  if (stored !== null && currentUid !== null && stored !== currentUid) {
    clearAll(store, storage, dealerCode);
    store.set(usersAtom, { ...usersAtom.init, shopperId: currentUid });
    return true;
  }
  if (currentUid !== null && stored !== currentUid) {
    store.set(usersAtom, { ...store.get(usersAtom), shopperId: currentUid });
  }
  return false;
}
