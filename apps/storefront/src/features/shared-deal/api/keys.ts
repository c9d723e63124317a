import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The shared deal feature's query keys (../../../shared/api/queryKeys.ts). */
export const sharedDealKeys = {
  deal: dealerScoped<[token: string]>('shared-deal'),
};
