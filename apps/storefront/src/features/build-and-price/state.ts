// The build-and-price feature's client state: each vehicle's deal (payment choices) and cart (add-ons),
// its saved order, the pricing's server errors and the vehicle the pages show. The deposit reads the
// deal's postal code (`dealAreas.configure`, from the feature's index.ts).
import { areaAtom, type CartChoices, type DealChoices } from '../../shared/state/store.ts';

// The deal's and cart's types are declared in the shared store for now: the deal's wire module
// (api/deal.ts, under change for the domain's wire contracts) imports them from there. They move here
// when it imports them from this module.
export type { CartChoices, DealChoices } from '../../shared/state/store.ts';

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

const EMPTY_CARTS: { byVehicle: Record<string, CartChoices> } = { byVehicle: {} };

/**
 * The feature's areas (one object: the vehicle page's chunk imports it as one binding of the first
 * load), registered with the store by the app (`src/app/stateAreas.ts`).
 */
export const dealAreas = {
  /**
   * Each vehicle's deal, and the postal code the shopper last gave (any vehicle of this dealer): a deal
   * without its own code prices with it, so the code is asked once, not for every vehicle.
   */
  configure: areaAtom<{ byVehicle: Record<string, DealChoices>; postalCode?: string | null }>({
    byVehicle: {},
  }),
  /** Each vehicle's cart; a stored cart is repaired (`repairCart`) as it is taken in. */
  cart: areaAtom(EMPTY_CARTS, (merged) => {
    const byVehicle = merged.byVehicle;
    if (byVehicle === null || typeof byVehicle !== 'object') return EMPTY_CARTS;
    const repaired = Object.fromEntries(
      Object.entries(byVehicle).map(([k, c]) => [k, isCart(c) ? repairCart(c) : c]),
    );
    return { ...merged, byVehicle: repaired };
  }),
  /** The pricing's field errors from the server (not persisted). */
  payments: areaAtom<{ errors: Record<string, string[]> }>({ errors: {} }),
  /**
   * Each vehicle's salesperson configuration (`?configurationId=`, chain item 4), and the one applied to
   * its deal (once: a reload does not apply it again over the shopper's later choices).
   */
  configurations: areaAtom<{ byVehicle: Record<string, number>; applied?: Record<string, number> }>({
    byVehicle: {},
  }),
  /** The vehicle shown, and the page the shopper came from. */
  inventory: areaAtom<{ vehicleId: number | null; referrer: string | null }>({
    vehicleId: null,
    referrer: null,
  }),
  /** Each vehicle's saved order (its id). */
  orders: areaAtom<{ byVehicle: Record<string, number> }>({ byVehicle: {} }),
  /**
   * The steps a shopper passed on each vehicle before its order exists (progress key -> state, in the
   * order they were set): kept across reloads as the cart is, shown over the server's answer
   * (./stepper.tsx) and written with the order's first steps (./useOrderSync.ts), then dropped.
   */
  orderSteps: areaAtom<{ byVehicle: Record<string, Record<string, number>> }>({ byVehicle: {} }),
};
