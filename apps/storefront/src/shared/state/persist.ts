// Persistence of client state (spec part 1 section 4): most areas live in ONE persisted store
// (a single localStorage entry), campaigns in a separate SHARED store, and some fields of some
// areas are never written (aftermarket and deposit token fields). Pure functions over a
// Storage-like object so they are unit-tested without a browser.
import { CAMPAIGN_QUERY_KEYS } from '@storefront/domain';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Every area of client state. */
export const AREAS = [
  'aftermarket',
  'addonFilters',
  'payments',
  'configurations',
  'configure',
  'inventory',
  'tradeIns',
  'orders',
  'orderSteps',
  'cart',
  'creditApp',
  'registration',
  'users',
] as const;
export type Area = (typeof AREAS)[number];

/** Areas written to the persisted store (spec: cart, configure, inventory, order step data, trade-in, users). */
export const PERSISTED_AREAS: readonly Area[] = [
  'aftermarket',
  'cart',
  'configure',
  'inventory',
  'orderSteps',
  'orders',
  'tradeIns',
  'users',
];

/** Fields never persisted, per area: transient add-on lists and deposit/payment tokens. */
export const EXCLUDED_FIELDS: Readonly<Partial<Record<Area, readonly string[]>>> = {
  aftermarket: ['accessories', 'protectionPlans', 'loading'],
  cart: ['depositToken', 'token'],
  orders: ['pending', 'busy'],
};

/** Reset of the order scope (spec 1 section 4). */
export const ORDER_SCOPE_AREAS: readonly Area[] = [
  'aftermarket',
  'addonFilters',
  'payments',
  'configurations',
  'configure',
  'inventory',
  'tradeIns',
  'orders',
];
/** Clear-all also resets credit app, registration and users (and everything else). */
export const ALL_AREAS: readonly Area[] = AREAS;

export const STORE_VERSION = 1;

/** Key of the persisted store; one per dealer so two dealers' deals never mix. */
export function storeKey(dealerCode: string | undefined): string {
  return `sf-store:v${STORE_VERSION}:${dealerCode ?? '_'}`;
}
export const SHARED_STORE_KEY = `sf-shared:v${STORE_VERSION}`;

export type PersistedState = Partial<Record<Area, unknown>>;

export function readStore(storage: KeyValueStorage, key: string): PersistedState {
  try {
    const raw = storage.getItem(key);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as PersistedState)
      : {};
  } catch {
    return {};
  }
}

function withoutExcluded(area: Area, value: unknown): unknown {
  const excluded = EXCLUDED_FIELDS[area];
  if (!excluded || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of excluded) delete copy[field];
  return copy;
}

/** The persisted form of the whole state: only persisted areas, without excluded fields. */
export function persistable(state: PersistedState): PersistedState {
  const out: PersistedState = {};
  for (const area of PERSISTED_AREAS) {
    if (state[area] !== undefined) out[area] = withoutExcluded(area, state[area]);
  }
  return out;
}

export function writeStore(storage: KeyValueStorage, key: string, state: PersistedState): void {
  try {
    storage.setItem(key, JSON.stringify(persistable(state)));
  } catch {
    // Storage full or disabled (private mode): the session keeps working from memory.
  }
}

// ---- Shared store: campaigns -------------------------------------------------------------

export type CampaignKey = (typeof CAMPAIGN_QUERY_KEYS)[number];
export type Campaign = Partial<Record<CampaignKey, string>>;

export interface SharedState {
  campaign: Campaign;
}

/** Campaign values of a query string; undefined when it carries none. */
export function campaignFromQuery(search: string): Campaign | undefined {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_QUERY_KEYS) {
    const value = params.get(key);
    if (value) campaign[key] = value.slice(0, 200);
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

export function readShared(storage: KeyValueStorage): SharedState {
  const raw = readStore(storage, SHARED_STORE_KEY) as { campaign?: unknown };
  const campaign: Campaign = {};
  if (raw.campaign && typeof raw.campaign === 'object') {
    for (const key of CAMPAIGN_QUERY_KEYS) {
      const value = (raw.campaign as Record<string, unknown>)[key];
      if (typeof value === 'string') campaign[key] = value;
    }
  }
  return { campaign };
}

/** A new visit with campaign keys replaces the stored campaign (last touch wins). */
export function captureCampaign(storage: KeyValueStorage, search: string): Campaign {
  const found = campaignFromQuery(search);
  const shared = readShared(storage);
  if (!found) return shared.campaign;
  try {
    storage.setItem(SHARED_STORE_KEY, JSON.stringify({ ...shared, campaign: found }));
  } catch {
    // ignore: memory only
  }
  return found;
}

/** In-memory storage for tests and when localStorage is unavailable. */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      map.set(k, v);
    },
    removeItem: (k) => {
      map.delete(k);
    },
  };
}

export function browserStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') {
      const probe = '__sf_probe__';
      localStorage.setItem(probe, '1');
      localStorage.removeItem(probe);
      return localStorage;
    }
  } catch {
    // fall through
  }
  return memoryStorage();
}

/** This page's storage of the client state: the browser's, or memory where it has none. */
export const storage: KeyValueStorage = browserStorage();
