import { describe, expect, it } from 'vitest';
import { PIXEL_EVENTS } from '../../src/rules/analytics.ts';
import {
  ANALYTICS_DEALER_FIELDS,
  ANALYTICS_VEHICLE_FIELDS,
  analyticsAccessoryGroup,
  analyticsDealerGroup,
  analyticsEnvironmentGroup,
  analyticsEvent,
  analyticsFilterGroup,
  analyticsOwnershipGroup,
  analyticsPaymentGroup,
  analyticsProtectionGroup,
  analyticsVehicleGroup,
  ga4EventName,
  PIXEL_EVENT_OF,
  pixelUrl,
} from '../../src/rules/analytics-events.ts';

// The payload groups of spec 3 §9: each a fixed field list, money cleaned to dollars.

describe('analytics payload groups', () => {
  it('the vehicle group holds exactly the spec’s vehicle fields, its price as cleaned dollars', () => {
    const vehicle = {
      ...Object.fromEntries(ANALYTICS_VEHICLE_FIELDS.map((f) => [f, `${f}-value`])),
      listing_price: 2_899_500,
      stock_status: 'in stock',
      availability_code: 'I',
      secret_cost: 1,
      photos: ['a.jpg'],
    };
    const group = analyticsVehicleGroup(vehicle);
    expect(Object.keys(group).sort()).toEqual(
      [...ANALYTICS_VEHICLE_FIELDS, 'stock_status', 'quantity'].sort(),
    );
    expect(group.listing_price).toBe('28995.00');
    expect(group.stock_status).toBe('I');
    expect(group.quantity).toBe(1);
  });

  it('the stock status is the availability code the vehicle carries (none: null)', () => {
    expect(
      analyticsVehicleGroup({ id: 1, stock_status: 'in transit', availability_code: 'T' }).stock_status,
    ).toBe('T');
    expect(analyticsVehicleGroup({ id: 1, stock_status: 'in transit' }).stock_status).toBeNull();
  });

  it('a sentinel price (999999 dollars, 0) is reported as no price', () => {
    expect(analyticsVehicleGroup({ id: 1, listing_price: 99_999_900 }).listing_price).toBeNull();
    expect(analyticsVehicleGroup({ id: 1, listing_price: 0 }).listing_price).toBeNull();
    expect(analyticsVehicleGroup({ id: 1, listing_price: null }).listing_price).toBeNull();
  });

  it('the dealer group holds the dealer fields only', () => {
    const dealer = { ...Object.fromEntries(ANALYTICS_DEALER_FIELDS.map((f) => [f, f])), id: 9, phone: 'x' };
    expect(Object.keys(analyticsDealerGroup(dealer)).sort()).toEqual([...ANALYTICS_DEALER_FIELDS].sort());
  });

  it('the payment group: dollars, the deal type label, the down-payment percentage, the levies', () => {
    const group = analyticsPaymentGroup(
      {
        id: 4,
        vehicle_price: 3_000_000,
        total_purchase_price: 3_000_000,
        down_payment: 500_000,
        payment: 51_234,
        include_tax: true,
        pricing_stack: { levies: [{ name: 'Tire levy', value: 2_000 }] },
        internal: 'no',
      },
      'finance',
    );
    expect(group).toEqual({
      id: 4,
      vehicle_price: '30000.00',
      total_purchase_price: '30000.00',
      down_payment: '5000.00',
      payment: '512.34',
      include_tax: true,
      deal_type: 'Finance',
      down_payment_percentage: 0.17,
      pricing_stack: { levies: [{ name: 'Tire levy', value: '20.00' }] },
    });
    // The pricing answer's stack as the server sends it: a list whose levies group (its levy lines as
    // children) sits in the build-and-price group (version 2) or at the top (version 1).
    const levies = {
      name: 'Levies',
      value: 2_500,
      tax_category_type: 'levy',
      children: [
        { name: 'Tire levy', value: 2_000, tax_category_type: 'levy' },
        { name: 'A/C levy', value: 500, tax_category_type: 'levy' },
      ],
    };
    const expected = {
      levies: [
        { name: 'Tire levy', value: '20.00' },
        { name: 'A/C levy', value: '5.00' },
      ],
    };
    const v2 = [
      { name: 'Build and price', value: 3_002_500, tax_category_type: 'pre_tax', children: [levies] },
      { name: 'Taxes', value: 390_000, tax_category_type: 'tax' },
    ];
    expect(analyticsPaymentGroup({ id: 5, pricing_stack: v2 }).pricing_stack).toEqual(expected);
    expect(analyticsPaymentGroup({ id: 5, pricing_stack: [levies] }).pricing_stack).toEqual(expected);
    expect(analyticsPaymentGroup({ id: 5, pricing_stack: [] }).pricing_stack).toEqual({ levies: [] });
    expect(analyticsPaymentGroup({ id: 1 }, 'lease').deal_type).toBe('Lease');
    expect(analyticsPaymentGroup({ id: 1 }, 'cash').deal_type).toBe('Cash');
  });

  it('accessory and protection: their field lists, names from the English title, price in dollars', () => {
    expect(
      analyticsAccessoryGroup({ id: 2, title_en: 'Mats', category: 'interior', price: 19_900, sku: 'x' }),
    ).toEqual({ id: 2, name: 'Mats', category: 'interior', price: '199.00' });
    expect(
      analyticsProtectionGroup({
        id: 3,
        name_en: 'Tire',
        category: 'PN',
        range: 60_000,
        duration: 36,
        taxability: 'taxable',
        price: 89_900,
        cost: 1,
      }),
    ).toEqual({
      id: 3,
      name: 'Tire',
      category: 'PN',
      range: 60_000,
      duration: 36,
      taxability: 'taxable',
      price: '899.00',
    });
  });

  it('the filter group keeps the known filters, the sort with its direction', () => {
    expect(analyticsFilterGroup({ make: 'Honda', sort: '-price', page: '2', minYear: '' })).toEqual({
      make: 'Honda',
      sort: { field: 'price', direction: 'desc' },
    });
  });

  it('ownership only with at least 4 keys; environment from locale and window', () => {
    expect(analyticsOwnershipGroup({ a: 1, b: 2, c: 3 })).toBeNull();
    expect(analyticsOwnershipGroup({ a: 1, b: 2, c: 3, d: 4 })).toEqual({ a: 1, b: 2, c: 3, d: 4 });
    expect(analyticsEnvironmentGroup({ locale: 'fr-CA', width: 800, height: 1200 })).toMatchObject({
      language: 'fr',
      breakpoint: 768,
      orientation: 'v',
    });
  });
});

