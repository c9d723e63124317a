import { TRADE_IN_FLOW_ROUTES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
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
