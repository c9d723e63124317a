import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The deposit feature's query keys (../../../shared/api/queryKeys.ts). */
export const depositKeys = {
  details: dealerScoped<[orderId: number | null]>('deposit-details'),
  provinces: dealerScoped<[language: string]>('deposit-provinces'),
  /** The order's deposit as paid (deposit_amount_paid/): the receipt and the saved deal's line. */
  paid: dealerScoped<[orderId: number]>('deposit-paid'),
  /** Every dealer's details and paid deposits (what another tab's payment changes). */
  changed: [['deposit-details'], ['deposit-paid']] as const,
};
