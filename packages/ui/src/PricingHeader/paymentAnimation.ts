/**
 * The payment amount animation of spec 2 §2 as data: after a change the difference shows at once,
 * the new value appears after 500 ms, the difference highlight stops after 2000 ms and the
 * difference text clears after 3500 ms (the domain's PAYMENT_ANIMATION). With reduced motion the
 * new value shows at once, without highlight; the difference text still clears after 3500 ms.
 */
import { PAYMENT_ANIMATION, sumCents } from '../internal/domain.ts';

export const PAYMENT_ANIMATION_PHASES = ['idle', 'pending', 'highlight', 'settled'] as const;
/** idle: nothing changed; pending: old value still shown; highlight: new value highlighted; settled: difference text only. */
export type PaymentAnimationPhase = (typeof PAYMENT_ANIMATION_PHASES)[number];

export type PaymentAnimationFrame = {
  /** Milliseconds after the change at which this frame starts. */
  readonly atMs: number;
  readonly phase: PaymentAnimationPhase;
  /** Amount shown, integer cents. */
  readonly shownCents: number;
  /** Signed change from the previous amount, integer cents; null when no difference text shows. */
  readonly differenceCents: number | null;
};

/** The frames that follow a change of the payment from `previousCents` to `nextCents`. */
export function paymentChangeFrames(
  previousCents: number,
  nextCents: number,
  reducedMotion: boolean,
): readonly PaymentAnimationFrame[] {
  const difference = sumCents([nextCents, -previousCents]);
  if (difference === 0) return [{ atMs: 0, phase: 'idle', shownCents: nextCents, differenceCents: null }];
  const cleared: PaymentAnimationFrame = {
    atMs: PAYMENT_ANIMATION.DIFFERENCE_TEXT_CLEAR_MS,
    phase: 'idle',
    shownCents: nextCents,
    differenceCents: null,
  };
  if (reducedMotion) {
    return [{ atMs: 0, phase: 'settled', shownCents: nextCents, differenceCents: difference }, cleared];
  }
  return [
    { atMs: 0, phase: 'pending', shownCents: previousCents, differenceCents: difference },
    {
      atMs: PAYMENT_ANIMATION.NEW_VALUE_DELAY_MS,
      phase: 'highlight',
      shownCents: nextCents,
      differenceCents: difference,
    },
    {
      atMs: PAYMENT_ANIMATION.DIFFERENCE_HIGHLIGHT_MS,
      phase: 'settled',
      shownCents: nextCents,
      differenceCents: difference,
    },
    cleared,
  ];
}
