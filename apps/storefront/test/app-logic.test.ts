import { describe, expect, it } from 'vitest';
import { carriedQuery, withoutQuery } from '../src/app/query.ts';
import { pageTitle } from '../src/app/usePageTitle.ts';
import { CLOSED_SIGN_IN, openSignInState } from '../src/features/auth/signIn.ts';
import { pricingBody } from '../src/features/build-and-price/api/deal.ts';
import { paymentTaxLines, reviewStack } from '../src/features/build-and-price/api/reviewStack.ts';
import { EMPTY_CART, EMPTY_DEAL } from '../src/features/build-and-price/choices.ts';
import {
  changedOrderFields,
  dealFromOrder,
  orderPatchOf,
} from '../src/features/build-and-price/dealOrder.ts';
import { shouldReload } from '../src/shared/lazy/lazyModule.ts';
import { WIRE_VEHICLE } from './wire.ts';

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
      vehicle: 5,
      term: 60,
      distance_allowance: 20000,
      protections: [8],
    });
    expect(pricingBody(5, 9, 'finance', deal, cart).distance_allowance).toBeUndefined();
    // The server's body is strict: no order key at all before the order exists, never null.
    expect('order' in cash).toBe(false);
    expect('inventory' in cash).toBe(false);
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
      vehicle: WIRE_VEHICLE,
      payment_type: 'finance',
      term: 60,
      down_payment: 200000,
      payment_frequency: 'biweekly',
      accessory_ids: [3],
      protection_ids: [8],
      incentives: [
        { id: 4, name: 'Loyalty', type: 'rebate', group: 'other', audience: 'all', amount: 50000 },
      ],
      sections: [],
    });
    expect(restored.deal).toMatchObject({ paymentType: 'finance', term: 60, downPayment: 200000 });
    expect(restored.cart).toMatchObject({ accessoryIds: [3], protectionPriceIds: [8], incentiveIds: [4] });
  });

  it('a removal of an automatic incentive is kept with the order (another browser reads it back); at a PC dealer the incentives leave the order patch', () => {
    const declined = orderPatchOf('finance', deal, { ...cart, incentivesDeclined: [7] });
    expect(declined.incentives_declined).toEqual([7]);
    const restored = dealFromOrder({
      id: 1,
      vehicle: WIRE_VEHICLE,
      payment_type: 'finance',
      incentives_declined: [7],
      sections: [],
    });
    expect(restored.cart.incentivesDeclined).toEqual([7]);
    // Written by their own call (PUT …/incentives/), never with the order.
    const pc = orderPatchOf('finance', deal, { ...cart, incentiveIds: [4] }, true);
    expect('incentives' in pc).toBe(false);
    expect(orderPatchOf('finance', deal, { ...cart, incentiveIds: [4] }).incentives).toEqual([4]);
  });

  it("a change writes only the order fields it changed (found in a trial: a down payment typed in a browser whose stored deal was older sent that deal's term too, and the saved term was lost)", () => {
    const before = orderPatchOf('finance', { ...deal, term: null, downPayment: null }, cart);
    const downPayment = orderPatchOf('finance', { ...deal, term: null, downPayment: 400000 }, cart);
    expect(changedOrderFields(before, downPayment)).toEqual({ down_payment: 400000 });
    // a change of payment type carries what follows from it
    const cash = orderPatchOf('cash', { ...deal, term: null, downPayment: null }, cart);
    expect(changedOrderFields(orderPatchOf('lease', deal, cart), cash)).toEqual({
      payment_type: 'cash',
      term: null,
      payment_frequency: null,
      lease_model_km: null,
      down_payment: null,
    });
    // lists compare by content
    expect(
      changedOrderFields(
        before,
        orderPatchOf('finance', { ...deal, term: null, downPayment: null }, { ...cart }),
      ),
    ).toEqual({});
    expect(
      changedOrderFields(
        before,
        orderPatchOf(
          'finance',
          { ...deal, term: null, downPayment: null },
          { ...cart, protectionPriceIds: [8, 9] },
        ),
      ),
    ).toEqual({ protection_ids: [8, 9] });
  });

  it('an accessory’s answers are order fields too: a changed answer is written, and a saved order gives them back', () => {
    const answered = {
      ...cart,
      accessoryAnswers: [{ accessory: 3, question: 'tow_ball_size', answer: '2' }],
    };
    const before = orderPatchOf('finance', deal, answered);
    expect(before.accessory_answers).toEqual([{ accessory: 3, question: 'tow_ball_size', answer: '2' }]);
    const changed = orderPatchOf('finance', deal, {
      ...answered,
      accessoryAnswers: [{ accessory: 3, question: 'tow_ball_size', answer: '2-5/16' }],
    });
    // Lists of objects compare by content too (their text would be "[object Object]" on both sides).
    expect(changedOrderFields(before, changed)).toEqual({
      accessory_answers: [{ accessory: 3, question: 'tow_ball_size', answer: '2-5/16' }],
    });
    expect(changedOrderFields(before, orderPatchOf('finance', deal, { ...answered }))).toEqual({});
    const restored = dealFromOrder({
      id: 1,
      vehicle: WIRE_VEHICLE,
      payment_type: 'finance',
      accessory_ids: [3],
      accessory_answers: [{ accessory: 3, question: 'tow_ball_size', answer: '2' }],
      sections: [],
    });
    expect(restored.cart.accessoryAnswers).toEqual([
      { accessory: 3, question: 'tow_ball_size', answer: '2' },
    ]);
  });

  it('turns the server stack (grouped or flat) into the review groups, leaves only', () => {
    const stack = reviewStack([
      {
        name: 'Build and price',
        value: 3050000,
        tax_category_type: 'pre_tax',
        children: [
          { name: 'Vehicle price', value: 3000000, tax_category_type: 'pre_tax', code: 'vehicle' },
          { name: 'Admin fee', value: 50000, tax_category_type: 'pre_tax', code: 'fee' },
        ],
      },
      {
        name: 'Levies and fees',
        value: 10000,
        tax_category_type: 'levy',
        children: [{ name: 'A/C tax', value: 10000, tax_category_type: 'levy', code: 'ca_ac_excise_tax' }],
      },
      {
        name: 'Taxes',
        value: 458725,
        tax_category_type: 'tax',
        children: [
          { name: 'GST', value: 153000, tax_category_type: 'tax', code: 'GST', rate: 5, base: 3060000 },
          { name: 'QST', value: 305235, tax_category_type: 'tax', code: 'QST', rate: 9.975, base: 3060000 },
        ],
      },
      { name: 'Plates', value: 5900, tax_category_type: 'post_tax', code: 'fee', superscript: '^' },
    ] as never);
    expect(stack.preTax.items.map((l) => [l.code, l.label])).toEqual([
      ['vehicle', 'Vehicle price'],
      ['fee', 'Admin fee'],
    ]);
    expect(stack.preTax.totalCents).toBe(3050000);
    expect(stack.levies.items.map((l) => l.code)).toEqual(['ca_ac_excise_tax']);
    expect(stack.taxes.lines.map((l) => [l.code, l.ratePpm, l.baseCents])).toEqual([
      ['GST', 50000, 3060000],
      ['QST', 99750, 3060000],
    ]);
    expect(stack.postTax.items.map((l) => l.amountCents)).toEqual([5900]);
    expect(stack.totalCents).toBe(3050000 + 10000 + 153000 + 305235 + 5900);
  });

  it("an empty group (a lease's taxes, grouped stack) is no line: no 0 % local tax in Québec", () => {
    const stack = reviewStack([
      {
        name: 'Build and price',
        value: 3000000,
        tax_category_type: 'pre_tax',
        children: [{ name: 'Vehicle price', value: 3000000, tax_category_type: 'pre_tax', code: 'vehicle' }],
      },
      { name: 'Taxes', value: 0, tax_category_type: 'tax', children: [] },
      { name: 'After taxes', value: 0, tax_category_type: 'post_tax', superscript: '^', children: [] },
    ] as never);
    expect(stack.taxes.lines).toEqual([]);
    expect(stack.postTax.items).toEqual([]);
    expect(stack.totalCents).toBe(3000000);
  });

  it('a US local tax keeps the area the ZIP code decided, in the stack and on each lease payment', () => {
    const stack = reviewStack([
      {
        name: 'Taxes',
        value: 200000,
        tax_category_type: 'tax',
        children: [
          { name: 'STATE', value: 100000, tax_category_type: 'tax', code: 'STATE', rate: 5, base: 2000000 },
          {
            name: 'LOCAL',
            value: 100000,
            tax_category_type: 'tax',
            code: 'LOCAL',
            rate: 5,
            base: 2000000,
            area: 'Orleans Parish (New Orleans)',
          },
        ],
      },
    ] as never);
    expect(stack.taxes.lines.map((l) => [l.code, l.area])).toEqual([
      ['STATE', undefined],
      ['LOCAL', 'Orleans Parish (New Orleans)'],
    ]);
    expect(
      paymentTaxLines([
        {
          name: 'LOCAL',
          code: 'LOCAL',
          rate: 5,
          base: 40000,
          value: 2000,
          area: 'Orleans Parish (New Orleans)',
        },
      ])[0]?.area,
    ).toBe('Orleans Parish (New Orleans)');
  });

  it("a lease's taxes of each payment, as the kit's tax lines", () => {
    expect(
      paymentTaxLines([
        { name: 'GST', code: 'GST', rate: 5, base: 20496, value: 1025 },
        { name: 'QST', code: 'QST', rate: 9.975, base: 20496, value: 2044 },
      ]),
    ).toEqual([
      { code: 'GST', jurisdiction: 'GST', ratePpm: 50000, baseCents: 20496, amountCents: 1025 },
      { code: 'QST', jurisdiction: 'QST', ratePpm: 99750, baseCents: 20496, amountCents: 2044 },
    ]);
    expect(paymentTaxLines(undefined)).toEqual([]);
  });
});
