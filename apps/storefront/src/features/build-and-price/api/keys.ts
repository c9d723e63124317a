import type { PaymentType } from '@storefront/domain';
import { dealerScoped } from '../../../shared/api/queryKeys.ts';
import { PRICING_ALL } from '../../../shared/api/sharedKeys.ts';

type Priced = [vehicleId: number, paymentType: PaymentType, term: number | null, rate: number | null];

/** The build-and-price feature's query keys (../../../shared/api/queryKeys.ts). */
export const buildAndPriceKeys = {
  vehicle: dealerScoped<[id: string]>('vehicle'),
  paymentChoices: dealerScoped<[paymentType: PaymentType, vehicleId: number]>('payment-choices'),
  /** Every pricing of every dealer (what a failed payment change invalidates). */
  pricingAll: PRICING_ALL,
  pricing: dealerScoped<[paymentType: PaymentType, body: unknown]>('pricing'),
  accessories: dealerScoped<[vehicleId: number]>('accessories'),
  accessoryQuestions: dealerScoped<[vehicleId: number]>('accessory-questions'),
  protectionPlans: dealerScoped<Priced>('protection-plans'),
  /** `[2]` is the payment type and `[3]` the pricing body (the changes' placeholder reads them). */
  protectionChanges: dealerScoped<[paymentType: PaymentType, body: unknown]>('protection-changes'),
  /** A vehicle's incentives, of every payment (what a payment change invalidates). */
  incentivesOf: dealerScoped<[vehicleId: number]>('incentives'),
  incentives: dealerScoped<Priced>('incentives'),
  /** The order's incentives written by their own call (payment system PC): the mutation's key. */
  orderIncentives: dealerScoped<[orderId: number]>('order-incentives'),
};
