// The orders feature's API as the vehicle page's first load uses it: from its modules, not its index
// (../orders/index.ts), which also brings the order sync. build/route-chunks.ts puts every module the
// page's start-up modules reach statically into its chunk, so an import of the index put the sync
// (OrderSync) in the page's first load; the page loads it once live, and only for a signed-in shopper
// (./orderSyncSession.ts). The app's shell does the same for `useOrders` (src/app/ShellLayout.tsx).
// biome-ignore lint/style/noRestrictedImports: the orders index would bring the order sync (above)
export { orderKeys } from '../orders/api/keys.ts';
export {
  announceOrderSaved,
  createOrder,
  dealFieldsOf,
  getOrder,
  isOrderConflict,
  ORDER_BASE,
  type OrderSummary,
  putOrderSteps,
  sendOrderLink,
  shareOrder,
  updateOrder,
  useOrders,
  vehicleIdOf,
  // biome-ignore lint/style/noRestrictedImports: the orders index would bring the order sync (above)
} from '../orders/api/orders.ts';
