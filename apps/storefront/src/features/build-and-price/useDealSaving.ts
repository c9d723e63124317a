import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { whenIdle } from '../../shared/hooks/whenIdle.ts';
import { lazyModule } from '../../shared/lazy/lazyModule.ts';
import { campaignAtom } from '../../shared/state/store.ts';
import { signInAtom } from '../auth/index.ts';
import { postToParent } from '../embedding/index.ts';
import type { OrderSummary } from '../orders/index.ts';
import type { DealVehicle } from './api/deal.ts';
import type { DealSync } from './dealSync.ts';
import type { LatestChoices } from './useDealChoices.ts';
import type { OrderSyncState } from './useOrderSync.ts';

/**
 * The save's work (./dealSaving.ts, with the order writes it makes) is a chunk of its own: the vehicle
 * page's first load does not carry it; it comes when the browser is idle after the page is interactive.
 */
const saving = lazyModule(() => import('./dealSaving.ts'));

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
  sync: Pick<OrderSyncState, 'knownOrder' | 'showConflict' | 'recordSaved'>,
) {
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const campaign = useAtomValue(campaignAtom);
  const setSignIn = useSetAtom(signInAtom);
  const [saved, setSaved] = useState<OrderSummary | null>(null);
  useEffect(() => whenIdle(saving.warm, 5000), []);
  const { knownOrder, showConflict, recordSaved } = sync;

  const saveDeal = useCallback(
    async (steps?: (saved: OrderSummary) => Record<string, number>) => {
      postToParent({ type: 'cta_click', cta: 'save_deal', vehicle: vehicle.id });
      const { saveDealNow } = saving.current ?? (await saving.load());
      await saveDealNow(
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
        },
        steps,
      );
    },
    [
      signedIn,
      queryClient,
      dealerCode,
      userId,
      vehicle,
      orderId,
      http,
      campaign,
      setSignIn,
      knownOrder,
      showConflict,
      recordSaved,
      latest,
      syncRef,
    ],
  );

  return { saveDeal, saved };
}
