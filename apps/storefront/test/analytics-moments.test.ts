import { describe, expect, it } from 'vitest';
import {
  type AtHand,
  groupsOf,
  type Moment,
  momentOfSearch,
  momentsOfCall,
  momentsOfPage,
  searchKey,
} from '../src/features/analytics/moments.ts';

// Which named event each moment fires (spec 2 §9, spec 3 §9): the page the shopper entered, or the
// change the server accepted. No kit, no browser: the moments alone.

const names = (moments: { name: string }[]) => moments.map((m) => m.name);

describe('analytics moments: the page entered', () => {
  it("a vehicle's first page: vehicle viewed, then purchase start", () => {
    expect(names(momentsOfPage('/maple_motors/en/conf/17/', 'vdp:welcome'))).toEqual([
      'vehicle viewed',
      'purchase start',
    ]);
  });

  it('a step: vehicle viewed and the step entered with its name; the review step completes the deal', () => {
    const payment = momentsOfPage('/maple_motors/en/conf/17/payment/', 'vdp:payment');
    expect(names(payment)).toEqual(['vehicle viewed', 'step entered']);
    expect(payment[1]?.groups).toEqual({ process: { step: 'payment', pageName: 'vdp:payment' } });
    expect(names(momentsOfPage('/maple_motors/en/conf/17/review/', 'vdp:review'))).toEqual([
      'vehicle viewed',
      'step entered',
      'build-your-deal complete',
    ]);
  });

  it('a page without a vehicle fires no named event', () => {
    expect(momentsOfPage('/maple_motors/en/', 'home')).toEqual([]);
  });
});

describe('analytics moments: the changes the server accepted', () => {
  it('a payment type change carries its deal type label; accessories and protections are added', () => {
    const moments = momentsOfCall({
      method: 'PATCH',
      path: '/api/customer/order/42/',
      body: { payment_type: 'lease', accessory_ids: [3], protection_ids: [5] },
    });
    expect(names(moments)).toEqual(['payment type changed', 'accessory added', 'protection added']);
    expect(moments[0]?.groups).toEqual({ calculation: { deal_type: 'Lease' } });
  });

  it('other worksheet fields are a worksheet edit', () => {
    const moments = momentsOfCall({
      method: 'PATCH',
      path: '/api/customer/order/42/',
      body: { down_payment: 100 },
    });
    expect(names(moments)).toEqual(['worksheet edited']);
    expect(moments[0]?.groups).toEqual({ form: { fields: ['down_payment'] } });
  });

  it.each([
    ['POST', '/api/customer/order/', 'deal saved'],
    ['POST', '/api/customer/trade-in/9/submit_tradein/', 'trade-in submitted'],
    ['POST', '/api/customer/credit-app/9/submit_application/', 'application submitted'],
    ['POST', '/api/customer/deposit/charge_deposit/', 'deposit submitted'],
    ['POST', '/api/customer/appointment/', 'appointment booked'],
    ['POST', '/api/customer/customer-question/', 'contact form submitted'],
  ])('%s %s: %s', (method, path, name) => {
    expect(names(momentsOfCall({ method, path, body: {} }))).toEqual([name]);
  });

  it('a change that is no moment fires nothing', () => {
    expect(momentsOfCall({ method: 'POST', path: '/api/customer/favorites/', body: {} })).toEqual([]);
    expect(momentsOfCall({ method: 'DELETE', path: '/api/customer/order/42/', body: {} })).toEqual([]);
  });
});

// The groups a moment reads of what the storefront has at hand (the query cache: ./analytics-at-hand
// test), built by the domain's builders: dollars, deal type labels, the spec's field lists.

const atHand: AtHand = {
  accessory: (id) =>
    id === 3 ? { id: 3, name: 'Roof rack', category: 'exterior', price: 45_000, sku: 'RR-1' } : undefined,
  protection: (id) =>
    id === 51
      ? { id: 5, name: 'Tire and wheel', category: 'tire', range: 60_000, duration: 36, price: 89_900 }
      : undefined,
  payment: async (type) =>
    type === null || type === 'lease'
      ? {
          paymentType: 'lease',
          payment: { id: 'lease', total_purchase_price: 4_000_000, down_payment: 400_000, payment: 52_345 },
        }
      : null,
  tradeIn: (id) =>
    id === 9 ? { year: 2018, make: 'Honda', model: 'Civic', trim: 'LX', odometer: 80_000 } : undefined,
};

const patch = (body: Record<string, unknown>) => ({ method: 'PATCH', path: '/api/customer/order/42/', body });

