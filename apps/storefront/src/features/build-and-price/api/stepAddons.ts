import type { ListAnswer, PaymentType, ProtectionChanges } from '@storefront/domain';
import type { HttpClient } from '../../../shared/api/http.ts';
import type { IncentiveItem, PricingBody } from './deal.ts';

// The calls only the steps make (the protection step's payment changes, the incentives step's
// incentives): with the steps' chunks, out of the vehicle page's first load (./deal.ts holds the rest).

/**
 * For each protection option of the vehicle, the change of the payment when it is picked (the deal
 * of the pricing body priced with it, less without that plan): the amount its card shows.
 */
export async function getProtectionChanges(
  http: HttpClient,
  paymentType: PaymentType,
  body: PricingBody,
): Promise<Map<number, number>> {
  const answer = await http
    .post(`/api/customer/payment-type/${paymentType}/protection-changes/`, {
      json: body,
      context: { hide_404_toast: true },
    })
    .json<ProtectionChanges>();
  return new Map(answer.changes.map((c) => [c.price, c.payment_change]));
}

/** Incentives: accepted only on status 200, other answers ignored (spec 2 section 8). */
export async function getIncentives(
  http: HttpClient,
  params: { vehicle: number; financing: PaymentType; term?: number | null; rate?: number | null },
): Promise<IncentiveItem[]> {
  try {
    const response = await http.get('/api/customer/incentives/', {
      searchParams: {
        vehicle: params.vehicle,
        financing: params.financing,
        ...(params.financing !== 'cash' && params.term ? { term: params.term } : {}),
        ...(params.financing !== 'cash' && params.rate != null
          ? { rate: params.rate.toFixed(2), rates_type: 'apr' }
          : {}),
      },
      context: { call: 'incentives' },
    });
    if (response.status !== 200) return [];
    return (await response.json<ListAnswer<IncentiveItem>>()).results;
  } catch {
    return [];
  }
}
