// Client state: one jotai atom per area (spec part 1 section 4), in one jotai store that
// non-React code (HTTP effects, logout) can reach. Persisted areas are written to one
// localStorage entry per dealer on every change; campaigns go to the shared store.
import type { PaymentFrequency, PaymentType } from '@storefront/domain';
import { atom, createStore, type PrimitiveAtom } from 'jotai';
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
}

export const EMPTY_DEAL: DealChoices = {
  paymentType: null,
  term: null,
  downPayment: null,
  paymentFrequency: null,
  distanceAllowance: null,
  creditScore: null,
  includeTax: true,
  postalCode: null,
};
export const EMPTY_CART: CartChoices = {
  accessoryIds: [],
  installAccessoryIds: [],
  protectionPriceIds: [],
  incentiveIds: [],
  accessoriesTouched: false,
};

/** The cart without one accessory: it leaves the install list too (wherever it is removed). */
export function withoutAccessory(cart: CartChoices, id: number): CartChoices {
  return {
    ...cart,
    accessoriesTouched: true,
    accessoryIds: cart.accessoryIds.filter((a) => a !== id),
    installAccessoryIds: cart.installAccessoryIds.filter((a) => a !== id),
  };
}

/**
 * The cart with only selected accessories on its install list: the server rejects installing one
 * that is not selected, so a deal stored that way (an older removal) would never price again.
 */
export function repairCart(cart: CartChoices): CartChoices {
  const installs = cart.installAccessoryIds.filter((id) => cart.accessoryIds.includes(id));
  return installs.length === cart.installAccessoryIds.length
    ? cart
    : { ...cart, installAccessoryIds: installs };
}

function isCart(value: unknown): value is CartChoices {
  const c = value as Partial<CartChoices> | null;
  return (
    c !== null &&
    typeof c === 'object' &&
    Array.isArray(c.accessoryIds) &&
    Array.isArray(c.installAccessoryIds)
  );
}

/**
 * A trade-in a shopper entered (the trade-in feature's draft), per vehicle: kept across visits, and
 * saved on the server at sign-in when the shopper asked to save it signed out.
 */
export interface StoredTradeIn {
  readonly vehicle: { vid: string; year: number; make: string; model: string; trim: string } | null;
  readonly odometer: string;
  readonly options: readonly string[];
  readonly saveAtSignIn: boolean;
  /** The condition questions answered (yes or no), by key. */
  readonly condition?: Readonly<Record<string, boolean>>;
  /** Active payments as typed: the answer (N, F, L) and its amounts. */
  readonly lien?: {
    readonly answer: string | null;
    readonly due: string;
    readonly residual: string;
    readonly payment: string;
    readonly left: string;
  };
}

export interface AreaStates {
  aftermarket: { loadedFor: number | null };
  addonFilters: { origin: string | null; category: string | null };
  payments: { errors: Record<string, string[]> };
  configurations: { byVehicle: Record<string, number> };
  /**
   * Each vehicle's deal, and the postal code the shopper last gave (any vehicle of this dealer): a
   * deal without its own code prices with it, so the code is asked once, not for every vehicle.
   */
  configure: { byVehicle: Record<string, DealChoices>; postalCode?: string | null };
  inventory: { vehicleId: number | null; referrer: string | null };
  tradeIns: { byVehicle: Record<string, StoredTradeIn> };
  orders: { byVehicle: Record<string, number> };
  orderSteps: { byOrder: Record<string, Record<string, number>> };
  cart: { byVehicle: Record<string, CartChoices> };
  /**
   * Credit-application drafts typed and not yet saved, per `order:party:section`: in memory only (this
   * area is never persisted, so a SIN/SSN or a date of birth never reaches the browser's storage).
   */
  creditApp: { drafts?: Readonly<Record<string, Readonly<Record<string, string>>>> };
  registration: { submittedEmail: string | null };
  users: { shopperId: string | null; purchaseStartSent: number[] };
}

export const INITIAL: AreaStates = {
  aftermarket: { loadedFor: null },
  addonFilters: { origin: null, category: null },
  payments: { errors: {} },
  configurations: { byVehicle: {} },
  configure: { byVehicle: {} },
  inventory: { vehicleId: null, referrer: null },
  tradeIns: { byVehicle: {} },
  orders: { byVehicle: {} },
  orderSteps: { byOrder: {} },
  cart: { byVehicle: {} },
  creditApp: {},
  registration: { submittedEmail: null },
  users: { shopperId: null, purchaseStartSent: [] },
};

