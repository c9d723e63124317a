import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOrderSavedElsewhere, orderKeys } from '../orders/index.ts';
import { depositKeys } from './api/keys.ts';

/**
 * The saved deals' cross-tab channel (orders' `announceOrderSaved`): when another tab of the shopper
 * pays a deposit (or saves the order otherwise), this tab reads the orders and the deposit again, so a
 * deposit form open here goes to the deposit's summary and a saved deal shows the deposit.
 */
export function useOrdersOfOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOrderSavedElsewhere(() => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        for (const queryKey of depositKeys.changed) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
}
