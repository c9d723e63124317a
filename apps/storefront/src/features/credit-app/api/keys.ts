import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The credit-application feature's query keys (../../../shared/api/queryKeys.ts). */
export const creditAppKeys = {
  /** The application of an order (GET {order}/dealer_application/). */
  application: dealerScoped<[orderId: number]>('credit-application'),
  /** Provinces or states of a country (the residential step's list). */
  provinces: dealerScoped<[country: string]>('provinces'),
};
