import { conditionalIncentiveSelection } from '@storefront/domain';
import type { Payment } from './api/deal.ts';
import type { CartChoices } from './state.ts';

// Conditional incentives chosen for the shopper (spec 2 §4): the open ones the payment details name,
// when no configuration exists; re-evaluated with each payment (a payment type change). One the shopper
// removes stays removed; one they must qualify for is only offered. A chunk of its own: the vehicle page
// asks for it only when a payment names conditional incentives (./useAutoIncentives.ts).

const NONE: number[] = [];

/**
 * The cart's change that applies the rule to `payment` (the payment of the type on screen, priced for
 * the deal as it is now), or null when the selection already follows it. Never two of one exclusive
 * group (the server refuses them): one already selected wins.
 */
export function autoIncentivesPatch(
  payment: Payment,
  configured: boolean,
  cart: CartChoices,
): Pick<CartChoices, 'incentiveIds' | 'incentivesAuto'> | null {
  const autoIds = cart.incentivesAuto ?? NONE;
  const next = conditionalIncentiveSelection({
    payment,
    configured,
    selectedIds: cart.incentiveIds,
    autoIds,
    declinedIds: cart.incentivesDeclined ?? NONE,
  });
  const groupOf = (id: number) => payment.incentives.find((i) => i.id === id)?.exclusive_group ?? null;
  const added = next.autoIds.filter((id) => !cart.incentiveIds.includes(id));
  const blocked = added.filter((id, n) => {
    const group = groupOf(id);
    const others = [...cart.incentiveIds, ...added.slice(0, n)];
    return group !== null && others.some((other) => groupOf(other) === group);
  });
  const selectedIds = next.selectedIds.filter((id) => !blocked.includes(id));
  const auto = next.autoIds.filter((id) => !blocked.includes(id));
  if (String(selectedIds) === String(cart.incentiveIds) && String(auto) === String(autoIds)) return null;
  return { incentiveIds: selectedIds, incentivesAuto: auto };
}
