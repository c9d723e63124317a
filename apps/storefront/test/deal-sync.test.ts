import { ORDER_UPDATE_DEBOUNCE_MS, PROTECTION_PAYMENT_UPDATE_DEBOUNCE_MS } from '@storefront/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredSync } from '../src/features/build-and-price/dealSync.ts';
import type { OrderPatch } from '../src/features/orders/api/orders.ts';
import { OrderSync } from '../src/features/orders/orderSync.ts';

/** An order sync whose writes are recorded and whose debounce waits for `flush` (else the clock's). */
function recordingSync(manualTimers = true) {
  const writes: OrderPatch[] = [];
  const sync = new OrderSync(7, {
    create: async () => {
      throw new Error('the order exists');
    },
    update: async (id, patch) => {
      writes.push(patch);
      return { id, version: 2 } as never;
    },
    ...(manualTimers ? { setTimer: () => 'timer', clearTimer: () => undefined } : {}),
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

describe('protection changes: the order after 1000 ms of quiet (spec 2, timings)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('several quick protection changes (select, another option, deselect, select): one write 1000 ms after the last; other changes 1500 ms', async () => {
    expect(PROTECTION_PAYMENT_UPDATE_DEBOUNCE_MS).toBe(1000);
    const { sync, writes } = recordingSync(false);
    sync.change({ protection_ids: [11] });
    await vi.advanceTimersByTimeAsync(300);
    sync.change({ protection_ids: [12] });
    await vi.advanceTimersByTimeAsync(300);
    sync.change({ protection_ids: [] });
    await vi.advanceTimersByTimeAsync(300);
    sync.change({ protection_ids: [13] });
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([{ protection_ids: [13] }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(writes).toHaveLength(1);

    // Other changes keep the order's 1500 ms, with or without a protection change among them.
    sync.change({ term: 60 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ORDER_UPDATE_DEBOUNCE_MS - 1000);
    expect(writes[1]).toEqual({ term: 60 });
    sync.change({ accessory_ids: [3] });
    sync.change({ protection_ids: [11] });
    await vi.advanceTimersByTimeAsync(1499);
    expect(writes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes[2]).toEqual({ accessory_ids: [3], protection_ids: [11] });
  });
});
