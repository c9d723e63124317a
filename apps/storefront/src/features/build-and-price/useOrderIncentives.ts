import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { lazyModule } from '../../shared/lazy/lazyModule.ts';
import type { OrderSummary } from '../orders/index.ts';
import type { Payment } from './api/deal.ts';
import type { DealSync } from './dealSync.ts';
import type { OrderIncentivesState } from './orderIncentivesWrite.ts';

// The order's incentives at a dealer on the payment system PC (spec 2 §7): written with their own call,
// PUT /api/customer/order/{id}/incentives/, when they differ from the order's (./orderIncentivesWrite.ts,
// a chunk: this hook is on the vehicle page's first load and only asks for it).

// A write in the background: a failed load reloads nothing (the next change of the deal tries again).
const orderIncentivesWrite = lazyModule(() => import('./orderIncentivesWrite.ts'), { reload: false });

export interface OrderIncentivesInput {
  /** The dealer writes them with their own call (and the shopper is signed in). */
  enabled: boolean;
  orderId: number | null;
  /** The deal's order as the orders list has it (the incentives the server holds). */
  order: OrderSummary | undefined;
  incentiveIds: readonly number[];
  /** The payment of the type on screen, once priced for the deal as it is now; else undefined. */
  payment: Payment | undefined;
  syncRef: RefObject<DealSync | null>;
  /** The order as the write left it (its version becomes the sync's). */
  recordWrite: (order: OrderSummary) => void;
}

export function useOrderIncentives(input: OrderIncentivesInput) {
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const state = useRef<OrderIncentivesState>({ saved: null, tried: '', writing: false });
  const { enabled, orderId, order, incentiveIds, payment } = input;
  const latest = useRef(input);
  latest.current = input;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the write reads them through `latest`; their change is what asks for it
  useEffect(() => {
    if (!enabled || orderId === null || !payment) return;
    orderIncentivesWrite
      .load()
      .then(({ keepOrderIncentives }) =>
        keepOrderIncentives(latest, state.current, { http, queryClient, dealerCode }),
      )
      .catch(() => undefined);
  }, [enabled, orderId, order, incentiveIds, payment, http, queryClient, dealerCode]);
}
