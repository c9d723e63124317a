// The orders feature's public API that is not in any page's first load: the order writes (the saved
// deal, the trade-in, the deposit, the appointment, the credit application make them once open) and
// the order sync, which the vehicle page loads once live and only for a signed-in shopper
// (build-and-price/orderSyncSession.ts). Kept out of index.ts because the bundler puts every module a
// page's start-up modules reach statically into that page's chunk: an index that exported the sync put
// it in the vehicle page's first load.
export {
  createOrder,
  getOrder,
  isOrderConflict,
  orderRefusalOf,
  sendOrderLink,
  shareOrder,
  updateOrder,
} from './api/orders.ts';
export { announceBusy, OrderSync, type OrderSyncStatus } from './orderSync.ts';
