import { describe, expect, it } from 'vitest';
import { type OrderPatch, orderRefusalOf } from '../src/features/orders/api/orders.ts';
import type { OrderSummary } from '../src/features/orders/api/ordersList.ts';
import { OrderSync } from '../src/features/orders/orderSync.ts';
import { WIRE_VEHICLE } from './wire.ts';

/** Manual timers: the test decides when the debounce fires. */
function fakeTimers() {
  const pending: Array<{ fn: () => void; ms: number; live: boolean }> = [];
  return {
    setTimer: (fn: () => void, ms: number) => {
      const t = { fn, ms, live: true };
      pending.push(t);
      return t;
    },
    clearTimer: (t: unknown) => {
      (t as { live: boolean }).live = false;
    },
    fire: () => {
      for (const t of pending.splice(0)) if (t.live) t.fn();
    },
    live: () => pending.filter((t) => t.live),
  };
}

const order = (id: number): OrderSummary => ({
  id,
  vehicle: WIRE_VEHICLE,
  payment_type: 'finance',
  sections: [],
});

function setup(initialId: number | null, failTimes = 0) {
  const timers = fakeTimers();
  const calls: Array<{ kind: 'create' | 'update'; patch: OrderPatch; keepalive?: boolean }> = [];
  const busy: boolean[] = [];
  let failures = failTimes;
  const sync = new OrderSync(initialId, {
    create: async (patch) => {
      calls.push({ kind: 'create', patch });
      if (failures-- > 0) throw new Error('down');
      return order(41);
    },
    update: async (id, patch, options) => {
      calls.push({ kind: 'update', patch, keepalive: options.keepalive });
      if (failures-- > 0) throw new Error('down');
      return order(id);
    },
    onBusy: (b) => busy.push(b),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  return { sync, timers, calls, busy };
}

describe('order sync (create on first change, 1.5 s debounce, nothing lost)', () => {
  it('debounces with 1500 ms and merges changes into one write', async () => {
    const { sync, timers, calls } = setup(null);
    sync.change({ term: 60 });
    sync.change({ down_payment: 100000 });
    sync.change({ term: 72 });
    expect(timers.live()).toHaveLength(1);
    expect(timers.live()[0]?.ms).toBe(1500);
    expect(calls).toHaveLength(0);
    timers.fire();
    await sync.flush();
    expect(calls).toEqual([{ kind: 'create', patch: { term: 72, down_payment: 100000 } }]);
    expect(sync.id).toBe(41);
  });

  it('creates first, then updates the created order', async () => {
    const { sync, calls } = setup(null);
    sync.change({ term: 60 });
    await sync.flush();
    sync.change({ term: 48 });
    await sync.flush();
    expect(calls.map((c) => c.kind)).toEqual(['create', 'update']);
  });

  it('keeps failed changes for the next attempt, under newer ones', async () => {
    const { sync, calls } = setup(7, 1);
    sync.change({ term: 60, payment_frequency: 'weekly' });
    await sync.flush();
    expect(sync.pendingChanges).toEqual({ term: 60, payment_frequency: 'weekly' });
    sync.change({ term: 72 });
    await sync.flush();
    expect(calls[1]?.patch).toEqual({ term: 72, payment_frequency: 'weekly' });
    expect(sync.hasPending).toBe(false);
  });

  it('flushes at once with keepalive on page hide', async () => {
    const { sync, timers, calls } = setup(7);
    sync.change({ accessory_ids: [1, 2] });
    await sync.flush({ keepalive: true });
    expect(calls).toEqual([{ kind: 'update', patch: { accessory_ids: [1, 2] }, keepalive: true }]);
    expect(timers.live()).toHaveLength(0);
  });

  it('announces busy around each write', async () => {
    const { sync, busy } = setup(7);
    sync.change({ term: 36 });
    await sync.flush();
    expect(busy).toEqual([true, false]);
  });

  it('a change made during a write is written after it', async () => {
    const { sync, calls } = setup(7);
    sync.change({ term: 36 });
    const first = sync.flush();
    sync.change({ term: 48 });
    await first;
    await sync.flush();
    expect(calls.map((c) => c.patch)).toEqual([{ term: 36 }, { term: 48 }]);
  });

  it('drops pending changes of a failed payment-method change', () => {
    const { sync } = setup(7);
    sync.change({ payment_type: 'lease', term: 36, accessory_ids: [3] });
    sync.drop(['payment_type', 'term']);
    expect(sync.pendingChanges).toEqual({ accessory_ids: [3] });
  });
});

describe('order sync: versions, conflicts and the saved status (issue 16, items 20 and 21)', () => {
  const conflict = Object.assign(new Error('412'), { response: { status: 412 } });

  const invalid = Object.assign(new Error('400'), {
    response: { status: 400 },
    data: { down_payment: ['The down payment cannot be more than 90% of the price.'] },
  });

  function versioned(answers: Array<'ok' | 'conflict' | 'down' | 'invalid'>, retry: boolean) {
    const timers = fakeTimers();
    const writes: Array<{ patch: OrderPatch; version: number | undefined }> = [];
    const statuses: string[] = [];
    let version = 3;
    const sync = new OrderSync(
      7,
      {
        create: async () => order(7),
        update: async (id, patch, options) => {
          writes.push({ patch, version: options.version });
          const answer = answers.shift() ?? 'ok';
          if (answer === 'conflict') throw conflict;
          if (answer === 'down') throw new TypeError('Failed to fetch');
          if (answer === 'invalid') throw invalid;
          version += 1;
          return { ...order(id), version };
        },
        isConflict: (error) => error === conflict,
        refusalOf: orderRefusalOf,
        onConflict: async () => {
          version = 9;
          return { retry, version: 9 };
        },
        onStatus: (status) => statuses.push(status),
        setTimer: timers.setTimer,
        clearTimer: timers.clearTimer,
      },
      3,
    );
    return { sync, timers, writes, statuses };
  }

  it('writes against the version it knows and follows the versions it saves', async () => {
    const { sync, writes } = versioned(['ok', 'ok'], true);
    sync.change({ term: 48 });
    await sync.flush();
    sync.change({ term: 60 });
    await sync.flush();
    expect(writes.map((w) => w.version)).toEqual([3, 4]);
  });

  it('a write refused as stale is sent again on the current version when only steps changed', async () => {
    const { sync, writes } = versioned(['conflict', 'ok'], true);
    sync.change({ term: 48 });
    await sync.flush();
    expect(writes).toEqual([
      { patch: { term: 48 }, version: 3 },
      { patch: { term: 48 }, version: 9 },
    ]);
    expect(sync.status).toBe('saved');
  });

  it('a write refused because the deal changed elsewhere is dropped, not kept as if saved', async () => {
    const { sync, writes } = versioned(['conflict'], false);
    sync.change({ term: 48 });
    await sync.flush();
    expect(writes).toHaveLength(1);
    expect(sync.hasPending).toBe(false);
    expect(sync.version).toBe(9);
  });

  it('says saving while a change waits, unsaved while its write failed, saved once written', async () => {
    const { sync, statuses } = versioned(['down', 'ok'], true);
    sync.change({ term: 48 });
    expect(sync.status).toBe('saving');
    await sync.flush();
    expect(sync.status).toBe('unsaved');
    expect(sync.pendingChanges).toEqual({ term: 48 });
    await sync.flush();
    expect(sync.status).toBe('saved');
    expect(statuses).toEqual(['saving', 'unsaved', 'saving', 'saved']);
  });

  it('a change the server refuses as invalid is refused with its reason (not "unsaved" as if offline), kept, and sent with the next change', async () => {
    const { sync, writes, statuses } = versioned(['invalid', 'ok'], true);
    sync.change({ down_payment: 3_500_000 });
    await sync.flush();
    expect(sync.status).toBe('refused');
    expect(sync.refusal).toBe('The down payment cannot be more than 90% of the price.');
    expect(sync.pendingChanges).toEqual({ down_payment: 3_500_000 });
    // Corrected: while the correction waits its debounce the status is "saving", then "saved".
    sync.change({ down_payment: 100_000 });
    expect(sync.status).toBe('saving');
    expect(sync.refusal).toBeNull();
    await sync.flush();
    expect(writes.at(-1)?.patch).toEqual({ down_payment: 100_000 });
    expect(sync.status).toBe('saved');
    expect(statuses).toEqual(['saving', 'refused', 'saving', 'saved']);
  });

  it('the refusal of a write: the first message of a 400 or 422, empty without one; null for other failures', () => {
    expect(orderRefusalOf(invalid)).toBe('The down payment cannot be more than 90% of the price.');
    expect(orderRefusalOf(Object.assign(new Error('422'), { response: { status: 422 }, data: 'x' }))).toBe(
      '',
    );
    expect(orderRefusalOf(conflict)).toBeNull();
    expect(orderRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(orderRefusalOf(Object.assign(new Error('503'), { response: { status: 503 } }))).toBeNull();
  });
});
