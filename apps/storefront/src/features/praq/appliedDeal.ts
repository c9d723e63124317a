import { type AppStore, anyAtom } from '../../shared/state/store.ts';

type ByVehicle = { byVehicle?: Record<string, unknown> } & Record<string, unknown>;

/**
 * After a quote is applied, the vehicle's deal is the order's: this browser's own choices for the vehicle
 * (its payment choices and its cart) are forgotten, so the deal's page takes the applied order's
 * (accessories and protection plans included) instead of pricing the order with the choices the shopper
 * made before. Found in a staff trial: the quote's Remote starter dropped from a deal opened earlier.
 */
export function forgetLocalDeal(store: AppStore, vehicleId: number): void {
  const key = String(vehicleId);
  for (const area of ['configure', 'cart'] as const) {
    const atom = anyAtom(store, area);
    const value = store.get(atom) as ByVehicle;
    if (!value.byVehicle || !(key in value.byVehicle)) continue;
    const { [key]: _forgotten, ...others } = value.byVehicle;
    store.set(atom, { ...value, byVehicle: others });
  }
}
