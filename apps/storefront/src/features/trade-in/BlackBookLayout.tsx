import { type BlackBookTradeInAnswer, type Locale, TRADE_IN_CONDITION_KEYS } from '@storefront/domain';
import { useAtom } from 'jotai';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, parseRoutePrefix, type RoutePrefix } from '../../shared/routing/routePrefix.ts';
import { dealerCountry, useHomeDealership } from '../dealership/index.ts';
import { type OrderTradeIn, useOrderTradeIn, useRefresh } from './api/useOrderTradeIn.ts';
import {
  type BlackBookDraft,
  type BlackBookFlow,
  BlackBookFlowContext,
  type DraftFlowName,
  EMPTY_DRAFT,
} from './context.ts';
import { FlowSteps } from './FlowFrame.tsx';
import { draftOf, lienDraftOf, saveDraft, storedOf } from './save.ts';
import { tradeInsAtom } from './state.ts';
import { BLACK_BOOK_STEP_TITLE, BLACK_BOOK_STEPS, type BlackBookStep } from './steps.ts';

/** Each step's page, a chunk of its own. */
const STEP_PAGES: Record<BlackBookStep, { Component: ComponentType }> = {
  welcome: lazyComponent(
    () => import('./BlackBookWelcome.tsx'),
    (m) => m.BlackBookWelcome,
  ),
  details: lazyComponent(
    () => import('./BlackBookDetails.tsx'),
    (m) => m.BlackBookDetails,
  ),
  review: lazyComponent(
    () => import('./BlackBookReview.tsx'),
    (m) => m.BlackBookReview,
  ),
};

/**
 * The black-book trade-in of a vehicle's deal (spec 3 §2): get started, details, review. Entering it
 * signed in copies the order's trade-in into the flow's state; what the shopper types is kept here
 * while they move between the steps (and while they sign in).
 */
export function BlackBookLayout() {
  return (
    <DraftFlowLayout
      name="trade-in-black-book"
      steps={BLACK_BOOK_STEPS}
      titles={BLACK_BOOK_STEP_TITLE}
      pages={STEP_PAGES}
      afterSave="review"
    />
  );
}

/**
 * A trade-in flow whose draft is the order's trade-in (vehicle, odometer, options, condition, active
 * payments), kept in the persisted store until saved: the black-book flow, and the older one
 * (`trade-in/{id}/`, ClassicLayout.tsx). `afterSave`: the step a save at sign-in opens.
 */
export function DraftFlowLayout<S extends string>(props: {
  name: DraftFlowName;
  steps: readonly S[];
  titles: Readonly<Record<S, string>>;
  pages: Readonly<Record<S, { Component: ComponentType }>>;
  afterSave: S;
  /** The step list's titles as the order's trade-in stands (the older flow's review becomes "offer"). */
  titlesOf?: (deal: OrderTradeIn) => Readonly<Record<S, string>>;
}) {
  const { name, steps, titles, pages, afterSave, titlesOf } = props;
  const { id = '', step } = useParams();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const deal = useOrderTradeIn(id);
  const dealer = useHomeDealership();
  const kept = useKeptDraft(id, deal.tradeIn);
  const refresh = useRefresh(deal.order?.id);
  const { keep } = kept;
  const saved = useCallback(
    async (_tradeIn: unknown) => {
      keep(null, false);
      await refresh();
    },
    [keep, refresh],
  );
  const country = dealerCountry(dealer.data);
  const afterSavePath = buildPath(prefix, `/${name}/${id}/${afterSave}/`);
  useSaveAtSignIn({ id, afterSavePath, deal, kept, saved, unit: country === 'US' ? 'mi' : 'km' });
  const flow = useFlow({ name, id, prefix, deal, kept, refresh, saved, country });

  const { user, orders, order, tradeIns } = deal;
  const loading =
    user.isPending || dealer.isPending || (user.data && orders.isPending) || (order && tradeIns.isPending);
  return (
    <FlowSteps
      flow={name}
      id={id}
      prefix={prefix}
      step={step}
      steps={steps}
      titles={titlesOf ? titlesOf(deal) : titles}
      pages={pages}
      label="trade_in.steps"
      loading={Boolean(loading)}
      provide={(page) => <BlackBookFlowContext value={flow}>{page}</BlackBookFlowContext>}
    />
  );
}

/** The draft of an order's trade-in: where the flow starts from once it is read. */
function draftOfTradeIn(tradeIn: BlackBookTradeInAnswer, locale: Locale): BlackBookDraft {
  return {
    vehicle: {
      vid: tradeIn.vid,
      year: tradeIn.year,
      make: tradeIn.make,
      model: tradeIn.model,
      trim: tradeIn.trim,
    },
    odometer: String(tradeIn.odometer),
    options: [...tradeIn.accessories],
    condition: Object.fromEntries(TRADE_IN_CONDITION_KEYS.map((k) => [k, tradeIn.condition.includes(k)])),
    lien: lienDraftOf(tradeIn.lien, locale),
    estimate: tradeIn.valuation,
  };
}

