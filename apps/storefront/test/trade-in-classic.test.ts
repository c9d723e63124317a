import { TRADE_IN_FLOW_ROUTES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { classicReview } from '../src/features/trade-in/classicReview.ts';
import { isLockedForChanges } from '../src/features/trade-in/FlowParts.tsx';
import { tradeInRoutes } from '../src/features/trade-in/routes.ts';
import { CLASSIC_STEP_TITLE, CLASSIC_STEPS } from '../src/features/trade-in/steps.ts';

describe('older trade-in flow (trade-in/{id}/)', () => {
  it("has the domain's steps, in its order, and a route of its own that picks the step", () => {
    expect([...CLASSIC_STEPS]).toEqual([...TRADE_IN_FLOW_ROUTES['trade-in']]);
    expect(Object.keys(CLASSIC_STEP_TITLE)).toEqual([...CLASSIC_STEPS]);
    expect(CLASSIC_STEP_TITLE.history).toBe('trade_in.sidebar.history');
    expect(CLASSIC_STEP_TITLE.images).toBe('trade_in2.sidebar.photos');
    expect(tradeInRoutes.map((r) => r.path)).toContain('trade-in/:id/:step?');
  });
});

describe('older trade-in flow: the review follows the trade-in (spec 3 §2)', () => {
  const offer = (status: 'pending' | 'accepted' | 'declined', extra: object = {}) =>
    ({ value: 1_200_000, expires_on: null, status, state: 'O', ...extra }) as const;

  it('is titled "offer" (step list and heading) while the trade-in has a current offer', () => {
    expect(classicReview('awaiting_customer', offer('pending'))).toMatchObject({
      step: 'trade_in.sidebar.offer',
      heading: 'trade_in.review.offerTitle',
    });
    expect(classicReview('included', offer('accepted'))).toMatchObject({
      step: 'trade_in.sidebar.offer',
      heading: 'trade_in.review.offerTitle',
    });
    for (const [status, o] of [
      ['draft', null],
      ['awaiting_dealer', null],
      ['excluded', offer('declined')],
      ['excluded', offer('pending', { dealer_decision: 'no_offer' })],
    ] as const) {
      expect(classicReview(status, o)).toMatchObject({
        step: 'trade_in.sidebar.review',
        heading: 'trade_in.review.title',
      });
    }
  });

  it('says what each status means: awaiting the customer is empty, included and excluded greet by name', () => {
    expect(classicReview(null, null)).toMatchObject({ text: 'trade_in.review.desc.draft', greets: false });
    expect(classicReview('draft', null).text).toBe('trade_in.review.desc.draft');
    expect(classicReview('awaiting_dealer', null).text).toBe('trade_in.review.desc.awaiting_dealer');
    expect(classicReview('awaiting_customer', offer('pending')).text).toBeNull();
    expect(classicReview('included', offer('accepted'))).toMatchObject({
      text: 'trade_in.review.desc.included',
      greets: true,
    });
    expect(classicReview('excluded', offer('declined'))).toMatchObject({
      text: 'trade_in.review.desc.excluded',
      greets: true,
    });
  });
});

describe('older trade-in flow: details and history closed to changes (one guard)', () => {
  it('while the trade-in is with the dealership or in the deal; open as a draft, excluded or none', () => {
    for (const status of ['awaiting_dealer', 'awaiting_customer', 'included'] as const)
      expect(isLockedForChanges({ status }), status).toBe(true);
    for (const status of ['draft', 'excluded', null] as const)
      expect(isLockedForChanges({ status }), String(status)).toBe(false);
    expect(isLockedForChanges(null)).toBe(false);
  });
});
