import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { ORDERS_ALL } from '../../shared/api/sharedKeys.ts';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { campaignAtom } from '../../shared/state/store.ts';
import { updateOrder } from '../orders/deferred.ts';
import { dealAreas } from './state.ts';
import type { DealController } from './useDeal.ts';
import { orderVisitPatch, type Visit, visitOf } from './visit.ts';

/** The `?praq_id=` link's quote: the personalised quotes' chunk, asked for only by such a link. */
const { Component: PraqLink } = lazyComponent(
  () => import('../praq/deferred.ts'),
  (m) => m.PraqLink,
);

/** A salesperson's configuration (`?configurationId=`, or the one stored for the vehicle): a chunk of its own. */
const { Component: ConfigurationLink } = lazyComponent(
  () => import('./ConfigurationLink.tsx'),
  (m) => m.ConfigurationLink,
);

/** The visit's first vehicle page and referrer, kept in the tab's session storage for the visit. */
const VISIT_KEY = 'sf-visit';

function rememberedVisit(): Visit {
  try {
    const kept = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null') as Partial<Visit> | null;
    if (typeof kept?.source_document_url === 'string' && typeof kept.referrer === 'string')
      return { source_document_url: kept.source_document_url, referrer: kept.referrer };
  } catch {
    // no session storage, or not ours: this page's visit
  }
  const visit = visitOf(window.location.href, document.referrer);
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // kept for this page only
  }
  return visit;
}

/**
 * What the vehicle's pages do besides showing the deal (spec 2 §4, the per-vehicle chain), in a chunk
 * of its own loaded once the page is live (the vehicle page's first load is at its budget):
 * - 3 and 13, the visit's referrer and page (the order's analytics) and the landing page's campaign
 *   (utm_*, gclid: the shell keeps them) saved on the signed-in shopper's order that has none;
 * - 12, the order flagged started_transactional on the first page past the vehicle page;
 * - 16, a pre-approval quote link (`?praq_id=`) applied to the shopper's deal, its notice kept for this
 *   vehicle once the id leaves the address;
 * - 4 and 9, a salesperson's configuration (./ConfigurationLink.tsx) applied to a deal with no order.
 */
export function DealLinks({ controller }: { controller: DealController }) {
  const { search, pathname } = useLocation();
  const { http } = useApi();
  const queryClient = useQueryClient();
  const campaign = useAtomValue(campaignAtom) as Record<string, string>;
  const { order, user, recordWrite } = controller;
  const vehicleId = controller.vehicle.id;
  const pastVehiclePage = !new RegExp(`/conf/${vehicleId}/?$`).test(pathname);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!user || !order) return;
    // Read here, not while rendering: the page is also rendered on the server, which has no window.
    const patch = orderVisitPatch(order, rememberedVisit(), campaign, pastVehiclePage);
    const what = patch && `${order.id}:${Object.keys(patch).join()}`;
    if (!patch || sent.current === what) return;
    sent.current = what;
    updateOrder(http, order.id, patch)
      .then((saved) => {
        recordWrite(saved);
        return queryClient.invalidateQueries({ queryKey: ORDERS_ALL });
      })
      // Where the deal came from is not the shopper's concern: a failure is tried again on the next page.
      .catch(() => {
        sent.current = null;
      });
  }, [user, order, campaign, pastVehiclePage, http, recordWrite, queryClient]);

  const linked = new URLSearchParams(search).get('praq_id');
  const [praqLink, setPraqLink] = useState<{ vehicle: number; id: string } | null>(null);
  useEffect(() => {
    if (linked !== null) setPraqLink({ vehicle: vehicleId, id: linked });
  }, [linked, vehicleId]);
  // The vehicle's configuration, read once the page is live (after hydration: the server's page had
  // none, and the vehicle page stores the URL's id as it starts).
  const store = useStore();
  const [configurationId, setConfigurationId] = useState<number | undefined>(undefined);
  useEffect(() => {
    const read = () => setConfigurationId(store.get(dealAreas.configurations).byVehicle[String(vehicleId)]);
    read();
    return store.sub(dealAreas.configurations, read);
  }, [store, vehicleId]);
  return (
    <>
      {praqLink && praqLink.vehicle === vehicleId ? (
        <Suspense>
          <PraqLink
            key={praqLink.id}
            praqId={praqLink.id}
            vehicleId={vehicleId}
            onApplied={controller.adoptOrder}
          />
        </Suspense>
      ) : null}
      {configurationId ? (
        <Suspense>
          <ConfigurationLink
            key={configurationId}
            controller={controller}
            configurationId={configurationId}
          />
        </Suspense>
      ) : null}
    </>
  );
}
