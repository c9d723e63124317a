import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type RefObject, useCallback, useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { campaignAtom } from '../../shared/state/store.ts';
import { openSignInState, setSignInCallbacks, signInAtom } from '../auth/index.ts';
import { postToParent } from '../embedding/index.ts';
import {
  createOrder,
  getOrder,
  isOrderConflict,
  type OrderSummary,
  orderKeys,
  sendOrderLink,
  shareOrder,
  updateOrder,
  vehicleIdOf,
} from '../orders/index.ts';
import type { DealVehicle } from './api/deal.ts';
import { orderPatchOf } from './dealOrder.ts';
import type { DealSync } from './dealSync.ts';
import type { LatestChoices } from './useDealChoices.ts';
import type { OrderSyncState } from './useOrderSync.ts';

/**
 * "Save deal": the order written now (created if need be) with its shareable link, after a sign-up
 * when signed out (the sign-in dialog then says the link was e-mailed); the saved order for the
 * thank-you.
 */
export function useDealSaving(
  vehicle: DealVehicle,
  signedIn: boolean,
  userId: number | undefined,
  orderId: number | null,
  latest: RefObject<LatestChoices>,
  syncRef: RefObject<DealSync | null>,
  /**
   * The order sync (./useOrderSync.ts): the version a save writes against, a refused save shown, an
   * order this hook saved recorded.
   */
  {
    knownVersion,
    showConflict,
    recordSaved,
  }: Pick<OrderSyncState, 'knownVersion' | 'showConflict' | 'recordSaved'>,
) {
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const campaign = useAtomValue(campaignAtom);
  const setSignIn = useSetAtom(signInAtom);
  const [saved, setSaved] = useState<OrderSummary | null>(null);

  const saveDeal = useCallback(
    async (steps?: (saved: OrderSummary) => Record<string, number>) => {
      postToParent({ type: 'cta_click', cta: 'save_deal', vehicle: vehicle.id });
      const persist = async (): Promise<OrderSummary | null> => {
        const patch = orderPatchOf(latest.current.paymentType, latest.current.deal, latest.current.cart);
        const { deal: d } = latest.current;
        const current = queryClient
          .getQueryData<{ results: OrderSummary[] }>(orderKeys.list(dealerCode, userId ?? 0))
          ?.results.find((o) => vehicleIdOf(o) === vehicle.id && !o.is_archived);
        const id = current?.id ?? orderId;
        // Against the version this tab last knew (If-Match): a deal changed since in another tab or on
        // another device is not overwritten; the shopper is shown it and told.
        const version = (id === orderId ? knownVersion() : undefined) ?? current?.version;
        let result: OrderSummary;
        try {
          result = id
            ? await updateOrder(http, id, patch, { version })
            : await createOrder(http, {
                vehicle: vehicle.id,
                ...(Object.keys(campaign).length > 0 ? { campaign: campaign as Record<string, string> } : {}),
                ...patch,
                ...(d.postalCode ? { postal_code: d.postalCode } : {}),
              });
        } catch (error) {
          if (!id || !isOrderConflict(error)) throw error;
          showConflict(await getOrder(http, id));
          return null;
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
        setSignInCallbacks(() => {
          void persist()
            .then(async (result) => {
              if (result?.tokenized_url) setSignIn((s) => ({ ...s, shareUrl: result.tokenized_url ?? null }));
              // The thank-you says the link was e-mailed: it is.
              if (result) await sendOrderLink(http, result.id).catch(() => undefined);
            })
            .catch(() => undefined);
        });
        setSignIn(openSignInState('build_and_price'));
        return;
      }
      await syncRef.current?.flush();
      await persist().catch(() => null);
    },
    [
      signedIn,
      queryClient,
      dealerCode,
      userId,
      vehicle.id,
      orderId,
      http,
      campaign,
      setSignIn,
      knownVersion,
      showConflict,
      recordSaved,
      latest,
      syncRef,
    ],
  );

  return { saveDeal, saved };
}
