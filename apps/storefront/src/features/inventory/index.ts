// The inventory feature's public API: what other features may use. Its pages (the vehicle list, its
// filters) are reached through its routes (./routes.ts); the list's data, for another feature's use.
export { inventoryKeys } from './api/keys.ts';
export { type VehiclePage, type VehicleSummary, vehiclesQuery } from './api/vehicles.ts';