describe('analytics events and pixel', () => {
  it('an event is a GA4 push: a valid event name, eventInfo, and only the spec’s payload groups', () => {
    expect(ga4EventName('trade-in submitted')).toBe('trade_in_submitted');
    const event = analyticsEvent('vehicle viewed', {
      product: { id: 1 },
      partner: { uid: 'x' },
      secret: 1,
      form: null,
    });
    expect(event).toEqual({
      event: 'vehicle_viewed',
      eventInfo: { eventName: 'vehicle viewed', digitalRetailing: 'impression' },
      product: { id: 1 },
      partner: { uid: 'x' },
    });
    expect(event.event).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
  });

  it('the six pixel events each have their moment; the GET carries purchase_action and the hashed id', () => {
    expect(Object.values(PIXEL_EVENT_OF).sort()).toEqual([...PIXEL_EVENTS].sort());
    const url = new URL(pixelUrl('https://px.example.com/p.gif?d=1', 'purchasestart', 'ab12') ?? '');
    expect(url.searchParams.get('purchase_action')).toBe('purchasestart');
    expect(url.searchParams.get('hashed_email_id')).toBe('ab12');
    expect(url.searchParams.get('d')).toBe('1');
    expect(new URL(pixelUrl('https://px.example.com/p', 'depositcomplete', null) ?? '').search).toBe(
      '?purchase_action=depositcomplete',
    );
    expect(pixelUrl('not a url', 'depositcomplete', null)).toBeNull();
  });
});
