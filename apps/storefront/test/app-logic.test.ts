import { describe, expect, it } from 'vitest';
import { shouldReload } from '../src/app/chunkReload.ts';
import { carriedQuery, withoutQuery } from '../src/app/query.ts';
import { pageTitle } from '../src/app/usePageTitle.ts';
import { CLOSED_SIGN_IN, openSignInState } from '../src/features/auth/signIn.ts';
import { pricingBody, stackLines } from '../src/features/build-and-price/api/deal.ts';
import { dealFromOrder, orderPatchOf } from '../src/features/build-and-price/useDeal.ts';
import { EMPTY_CART, EMPTY_DEAL } from '../src/shared/state/store.ts';

describe('refurl and adid carried across navigations', () => {
  it('adds the previous values when the destination lacks them', () => {
    expect(carriedQuery('?refurl=https%3A%2F%2Fx.ca&adid=9&utm_source=a', '?page=2')).toBe(
      '?page=2&refurl=https%3A%2F%2Fx.ca&adid=9',
    );
  });
  it('changes nothing when they are present or absent before', () => {
    expect(carriedQuery('?adid=9', '?adid=10')).toBeNull();
    expect(carriedQuery('?x=1', '')).toBeNull();
  });
  it('removes query keys', () => {
    expect(withoutQuery('?expired=true&email=a%40b.ca&x=1', ['expired', 'email'])).toBe('?x=1');
    expect(withoutQuery('?vw_idk_error=boom', ['vw_idk_error'])).toBe('');
  });
});

describe('page title and chunk reload', () => {
  it('is the dealer name plus the step title', () => {
    expect(pageTitle('Maple Motors', 'Payment')).toBe('Maple Motors | Payment');
    expect(pageTitle('Maple Motors', undefined)).toBe('Maple Motors');
  });
  it('reloads at most once a minute for chunk failures', () => {
    expect(shouldReload(null, 1000)).toBe(true);
    expect(shouldReload(1000, 30_000)).toBe(false);
    expect(shouldReload(1000, 62_000)).toBe(true);
  });
});

describe('sign-in state', () => {
  it('opens on the form, or straight on the code form for an expired session', () => {
    expect(openSignInState('unlock_pricing')).toMatchObject({
      open: true,
      source: 'unlock_pricing',
      step: 'form',
    });
    expect(openSignInState('session_expired', { email: 'a@b.ca', sendCodeOnOpen: true })).toMatchObject({
      step: 'code',
      email: 'a@b.ca',
      sendCodeOnOpen: true,
    });
    expect(CLOSED_SIGN_IN.open).toBe(false);
  });
});

describe('deal payloads', () => {
  const deal = {
    ...EMPTY_DEAL,
    term: 60,
    downPayment: 200000,
    paymentFrequency: 'biweekly' as const,
    distanceAllowance: 20000,
    creditScore: 'good',
    postalCode: 'H2X 1Y4',
  };
  const cart = { ...EMPTY_CART, accessoryIds: [3], protectionPriceIds: [8], accessoriesTouched: true };

  it('pricing body leaves out what the payment type does not use', () => {
    const cash = pricingBody(5, null, 'cash', deal, cart);
    expect(cash.term).toBeUndefined();
    expect(cash.payment_frequency).toBeUndefined();
    expect(cash.down_payment).toBe(200000);
    const lease = pricingBody(5, 9, 'lease', deal, cart);
    expect(lease).toMatchObject({
      order: 9,
      inventory: 5,
      term: 60,
      distance_allowance: 20000,
      protections: [8],
    });
    expect(pricingBody(5, 9, 'finance', deal, cart).distance_allowance).toBeUndefined();
  });

  it('sends accessories [0] when the shopper removed every accessory', () => {
    expect(pricingBody(5, null, 'finance', deal, { ...cart, accessoryIds: [] }).accessories).toEqual([0]);
    expect(pricingBody(5, null, 'finance', deal, EMPTY_CART).accessories).toEqual([]);
  });

  it('the order patch mirrors the deal and round-trips through a saved order', () => {
    const patch = orderPatchOf('finance', deal, cart);
    expect(patch).toMatchObject({
      payment_type: 'finance',
      term: 60,
      lease_model_km: null,
      protection_ids: [8],
    });
    const restored = dealFromOrder({
      id: 1,
      vehicle: 5,
      payment_type: 'finance',
      term: 60,
      down_payment: 200000,
      payment_frequency: 'biweekly',
      accessory_ids: [3],
      protection_ids: [8],
      incentives: [{ id: 4 }],
    });
    expect(restored.deal).toMatchObject({ paymentType: 'finance', term: 60, downPayment: 200000 });
    expect(restored.cart).toMatchObject({ accessoryIds: [3], protectionPriceIds: [8], incentiveIds: [4] });
  });

  it('flattens the pricing stack with depths and stable keys', () => {
    const lines = stackLines([
      { name: 'Vehicle', value: 3000000 },
      {
        name: 'Taxes',
        children: [
          { name: 'GST', value: 150000 },
          { name: 'QST', value: 299250 },
        ],
      },
    ] as never);
    expect(lines.map((l) => [l.key, l.name, l.depth])).toEqual([
      ['0', 'Vehicle', 0],
      ['1', 'Taxes', 0],
      ['1.0', 'GST', 1],
      ['1.1', 'QST', 1],
    ]);
  });
});
