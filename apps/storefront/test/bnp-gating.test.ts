import type { OrderSteps } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { resetUpdates, withStepStates } from '../src/features/build-and-price/progress.ts';
import {
  gatePath,
  lockedTarget,
  stepOfPath,
  stepperStatus,
} from '../src/features/build-and-price/stepper.tsx';
import { type BnpStep, stepsFor } from '../src/features/build-and-price/steps.ts';

// The stepper over the server's answer of GET order-steps (spec 2 section 4): done, current, locked or
// available by the dealer's flow, the place a locked page sends the shopper, and the progress shown at
// once when a step is completed, skipped or reset.

const canadian = { country: 'CA', incentives_enabled: true };
const ids = ['accessories', 'protections', 'payment', 'review'];

/** An answer as the server gives it for a fresh order: every step initial, availability by the flow. */
function fresh(flow: 'checkout' | 'modular'): OrderSteps {
  const linear = flow === 'checkout';
  return {
    order: null,
    vehicle: 7,
    flow_type: flow,
    is_linear: linear,
    sections: [
      {
        id: 'build-and-price',
        state: 'initial',
        reopenable: true,
        entry: { kind: 'step', section: 'build-and-price', step: 'accessories' },
        steps: ids.map((id, i) => ({
          id,
          key: id,
          state: 0,
          progress: 'initial' as const,
          available: !linear || i === 0,
        })),
      },
    ],
    progress: {},
  };
}

const statuses = (answer: OrderSteps | undefined, current: BnpStep | null) =>
  stepsFor(canadian).map((step) => stepperStatus(answer, step, current));

describe('build-and-price stepper', () => {
  it('linear (checkout): the pages after the first unfinished one are locked; continuing opens the next', () => {
    let answer = fresh('checkout');
    expect(statuses(answer, 'accessories')).toEqual(['current', 'locked', 'locked', 'locked', 'locked']);
    answer = withStepStates(answer, { accessories: 1 });
    expect(statuses(answer, 'protection')).toEqual(['done', 'current', 'locked', 'locked', 'locked']);
    // skipping counts as passing (the step reads skipped): incentives (no step of the progress) opens with the payment
    answer = withStepStates(answer, { protections: 4 });
    expect(statuses(answer, null)).toEqual(['done', 'skipped', 'not-started', 'not-started', 'locked']);
    expect(answer.progress).toEqual({ accessories: 1, protections: 4 });
  });

  it('modular: every page is open, finished ones done, the others not started', () => {
    const answer = withStepStates(fresh('modular'), { payment: 1 });
    expect(statuses(answer, 'accessories')).toEqual([
      'current',
      'not-started',
      'done',
      'done',
      'not-started',
    ]);
    expect(statuses(fresh('modular'), null)).toEqual(Array(5).fill('not-started'));
  });

  it('without an answer yet nothing is locked', () => {
    expect(statuses(undefined, 'review')).toEqual([
      'not-started',
      'not-started',
      'not-started',
      'not-started',
      'current',
    ]);
  });

  it('a step the server closes stays locked whatever the flow', () => {
    const answer = fresh('modular');
    const closed = {
      ...answer,
      sections: answer.sections.map((s) => ({
        ...s,
        steps: s.steps.map((step) => (step.id === 'review' ? { ...step, available: false } : step)),
      })),
    };
    expect(stepperStatus(closed, 'review', null)).toBe('locked');
  });

  it("a locked page goes where entering the section leads: the server's entry, as a page", () => {
    expect(lockedTarget(fresh('checkout'))).toEqual({ page: 'accessories' });
    const answer = withStepStates(fresh('checkout'), { accessories: 1 });
    expect(lockedTarget(answer)).toEqual({ page: 'protection' });
    expect(lockedTarget(undefined)).toEqual({ page: 'accessories' });
    expect(stepOfPath('/maple_motors/en/conf/7/payment/')).toBe('payment');
    expect(stepOfPath('/maple_motors/en/conf/7/')).toBeNull();
    expect(gatePath(fresh('checkout'), '/maple_motors/en/conf/7/review/', 7)).toBe('/conf/7/accessories/');
    expect(gatePath(answer, '/maple_motors/en/conf/7/protection/', 7)).toBeNull();
    expect(gatePath(fresh('modular'), '/maple_motors/en/conf/7/review/', 7)).toBeNull();
    expect(gatePath(fresh('checkout'), '/maple_motors/en/conf/7/', 7)).toBeNull();
  });

  it('walking back resets every step of the section, last first, and a linear flow closes again', () => {
    const done = withStepStates(fresh('checkout'), { accessories: 1, protections: 1, payment: 1, review: 1 });
    expect(done.sections[0]?.state).toBe('completed');
    const updates = resetUpdates(done, 'build-and-price');
    expect(Object.keys(updates)).toEqual(['review', 'payment', 'protections', 'accessories']);
    const reset = withStepStates(done, updates);
    expect(statuses(reset, 'accessories')).toEqual(['current', 'locked', 'locked', 'locked', 'locked']);
    expect(reset.sections[0]?.state).toBe('initial');
  });

  // Found by a journey: a saved deal at a linear dealer, the payment chosen in the stepper from the
  // review, was sent to the accessories (every step reset and locked again).
  it('walking back to a later step resets from the last back to it: the steps before stay passed and it stays open', () => {
    const done = withStepStates(fresh('checkout'), { accessories: 1, protections: 1, payment: 1, review: 1 });
    const updates = resetUpdates(done, 'build-and-price', 'payment');
    expect(Object.keys(updates)).toEqual(['review', 'payment']);
    const reset = withStepStates(done, updates);
    expect(statuses(reset, 'payment')).toEqual(['done', 'done', 'not-started', 'current', 'locked']);
    expect(gatePath(reset, '/maple_motors/en/conf/7/payment/', 7)).toBeNull();
  });
});
