import { TRADE_IN_FLOW_ROUTES, type TradeInStatus } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_STEPS, externalRedirect, isExternalStep } from '../src/features/trade-in/external.ts';

const offer = { offer_code: 'DEMO-1-ABCD1234', offer_id: 'x', amount: 1_200_000 };
const tradeIn = (status: TradeInStatus, instant_offer: unknown = null) => ({ status, instant_offer });

describe('external instant cash offer flow', () => {
  it("has the domain's steps, in its order", () => {
    expect([...EXTERNAL_STEPS]).toEqual([...TRADE_IN_FLOW_ROUTES['trade-in-external']]);
    expect(isExternalStep('review')).toBe(true);
    expect(isExternalStep('details')).toBe(false);
    expect(isExternalStep(undefined)).toBe(false);
  });

  it('sends review without an offer to welcome, and an included trade-in from welcome to review', () => {
    expect(externalRedirect('review', null)).toBe('welcome');
    expect(externalRedirect('review', tradeIn('draft'))).toBe('welcome');
    expect(externalRedirect('review', tradeIn('draft', offer))).toBeNull();
    expect(externalRedirect('welcome', tradeIn('draft', offer))).toBeNull();
    expect(externalRedirect('welcome', null)).toBeNull();
    expect(externalRedirect('welcome', tradeIn('included', offer))).toBe('review');
    expect(externalRedirect('review', tradeIn('included', offer))).toBeNull();
  });

  it('keeps a trade-in included without an instant cash offer (a dealer offer accepted) on review, with no loop', () => {
    const included = tradeIn('included');
    expect(externalRedirect('welcome', included)).toBe('review');
    expect(externalRedirect('review', included)).toBeNull();
  });
});
