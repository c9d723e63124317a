import { describe, expect, it } from 'vitest';
import { momentsOfCall, momentsOfPage } from '../src/features/analytics/moments.ts';

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
    expect(moments).toEqual([{ name: 'worksheet edited', groups: { form: { fields: ['down_payment'] } } }]);
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
