import { depositPageKind, type Progress } from '@storefront/domain';

/** What the deposit route reads of GET /api/customer/order-steps/: the dealer's sections and their steps. */
export interface DepositStepsAnswer {
  readonly sections: readonly {
    readonly id: string;
    readonly steps: readonly { readonly id: string; readonly state: number }[];
  }[];
}

export interface DepositLanding {
  /** The domain's `depositPageKind`: the place step completed or not. */
  readonly kind: 'order-confirmation' | 'checkout';
  /** The dealer's place step: the plain deposit's `place`, the identity-login variant's `place-vw`. */
  readonly step: 'place' | 'place-vw';
}

/**
 * `deposit/{id}/` (spec 2 §4): the dealer's deposit section as the server answers it (its steps' states by
 * step id, the deposit's review not mistaken for build-and-price's) tells an order-confirmation page (the
 * place step completed) from a checkout page (the place step's form). No deal yet, or no deposit section:
 * the checkout page, which says what it needs (sign-in, the form).
 */
export function depositLanding(answer: DepositStepsAnswer | undefined): DepositLanding {
  const section = answer?.sections.find((s) => s.id === 'deposit' || s.id === 'deposit-vw');
  const step = section?.id === 'deposit-vw' ? 'place-vw' : 'place';
  const progress = Object.fromEntries((section?.steps ?? []).map((s) => [s.id, s.state])) as Progress;
  return { kind: depositPageKind(progress, step), step };
}
