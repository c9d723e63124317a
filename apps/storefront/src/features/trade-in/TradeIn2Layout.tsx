import { useAtom } from 'jotai';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { dealerCountry, useHomeDealership } from '../dealership/index.ts';
import { useOrderTradeIn, useRefresh } from './api/useOrderTradeIn.ts';
import { FlowSteps } from './FlowFrame.tsx';
import { tradeInsAtom } from './state.ts';
import { TRADE_IN_2_STEP_TITLE, TRADE_IN_2_STEPS, type TradeIn2Step } from './steps.ts';
import { type TradeIn2Flow, TradeIn2FlowContext } from './tradeIn2Context.ts';
import {
  EMPTY_TRADE_IN_2_DRAFT,
  storedTradeIn2Of,
  type TradeIn2Draft,
  tradeIn2DraftOf,
} from './tradeIn2Rules.ts';

/** Each step's page, a chunk of its own. */
const STEP_PAGES: Record<TradeIn2Step, { Component: ComponentType }> = {
  welcome: lazyComponent(
    () => import('./TradeIn2Welcome.tsx'),
    (m) => m.TradeIn2Welcome,
  ),
  details: lazyComponent(
    () => import('./TradeIn2Details.tsx'),
    (m) => m.TradeIn2Details,
  ),
  photos: lazyComponent(
    () => import('./TradeIn2Photos.tsx'),
    (m) => m.TradeIn2Photos,
  ),
  review: lazyComponent(
    () => import('./TradeIn2Review.tsx'),
    (m) => m.TradeIn2Review,
  ),
};

/**
 * The trade-in 2 flow of a vehicle's deal (spec 3 §2): get started, vehicle details (the VIN, the
 * odometer, the dealer's questions), vehicle photos (six angles, taken here or on a phone), review.
 * What the shopper typed is kept here while they move between the steps, and in the persisted store
 * until it is saved (a reload and the sign-in lose nothing), as the black-book flow keeps its own.
 */
export function TradeIn2Layout() {
  const { id = '', step } = useParams();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const deal = useOrderTradeIn(id);
  const dealer = useHomeDealership();
  const { draft, setDraft, editDraft, forget, pendingSave, saveAtSignIn } = useKeptTradeIn2Draft(id);
  const refresh = useRefresh(deal.order?.id);
  const country = dealerCountry(dealer.data);
  const { user, orders, order, tradeIns, tradeIn } = deal;
  const flow = useMemo<TradeIn2Flow>(
    () => ({
      vehicleId: id,
      signedIn: Boolean(user.data),
      firstName: user.data?.first_name ?? null,
      order,
      tradeIn,
      draft,
      // Stable: a step's effect that depends on it runs once, not at each change.
      setDraft,
      editDraft,
      forget,
      pendingSave,
      saveAtSignIn,
      country,
      stepPath: (to) => buildPath(prefix, `/trade-in-2/${id}/${to}/`),
      path: (to) => buildPath(prefix, to),
      refresh,
    }),
    [
      id,
      user.data,
      order,
      tradeIn,
      draft,
      setDraft,
      editDraft,
      forget,
      pendingSave,
      saveAtSignIn,
      country,
      prefix,
      refresh,
    ],
  );

  const loading =
    user.isPending || dealer.isPending || (user.data && orders.isPending) || (order && tradeIns.isPending);
  return (
    <FlowSteps
      flow="trade-in-2"
      id={id}
      prefix={prefix}
      step={step}
      steps={TRADE_IN_2_STEPS}
      titles={TRADE_IN_2_STEP_TITLE}
      pages={STEP_PAGES}
      label="trade_in.steps"
      loading={Boolean(loading)}
      provide={(page) => <TradeIn2FlowContext value={flow}>{page}</TradeIn2FlowContext>}
    />
  );
}

/**
 * The draft, and its copy in the persisted store: it starts from what the shopper entered and did not
 * save (on an earlier visit, before a reload or the sign-in); each of the shopper's changes
 * (`editDraft`) is kept there, until the trade-in is saved (`forget`). What the steps copy from the
 * server (`setDraft`) is not kept: the server has it.
 */
function useKeptTradeIn2Draft(id: string) {
  const [stored, setStored] = useAtom(tradeInsAtom);
  const kept = tradeIn2DraftOf(stored.tradeIn2?.[id]);
  const [draft, setDraft] = useState<TradeIn2Draft>(() => kept ?? EMPTY_TRADE_IN_2_DRAFT);
  // The persisted store may arrive after the first render (a page hydrated with the server's state):
  // an untouched draft takes it then.
  const keptText = JSON.stringify(kept);
  useEffect(() => {
    const k = tradeIn2DraftOf(JSON.parse(keptText));
    if (k) setDraft((d) => (storedTradeIn2Of(d) ? d : k));
  }, [keptText]);
  // `save`: whether it is saved once the shopper is signed in (unsaid: as it was).
  const keep = useCallback(
    (next: TradeIn2Draft | null, save?: boolean) =>
      setStored((area) => {
        const tradeIn2 = { ...(area.tradeIn2 ?? {}) };
        const copy = next && storedTradeIn2Of(next);
        const saveAtSignIn = save ?? tradeIn2[id]?.saveAtSignIn === true;
        if (copy) tradeIn2[id] = saveAtSignIn ? { ...copy, saveAtSignIn } : copy;
        else delete tradeIn2[id];
        return { ...area, tradeIn2 };
      }),
    [setStored, id],
  );
  // The shopper's changes are written once the state has them.
  const edited = useRef(false);
  useEffect(() => {
    if (edited.current) keep(draft);
  }, [draft, keep]);
  const editDraft = useCallback((update: (d: TradeIn2Draft) => TradeIn2Draft) => {
    edited.current = true;
    setDraft(update);
  }, []);
  const forget = useCallback(() => {
    edited.current = false;
    keep(null);
  }, [keep]);
  const saveAtSignIn = useCallback(
    (save: boolean) => {
      edited.current = true;
      keep(draft, save);
    },
    [keep, draft],
  );
  return {
    draft,
    setDraft,
    editDraft,
    forget,
    pendingSave: stored.tradeIn2?.[id]?.saveAtSignIn === true,
    saveAtSignIn,
  };
}
