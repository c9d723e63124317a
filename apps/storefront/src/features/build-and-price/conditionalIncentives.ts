import { conditionalIncentiveSelection } from '@storefront/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { IncentiveItem } from './api/deal.ts';
import { dealAreas } from './state.ts';
import { useDealContext } from './useDeal.ts';

// Conditional incentives chosen for the shopper (spec 2 §4, the incentives step's chunk): the open ones
// the payment details name, when no configuration exists; re-evaluated with each payment (a payment type
// change). One the shopper removes stays removed; one they must qualify for is only offered.

const NONE: number[] = [];

/**
 * Applies the rule to the deal's cart as its payment comes, and gives the step's change of one
 * incentive (selected individually; one per exclusive group when the data names one).
 */
export function useConditionalIncentives(listed: readonly IncentiveItem[] | undefined) {
  const { vehicle, payment, paymentType, pricingPending, cart, setCart } = useDealContext();
  const configured = Boolean(useAtomValue(dealAreas.configurations).byVehicle[String(vehicle.id)]);
  const autoIds = cart.incentivesAuto ?? NONE;
  const declinedIds = cart.incentivesDeclined ?? NONE;
  // The payment of the type on screen, once it answers the deal as it is now.
  const current = payment?.id === paymentType && !pricingPending ? payment : undefined;

  useEffect(() => {
    if (!current) return;
    const next = conditionalIncentiveSelection({
      payment: current,
      configured,
      selectedIds: cart.incentiveIds,
      autoIds,
      declinedIds,
    });
    // Never two of one exclusive group (the server refuses them): one already selected wins.
    const groupOf = (id: number) => current.incentives.find((i) => i.id === id)?.exclusive_group ?? null;
    const added = next.autoIds.filter((id) => !cart.incentiveIds.includes(id));
    const blocked = added.filter((id, n) => {
      const group = groupOf(id);
      const others = [...cart.incentiveIds, ...added.slice(0, n)];
      return group !== null && others.some((other) => groupOf(other) === group);
    });
    const selectedIds = next.selectedIds.filter((id) => !blocked.includes(id));
    const auto = next.autoIds.filter((id) => !blocked.includes(id));
    if (String(selectedIds) !== String(cart.incentiveIds) || String(auto) !== String(autoIds)) {
      setCart({ incentiveIds: selectedIds, incentivesAuto: auto });
    }
  }, [current, configured, cart.incentiveIds, autoIds, declinedIds, setCart]);

  const change = useCallback(
    (incentive: IncentiveItem, selected: boolean) => {
      const group = listed?.find((i) => i.id === incentive.id)?.exclusive_group ?? null;
      const rivals = group
        ? (listed ?? []).filter((i) => i.exclusive_group === group).map((i) => i.id)
        : [incentive.id];
      const kept = cart.incentiveIds.filter((id) => !rivals.includes(id) && id !== incentive.id);
      // Automatic ones leaving the selection are the shopper's removal; one they select is their own.
      const removed = cart.incentiveIds.filter((id) => !kept.includes(id) && autoIds.includes(id));
      setCart({
        incentiveIds: selected ? [...kept, incentive.id] : kept,
        incentivesAuto: autoIds.filter((id) => kept.includes(id)),
        incentivesDeclined: [
          ...declinedIds.filter((id) => id !== incentive.id && !removed.includes(id)),
          ...(selected ? removed.filter((id) => id !== incentive.id) : removed),
        ],
      });
    },
    [listed, cart.incentiveIds, autoIds, declinedIds, setCart],
  );

  return { autoIds, change };
}
