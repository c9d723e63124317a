import { TRADE_IN_FLOW_ROUTES, type TradeInEstimate } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { type BlackBookFlow, EMPTY_DRAFT, EMPTY_LIEN, redirectOf } from '../src/features/trade-in/context.ts';
import { draftOf, lienDraftOf, lienOf, odometerOf } from '../src/features/trade-in/save.ts';
import { BLACK_BOOK_STEPS } from '../src/features/trade-in/steps.ts';

const estimate: TradeInEstimate = {
  trade_in_low: 900_000,
  trade_in_high: 1_050_000,
  trade_in_target: 1_000_000,
  expiry_date: '2026-12-03',
  currency: 'CAD',
  provider: { name: 'Demo valuation (sandbox estimates)', sandbox: true },
};

function flow(partial: Partial<BlackBookFlow>): BlackBookFlow {
  return {
    name: 'trade-in-black-book',
    vehicleId: '7',
    signedIn: true,
    firstName: 'Nora',
    order: null,
    tradeIn: null,
    draft: EMPTY_DRAFT,
    setDraft: () => {},
    country: 'CA',
    path: (to) => `/maple_motors/en${to}`,
    refresh: async () => {},
    saveAtSignIn: () => {},
    saved: async () => {},
    ...partial,
  };
}

const tradeIn = (status: 'draft' | 'included', valuation: TradeInEstimate | null) =>
  ({ id: 1, status, valuation }) as unknown as BlackBookFlow['tradeIn'];

describe('black-book trade-in flow', () => {
  it("has the domain's steps, in its order", () => {
    expect([...BLACK_BOOK_STEPS]).toEqual([...TRADE_IN_FLOW_ROUTES['trade-in-black-book']]);
  });

  it('sends review without a valuation to the details, and an included trade-in from welcome and details to review', () => {
    expect(redirectOf(flow({}), 'review')).toBe('/maple_motors/en/trade-in-black-book/7/details/');
    expect(redirectOf(flow({ draft: { ...EMPTY_DRAFT, estimate } }), 'review')).toBeNull();
    expect(redirectOf(flow({ tradeIn: tradeIn('draft', estimate) }), 'review')).toBeNull();
    const included = flow({ tradeIn: tradeIn('included', estimate) });
    expect(redirectOf(included, 'welcome')).toBe('/maple_motors/en/trade-in-black-book/7/review/');
    expect(redirectOf(included, 'details')).toBe('/maple_motors/en/trade-in-black-book/7/review/');
    expect(redirectOf(flow({ tradeIn: tradeIn('draft', estimate) }), 'details')).toBeNull();
    // The older flow (trade-in/{id}/) has the same draft and redirects, in its own steps.
    expect(redirectOf({ ...flow({}), name: 'trade-in' }, 'review')).toBe(
      '/maple_motors/en/trade-in/7/details/',
    );
  });
});

