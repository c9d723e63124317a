import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The personalised quotes feature's query keys (../../../shared/api/queryKeys.ts). */
export const praqKeys = {
  flow: dealerScoped<[flowId: number]>('praq-flow'),
  quote: dealerScoped<[quoteId: number]>('praq-quote'),
  difference: dealerScoped<[quoteId: number, state: string]>('praq-difference'),
  pricing: dealerScoped<[quoteId: number, signature: string]>('praq-pricing'),
};
