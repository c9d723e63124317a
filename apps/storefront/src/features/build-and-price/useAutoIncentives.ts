import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { lazyModule } from '../../shared/lazy/lazyModule.ts';
import type { Payment } from './api/deal.ts';
import { type CartChoices, dealAreas } from './state.ts';

// Conditional incentives are chosen for the shopper from the first payment that names them (spec 2 §4),
// on whichever step the deal opens, not once its incentives step is opened. The rule is a chunk
// (./autoIncentives.ts): this hook is on the vehicle page's first load and asks for it only when a payment
// names conditional incentives (at a Canadian dealer that shows incentives).

// Applied in the background: a failed load reloads nothing (the next payment tries again).
const autoIncentives = lazyModule(() => import('./autoIncentives.ts'), { reload: false });

export interface AutoIncentivesInput {
  /** The dealer shows incentives (Canada, enabled). */
  enabled: boolean;
  vehicleId: number;
  /** The payment of the type on screen, once priced for the deal as it is now; else undefined. */
  payment: Payment | undefined;
  cart: CartChoices;
  setCart: (patch: Partial<CartChoices>) => void;
}

export function useAutoIncentives({ enabled, vehicleId, payment, cart, setCart }: AutoIncentivesInput) {
  const configured = Boolean(useAtomValue(dealAreas.configurations).byVehicle[String(vehicleId)]);
  const latest = useRef({ cart, setCart });
  latest.current = { cart, setCart };
  useEffect(() => {
    // Nothing to choose and nothing chosen before (an earlier payment's choice leaves with this one).
    if (
      !enabled ||
      !payment ||
      (!payment.has_conditional_incentives && !latest.current.cart.incentivesAuto?.length)
    )
      return;
    let live = true;
    autoIncentives
      .load()
      .then(({ autoIncentivesPatch }) => {
        // The cart as it is once the rule is in (a choice made meanwhile counts).
        const patch = live ? autoIncentivesPatch(payment, configured, latest.current.cart) : null;
        if (patch) latest.current.setCart(patch);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled, payment, configured]);
}
