import { type Locale, TRADE_IN_CONDITION_KEYS } from '@storefront/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { type ComponentType, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, NavLink, useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { orderKeys, useOrders, vehicleIdOf } from '../orders/index.ts';
import { tradeInKeys } from './api/keys.ts';
import { orderTradeInsQuery } from './api/tradeIn.ts';
import { type BlackBookDraft, type BlackBookFlow, BlackBookFlowContext, EMPTY_DRAFT } from './context.ts';
import { draftOf, lienDraftOf, saveDraft, storedOf } from './save.ts';
import { tradeInsAtom } from './state.ts';
import { BLACK_BOOK_STEP_TITLE, BLACK_BOOK_STEPS, type BlackBookStep } from './steps.ts';
import * as styles from './tradeIn.css.ts';

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
  const intl = useIntl();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const orders = useOrders();
  const dealer = useHomeDealership();
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id && !o.is_archived) ?? null;
  const tradeIns = useQuery(orderTradeInsQuery(http, dealerCode, order?.id));
  const tradeIn = tradeIns.data?.results[0] ?? null;
  const navigate = useNavigate();
  // The draft starts from what the shopper entered on an earlier visit (the persisted store), and
  // every change is kept there: an anonymous shopper's trade-in survives a reload and the sign-in.
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
    setDraftState((d) =>
      d.vehicle
        ? d
        : {
            vehicle: {
              vid: tradeIn.vid,
              year: tradeIn.year,
              make: tradeIn.make,
              model: tradeIn.model,
              trim: tradeIn.trim,
            },
            odometer: String(tradeIn.odometer),
            options: [...tradeIn.accessories],
            condition: Object.fromEntries(
              TRADE_IN_CONDITION_KEYS.map((k) => [k, tradeIn.condition.includes(k)]),
            ),
            lien: lienDraftOf(tradeIn.lien, intl.locale as Locale),
            estimate: tradeIn.valuation,
          },
    );
  }, [tradeIn, intl.locale]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    await queryClient.invalidateQueries({ queryKey: tradeInKeys.ofOrder(dealerCode, order?.id ?? 0) });
  }, [queryClient, dealerCode, order?.id]);

  const saved = useCallback(
    async (_tradeIn: unknown) => {
      keep(null, false);
      await refresh();
    },
    [keep, refresh],
  );

  // Signed in with a trade-in the shopper asked to save signed out: it is saved now, then reviewed.
  const saving = useRef(false);
  const unit = dealer.data?.country === 'US' ? 'mi' : 'km';
  const signedIn = Boolean(user.data);
  const ready = signedIn && !orders.isPending && !(order && tradeIns.isPending);
  useEffect(() => {
    if (!ready || !kept?.saveAtSignIn || saving.current) return;
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
    kept?.saveAtSignIn,
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
  ]);

  const flow = useMemo<BlackBookFlow>(
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
      country: dealer.data?.country === 'US' ? 'US' : 'CA',
      path: (to) => buildPath(prefix, to),
      refresh,
      saveAtSignIn: () => keep(draft, true),
      saved,
    }),
    [id, user.data, order, tradeIn, draft, dealer.data?.country, prefix, refresh, keep, saved],
  );

  const status = (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
  // The flow's bare address (and an unknown step) starts at get started.
  if (!isStep(step))
    return <Navigate replace to={buildPath(prefix, `/trade-in-black-book/${id}/welcome/`)} />;
  const Step = STEP_PAGES[step];
  const loading =
    user.isPending || dealer.isPending || (user.data && orders.isPending) || (order && tradeIns.isPending);
  return (
    <div className={styles.layout}>
      <nav aria-label={intl.formatMessage({ id: 'trade_in.steps' })}>
        <ol className={styles.steps}>
          {BLACK_BOOK_STEPS.map((step, index) => (
            <li key={step}>
              <NavLink
                className={styles.stepLink}
                to={buildPath(prefix, `/trade-in-black-book/${id}/${step}/`)}
              >
                <span className={styles.stepNumber}>{index + 1}</span>
                <FormattedMessage id={BLACK_BOOK_STEP_TITLE[step]} />
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      {loading ? (
        status
      ) : (
        <BlackBookFlowContext value={flow}>
          <Suspense fallback={status}>
            <Step.Component />
          </Suspense>
        </BlackBookFlowContext>
      )}
    </div>
  );
}
