import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { campaignAtom } from '../../shared/state/store.ts';
import { postToParent } from '../embedding/index.ts';
import {
  announceBusy,
  announceOrderSaved,
  createOrder,
  dealFieldsOf,
  getOrder,
  isOrderConflict,
  type OrderSummary,
  OrderSync,
  type OrderSyncStatus,
  onOrderSavedElsewhere,
  orderKeys,
  orderRefusalOf,
  putOrderSteps,
  updateOrder,
} from '../orders/index.ts';
import type { DealVehicle } from './api/deal.ts';
import { orderPatchOf } from './dealOrder.ts';
import { dealAreas } from './state.ts';
import type { BnpStepId } from './steps.ts';
import type { DealChoicesState } from './useDealChoices.ts';

/**
 * The deal's order kept in step with the shopper's choices while signed in (OrderSync: created on the
 * first change, each change written with the order's version, a conflict with another tab or device
 * shown), the order read again when another tab saves it or this one is shown again, and the
 * build-and-price step progress (one PUT once the order exists).
 */
/** What the order sync gives the deal's other hooks and its pages. */
export type OrderSyncState = ReturnType<typeof useOrderSync>;

export function useOrderSync(
  vehicle: DealVehicle,
  signedIn: boolean,
  email: string | undefined,
  /** The deal's order in the orders list, and its id as far as this tab knows (a save stores it). */
  order: OrderSummary | undefined,
  orderId: number | null,
  { key, latest, showOrder }: Pick<DealChoicesState, 'key' | 'latest' | 'showOrder'>,
  syncRef: RefObject<OrderSync | null>,
) {
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const setOrderArea = useSetAtom(dealAreas.orders);
  const campaign = useAtomValue(campaignAtom);
  const [busy, setBusy] = useState(false);
  const [saveStatus, setSaveStatus] = useState<OrderSyncStatus>('saved');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const pendingSteps = useRef<Record<string, number>>({});

  // The order as last known from the server: its version (the next write's If-Match) and deal fields.
  const known = useRef<{ version: number | undefined; fields: string | null }>({
    version: undefined,
    fields: null,
  });
  // The orders list gives the first one; later ones come from this tab's writes and reads of the order
  // (a newer list alone must not hide another tab's change from `refresh` below).
  if (order?.version !== undefined && known.current.version === undefined) {
    known.current = { version: order.version, fields: dealFieldsOf(order) };
  }
  /** Shows the server's order as the deal (another tab or device saved it). */
  const adopt = useCallback(
    (fresh: OrderSummary) => {
      known.current = { version: fresh.version, fields: dealFieldsOf(fresh) };
      if (syncRef.current) syncRef.current.version = fresh.version;
      showOrder(fresh);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    [showOrder, queryClient, syncRef],
  );

  // Step progress waits for the order (created on the first change), then goes in one PUT.
  const flushSteps = useCallback(
    (id: number) => {
      const progress = pendingSteps.current;
      if (Object.keys(progress).length === 0) return;
      pendingSteps.current = {};
      putOrderSteps(http, id, progress)
        .then((steps) => queryClient.setQueryData(orderKeys.steps(dealerCode, vehicle.id), steps))
        .catch(() => {
          pendingSteps.current = { ...progress, ...pendingSteps.current };
        });
    },
    [http, queryClient, dealerCode, vehicle.id],
  );

  useEffect(() => {
    if (!signedIn) {
      syncRef.current = null;
      return;
    }
    const sync = new OrderSync(
      orderId,
      {
        create: (patch) =>
          createOrder(http, {
            vehicle: vehicle.id,
            ...(email ? { email } : {}),
            ...(Object.keys(campaign).length > 0 ? { campaign: campaign as Record<string, string> } : {}),
            ...orderPatchOf(latest.current.paymentType, latest.current.deal, latest.current.cart),
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
          setConflict(true);
          return { retry: false, version: fresh.version };
        },
        onStatus: (status) => {
          setSaveStatus(status);
          setRefusal(sync.refusal);
        },
        onSaved: (saved) => {
          known.current = { version: saved.version, fields: dealFieldsOf(saved) };
          announceOrderSaved(saved);
          if (saved.id !== orderId)
            postToParent({
              type: 'transaction',
              event: 'order_created',
              order: saved.id,
              vehicle: vehicle.id,
            });
          setOrderArea((o) => ({ byVehicle: { ...o.byVehicle, [key]: saved.id } }));
          flushSteps(saved.id);
          void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        },
        onBusy: (value) => {
          setBusy(value);
          announceBusy(value);
        },
      },
      known.current.version,
    );
    syncRef.current = sync;
    setSaveStatus(sync.status);
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
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      void sync.flush({ keepalive: true });
      sync.dispose();
    };
    // The sync is rebuilt when the order id becomes known or the user changes.
  }, [
    signedIn,
    orderId,
    http,
    vehicle.id,
    email,
    campaign,
    key,
    setOrderArea,
    queryClient,
    flushSteps,
    adopt,
    latest,
    syncRef,
  ]);

  const completeStep = useCallback(
    (step: BnpStepId) => {
      pendingSteps.current = { ...pendingSteps.current, [step]: 1 };
      if (signedIn && orderId !== null) flushSteps(orderId);
    },
    [signedIn, orderId, flushSteps],
  );

  /**
   * A write of this tab made outside the sync (the postal code's prompt): its version and fields are
   * this tab's now, so the sync's next write goes against it instead of being refused as another
   * tab's change (found in a shopper trial: the postal code, then Save, said "changed in another window").
   */
  const recordWrite = useCallback(
    (result: OrderSummary) => {
      known.current = { version: result.version, fields: dealFieldsOf(result) };
      if (syncRef.current) syncRef.current.version = result.version;
      announceOrderSaved(result);
    },
    [syncRef],
  );

  /**
   * An order saved outside the sync (the deal saved at sign-up): known, stored, its review step done
   * with the progress `steps` the saving page gives (the steps it passed over: ./savedFromReview.ts);
   * a step completed here and not yet written wins.
   */
  const recordSaved = useCallback(
    (result: OrderSummary, steps?: Record<string, number>) => {
      setOrderArea((o) => ({ byVehicle: { ...o.byVehicle, [key]: result.id } }));
      recordWrite(result);
      pendingSteps.current = { ...steps, ...pendingSteps.current, review: 1 };
      flushSteps(result.id);
    },
    [setOrderArea, key, recordWrite, flushSteps],
  );

  /** The order's version as this tab last knew it (the If-Match of a write made outside the sync). */
  const knownVersion = useCallback(() => known.current.version, []);

  /** A write made outside the sync was refused: the order as the server has it is shown, and why. */
  const showConflict = useCallback(
    (fresh: OrderSummary) => {
      adopt(fresh);
      setConflict(true);
    },
    [adopt],
  );

  return {
    busy,
    saveStatus: signedIn ? saveStatus : ('saved' as const),
    saveRefusal: signedIn ? refusal : null,
    conflict,
    dismissConflict: useCallback(() => setConflict(false), []),
    completeStep,
    recordSaved,
    recordWrite,
    knownVersion,
    showConflict,
  };
}
