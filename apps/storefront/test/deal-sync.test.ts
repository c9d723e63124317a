import { describe, expect, it } from 'vitest';
import { DeferredSync } from '../src/features/build-and-price/dealSync.ts';
import type { OrderPatch } from '../src/features/orders/api/orders.ts';
import { OrderSync } from '../src/features/orders/orderSync.ts';

/** An order sync whose writes are recorded and whose debounce waits for `flush`. */
function recordingSync() {
  const writes: OrderPatch[] = [];
  const sync = new OrderSync(7, {
    create: async () => {
      throw new Error('the order exists');
    },
    update: async (id, patch) => {
      writes.push(patch);
      return { id, version: 2 } as never;
    },
    setTimer: () => 'timer',
    clearTimer: () => undefined,
  });
  return { sync, writes };
}

describe('the order sync while its chunk is on its way', () => {
  it('keeps the changes made meanwhile, merged, less a dropped key, and hands them to the sync', async () => {
    const deferred = new DeferredSync();
    deferred.change({ term: 48 });
    deferred.change({ term: 60, payment_type: 'lease' });
    deferred.change({ payment_frequency: 'weekly' });
    deferred.drop(['payment_frequency']);
    expect(deferred.hasWaiting).toBe(true);
    const { sync, writes } = recordingSync();
    const flushed = deferred.flush();
    deferred.attach(sync);
    await flushed;
    expect(writes).toEqual([{ term: 60, payment_type: 'lease' }]);
    deferred.change({ term: 72 });
    await deferred.flush();
    expect(writes).toEqual([{ term: 60, payment_type: 'lease' }, { term: 72 }]);
  });

  it('a flush stops waiting when no sync will come', async () => {
    const deferred = new DeferredSync();
    deferred.change({ term: 48 });
    const flushed = deferred.flush();
    deferred.cancel();
    await expect(flushed).resolves.toBeUndefined();
  });
});
