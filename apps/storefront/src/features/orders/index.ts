// The orders feature's public API (a customer's saved deals and their syncing with the server).
export { orderKeys } from './api/keys.ts';
export {
  announceOrderSaved,
  createOrder,
  dealFieldsOf,
  getOrder,
  isOrderConflict,
  ORDER_BASE,
  type OrderPatch,
  type OrderSummary,
  onOrderSavedElsewhere,
  orderRefusalOf,
  putOrderSteps,
  sendOrderLink,
  shareOrder,
  updateOrder,
  useOrders,
  vehicleIdOf,
} from './api/orders.ts';
export type { OrderSyncStatus } from './orderSync.ts';
