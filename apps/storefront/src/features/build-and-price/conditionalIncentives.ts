import { useCallback } from 'react';
import type { IncentiveItem } from './api/deal.ts';
import type { CartChoices } from './state.ts';
import { useDealContext } from './useDeal.ts';

// The incentives step's side of the conditional incentives (spec 2 §4): the deal chooses the open ones
// for the shopper from its payment on every step (./useAutoIncentives.ts); here the shopper's own change
// of one. One they remove stays removed (declined); one they select again is their own.

const NONE: number[] = [];

/**
 * The cart's change when the shopper selects or deselects one incentive (selected individually; one per
 * exclusive group when the data names one). Any incentive the shopper deselects is declined, automatic or
 * not: one they chose themselves after removing the automatic one would otherwise be chosen for them
 * again by the next payment. Automatic rivals their choice displaces are declined too.
 */
export function incentiveChange(
  cart: Pick<CartChoices, 'incentiveIds' | 'incentivesAuto' | 'incentivesDeclined'>,
  listed: readonly IncentiveItem[] | undefined,
  incentive: Pick<IncentiveItem, 'id'>,
  selected: boolean,
): Pick<CartChoices, 'incentiveIds' | 'incentivesAuto' | 'incentivesDeclined'> {
  const autoIds = cart.incentivesAuto ?? NONE;
  const declinedIds = cart.incentivesDeclined ?? NONE;
  const group = listed?.find((i) => i.id === incentive.id)?.exclusive_group ?? null;
  const rivals = group ? (listed ?? []).filter((i) => i.exclusive_group === group).map((i) => i.id) : [];
  const kept = cart.incentiveIds.filter((id) => !rivals.includes(id) && id !== incentive.id);
  const displaced = cart.incentiveIds.filter((id) => !kept.includes(id) && id !== incentive.id);
  return {
    incentiveIds: selected ? [...kept, incentive.id] : kept,
    incentivesAuto: autoIds.filter((id) => kept.includes(id)),
    incentivesDeclined: [
      ...declinedIds.filter((id) => id !== incentive.id && !displaced.includes(id)),
      ...displaced.filter((id) => autoIds.includes(id)),
      ...(selected ? [] : [incentive.id]),
    ],
  };
}

/** The automatic ones selected now, and the step's change of one incentive. */
export function useConditionalIncentives(listed: readonly IncentiveItem[] | undefined) {
  const { cart, setCart } = useDealContext();
  const change = useCallback(
    (incentive: IncentiveItem, selected: boolean) =>
      setCart(incentiveChange(cart, listed, incentive, selected)),
    [listed, cart, setCart],
  );
  return { autoIds: cart.incentivesAuto ?? NONE, change };
}
