import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cacheAtHand,
  cachedOrders,
  PAYMENT_WAIT_MS,
  preInstalledAddons,
} from '../src/features/analytics/atHand.ts';
import { buildAndPriceKeys } from '../src/features/build-and-price/api/keys.ts';
import { orderKeys } from '../src/features/orders/api/keys.ts';
import { tradeInKeys } from '../src/features/trade-in/api/keys.ts';

// What the analytics moments read, found in the query cache under the keys the pages fill (no call
// of its own): the accessories and plans the steps showed, the deal's pricing, trade-ins, orders.

const DEALER = 'maple_motors';

function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const vehicle = { current: '17' as string | null };
  return { client, vehicle, atHand: cacheAtHand(client, DEALER, () => vehicle.current) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('analytics at hand: the query cache', () => {
  it("an accessory of the vehicle's list; a plan with the price chosen (its id); nothing of another dealer", () => {
    const { client, atHand } = cache();
    client.setQueryData(buildAndPriceKeys.accessories(DEALER, 17), [
      { id: 3, name: 'Roof rack', category: 'exterior', price: 45_000 },
    ]);
    client.setQueryData(buildAndPriceKeys.protectionPlans(DEALER, 17, 'finance', 60, 4.99), [
      {
        id: 5,
        name: 'Tire and wheel',
        category: 'tire',
        prices: [
          { id: 50, duration: 24, km_range: 40_000, price: 59_900 },
          { id: 51, duration: 36, km_range: 60_000, price: 89_900 },
        ],
      },
    ]);
    client.setQueryData(buildAndPriceKeys.accessories('riviere_auto', 17), [{ id: 4, name: 'Mats' }]);
    expect(atHand.accessory(3)).toMatchObject({ id: 3, name: 'Roof rack', price: 45_000 });
    expect(atHand.accessory(4)).toBeUndefined();
    expect(atHand.protection(51)).toEqual({
      id: 5,
      name: 'Tire and wheel',
      category: 'tire',
      range: 60_000,
      duration: 36,
      price: 89_900,
    });
    expect(atHand.protection(99)).toBeUndefined();
  });

  it('what a new deal has without the shopper: the pre-installed accessories and plans (their prices)', () => {
    const { client } = cache();
    client.setQueryData(buildAndPriceKeys.accessories(DEALER, 17), [
      { id: 1, pre_installed: true },
      { id: 3, pre_installed: false },
    ]);
    client.setQueryData(buildAndPriceKeys.protectionPlans(DEALER, 17, 'cash', null, null), [
      { id: 5, pre_installed: true, prices: [{ id: 50 }, { id: 51 }] },
      { id: 6, pre_installed: false, prices: [{ id: 60 }] },
    ]);
    expect(preInstalledAddons(client, DEALER)).toEqual({ accessory_ids: [1], protection_ids: [50, 51] });
  });

  it("the deal's latest pricing answer of the vehicle, of the payment type named", async () => {
    const { client, atHand, vehicle } = cache();
    client.setQueryData(buildAndPriceKeys.pricing(DEALER, 'finance', { vehicle: 17, term: 60 }), {
      id: 'finance',
      payment: 1,
    });
    client.setQueryData(buildAndPriceKeys.pricing(DEALER, 'cash', { vehicle: 17 }), {
      id: 'cash',
      payment: 2,
    });
    client.setQueryData(buildAndPriceKeys.pricing(DEALER, 'cash', { vehicle: 18 }), {
      id: 'cash',
      payment: 3,
    });
    expect(await atHand.payment('finance')).toEqual({
      paymentType: 'finance',
      payment: { id: 'finance', payment: 1 },
    });
    // The latest of the vehicle's.
    expect((await atHand.payment(null))?.payment).toEqual({ id: 'cash', payment: 2 });
    vehicle.current = '18';
    expect((await atHand.payment(null))?.payment).toEqual({ id: 'cash', payment: 3 });
  });

  it('a pricing under way is waited for; none at all: null after the wait', async () => {
    vi.useFakeTimers();
    const { client, atHand } = cache();
    const answer = client.fetchQuery({
      queryKey: buildAndPriceKeys.pricing(DEALER, 'lease', { vehicle: 17 }),
      queryFn: () => new Promise((resolve) => setTimeout(() => resolve({ id: 'lease', payment: 7 }), 300)),
    });
    const payment = atHand.payment('lease');
    await vi.advanceTimersByTimeAsync(300);
    await answer;
    expect((await payment)?.payment).toEqual({ id: 'lease', payment: 7 });
    const none = atHand.payment('cash');
    await vi.advanceTimersByTimeAsync(PAYMENT_WAIT_MS);
    expect(await none).toBeNull();
  });

  it("a trade-in's vehicle (no VIN, lien or photos); the order's add-ons from the customer's orders", () => {
    const { client, atHand } = cache();
    client.setQueryData(tradeInKeys.ofOrder(DEALER, 42), {
      count: 1,
      results: [
        {
          id: 9,
          year: 2018,
          make: 'Honda',
          model: 'Civic',
          trim: 'LX',
          vin: '1HGCM82633A004352',
          odometer: 80_000,
          unit: 'km',
          condition: ['no_accident'],
          lien: { amount: 100 },
          images: {},
        },
      ],
    });
    expect(atHand.tradeIn(9)).toEqual({
      year: 2018,
      make: 'Honda',
      model: 'Civic',
      trim: 'LX',
      odometer: 80_000,
      unit: 'km',
      condition: ['no_accident'],
    });
    expect(atHand.tradeIn(10)).toBeUndefined();
    client.setQueryData(orderKeys.list(DEALER, 7), {
      count: 1,
      results: [{ id: 42, accessory_ids: [1], protection_ids: [51] }],
    });
    expect(cachedOrders(client, DEALER)).toEqual([{ id: 42, accessory_ids: [1], protection_ids: [51] }]);
    expect(cachedOrders(client, 'riviere_auto')).toEqual([]);
  });
});
