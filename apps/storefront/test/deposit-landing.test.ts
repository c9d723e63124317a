import { describe, expect, it } from 'vitest';
import { depositLanding } from '../src/features/deposit/landing.ts';

// `deposit/{id}/` (spec 2 §4): the deposit's place step completed tells an order-confirmation page from a
// checkout page, read from the dealer's deposit section as GET order-steps answers it (the plain deposit's
// `place`, the identity-login variant's `place-vw`).
const answer = (id: string, steps: Record<string, number>) => ({
  sections: [
    { id: 'build-and-price', steps: [{ id: 'review', key: 'review', state: 1 }] },
    { id, steps: Object.entries(steps).map(([step, state]) => ({ id: step, key: step, state })) },
  ],
});

describe('the deposit route', () => {
  it('shows the order confirmation once the place step is completed, the checkout page before', () => {
    expect(depositLanding(answer('deposit', { place: 1, review: 1 }))).toEqual({
      kind: 'order-confirmation',
      step: 'place',
    });
    expect(depositLanding(answer('deposit', { place: 0, review: 0 }))).toEqual({
      kind: 'checkout',
      step: 'place',
    });
    // Skipped is not placed: the checkout page.
    expect(depositLanding(answer('deposit', { place: 4, review: 0 }))).toEqual({
      kind: 'checkout',
      step: 'place',
    });
  });

  it("reads the identity-login variant's place-vw step, and opens its checkout at place-vw/", () => {
    expect(
      depositLanding(answer('deposit-vw', { 'place-vw': 1, 'review-vw': 1, 'confirmation-vw': 0 })),
    ).toEqual({ kind: 'order-confirmation', step: 'place-vw' });
    expect(
      depositLanding(answer('deposit-vw', { 'place-vw': 0, 'review-vw': 0, 'confirmation-vw': 0 })),
    ).toEqual({ kind: 'checkout', step: 'place-vw' });
  });

  it('is the checkout page with no deal yet (no progress) or no deposit section', () => {
    expect(depositLanding(answer('deposit', {}))).toEqual({ kind: 'checkout', step: 'place' });
    expect(depositLanding({ sections: [] })).toEqual({ kind: 'checkout', step: 'place' });
    expect(depositLanding(undefined)).toEqual({ kind: 'checkout', step: 'place' });
  });
});
