import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The deposit feature's query keys (../../../shared/api/queryKeys.ts). */
export const depositKeys = {
  details: dealerScoped<[orderId: number | null]>('deposit-details'),
  provinces: dealerScoped<[language: string]>('deposit-provinces'),
};
