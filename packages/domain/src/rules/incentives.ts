import type { IncentiveAudience } from '../schemas/addons.ts';
import type { PaymentDetails } from '../schemas/payment.ts';

/**
 * Audiences a shopper must qualify for (a current owner, a recent graduate, a member of the forces...):
 * such an incentive is offered with its condition, never chosen for the shopper.
 */
const QUALIFYING_AUDIENCES: readonly IncentiveAudience[] = [
  'loyalty',
  'grad',
  'conquest',
  'military',
  'mobility',
  'costco',
  'other',
];

/** The incentive's audience is one the shopper must qualify for (not open to every buyer). */
export function incentiveNeedsQualification(audience: IncentiveAudience): boolean {
  return QUALIFYING_AUDIENCES.includes(audience);
}

export interface ConditionalIncentiveInput {
  /** The pricing answer's payment details (undefined while none is known). */
  payment: Pick<PaymentDetails, 'has_conditional_incentives' | 'incentives'> | undefined;
  /** A configuration exists for the deal: its incentives are the ones it names, none chosen for the shopper. */
  configured: boolean;
  /** The incentives selected now. */
  selectedIds: readonly number[];
  /** Those of them selected automatically (not by the shopper). */
  autoIds: readonly number[];
  /** Automatic ones the shopper removed: never selected again for them. */
  declinedIds: readonly number[];
}

/**
 * Conditional incentives auto-selected from the payment details when no configuration exists (spec 2
 * §4): only those the payment details name and whose audience is open to every buyer. An automatic one
 * the payment no longer names (another payment type) leaves the selection; the shopper's own choices stay.
 */
export function conditionalIncentiveSelection(input: ConditionalIncentiveInput): {
  selectedIds: number[];
  autoIds: number[];
} {
  const { payment, configured, selectedIds, autoIds, declinedIds } = input;
  if (configured || payment === undefined) {
    return { selectedIds: [...selectedIds], autoIds: autoIds.filter((id) => selectedIds.includes(id)) };
  }
  const open = payment.has_conditional_incentives
    ? payment.incentives
        .filter((i) => i.is_conditional && !incentiveNeedsQualification(i.audience))
        .map((i) => i.id)
    : [];
  const keptAuto = autoIds.filter((id) => open.includes(id) && selectedIds.includes(id));
  const dropped = autoIds.filter((id) => !keptAuto.includes(id));
  const added = open.filter((id) => !selectedIds.includes(id) && !declinedIds.includes(id));
  return {
    selectedIds: [...selectedIds.filter((id) => !dropped.includes(id)), ...added],
    autoIds: [...keptAuto, ...added],
  };
}
