import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The inventory feature's query keys (../../../shared/api/queryKeys.ts). */
export const inventoryKeys = {
  list: dealerScoped<[params: Record<string, string>]>('inventory'),
  facets: dealerScoped<[search: Record<string, string>]>('inventory-facets'),
};
