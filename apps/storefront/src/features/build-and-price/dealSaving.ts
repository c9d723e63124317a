import type { QueryClient } from '@tanstack/react-query';
import type { ExtractAtomValue, SetStateAction } from 'jotai';
import type { RefObject } from 'react';
import type { HttpClient } from '../../shared/api/http.ts';
import { openSignInState, type signInAtom } from '../auth/index.ts';
import { postToParent } from '../embedding/index.ts';
import {
  createOrder,
  getOrder,
  isOrderConflict,
  sendOrderLink,
  shareOrder,
  updateOrder,
} from '../orders/deferred.ts';
import { dealFieldsOf, type OrderSummary, orderKeys, vehicleIdOf } from '../orders/index.ts';
import type { DealVehicle } from './api/deal.ts';
import { orderPatchOf } from './dealOrder.ts';
import type { DealSync } from './dealSync.ts';
import type { LatestChoices } from './useDealChoices.ts';
import type { OrderSyncState } from './useOrderSync.ts';

// "Save deal"'s work (./useDealSaving.ts): a chunk of its own, loaded when the browser is idle after
// the vehicle page is interactive (the save is on the review step, never the first paint's).

export interface DealSavingContext {
  http: HttpClient;
  queryClient: QueryClient;
  dealerCode: string | undefined;
  vehicle: DealVehicle;
  signedIn: boolean;
  userId: number | undefined;
  orderId: number | null;
  campaign: Record<string, unknown>;
  latest: RefObject<LatestChoices>;
  syncRef: RefObject<DealSync | null>;
  sync: Pick<OrderSyncState, 'knownOrder' | 'showConflict' | 'recordSaved'>;
  setSignIn: (update: SetStateAction<ExtractAtomValue<typeof signInAtom>>) => void;
  setSaved: (saved: OrderSummary) => void;
}

/** How many times a save refused on a version this tab's own writes moved on is sent again. */
const SAVE_RETRIES = 2;

/**
 * The order written now (created if need be) with its shareable link, after a sign-up when signed out
 * (the sign-in dialog then says the link was e-mailed).
 */
export async function saveDealNow(
  {
    http,
    queryClient,
    dealerCode,
    vehicle,
    signedIn,
    userId,
    orderId,
    campaign,
    latest,
    syncRef,
    sync: { knownOrder, showConflict, recordSaved },
    setSignIn,
    setSaved,
  }: DealSavingContext,
  steps?: (saved: OrderSummary) => Record<string, number>,
): Promise<void> {
  const persist = async (): Promise<OrderSummary | null> => {
    const patch = orderPatchOf(
      latest.current.paymentType,
      latest.current.deal,
      latest.current.cart,
      latest.current.incentivesByCall,
    );
    const { deal: d } = latest.current;
    const current = queryClient
      .getQueryData<{ results: OrderSummary[] }>(orderKeys.list(dealerCode, userId ?? 0))
      ?.results.find((o) => vehicleIdOf(o) === vehicle.id && !o.is_archived);
    const id = current?.id ?? orderId;
    // Against the version this tab last knew (If-Match): a deal changed since in another tab or on
    // another device is not overwritten; the shopper is shown it and told.
    let version = (id === orderId ? knownOrder().version : undefined) ?? current?.version;
    let result: OrderSummary;
    for (let attempt = 0; ; attempt += 1) {
      try {
        result = id
          ? await updateOrder(http, id, patch, { version })
          : await createOrder(http, {
              vehicle: vehicle.id,
              ...(Object.keys(campaign).length > 0 ? { campaign: campaign as Record<string, string> } : {}),
              ...patch,
              ...(d.postalCode ? { postal_code: d.postalCode } : {}),
            });
        break;
      } catch (error) {
        if (!id || !isOrderConflict(error)) throw error;
        const fresh = await getOrder(http, id);
        // This tab's own writes moved the version on without changing the deal (the steps passed
        // before the order existed, sent once the sync created it; the visit's referrer): not another
        // tab's change, so the deal is written on the server's version (a few times at most, while
        // those writes land). A deal changed elsewhere is shown, and the shopper told.
        const { fields } = knownOrder();
        if (fields === null || dealFieldsOf(fresh) !== fields || attempt >= SAVE_RETRIES) {
          showConflict(fresh);
          return null;
        }
        version = fresh.version;
      }
    }
    recordSaved(result, steps?.(result));
    // The shareable read-only link (created once, kept until the order is archived).
    const tokenized = result.tokenized_url ?? (await shareOrder(http, result.id).catch(() => null));
    const withLink = { ...result, tokenized_url: tokenized };
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    setSaved(withLink);
    postToParent({ type: 'transaction', event: 'deal_saved', order: result.id, vehicle: vehicle.id });
    return withLink;
  };
  if (!signedIn) {
    setSignIn(
      openSignInState('build_and_price', {
        onSuccess: () => {
          void persist()
            .then(async (result) => {
              if (result?.tokenized_url) setSignIn((s) => ({ ...s, shareUrl: result.tokenized_url ?? null }));
              // The thank-you says the link was e-mailed: it is.
              if (result) await sendOrderLink(http, result.id).catch(() => undefined);
            })
            .catch(() => undefined);
        },
      }),
    );
    return;
  }
  await syncRef.current?.flush();
  await persist().catch(() => null);
}