type AreaAtoms = { [A in Area]: PrimitiveAtom<AreaStates[A]> };

function makeAtoms(): AreaAtoms {
  const entries = ALL_AREAS.map((area) => [area, atom(INITIAL[area])] as const);
  return Object.fromEntries(entries) as unknown as AreaAtoms;
}

/** The area atoms (module singletons, values live in the store). */
export const areas: AreaAtoms = makeAtoms();

/** Campaign of the shared store. */
export const campaignAtom = atom<Campaign>({});

export type AppStore = ReturnType<typeof createStore>;

/** The atom of an area, typed loosely for loops over every area. */
export function anyAtom(area: Area): PrimitiveAtom<unknown> {
  return areas[area] as unknown as PrimitiveAtom<unknown>;
}

/** Merges a persisted value over the initial one (unknown shapes fall back to initial). */
export function hydrateArea<A extends Area>(area: A, value: unknown): AreaStates[A] {
  const initial = INITIAL[area];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return initial;
  const merged = { ...initial, ...(value as Partial<AreaStates[A]>) };
  if (area === 'cart') {
    const byVehicle = (merged as AreaStates['cart']).byVehicle;
    if (byVehicle === null || typeof byVehicle !== 'object') return initial;
    const repaired = Object.fromEntries(
      Object.entries(byVehicle).map(([k, c]) => [k, isCart(c) ? repairCart(c) : c]),
    );
    return { ...merged, byVehicle: repaired } as AreaStates[A];
  }
  return merged;
}

/** Calls back with each storage entry another tab of this browser writes (its key and new value). */
export type OtherTabs = (onChange: (key: string | null, value: string | null) => void) => void;

/** The browser's `storage` event: fired in every other tab of the origin when one writes. */
const browserTabs: OtherTabs = (onChange) => {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => onChange(event.key, event.newValue));
};

/**
 * Creates the app's store, hydrated from storage, persisting every change of a persisted area. An
 * anonymous shopper's other tabs' writes are taken in (their deal and cart live in storage only, so
 * the last tab to write would otherwise undo the other's changes); a signed-in shopper's deals are
 * the server's orders, which their tabs follow. Fields never persisted stay this tab's.
 */
export function createAppStore(
  dealerCode: string | undefined,
  storage: KeyValueStorage = browserStorage(),
  otherTabs: OtherTabs = browserTabs,
): AppStore {
  const store = createStore();
  const key = storeKey(dealerCode);
  const saved = readStore(storage, key);
  for (const area of PERSISTED_AREAS) {
    if (saved[area] !== undefined) store.set(anyAtom(area), hydrateArea(area, saved[area]));
  }
  store.set(campaignAtom, readShared(storage).campaign);
  const persist = () => {
    const state: PersistedState = {};
    for (const area of PERSISTED_AREAS) state[area] = store.get(anyAtom(area));
    writeStore(storage, key, state);
  };
  for (const area of PERSISTED_AREAS) store.sub(anyAtom(area), persist);
  // Taking in is a chunk of its own, loaded on another tab's first write: most visits have one tab.
  otherTabs((changedKey, value) => {
    if (changedKey === key && value !== null)
      void import('./otherTabs.ts').then(({ takeInOtherTab }) => takeInOtherTab(store, key, value));
  });
  return store;
}

/** Resets the given areas to their initial values. */
export function resetAreas(store: AppStore, list: readonly Area[]): void {
  for (const area of list) store.set(anyAtom(area), INITIAL[area]);
}

/** Reset of the order scope: aftermarket, add-on filters, payments, configurations, configure, inventory, trade-ins, orders. */
export function resetOrderScope(store: AppStore): void {
  resetAreas(store, ORDER_SCOPE_AREAS);
}

/** Clear-all (logout): every area, including credit app, registration and users, and the storage. */
export function clearAll(store: AppStore, storage: KeyValueStorage, dealerCode: string | undefined): void {
  resetAreas(store, ALL_AREAS);
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
  const stored = store.get(areas.users).shopperId;
  if (stored !== null && currentUid !== null && stored !== currentUid) {
    clearAll(store, storage, dealerCode);
    store.set(areas.users, { ...INITIAL.users, shopperId: currentUid });
    return true;
  }
  if (currentUid !== null && stored !== currentUid) {
    store.set(areas.users, { ...store.get(areas.users), shopperId: currentUid });
  }
  return false;
}
