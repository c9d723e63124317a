import { dealerScoped } from '../../../shared/api/queryKeys.ts';
import { ORDERS_ALL } from '../../../shared/api/sharedKeys.ts';

/** The orders feature's query keys (../../../shared/api/queryKeys.ts). */
export const orderKeys = {
  /** Every customer's orders of every dealer (what a sign-in or a saved deal invalidates). */
  all: ORDERS_ALL,
  /** The signed-in customer's orders (user id 0: nobody signed in). */
  list: dealerScoped<[userId: number]>('orders'),
  steps: dealerScoped<[vehicleId: number]>('order-steps'),
};