describe('the trade-in kept in the persisted store', () => {
  it('reads back a draft as stored, and anything of another shape as no draft or without the bad parts', () => {
    const vehicle = {
      vid: 'demo-2020-honda-civic-ex',
      year: 2020,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
    };
    expect(draftOf({ vehicle, odometer: '90000', options: ['power_sunroof'], saveAtSignIn: true })).toEqual({
      vehicle,
      odometer: '90000',
      options: ['power_sunroof'],
      condition: {},
      lien: EMPTY_LIEN,
      saveAtSignIn: true,
    });
    // The condition answers and the active payments as typed come back; anything else is dropped.
    expect(
      draftOf({
        vehicle,
        odometer: '1',
        options: [],
        condition: { involved_in_accident: true, paint_work_performed: 'yes', smoker: true },
        lien: { answer: 'F', due: '$18,123.45', residual: 5, payment: '', left: '' },
      }),
    ).toMatchObject({
      condition: { involved_in_accident: true },
      lien: { answer: 'F', due: '$18,123.45', residual: '', payment: '', left: '' },
    });
    expect(draftOf(null)).toBeNull();
    expect(draftOf('text')).toBeNull();
    expect(draftOf({ vehicle, odometer: 90000, options: [] })).toBeNull();
    expect(
      draftOf({
        vehicle: { ...vehicle, year: '2020' },
        odometer: '1',
        options: ['spoiler', 'navigation_system', 7],
      }),
    ).toEqual({
      vehicle: null,
      odometer: '1',
      options: ['navigation_system'],
      condition: {},
      lien: EMPTY_LIEN,
      saveAtSignIn: false,
    });
  });

  it('reads what is owed as typed in the page language into the body, cents, or names the fields that are not amounts', () => {
    const lien = { ...EMPTY_LIEN, answer: 'F' as const, due: '$18,123.45' };
    expect(lienOf(lien, 'en-CA')).toEqual({
      ok: true,
      body: { making_active_payments: 'F', financing_amount_due: 1_812_345 },
      payoffCents: 1_812_345,
    });
    expect(lienOf({ ...lien, due: '18 123,45 $' }, 'fr-CA')).toMatchObject({ payoffCents: 1_812_345 });
    expect(lienOf({ ...lien, due: '18,123.45' }, 'fr-CA')).toEqual({ ok: false, errors: ['due'] });
    expect(
      lienOf({ ...EMPTY_LIEN, answer: 'L', residual: '15 000', payment: '456,78', left: '7' }, 'fr-CA'),
    ).toEqual({
      ok: true,
      body: {
        making_active_payments: 'L',
        leasing_residual_value: 1_500_000,
        leasing_payments_amount: 45_678,
        leasing_payment_left: 7,
      },
      payoffCents: 1_819_746,
    });
    expect(lienOf({ ...EMPTY_LIEN, answer: 'L', residual: 'x', payment: '1', left: '7.5' }, 'en-US')).toEqual(
      {
        ok: false,
        errors: ['residual', 'left'],
      },
    );
    expect(lienOf(EMPTY_LIEN, 'en-CA')).toEqual({ ok: true, body: {}, payoffCents: 0 });
  });

  it("shows the order's lien in the fields as the page writes amounts, and reads it back to the same cents", () => {
    const lien = {
      making_active_payments: 'L' as const,
      leasing_residual_value: 1_500_050,
      leasing_payments_amount: 45_678,
      leasing_payment_left: 7,
    };
    const fr = lienDraftOf(lien, 'fr-CA');
    // Grouped as typed (a shopper trial: a loan balance typed "9 500,50" came back "9500,50").
    expect(fr).toEqual({ answer: 'L', due: '', residual: '15\u00a0000,50', payment: '456,78', left: '7' });
    expect(lienDraftOf({ making_active_payments: 'F', financing_amount_due: 950_050 }, 'fr-CA').due).toBe(
      '9\u00a0500,50',
    );
    expect(lienDraftOf({ making_active_payments: 'F', financing_amount_due: 950_050 }, 'en-US').due).toBe(
      '9,500.50',
    );
    expect(lienOf(fr, 'fr-CA')).toMatchObject({ ok: true, body: lien });
    expect(lienOf(lienDraftOf(lien, 'en-US'), 'en-US')).toMatchObject({ ok: true, body: lien });
    expect(lienDraftOf(null, 'en-CA')).toEqual(EMPTY_LIEN);
  });

  it('takes an odometer as typed in the page language, with its unit, a whole number up to the limit', () => {
    expect(odometerOf('90 000', 'en-CA', 'km')).toBe(90000);
    expect(odometerOf('90,000', 'en-CA', 'km')).toBe(90000);
    expect(odometerOf('1229 km', 'en-CA', 'km')).toBe(1229);
    expect(odometerOf('12,290 km', 'en-CA', 'km')).toBe(12290);
    expect(odometerOf('12 290 km', 'fr-CA', 'km')).toBe(12290);
    expect(odometerOf('48,000 miles', 'en-US', 'mi')).toBe(48000);
    expect(odometerOf('0', 'en-CA', 'km')).toBe(0);
    expect(odometerOf('999999', 'en-CA', 'km')).toBe(999999);
    expect(odometerOf('1000000', 'en-CA', 'km')).toBeNull();
    expect(odometerOf('-5', 'en-CA', 'km')).toBeNull();
    expect(odometerOf('12.5', 'en-CA', 'km')).toBeNull();
    // A comma is the French decimal mark: not a whole number of km.
    expect(odometerOf('12,290', 'fr-CA', 'km')).toBeNull();
    expect(odometerOf('48,000 miles', 'en-CA', 'km')).toBeNull();
    expect(odometerOf('', 'en-CA', 'km')).toBeNull();
  });
});
