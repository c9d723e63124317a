import { describe, expect, it } from 'vitest';
import { STATE_AREAS } from '../src/app/stateAreas.ts';
import { EMPTY_CART, EMPTY_DEAL, withoutAccessory } from '../src/features/build-and-price/choices.ts';
import { type CartChoices, dealAreas, repairCart } from '../src/features/build-and-price/state.ts';
import {
  AREAS,
  captureCampaign,
  memoryStorage,
  persistable,
  readShared,
  readStore,
  SHARED_STORE_KEY,
  storeKey,
} from '../src/shared/state/persist.ts';
import {
  campaignAtom,
  checkShopper,
  clearAll,
  createAppStore,
  resetOrderScope,
  SHARED_AREAS,
  usersAtom,
} from '../src/shared/state/store.ts';

describe('areas of client state', () => {
  it('are declared by the features that own them; the shared store keeps only the shared ones', () => {
    expect(Object.keys(SHARED_AREAS).sort()).toEqual([
      'addonFilters',
      'aftermarket',
      'registration',
      'users',
    ]);
    // The app hands the store every area, each once.
    expect(Object.keys(STATE_AREAS).sort()).toEqual([...AREAS].sort());
    expect(new Set(Object.values(STATE_AREAS)).size).toBe(AREAS.length);
  });
});

describe('persisted store', () => {
  it('writes the persisted areas to ONE entry per dealer, without excluded fields', () => {
    const storage = memoryStorage();
    const store = createAppStore('maple_motors', STATE_AREAS, storage);
    store.set(dealAreas.configure, { byVehicle: { '7': { ...EMPTY_DEAL, paymentType: 'lease', term: 48 } } });
    store.set(dealAreas.orders, { byVehicle: { '7': 12 } });
    store.set(dealAreas.orderSteps, { byVehicle: { '7': { accessories: 1 } } });
    store.set(dealAreas.payments, { errors: { term: ['bad'] } });
    const saved = readStore(storage, storeKey('maple_motors'));
    expect(saved.configure).toEqual({
      byVehicle: { '7': { ...EMPTY_DEAL, paymentType: 'lease', term: 48 } },
    });
    expect(saved.orders).toEqual({ byVehicle: { '7': 12 } });
    // the steps passed before the order exists outlive a reload, as the cart does
    expect(saved.orderSteps).toEqual({ byVehicle: { '7': { accessories: 1 } } });
    // Payments (server errors) are not a persisted area.
    expect(saved.payments).toBeUndefined();
    expect(readStore(storage, storeKey('lone_star_motors'))).toEqual({});
  });

  it('drops excluded aftermarket and token fields', () => {
    expect(
      persistable({
        aftermarket: { loadedFor: 3, accessories: [1, 2], protectionPlans: [] },
        cart: { byVehicle: {}, depositToken: 'tok_123' },
      }),
    ).toEqual({ aftermarket: { loadedFor: 3 }, cart: { byVehicle: {} } });
  });

  it('hydrates a new store from storage (the deal survives a reload)', () => {
    const storage = memoryStorage();
    const first = createAppStore('riviere_auto', STATE_AREAS, storage);
    first.set(dealAreas.cart, {
      byVehicle: {
        '5': {
          accessoryIds: [1],
          installAccessoryIds: [],
          protectionPriceIds: [9],
          incentiveIds: [],
          accessoriesTouched: true,
        },
      },
    });
    const second = createAppStore('riviere_auto', STATE_AREAS, storage);
    expect(second.get(dealAreas.cart).byVehicle['5']?.protectionPriceIds).toEqual([9]);
  });

  it("an anonymous shopper's two tabs keep each other's changes (found in a trial: the last to write silently undid the other's)", async () => {
    // One browser's storage, two tabs: each hears the other's writes (the browser's `storage` event).
    const storage = memoryStorage();
    const listeners: ((key: string | null, value: string | null) => void)[] = [];
    const otherTabs = (onChange: (key: string | null, value: string | null) => void) => {
      listeners.push(onChange);
    };
    const tab = () => {
      const store = createAppStore('maple_motors', STATE_AREAS, storage, otherTabs);
      // what this tab writes reaches the other tabs only
      return { store, own: listeners.length - 1 };
    };
    const a = tab();
    const b = tab();
    const written = () => storage.getItem(storeKey('maple_motors'));
    const tellOthers = (from: number) => {
      for (const [i, listener] of listeners.entries())
        if (i !== from) listener(storeKey('maple_motors'), written());
    };
    a.store.set(dealAreas.configure, {
      byVehicle: { '7': { ...EMPTY_DEAL, paymentType: 'lease', term: 48 } },
    });
    tellOthers(a.own);
    // (taken in by a chunk loaded on the first write of another tab)
    await expect.poll(() => b.store.get(dealAreas.configure).byVehicle['7']?.term).toBe(48);
    // B's own change keeps A's: both tabs hold both.
    b.store.set(dealAreas.cart, {
      byVehicle: { '7': { ...EMPTY_CART, accessoryIds: [3], accessoriesTouched: true } },
    });
    tellOthers(b.own);
    await expect.poll(() => a.store.get(dealAreas.cart).byVehicle['7']?.accessoryIds).toEqual([3]);
    expect(readStore(storage, storeKey('maple_motors')).configure).toEqual({
      byVehicle: { '7': { ...EMPTY_DEAL, paymentType: 'lease', term: 48 } },
    });
    // another dealer's entry, or a corrupt one, changes nothing
    for (const listener of listeners) listener(storeKey('riviere_auto'), '{"configure":{"byVehicle":{}}}');
    for (const listener of listeners) listener(storeKey('maple_motors'), '{not json');
    // (the chunk is loaded by now: what it would take in is taken once its promise settles)
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(a.store.get(dealAreas.configure).byVehicle['7']?.term).toBe(48);
    // A signed-in shopper's deals are the server's (their tabs follow the orders): not taken from storage.
    a.store.set(usersAtom, { ...usersAtom.init, shopperId: 'u-1' });
    b.store.set(dealAreas.configure, { byVehicle: { '7': { ...EMPTY_DEAL, paymentType: 'cash' } } });
    tellOthers(b.own);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(a.store.get(dealAreas.configure).byVehicle['7']?.paymentType).toBe('lease');
  });

  it('ignores a corrupt entry', () => {
    const storage = memoryStorage();
    storage.setItem(storeKey(undefined), '{not json');
    const store = createAppStore(undefined, STATE_AREAS, storage);
    expect(store.get(dealAreas.configure)).toEqual(dealAreas.configure.init);
  });

  it('order-scope reset keeps users and registration; clear-all resets everything and the entry', () => {
    const storage = memoryStorage();
    const store = createAppStore('maple_motors', STATE_AREAS, storage);
    store.set(dealAreas.orders, { byVehicle: { '1': 2 } });
    store.set(usersAtom, { shopperId: 'u1', purchaseStartSent: [1] });
    store.set(SHARED_AREAS.registration, { submittedEmail: 'a@b.ca' });
    resetOrderScope(store);
    expect(store.get(dealAreas.orders)).toEqual(dealAreas.orders.init);
    expect(store.get(usersAtom).shopperId).toBe('u1');
    expect(store.get(SHARED_AREAS.registration).submittedEmail).toBe('a@b.ca');
    clearAll(store, storage, 'maple_motors');
    expect(store.get(usersAtom)).toEqual(usersAtom.init);
    expect(store.get(SHARED_AREAS.registration)).toEqual(SHARED_AREAS.registration.init);
    expect(storage.getItem(storeKey('maple_motors'))).toBeNull();
  });

  it('shopper-id check clears all state when another shopper signs in', () => {
    const storage = memoryStorage();
    const store = createAppStore('maple_motors', STATE_AREAS, storage);
    expect(checkShopper(store, storage, 'maple_motors', 'uid-a')).toBe(false);
    store.set(dealAreas.orders, { byVehicle: { '1': 2 } });
    expect(checkShopper(store, storage, 'maple_motors', 'uid-a')).toBe(false);
    expect(store.get(dealAreas.orders).byVehicle['1']).toBe(2);
    // Signed out: the anonymous deal is kept so it can be saved at sign-up.
    expect(checkShopper(store, storage, 'maple_motors', null)).toBe(false);
    expect(checkShopper(store, storage, 'maple_motors', 'uid-b')).toBe(true);
    expect(store.get(dealAreas.orders)).toEqual(dealAreas.orders.init);
    expect(store.get(usersAtom).shopperId).toBe('uid-b');
  });
});

