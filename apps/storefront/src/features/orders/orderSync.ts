import { ORDER_UPDATE_DEBOUNCE_MS } from '@storefront/domain';
import { postToParent } from '../embedding/parentMessages.ts';
import type { OrderPatch, OrderSummary } from './api/orders.ts';

// Order sync (spec part 2 section 4): the order is created on the first change, then updated;
// changes are merged and debounced (1.5 s). A failed write keeps its changes for the next
// attempt (nothing lost), a flush on page hide sends what is pending at once (keepalive), and
// the busy state is announced (to an embedding parent window).

export interface OrderSyncDeps {
  create: (patch: OrderPatch) => Promise<OrderSummary>;
  update: (id: number, patch: OrderPatch, options: { keepalive: boolean }) => Promise<OrderSummary>;
  onSaved?: (order: OrderSummary) => void;
  onBusy?: (busy: boolean) => void;
  onError?: (error: unknown) => void;
  debounceMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class OrderSync {
  private orderId: number | null;
  private pending: OrderPatch = {};
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private readonly deps: Required<Pick<OrderSyncDeps, 'debounceMs' | 'setTimer' | 'clearTimer'>> &
    OrderSyncDeps;

  constructor(orderId: number | null, deps: OrderSyncDeps) {
    this.orderId = orderId;
    this.deps = {
      debounceMs: ORDER_UPDATE_DEBOUNCE_MS,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      ...deps,
    };
  }

  get id(): number | null {
    return this.orderId;
  }

  /** Changes not yet written. */
  get pendingChanges(): OrderPatch {
    return { ...this.pending };
  }

  get hasPending(): boolean {
    return Object.keys(this.pending).length > 0;
  }

  /** Merges a change and (re)starts the debounce. */
  change(patch: OrderPatch): void {
    this.pending = { ...this.pending, ...patch };
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.flush();
    }, this.deps.debounceMs);
  }

  /** Writes pending changes now; `keepalive` lets the request outlive the page. */
  async flush(options: { keepalive?: boolean } = {}): Promise<void> {
    if (this.timer !== null) {
      this.deps.clearTimer(this.timer);
      this.timer = null;
    }
    if (this.inFlight) {
      await this.inFlight;
      if (!this.hasPending) return;
    }
    if (!this.hasPending) return;
    const patch = this.pending;
    this.pending = {};
    this.deps.onBusy?.(true);
    this.inFlight = (async () => {
      try {
        const saved =
          this.orderId === null
            ? await this.deps.create(patch)
            : await this.deps.update(this.orderId, patch, { keepalive: options.keepalive ?? false });
        this.orderId = saved.id;
        this.deps.onSaved?.(saved);
      } catch (error) {
        // Nothing lost: the failed changes go back under any newer ones.
        this.pending = { ...patch, ...this.pending };
        this.deps.onError?.(error);
      } finally {
        this.inFlight = null;
        this.deps.onBusy?.(false);
      }
    })();
    await this.inFlight;
  }

  /** Drops pending changes of a key set (a failed payment-method change, spec 2 section 4). */
  drop(keys: readonly (keyof OrderPatch)[]): void {
    for (const key of keys) delete this.pending[key];
  }

  dispose(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }
}

/** Announces the busy state to an embedding parent window (iframe mode, its origin only). */
export function announceBusy(busy: boolean): void {
  postToParent({ type: 'busy', busy });
}
