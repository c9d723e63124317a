import type { OrderSync } from '../orders/deferred.ts';
import type { OrderPatch } from '../orders/index.ts';

/** What the deal's hooks ask of the order sync: a change, a write now, a change withdrawn. */
export type DealSync = Pick<OrderSync, 'change' | 'flush' | 'drop'>;

/**
 * The order sync as the deal's hooks see it from the first render of a signed-in shopper, while the
 * sync itself (./orderSyncSession.ts) is a chunk on its way: changes wait here, merged as the sync
 * merges them, a flush waits for the sync, and once it is handed over (`attach`) everything goes to it,
 * the waiting changes first. The vehicle page's first load carries this, not the sync.
 */
export class DeferredSync implements DealSync {
  private waiting: OrderPatch = {};
  private sync: OrderSync | null = null;
  private readonly attached: Promise<OrderSync | null>;
  private settle: (sync: OrderSync | null) => void = () => undefined;

  constructor() {
    this.attached = new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  /** The sync once handed over, else null. */
  get current(): OrderSync | null {
    return this.sync;
  }

  /** Whether changes wait for the sync. */
  get hasWaiting(): boolean {
    return Object.keys(this.waiting).length > 0;
  }

  /** Hands over to the sync: the changes made so far go to it (debounced as any change). */
  attach(sync: OrderSync): void {
    this.sync = sync;
    if (this.hasWaiting) sync.change(this.waiting);
    this.waiting = {};
    this.settle(sync);
  }

  /** No sync will come (the page left, or the shopper signed out): a flush stops waiting. */
  cancel(): void {
    this.settle(null);
  }

  change(patch: OrderPatch): void {
    if (this.sync) this.sync.change(patch);
    else this.waiting = { ...this.waiting, ...patch };
  }

  drop(keys: readonly (keyof OrderPatch)[]): void {
    if (this.sync) {
      this.sync.drop(keys);
      return;
    }
    const rest = { ...this.waiting };
    for (const key of keys) delete rest[key];
    this.waiting = rest;
  }

  async flush(options?: { keepalive?: boolean }): Promise<void> {
    const sync = this.sync ?? (await this.attached);
    await sync?.flush(options);
  }
}
