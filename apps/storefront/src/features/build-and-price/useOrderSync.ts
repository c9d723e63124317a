import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { campaignAtom } from '../../shared/state/store.ts';
import type { OrderSync, OrderSyncStatus } from '../orders/deferred.ts';
import {
  announceOrderSaved,
  dealFieldsOf,
  type OrderSummary,
  orderKeys,
  putOrderSteps,
} from '../orders/index.ts';
import type { DealVehicle } from './api/deal.ts';
import { stepsQuery } from './api/steps.ts';
import { type DealSync, DeferredSync } from './dealSync.ts';
import type { KnownOrder } from './orderSyncSession.ts';
import { dealAreas } from './state.ts';
import type { DealChoicesState } from './useDealChoices.ts';

/**
 * The deal's order kept in step with the shopper's choices while signed in (OrderSync: created on the
 * first change, each change written with the order's version, a conflict with another tab or device
 * shown), the order read again when another tab saves it or this one is shown again, and the
 * build-and-price step progress (one PUT once the order exists).
 */
/** What the order sync gives the deal's other hooks and its pages. */
export type OrderSyncState = ReturnType<typeof useOrderSync>;

const loadSession = () => import('./orderSyncSession.ts');

/** The sync behind the deal's hooks' view of it, once it is in. */
function currentSync(syncRef: RefObject<DealSync | null>): OrderSync | null {
  const sync = syncRef.current;
  return sync instanceof DeferredSync ? sync.current : null;
}

export function useOrderSync(
  vehicle: DealVehicle,
  signedIn: boolean,
  email: string | undefined,
  /** The deal's order in the orders list, and its id as far as this tab knows (a save stores it). */
  order: OrderSummary | undefined,
  orderId: number | null,
  { key, latest, showOrder }: Pick<DealChoicesState, 'key' | 'latest' | 'showOrder'>,
  syncRef: RefObject<DealSync | null>,
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
  const store = useStore();

  // The order as last known from the server: its version (the next write's If-Match) and deal fields.
  const known = useRef<KnownOrder>({
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
      const sync = currentSync(syncRef);
      if (sync) sync.version = fresh.version;
      showOrder(fresh);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    [showOrder, queryClient, syncRef],
  );

  // Step progress waits for the order (created on the first change), then goes in one PUT with the
  // steps passed on the vehicle before it existed (kept across reloads, ./state.ts), which then go.
  const flushSteps = useCallback(
    (id: number) => {
      const passed = store.get(dealAreas.orderSteps).byVehicle[key];
      const progress = passed ? laterSteps(passed, pendingSteps.current) : pendingSteps.current;
      if (Object.keys(progress).length === 0) return;
      pendingSteps.current = {};
      putOrderSteps(http, id, progress)
        .then((steps) => {
          store.set(dealAreas.orderSteps, (area) => {
            const { [key]: _written, ...others } = area.byVehicle;
            return { byVehicle: others };
          });
          queryClient.setQueriesData({ queryKey: orderKeys.steps(dealerCode, vehicle.id) }, steps);
        })
        .catch(() => {
          pendingSteps.current = laterSteps(progress, pendingSteps.current);
        });
    },
    [http, queryClient, dealerCode, vehicle.id, store, key],
  );

  useEffect(() => {
    if (!signedIn) {
      syncRef.current = null;
      return;
    }
    // The sync is a chunk of its own, asked for now: changes made until it is in wait in `deferred`.
    const deferred = new DeferredSync();
    syncRef.current = deferred;
    let session: { sync: OrderSync; stop: () => void } | null = null;
    let stopped = false;
    void loadSession()
      .then(({ startOrderSync }) => {
        // Gone before the sync came: it is started only to send what was changed meanwhile.
        if (stopped && !deferred.hasWaiting) return;
        session = startOrderSync({
          http,
          orderId,
          vehicleId: vehicle.id,
          email,
          campaign: campaign as Record<string, string>,
          latest,
          known,
          adopt,
          onConflict: () => setConflict(true),
          onStatus: (status, why) => {
            setSaveStatus(status);
            setRefusal(why);
          },
          onBusy: setBusy,
          onSaved: (saved) => {
            setOrderArea((o) => ({ byVehicle: { ...o.byVehicle, [key]: saved.id } }));
            flushSteps(saved.id);
            void queryClient.invalidateQueries({ queryKey: orderKeys.all });
          },
        });
        deferred.attach(session.sync);
        setSaveStatus(session.sync.status);
        if (stopped) session.stop();
      })
      .catch(() => deferred.cancel());
    return () => {
      stopped = true;
      deferred.cancel();
      session?.stop();
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

  /**
   * Steps' states by progress key (complete 1, skip 4, reset 0 in the order given): shown at once in the
   * steps' answer (./progress.ts, a chunk of its own: the promise), written once the order exists.
   */
  const setSteps = useCallback(
    (updates: Record<string, number>) => {
      pendingSteps.current = laterSteps(pendingSteps.current, updates);
      // Before the order exists, the steps passed are kept with the vehicle's deal (a reload keeps them).
      if (orderId === null) {
        store.set(dealAreas.orderSteps, (area) => ({
          byVehicle: { ...area.byVehicle, [key]: laterSteps(area.byVehicle[key] ?? {}, updates) },
        }));
      }
      if (signedIn && orderId !== null) flushSteps(orderId);
      return import('./progress.ts').then(async ({ showStep }) => {
        // An answer on its way would replace these steps when it came (the next page, opened meanwhile,
        // then locked again): they go on the answer once it is here. One waiting for the network (offline)
        // is not waited for: the steps passed before the order are shown over any answer (./stepper.tsx).
        const steps = stepsQuery(http, dealerCode, vehicle.id, orderId);
        if (queryClient.getQueryState(steps.queryKey)?.fetchStatus === 'fetching')
          await queryClient.fetchQuery(steps).catch(() => undefined);
        showStep(queryClient, dealerCode, vehicle.id, updates);
      });
    },
    [signedIn, orderId, flushSteps, queryClient, http, dealerCode, vehicle.id, store, key],
  );

  /**
   * A write of this tab made outside the sync (the postal code's prompt): its version and fields are
   * this tab's now, so the sync's next write goes against it instead of being refused as another
   * tab's change (found in a shopper trial: the postal code, then Save, said "changed in another window").
   */
  const recordWrite = useCallback(
    (result: OrderSummary) => {
      known.current = { version: result.version, fields: dealFieldsOf(result) };
      const sync = currentSync(syncRef);
      if (sync) sync.version = result.version;
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
      pendingSteps.current = laterSteps(laterSteps(steps ?? {}, pendingSteps.current), { review: 1 });
      flushSteps(result.id);
    },
    [setOrderArea, key, recordWrite, flushSteps],
  );

  /**
   * The order as this tab last knew it: its version (the If-Match of a write made outside the sync) and
   * deal fields (a write refused on that version when only this tab's own writes moved it on is sent again).
   */
  const knownOrder = useCallback((): Readonly<KnownOrder> => known.current, []);

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
    setSteps,
    recordSaved,
    recordWrite,
    /** Shows the server's order as the deal (a quote applied to it outside the sync). */
    adoptOrder: adopt,
    knownOrder,
    showConflict,
  };
}

/** Steps' states with `updates` after them: a step given again moves to the end (the server applies the keys in their order). */
function laterSteps(
  base: Readonly<Record<string, number>>,
  updates: Readonly<Record<string, number>>,
): Record<string, number> {
  const kept = { ...base };
  for (const step of Object.keys(updates)) delete kept[step];
  return { ...kept, ...updates };
}
