import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The my-vehicles feature's query keys (../../../shared/api/queryKeys.ts). */
export const myVehiclesKeys = {
  /** A saved deal's payment, priced now by the server (a new version of the order, a new key). */
  orderPayment: dealerScoped<[orderId: number, version: number]>('order-payment'),
  /** The signed-in shopper's open or confirmed test drives. */
  testDrives: dealerScoped<[userId: number]>('my-test-drives'),
};
