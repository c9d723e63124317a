import { describe, expect, it } from 'vitest';
import type { Payment } from '../src/features/build-and-price/api/deal.ts';
import { autoIncentivesPatch } from '../src/features/build-and-price/autoIncentives.ts';
import { incentiveChange } from '../src/features/build-and-price/conditionalIncentives.ts';
import type { CartChoices } from '../src/features/build-and-price/state.ts';

// The shopper's own changes of an incentive against the rule that chooses open conditional ones for
// them from each payment (spec 2 §4): a removal stays a removal, however often they change their mind.

const BONUS = 7;
const payment = {
  has_conditional_incentives: true,
  incentives: [{ id: BONUS, is_conditional: true, audience: 'all', exclusive_group: null }],
} as unknown as Payment;
const empty: CartChoices = {
  accessoryIds: [],
  installAccessoryIds: [],
  protectionPriceIds: [],
  incentiveIds: [],
  accessoriesTouched: false,
};

/** The cart after the next payment's rule (none when it changes nothing). */
function afterPayment(cart: CartChoices): CartChoices {
  return { ...cart, ...(autoIncentivesPatch(payment, false, cart) ?? {}) };
}

describe('an incentive changed by the shopper', () => {
  it('chosen for them, removed, chosen again by them, removed again: it stays removed through the next payment', () => {
    let cart = afterPayment(empty);
    expect(cart.incentiveIds).toEqual([BONUS]);
    expect(cart.incentivesAuto).toEqual([BONUS]);

    cart = afterPayment({ ...cart, ...incentiveChange(cart, undefined, { id: BONUS }, false) });
    expect(cart.incentiveIds).toEqual([]);

    cart = afterPayment({ ...cart, ...incentiveChange(cart, undefined, { id: BONUS }, true) });
    expect(cart.incentiveIds).toEqual([BONUS]);
    expect(cart.incentivesAuto).toEqual([]);

    cart = afterPayment({ ...cart, ...incentiveChange(cart, undefined, { id: BONUS }, false) });
    expect(cart.incentiveIds).toEqual([]);
    expect(cart.incentivesDeclined).toEqual([BONUS]);
  });

  it('one of an exclusive group displaces an automatic rival, which is then declined; the choice is theirs', () => {
    const listed = [
      { id: BONUS, exclusive_group: 'loyalty' },
      { id: 8, exclusive_group: 'loyalty' },
    ] as never;
    const cart = afterPayment(empty);
    const next = incentiveChange(cart, listed, { id: 8 }, true);
    expect(next).toEqual({ incentiveIds: [8], incentivesAuto: [], incentivesDeclined: [BONUS] });
  });
});
