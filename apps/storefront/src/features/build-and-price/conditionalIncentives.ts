import { useCallback } from 'react';
import type { IncentiveItem } from './api/deal.ts';
import { useDealContext } from './useDeal.ts';

// The incentives step's side of the conditional incentives (spec 2 §4): the deal chooses the open ones
// for the shopper from its payment on every step (./useAutoIncentives.ts); here the shopper's own change
// of one. One they remove stays removed (declined); one they select again is their own.

const NONE: number[] = [];

/**
 * The automatic ones selected now, and the step's change of one incentive (selected individually; one
 * per exclusive group when the data names one).
 */
export function useConditionalIncentives(listed: readonly IncentiveItem[] | undefined) {
  const { cart, setCart } = useDealContext();
  const autoIds = cart.incentivesAuto ?? NONE;
  const declinedIds = cart.incentivesDeclined ?? NONE;

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