describe('shared campaign store', () => {
  it('captures utm and gclid keys only, and keeps them across visits', () => {
    const storage = memoryStorage();
    expect(captureCampaign(storage, '?utm_source=news&utm_medium=email&x=1&gclid=abc')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      gclid: 'abc',
    });
    expect(captureCampaign(storage, '?page=2')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      gclid: 'abc',
    });
    expect(readShared(storage).campaign.gclid).toBe('abc');
    expect(storage.getItem(SHARED_STORE_KEY)).toContain('utm_source');
  });

  it('a new campaign replaces the old one (last touch)', () => {
    const storage = memoryStorage();
    captureCampaign(storage, '?utm_source=a&utm_term=x');
    expect(captureCampaign(storage, '?utm_source=b')).toEqual({ utm_source: 'b' });
  });

  it('is loaded into the campaign atom of every dealer store', () => {
    const storage = memoryStorage();
    captureCampaign(storage, '?utm_campaign=spring');
    expect(createAppStore('lone_star_motors', STATE_AREAS, storage).get(campaignAtom)).toEqual({
      utm_campaign: 'spring',
    });
  });
});

describe('an installed accessory and its removal', () => {
  const cart: CartChoices = {
    ...EMPTY_CART,
    accessoryIds: [3, 5],
    installAccessoryIds: [3],
    accessoriesTouched: true,
  };
  it('removing an accessory also drops it from the install list, and its answers', () => {
    expect(withoutAccessory(cart, 3)).toEqual({
      ...cart,
      accessoryIds: [5],
      installAccessoryIds: [],
      accessoryAnswers: [],
    });
    const answered: CartChoices = {
      ...cart,
      accessoryAnswers: [
        { accessory: 3, question: 'tow_ball_size', answer: '2' },
        { accessory: 5, question: 'remote_start_app', answer: 'no' },
      ],
    };
    expect(withoutAccessory(answered, 3).accessoryAnswers).toEqual([
      { accessory: 5, question: 'remote_start_app', answer: 'no' },
    ]);
  });
  it('a stored deal installing an accessory that is not selected is repaired when loaded', () => {
    const storage = memoryStorage();
    const broken = { ...cart, accessoryIds: [5], installAccessoryIds: [3, 5] };
    storage.setItem(storeKey('maple_motors'), JSON.stringify({ cart: { byVehicle: { '2': broken } } }));
    const store = createAppStore('maple_motors', STATE_AREAS, storage);
    expect(store.get(dealAreas.cart).byVehicle['2']?.installAccessoryIds).toEqual([5]);
    expect(repairCart(broken)).toEqual({ ...broken, installAccessoryIds: [5] });
  });
});
