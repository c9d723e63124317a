import { describe, expect, it } from 'vitest';
import {
  AnalyticsQueue,
  cleanPrice,
  dealerGroup,
  downPaymentPercent,
  formatDate,
  languageOf,
  orientationOf,
  ownershipGroup,
  vehicleGroup,
  viewportOf,
} from '../src/features/analytics/tracker.ts';

// Spec 3, the Volkswagen-type tracker: value cleaning, the field lists of the payload groups, the
// queue until the scripts are ready, the participation flag, de-duplication per vehicle.

describe('analytics value cleaning', () => {
  it('prices: currency symbol and first comma stripped, 2 decimals; sentinels are no price', () => {
    expect(cleanPrice('$32,495')).toBe('32495.00');
    expect(cleanPrice(32495.5)).toBe('32495.50');
    expect(cleanPrice('1,234,567')).toBe('1234567.00');
    for (const none of [null, undefined, '', 0, 999998, 999999, '999999'])
      expect(cleanPrice(none)).toBeNull();
  });

  it('down-payment percentage of the total purchase price, 2 decimals; dates MM/dd/yyyy', () => {
    expect(downPaymentPercent(5_000, 33_333)).toBe(0.15);
    expect(downPaymentPercent(0, 0)).toBe(0);
    expect(formatDate(new Date(2026, 0, 5))).toBe('01/05/2026');
  });

  it('viewport, orientation and language as the tracker reports them', () => {
    expect(viewportOf(1000)).toBe(992);
    expect(viewportOf(300)).toBe(1367);
    expect(viewportOf(2000)).toBe(1367);
    expect(orientationOf(800, 600)).toBe('h');
    expect(orientationOf(390, 844)).toBe('v');
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('en-US')).toBe('en');
  });

  it('trade-in ownership only with at least 4 keys', () => {
    expect(ownershipGroup({ year: 2019, make: 'Honda', model: 'Civic' })).toBeNull();
    expect(ownershipGroup({ year: 2019, make: 'Honda', model: 'Civic', odometer: 40_000 })).toEqual({
      year: 2019,
      make: 'Honda',
      model: 'Civic',
      odometer: 40_000,
    });
  });
});

describe('payload groups', () => {
  it("vehicle: the spec's fields only, prices cleaned", () => {
    const group = vehicleGroup({
      id: 7,
      year: 2026,
      make: 'Hyundai',
      model: 'Elantra',
      trim: 'Preferred',
      listing_price: 2_849_500,
      vin: 'KMHLM4AG1PU000001',
      secret_dealer_cost: 1,
    });
    expect(group).toEqual({
      id: 7,
      year: 2026,
      make: 'Hyundai',
      model: 'Elantra',
      trim: 'Preferred',
      listing_price: '28495.00',
      vin: 'KMHLM4AG1PU000001',
    });
  });

  it("dealer: the spec's fields only", () => {
    expect(dealerGroup({ uid: 'u', name: 'Maple Motors', country: 'CA', phone: 'x' })).toEqual({
      uid: 'u',
      name: 'Maple Motors',
      country: 'CA',
    });
  });
});

describe('the analytics queue', () => {
  const event = (name: string, vehicle?: number) => ({ event: name, ...(vehicle ? { vehicle } : {}) });

  it('holds events until the scripts are ready, then flushes them in order', () => {
    const sent: unknown[] = [];
    const queue = new AnalyticsQueue({ participating: true, push: (e) => sent.push(e) });
    queue.track(event('a'));
    queue.track(event('b'));
    expect(sent).toEqual([]);
    queue.ready();
    queue.track(event('c'));
    expect(sent).toEqual([event('a'), event('b'), event('c')]);
  });

  it('drops everything without the participation flag or the script', () => {
    const sent: unknown[] = [];
    const off = new AnalyticsQueue({ participating: false, push: (e) => sent.push(e) });
    off.track(event('a'));
    off.ready();
    const noScript = new AnalyticsQueue({ participating: true, push: null });
    noScript.track(event('b'));
    noScript.ready();
    expect(sent).toEqual([]);
  });

  it('sends a digital-retailing event once per vehicle', () => {
    const sent: unknown[] = [];
    const seen = new Set<string>();
    const queue = new AnalyticsQueue({ participating: true, push: (e) => sent.push(e), seen });
    queue.ready();
    queue.trackOncePerVehicle('trade-in', 7, event('trade-in', 7));
    queue.trackOncePerVehicle('trade-in', 7, event('trade-in', 7));
    queue.trackOncePerVehicle('trade-in', 8, event('trade-in', 8));
    expect(sent).toEqual([event('trade-in', 7), event('trade-in', 8)]);
    // The flags are kept (stored between visits by the caller): a new queue does not send it again.
    const again = new AnalyticsQueue({ participating: true, push: (e) => sent.push(e), seen });
    again.ready();
    again.trackOncePerVehicle('trade-in', 7, event('trade-in', 7));
    expect(sent).toHaveLength(2);
  });
});