/**
 * The draft and its copy in the persisted store. The draft starts from what the shopper entered on an
 * earlier visit, and every change is kept there: an anonymous shopper's trade-in survives a reload and
 * the sign-in. An untouched draft takes the order's trade-in once it is read.
 */
function useKeptDraft(id: string, tradeIn: BlackBookTradeInAnswer | null) {
  const intl = useIntl();
  const [stored, setStored] = useAtom(tradeInsAtom);
  const kept = draftOf(stored.byVehicle?.[id]);
  const [draft, setDraftState] = useState<BlackBookDraft>(() =>
    kept ? { ...kept, estimate: null } : EMPTY_DRAFT,
  );
  // The persisted store may arrive after the first render (a page hydrated with the server's state
  // switches to the stored one): an untouched draft takes it then.
  const keptText = JSON.stringify(kept);
  useEffect(() => {
    const k = JSON.parse(keptText) as ReturnType<typeof draftOf>;
    if (!k) return;
    setDraftState((d) => (d.vehicle || d.odometer || d.options.length ? d : { ...k, estimate: null }));
  }, [keptText]);
  const keep = useCallback(
    (next: BlackBookDraft | null, saveAtSignIn: boolean) =>
      setStored((area) => {
        const byVehicle = { ...(area.byVehicle ?? {}) };
        if (next) byVehicle[id] = storedOf(next, saveAtSignIn);
        else delete byVehicle[id];
        return { ...area, byVehicle };
      }),
    [setStored, id],
  );
  // The order's trade-in, once read, is where the flow starts from.
  useEffect(() => {
    if (!tradeIn) return;
    setDraftState((d) => (d.vehicle ? d : draftOfTradeIn(tradeIn, intl.locale as Locale)));
  }, [tradeIn, intl.locale]);
  return { saveAtSignIn: kept?.saveAtSignIn, draft, setDraftState, keep };
}

type KeptDraft = ReturnType<typeof useKeptDraft>;

/** Signed in with a trade-in the shopper asked to save signed out: it is saved now, then reviewed. */
function useSaveAtSignIn(props: {
  id: string;
  afterSavePath: string;
  deal: OrderTradeIn;
  kept: KeptDraft;
  saved: (tradeIn: unknown) => Promise<void>;
  unit: 'km' | 'mi';
}) {
  const { id, afterSavePath, deal, kept, saved, unit } = props;
  const { user, orders, order, tradeIns, tradeIn } = deal;
  const { saveAtSignIn, draft, setDraftState, keep } = kept;
  const { http } = useApi();
  const intl = useIntl();
  const navigate = useNavigate();
  const saving = useRef(false);
  const ready = Boolean(user.data) && !orders.isPending && !(order && tradeIns.isPending);
  useEffect(() => {
    if (!ready || !saveAtSignIn || saving.current) return;
    saving.current = true;
    saveDraft(http, Number(id), order, tradeIn, draft, intl.locale as Locale, unit)
      .then(async (answer) => {
        if (answer) {
          setDraftState((d) => ({ ...d, estimate: answer.valuation }));
          await saved(answer);
          navigate(afterSavePath);
        } else keep(draft, false);
      })
      .catch(() => keep(draft, false))
      .finally(() => {
        saving.current = false;
      });
  }, [
    ready,
    saveAtSignIn,
    http,
    id,
    order,
    tradeIn,
    draft,
    saved,
    keep,
    navigate,
    afterSavePath,
    intl.locale,
    unit,
    setDraftState,
  ]);
}

/** The layout's state as the steps read it (BlackBookFlowContext). */
function useFlow(props: {
  name: DraftFlowName;
  id: string;
  prefix: RoutePrefix;
  deal: OrderTradeIn;
  kept: KeptDraft;
  refresh: () => Promise<void>;
  saved: (tradeIn: BlackBookTradeInAnswer) => Promise<void>;
  country: 'US' | 'CA';
}) {
  const { name, id, prefix, deal, kept, refresh, saved, country } = props;
  const { user, order, tradeIn } = deal;
  const { draft, setDraftState, keep } = kept;
  return useMemo<BlackBookFlow>(
    () => ({
      name,
      vehicleId: id,
      signedIn: Boolean(user.data),
      firstName: user.data?.first_name ?? null,
      order,
      tradeIn,
      draft,
      setDraft: (update) => {
        const next = update(draft);
        setDraftState(next);
        keep(next, false);
      },
      country,
      path: (to) => buildPath(prefix, to),
      refresh,
      saveAtSignIn: () => keep(draft, true),
      saved,
    }),
    [name, id, user.data, order, tradeIn, draft, country, prefix, refresh, keep, saved, setDraftState],
  );
}
