import { BUILD_AND_PRICE_ROUTES, SECTION_STEPS } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { savedFromReview } from '../src/features/build-and-price/savedFromReview.ts';
import { nextStep, PROGRESS_STEP, stepsFor } from '../src/features/build-and-price/steps.ts';

// The build-and-price steps are the domain's, one list (the routes, the stepper, "Continue").

const canadian = { country: 'CA', incentives_enabled: true };
const american = { country: 'US', incentives_enabled: true };

describe('build-and-price steps', () => {
  it("are the domain's routes, incentives only for a Canadian dealer that enables them", () => {
    expect(stepsFor(canadian)).toEqual([...BUILD_AND_PRICE_ROUTES]);
    expect(stepsFor(american)).toEqual(['accessories', 'protection', 'payment', 'review']);
    expect(stepsFor({ country: 'CA', incentives_enabled: false })).not.toContain('incentives');
    expect(stepsFor(undefined)).not.toContain('incentives');
  });

  it("continue to the dealer's next step, from the welcome page to the first", () => {
    expect(nextStep(null, canadian)).toBe('accessories');
    expect(nextStep('protection', canadian)).toBe('incentives');
    expect(nextStep('protection', american)).toBe('payment');
    // an incentives page reached by its URL still continues to the payment
    expect(nextStep('incentives', american)).toBe('payment');
    expect(nextStep('payment', american)).toBe('review');
    expect(nextStep('review', canadian)).toBeNull();
  });

  it("complete the steps of the server's order progress, in its order", () => {
    const progress = BUILD_AND_PRICE_ROUTES.map((step) => PROGRESS_STEP[step]).filter((id) => id !== null);
    expect(progress).toEqual(SECTION_STEPS['build-and-price']);
  });

  // Found in a shopper trial: a deal saved from the review, reached by the stepper, left the steps
  // before it initial, and My vehicles said "Build your deal: In progress" for a finished deal.
  it('saved from the review: the review completed, the steps passed over skipped, the others kept', () => {
    expect(savedFromReview({ progress: {} })).toEqual({
      accessories: 4,
      protections: 4,
      payment: 4,
      review: 1,
    });
    expect(savedFromReview({ progress: { accessories: 1, protections: 0, payment: 4, review: 0 } })).toEqual({
      protections: 4,
      review: 1,
    });
    expect(savedFromReview({ progress: { accessories: 1, protections: 1, payment: 1, review: 1 } })).toEqual({
      review: 1,
    });
  });
});
