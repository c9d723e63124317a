import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../shared/api/http.ts';
import { type OrderSummary, orderKeys } from '../orders/index.ts';
import { buildAndPriceKeys } from './api/keys.ts';
import { putOrderIncentives } from './api/orderIncentives.ts';
import type { OrderIncentivesInput } from './useOrderIncentives.ts';

// The write of the order's incentives by their own call (./useOrderIncentives.ts asks for it), a chunk
// of its own: only a signed-in shopper at a dealer on the payment system PC needs it.

/** What the hook keeps between writes: the incentives the server holds, the last attempt, a write on its way. */
export interface OrderIncentivesState {
  saved: string | null;
  tried: string;
  writing: boolean;
}

const keyOf = (ids: readonly (number | { id: number })[]) =>
  ids
    .map((i) => (typeof i === 'number' ? i : i.id))
    .sort((a, b) => a - b)
    .join();

/**
 * Writes the deal's incentives to the order when they differ from the server's, once the payment
 * shown is priced with them: the order's other changes first (the server prices the order as it is
 * and refuses a rate other than the one shown), then the PUT, as a mutation of the feature's key. A
 * refused write is tried again with the next payment; one write at a time.
 */
export async function keepOrderIncentives(
  latest: { readonly current: OrderIncentivesInput },
  state: OrderIncentivesState,
  api: { http: HttpClient; queryClient: QueryClient; dealerCode: string | undefined },
): Promise<void> {
  const input = latest.current;
  const { orderId, payment, order } = input;
  if (!input.enabled || orderId === null || !payment || state.writing) return;
  if (state.saved === null && order) state.saved = keyOf(order.incentives ?? []);
  const ids = [...input.incentiveIds];
  if (keyOf(ids) === (state.saved ?? '')) return;
  const rate = payment.rate ?? 0;
  const attempt = `${orderId}|${keyOf(ids)}|${rate}`;
  if (state.tried === attempt) return;
  state.tried = attempt;
  state.writing = true;
  const { http, queryClient } = api;
  try {
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationKey: buildAndPriceKeys.orderIncentives(api.dealerCode, orderId),
      mutationFn: async () => {
        await input.syncRef.current?.flush();
        return putOrderIncentives(http, orderId, { rate, rates_type: 'apr', incentives: ids });
      },
    });
    const answer = await mutation.execute(undefined);
    state.saved = keyOf(ids);
    input.recordWrite(answer.order as OrderSummary);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  } catch {
    // refused (a rate no longer current) or offline: the next payment tries again
  } finally {
    state.writing = false;
  }
  // Changed while it was written: written again.
  await keepOrderIncentives(latest, state, api);
}
