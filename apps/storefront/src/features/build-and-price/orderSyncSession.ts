import type { HttpClient } from '../../shared/api/http.ts';
import { postToParent } from '../embedding/index.ts';
import {
  announceBusy,
  createOrder,
  getOrder,
  isOrderConflict,
  OrderSync,
  type OrderSyncStatus,
  orderRefusalOf,
  updateOrder,
} from '../orders/deferred.ts';
import {
  announceOrderSaved,
  dealFieldsOf,
  type OrderSummary,
  onOrderSavedElsewhere,
} from '../orders/index.ts';
import { orderPatchOf } from './dealOrder.ts';
import type { LatestChoices } from './useDealChoices.ts';

// The order sync of a signed-in shopper's deal (./useOrderSync.ts), a chunk of its own: a shopper who
// is not signed in never needs it, and one who is gets it once the page is live (./dealSync.ts holds
// the changes made meanwhile).

/** The order as this tab last knew it from the server: its version (the next write's If-Match) and deal fields. */
export interface KnownOrder {
  version: number | undefined;
  fields: string | null;
}

export interface OrderSyncSessionInput {
  http: HttpClient;
  orderId: number | null;
  vehicleId: number;
  email: string | undefined;
  campaign: Record<string, string>;
  latest: { readonly current: LatestChoices };
  known: { current: KnownOrder };
  /** Shows the server's order as the deal (another tab or device saved it). */
  adopt: (fresh: OrderSummary) => void;
  onConflict: () => void;
  onStatus: (status: OrderSyncStatus, refusal: string | null) => void;
  onBusy: (busy: boolean) => void;
  onSaved: (saved: OrderSummary) => void;
}

/**
 * Starts the sync: created on the first change, each change written with the order's version, a
 * conflict with another tab or device shown; the order read again when another tab saves it or this
 * one is shown again; what is waiting sent on page hide and when back online. `stop` flushes and ends it.
 */
export function startOrderSync(input: OrderSyncSessionInput): { sync: OrderSync; stop: () => void } {
  const { http, known, latest, adopt } = input;
  const sync = new OrderSync(
    input.orderId,
    {
      create: (patch) =>
        createOrder(http, {
          vehicle: input.vehicleId,
          ...(input.email ? { email: input.email } : {}),
          ...(Object.keys(input.campaign).length > 0 ? { campaign: input.campaign } : {}),
          ...orderPatchOf(
            latest.current.paymentType,
            latest.current.deal,
            latest.current.cart,
            latest.current.incentivesByCall,
          ),
          ...patch,
        }),
      update: (id, patch, options) => updateOrder(http, id, patch, options),
      isConflict: isOrderConflict,
      refusalOf: orderRefusalOf,
      onConflict: async (id) => {
        const fresh = await getOrder(http, id);
        // Only the steps or the share link changed: the change is sent again on the new version.
        if (known.current.fields === null || dealFieldsOf(fresh) === known.current.fields) {
          known.current = { version: fresh.version, fields: dealFieldsOf(fresh) };
          return { retry: true, version: fresh.version };
        }
        // The deal was changed elsewhere: the shopper sees it and is told their change was not saved.
        adopt(fresh);
        input.onConflict();
        return { retry: false, version: fresh.version };
      },
      onStatus: (status) => input.onStatus(status, sync.refusal),
      onSaved: (saved) => {
        known.current = { version: saved.version, fields: dealFieldsOf(saved) };
        announceOrderSaved(saved);
        if (saved.id !== input.orderId)
          postToParent({
            type: 'transaction',
            event: 'order_created',
            order: saved.id,
            vehicle: input.vehicleId,
          });
        input.onSaved(saved);
      },
      onBusy: (value) => {
        input.onBusy(value);
        announceBusy(value);
      },
    },
    known.current.version,
  );
  // Another tab or device may have changed the order: read it again when this tab is shown again
  // or another tab says it saved it, and show it unless a change of this tab is waiting.
  const refresh = (version: number | null) => {
    if (sync.id === null || !sync.settled) return;
    if (version !== null && version === known.current.version) return;
    void getOrder(http, sync.id)
      .then((fresh) => {
        if (!sync.settled || fresh.version === known.current.version) return;
        if (known.current.fields === null || dealFieldsOf(fresh) === known.current.fields) {
          known.current = { version: fresh.version, fields: dealFieldsOf(fresh) };
          sync.version = fresh.version;
        } else adopt(fresh);
      })
      .catch(() => undefined);
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') void sync.flush({ keepalive: true });
    else refresh(null);
  };
  const onPageHide = () => void sync.flush({ keepalive: true });
  // Back online: what failed to save is sent again.
  const onOnline = () => void sync.flush();
  const stopListening = onOrderSavedElsewhere((id, version) => {
    if (id === sync.id) refresh(version);
  });
  // The list the order came from may be older than the order: read it now.
  refresh(null);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('online', onOnline);
  return {
    sync,
    stop: () => {
      stopListening();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      void sync.flush({ keepalive: true });
      sync.dispose();
    },
  };
}
