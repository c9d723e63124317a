import { type BlackBookTradeInAnswer, type Locale, TRADE_IN_CONDITION_KEYS } from '@storefront/domain';
import { useAtom } from 'jotai';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, parseRoutePrefix, type RoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { type OrderTradeIn, useOrderTradeIn, useRefresh } from './api/useOrderTradeIn.ts';
import { type BlackBookDraft, type BlackBookFlow, BlackBookFlowContext, EMPTY_DRAFT } from './context.ts';
import { FlowFrame } from './FlowFrame.tsx';
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

const isStep = (value: string | undefined): value is BlackBookStep =>
  (BLACK_BOOK_STEPS as readonly (string | undefined)[]).includes(value);

/**
 * The black-book trade-in of a vehicle's deal (spec 3 §2): get started, details, review. Entering it
 * signed in copies the order's trade-in into the flow's state; what the shopper types is kept here
 * while they move between the steps (and while they sign in).
 */
export function BlackBookLayout() {
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
  const country = dealer.data?.country === 'US' ? 'US' : 'CA';
  useSaveAtSignIn({ id, prefix, deal, kept, saved, unit: country === 'US' ? 'mi' : 'km' });
  const flow = useFlow({ id, prefix, deal, kept, refresh, saved, country });

  // The flow's bare address (and an unknown step) starts at get started.
  if (!isStep(step))
    return <Navigate replace to={buildPath(prefix, `/trade-in-black-book/${id}/welcome/`)} />;
  const Step = STEP_PAGES[step];
  const { user, orders, order, tradeIns } = deal;
  const loading =
    user.isPending || dealer.isPending || (user.data && orders.isPending) || (order && tradeIns.isPending);
  return (
    <FlowFrame
      flow="trade-in-black-book"
      id={id}
      prefix={prefix}
      steps={BLACK_BOOK_STEPS}
      titles={BLACK_BOOK_STEP_TITLE}
      label="trade_in.steps"
      loading={Boolean(loading)}
    >
      <BlackBookFlowContext value={flow}>
        <Step.Component />
      </BlackBookFlowContext>
    </FlowFrame>
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
  prefix: RoutePrefix;
  deal: OrderTradeIn;
  kept: KeptDraft;
  saved: (tradeIn: unknown) => Promise<void>;
  unit: 'km' | 'mi';
}) {
  const { id, prefix, deal, kept, saved, unit } = props;
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
          navigate(buildPath(prefix, `/trade-in-black-book/${id}/review/`));
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
    prefix,
    intl.locale,
    unit,
    setDraftState,
  ]);
}

/** The layout's state as the steps read it (BlackBookFlowContext). */
function useFlow(props: {
  id: string;
  prefix: RoutePrefix;
  deal: OrderTradeIn;
  kept: KeptDraft;
  refresh: () => Promise<void>;
  saved: (tradeIn: BlackBookTradeInAnswer) => Promise<void>;
  country: 'US' | 'CA';
}) {
  const { id, prefix, deal, kept, refresh, saved, country } = props;
  const { user, order, tradeIn } = deal;
  const { draft, setDraftState, keep } = kept;
  return useMemo<BlackBookFlow>(
    () => ({
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
    [id, user.data, order, tradeIn, draft, country, prefix, refresh, keep, saved, setDraftState],
  );
}
