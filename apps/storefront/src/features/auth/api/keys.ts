import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The auth feature's query keys (../../../shared/api/queryKeys.ts). */
export const userKeys = {
  current: dealerScoped<['current']>('user'),
  consents: dealerScoped('consents'),
};
