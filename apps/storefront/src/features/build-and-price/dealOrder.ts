import type { PaymentType } from '@storefront/domain';
import type { OrderPatch, OrderSummary } from '../orders/index.ts';
import { EMPTY_CART, EMPTY_DEAL } from './choices.ts';
import type { CartChoices, DealChoices } from './state.ts';

// A deal's choices and the order that saves them: one mirrors the other (./useOrderSync.ts writes the
// choices to the order, ./useDealChoices.ts reads a saved order back).

/**
 * Order fields mirroring the deal's choices. `incentivesByCall`: the dealer's payment system writes the
 * order's incentives with their own call (./useOrderIncentives.ts), never with the order.
 */
export function orderPatchOf(
  paymentType: PaymentType,
  deal: DealChoices,
  cart: CartChoices,
  incentivesByCall = false,
): OrderPatch {
  return {
    payment_type: paymentType,
    accessory_ids: cart.accessoryIds,
    install_accessories_ids: cart.installAccessoryIds,
    accessory_answers: cart.accessoryAnswers ?? [],
    protection_ids: cart.protectionPriceIds,
    ...(incentivesByCall ? {} : { incentives: cart.incentiveIds }),
    incentives_declined: cart.incentivesDeclined ?? [],
    down_payment: deal.downPayment,
    term: paymentType === 'cash' ? null : deal.term,
    payment_frequency: paymentType === 'cash' ? null : deal.paymentFrequency,
    lease_model_km: paymentType === 'lease' ? deal.distanceAllowance : null,
    payment_credit_score: deal.creditScore,
    payment_include_tax: deal.includeTax,
    ...(deal.postalCode ? { postal_code: deal.postalCode } : {}),
  };
}

/**
 * The order fields a change of the deal changed: what a change writes, so that a field this tab did
 * not change is never written with this tab's (maybe older) value of it.
 */
export const changedOrderFields = (before: OrderPatch, after: OrderPatch): OrderPatch =>
  Object.fromEntries(
    Object.entries(after).filter(
      // (numbers, booleans, strings, null, lists of ids or of answers: their JSON compares them)
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field as keyof OrderPatch]),
    ),
  );

/** Deal choices read back from a saved order (resuming on another device). */
export function dealFromOrder(order: OrderSummary): { deal: DealChoices; cart: CartChoices } {
  return {
    deal: {
      ...EMPTY_DEAL,
      paymentType: order.payment_type,
      term: order.term ?? null,
      downPayment: order.down_payment ?? null,
      paymentFrequency: (order.payment_frequency as DealChoices['paymentFrequency']) ?? null,
      distanceAllowance: order.lease_model_km ?? null,
      creditScore: order.payment_credit_score ?? null,
      postalCode: order.postal_code ?? null,
    },
    cart: {
      ...EMPTY_CART,
      accessoryIds: order.accessory_ids ?? [],
      // An order saved before removal dropped installs names accessories it no longer has.
      installAccessoryIds: (order.install_accessories_ids ?? []).filter((id) =>
        (order.accessory_ids ?? []).includes(id),
      ),
      accessoryAnswers: order.accessory_answers ?? [],
      protectionPriceIds: order.protection_ids ?? [],
      incentiveIds: (order.incentives ?? []).map((i) => (typeof i === 'number' ? i : i.id)),
      incentivesDeclined: order.incentives_declined ?? [],
      accessoriesTouched: true,
    },
  };
}
