// The orders feature's public API (a customer's saved deals and their syncing with the server). The
// writes no first load makes (creating, updating, sharing an order) are its deferred.ts.
export { orderKeys } from './api/keys.ts';
export {
  announceOrderSaved,
  dealFieldsOf,
  onOrderSavedElsewhere,
  putOrderSteps,
} from './api/orderState.ts';
export type { OrderPatch } from './api/orders.ts';
export { ORDER_BASE, type OrderSummary, useOrders, vehicleIdOf } from './api/ordersList.ts';
export type { OrderSyncStatus } from './orderSync.ts';
