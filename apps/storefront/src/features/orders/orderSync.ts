import { ORDER_UPDATE_DEBOUNCE_MS, PROTECTION_PAYMENT_UPDATE_DEBOUNCE_MS } from '@storefront/domain';
import { postToParent } from '../embedding/index.ts';
import type { OrderPatch } from './api/orders.ts';
import type { OrderSummary } from './api/ordersList.ts';

// Order sync (spec part 2 section 4): the order is created on the first change, then updated;
// changes are merged and debounced (1.5 s; 1 s while the changes waiting are the protection plans
// alone: the spec's protection payment update debounce). A failed write keeps its changes for the next
// attempt (nothing lost), a flush on page hide sends what is pending at once (keepalive), and
// the busy state is announced (to an embedding parent window).
//
// Writes carry the order's version (If-Match): a write made against an older version (another tab or
// device changed the order) is refused; `onConflict` reads the order again and says whether the
// change is sent again on it (only steps or the share link changed) or dropped (the deal changed: the
// shopper sees the order as saved and is told). The status says whether everything is saved.

/**
 * `saved`: nothing waiting; `saving`: a change waits or is being written; `unsaved`: a write failed
 * (no answer, or the server failed: sent again when back online); `refused`: the server refused the
 * change as invalid (`refusal` says why; kept, and sent with the shopper's next change).
 */
export type OrderSyncStatus = 'saved' | 'saving' | 'unsaved' | 'refused';

export interface OrderSyncDeps {
  create: (patch: OrderPatch) => Promise<OrderSummary>;
  update: (
    id: number,
    patch: OrderPatch,
    options: { keepalive: boolean; version: number | undefined },
  ) => Promise<OrderSummary>;
  onSaved?: (order: OrderSummary) => void;
  onBusy?: (busy: boolean) => void;
  onError?: (error: unknown) => void;
  onStatus?: (status: OrderSyncStatus) => void;
  /** Why the server refused a failed write as invalid (its localised message), or null: not a refusal. */
  refusalOf?: (error: unknown) => string | null;
  /** Whether a failed write was refused as made on an older version (412/409). */
  isConflict?: (error: unknown) => boolean;
  /** After a conflict: the order's current version, and whether to send the change again on it. */
  onConflict?: (id: number) => Promise<{ retry: boolean; version: number | undefined }>;
  debounceMs?: number;
  /** The debounce while the changes waiting are the protection plans alone. */
  protectionDebounceMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class OrderSync {
  private orderId: number | null;
  private pending: OrderPatch = {};
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private failed = false;
  private refused: string | null = null;
  private lastStatus: OrderSyncStatus = 'saved';
  /** The order version the next write is made against (If-Match); undefined: no check. */
  version: number | undefined;
  private readonly deps: Required<
    Pick<OrderSyncDeps, 'debounceMs' | 'protectionDebounceMs' | 'setTimer' | 'clearTimer'>
  > &
    OrderSyncDeps;

  constructor(orderId: number | null, deps: OrderSyncDeps, version?: number) {
    this.orderId = orderId;
    this.version = version;
    this.deps = {
      debounceMs: ORDER_UPDATE_DEBOUNCE_MS,
      protectionDebounceMs: PROTECTION_PAYMENT_UPDATE_DEBOUNCE_MS,
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

  /** Whether a change is waiting, being written or failed (the order on the server is not the deal). */
  get settled(): boolean {
    return !this.hasPending && this.inFlight === null && this.timer === null;
  }

  /** The server's reason for refusing the last write (status `refused`), else null. */
  get refusal(): string | null {
    return this.status === 'refused' ? this.refused : null;
  }

  get status(): OrderSyncStatus {
    if (this.failed && this.hasPending && this.inFlight === null && this.timer === null)
      return this.refused === null ? 'unsaved' : 'refused';
    return this.settled ? 'saved' : 'saving';
  }

  private announce(): void {
    const status = this.status;
    if (status === this.lastStatus) return;
    this.lastStatus = status;
    this.deps.onStatus?.(status);
  }

  /**
   * Merges a change and (re)starts the debounce: 1000 ms when the changes waiting are the protection
   * plans alone (select, deselect, another term or distance of a plan), else 1500 ms (spec 2, timings).
   */
  change(patch: OrderPatch): void {
    this.pending = { ...this.pending, ...patch };
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    const protectionsOnly = Object.keys(this.pending).every((field) => field === 'protection_ids');
    this.timer = this.deps.setTimer(
      () => {
        this.timer = null;
        void this.flush();
      },
      protectionsOnly ? this.deps.protectionDebounceMs : this.deps.debounceMs,
    );
    this.announce();
  }

  /** Writes pending changes now; `keepalive` lets the request outlive the page. */
  async flush(options: { keepalive?: boolean } = {}, conflictRetry = true): Promise<void> {
    if (this.timer !== null) {
      this.deps.clearTimer(this.timer);
      this.timer = null;
    }
    if (this.inFlight) {
      await this.inFlight;
      if (!this.hasPending) return;
    }
    if (!this.hasPending) {
      this.announce();
      return;
    }
    const patch = this.pending;
    this.pending = {};
    this.deps.onBusy?.(true);
    let again = false;
    this.inFlight = (async () => {
      try {
        const saved =
          this.orderId === null
            ? await this.deps.create(patch)
            : await this.deps.update(this.orderId, patch, {
                keepalive: options.keepalive ?? false,
                version: this.version,
              });
        this.orderId = saved.id;
        if (saved.version !== undefined) this.version = saved.version;
        this.failed = false;
        this.refused = null;
        this.deps.onSaved?.(saved);
      } catch (error) {
        if (this.orderId !== null && this.deps.isConflict?.(error) && this.deps.onConflict) {
          const answer = await this.deps
            .onConflict(this.orderId)
            .catch(() => ({ retry: false, version: undefined }));
          if (answer.version !== undefined) this.version = answer.version;
          // Sent again on the current version once, or dropped (the shopper is shown the order).
          if (answer.retry && conflictRetry) {
            this.pending = { ...patch, ...this.pending };
            again = true;
          }
        } else {
          // Nothing lost: the failed changes go back under any newer ones.
          this.pending = { ...patch, ...this.pending };
          this.failed = true;
          this.refused = this.deps.refusalOf?.(error) ?? null;
        }
        this.deps.onError?.(error);
      } finally {
        this.inFlight = null;
        this.deps.onBusy?.(false);
      }
    })();
    this.announce();
    await this.inFlight;
    this.announce();
    if (again) await this.flush(options, false);
  }

  /** Drops pending changes of a key set (a failed payment-method change, spec 2 section 4). */
  drop(keys: readonly (keyof OrderPatch)[]): void {
    for (const key of keys) delete this.pending[key];
    this.announce();
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
