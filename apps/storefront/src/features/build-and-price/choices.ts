// The deal's empty choices and the cart's edits: the steps' own (in the vehicle page's chunk, not in the
// first load that holds the feature's atoms, state.ts).
import type { CartChoices, DealChoices } from './state.ts';

export const EMPTY_DEAL: DealChoices = {
  paymentType: null,
  term: null,
  downPayment: null,
  paymentFrequency: null,
  distanceAllowance: null,
  creditScore: null,
  includeTax: true,
  postalCode: null,
};
export const EMPTY_CART: CartChoices = {
  accessoryIds: [],
  installAccessoryIds: [],
  protectionPriceIds: [],
  incentiveIds: [],
  accessoriesTouched: false,
};

/** The cart without one accessory: it leaves the install list too (wherever it is removed). */
export function withoutAccessory(cart: CartChoices, id: number): CartChoices {
  return {
    ...cart,
    accessoriesTouched: true,
    accessoryIds: cart.accessoryIds.filter((a) => a !== id),
    installAccessoryIds: cart.installAccessoryIds.filter((a) => a !== id),
    accessoryAnswers: answersWithout(cart, id),
  };
}

/** The cart's accessory answers but one accessory's. */
export const answersWithout = (cart: CartChoices, id: number) =>
  (cart.accessoryAnswers ?? []).filter((a) => a.accessory !== id);