describe('analytics moments: the payload groups of each moment', () => {
  it('accessory added carries the commerce group of each accessory the change added, in dollars', async () => {
    const moments = momentsOfCall(patch({ accessory_ids: [1, 3] }), { accessory_ids: [1] });
    expect(names(moments)).toEqual(['accessory added']);
    expect(await groupsOf(moments[0] as Moment, atHand)).toEqual({
      commerce: { accessories: [{ id: 3, name: 'Roof rack', category: 'exterior', price: '450.00' }] },
    });
  });

  it('protection added carries each plan with its chosen range, duration and price', async () => {
    const moments = momentsOfCall(patch({ protection_ids: [51] }), { protection_ids: [] });
    expect(await groupsOf(moments[0] as Moment, atHand)).toEqual({
      commerce: {
        protections: [
          { id: 5, name: 'Tire and wheel', category: 'tire', range: 60_000, duration: 36, price: '899.00' },
        ],
      },
    });
  });

  it('a deal saved with the first change: the accessories it added, not those the vehicle comes with', () => {
    const moments = momentsOfCall(
      { method: 'POST', path: '/api/customer/order/', body: { vehicle: 17, accessory_ids: [1, 3] } },
      { accessory_ids: [1], protection_ids: [] },
    );
    expect(moments).toEqual([
      { name: 'deal saved' },
      { name: 'accessory added', reads: { accessories: [3] } },
    ]);
  });

  it('a change that only removes add-ons adds none: no accessory or protection added', () => {
    expect(
      momentsOfCall(patch({ accessory_ids: [1], protection_ids: [] }), {
        accessory_ids: [1, 3],
        protection_ids: [51],
      }),
    ).toEqual([]);
  });

  it('payment type changed and worksheet edited carry the calculation group of the current payment', async () => {
    const [changed] = momentsOfCall(patch({ payment_type: 'lease' }));
    const calculation = {
      id: 'lease',
      total_purchase_price: '40000.00',
      down_payment: '4000.00',
      payment: '523.45',
      deal_type: 'Lease',
      down_payment_percentage: 0.1,
    };
    expect(await groupsOf(changed as Moment, atHand)).toEqual({ calculation });
    const [edited] = momentsOfCall(patch({ down_payment: 400_000 }));
    expect(await groupsOf(edited as Moment, atHand)).toEqual({
      form: { fields: ['down_payment'] },
      calculation,
    });
  });

  it('the payment and review steps and the build-your-deal complete carry the calculation group', async () => {
    const review = momentsOfPage('/maple_motors/en/conf/17/review/', 'vdp:review');
    const groups = await Promise.all(review.map((m) => groupsOf(m, atHand)));
    expect(groups[1]?.calculation).toMatchObject({ deal_type: 'Lease', payment: '523.45' });
    expect(groups[2]?.calculation).toMatchObject({ deal_type: 'Lease', payment: '523.45' });
    const accessories = momentsOfPage('/maple_motors/en/conf/17/accessories/', 'vdp:accessories');
    expect(await groupsOf(accessories[1] as Moment, atHand)).not.toHaveProperty('calculation');
  });

  it('trade-in submitted carries the ownership group when the trade-in has 4 keys or more', async () => {
    const [submitted] = momentsOfCall({
      method: 'POST',
      path: '/api/customer/tradein/9/submit_tradein/',
      body: { order: 42 },
    });
    expect(await groupsOf(submitted as Moment, atHand)).toEqual({
      ownership: { year: 2018, make: 'Honda', model: 'Civic', trim: 'LX', odometer: 80_000 },
    });
    const few: AtHand = { ...atHand, tradeIn: () => ({ year: 2018, make: 'Honda', model: 'Civic' }) };
    expect(await groupsOf(submitted as Moment, few)).toEqual({});
  });

  it("a search of the list carries the filter group, the list's address in the spec's names", () => {
    expect(
      momentOfSearch({
        make: 'Honda,Toyota',
        budget: '20000-35000',
        modelYear: '2020-',
        condition: 'used',
        sort: '-price',
        page: '2',
        features: 'Sunroof',
      }),
    ).toEqual({
      name: 'vehicle list searched',
      groups: {
        filter: {
          make: 'Honda,Toyota',
          condition: 'used',
          sort: { field: 'price', direction: 'desc' },
          paymentType: 'cash',
          minPayment: '20000',
          maxPayment: '35000',
          minYear: '2020',
        },
      },
    });
  });

  it('another page of the same search is no new search', () => {
    expect(searchKey({ make: 'Honda', page: '2' })).toBe(searchKey({ make: 'Honda' }));
    expect(searchKey({ make: 'Honda', sort: 'price' })).not.toBe(searchKey({ make: 'Honda' }));
  });
});
