import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The deposit feature's query keys (../../../shared/api/queryKeys.ts). */
export const depositKeys = {
  details: dealerScoped<[orderId: number | null]>('deposit-details'),
  provinces: dealerScoped<[language: string]>('deposit-provinces'),
  /** The order's deposit as paid (deposit_amount_paid/): the receipt and the saved deal's line. */
  paid: dealerScoped<[orderId: number]>('deposit-paid'),
  /** The order steps of the shopper's deal on a vehicle (GET order-steps): the deposit route's page. */
  steps: dealerScoped<[vehicleId: string, userId: number]>('deposit-steps'),
  /** Every dealer's details and paid deposits (what another tab's payment changes). */
  changed: [['deposit-details'], ['deposit-paid'], ['deposit-steps']] as const,
};
