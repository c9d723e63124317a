import { type ComponentType, useMemo, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { useOrderTradeIn, useRefresh } from './api/useOrderTradeIn.ts';
import { FlowFrame } from './FlowFrame.tsx';
import { TRADE_IN_2_STEP_TITLE, TRADE_IN_2_STEPS, type TradeIn2Step } from './steps.ts';
import { type TradeIn2Flow, TradeIn2FlowContext } from './tradeIn2Context.ts';
import { EMPTY_TRADE_IN_2_DRAFT, type TradeIn2Draft } from './tradeIn2Rules.ts';

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

const isStep = (value: string | undefined): value is TradeIn2Step =>
  (TRADE_IN_2_STEPS as readonly (string | undefined)[]).includes(value);

/**
 * The trade-in 2 flow of a vehicle's deal (spec 3 §2): get started, vehicle details (the VIN, the
 * odometer, the dealer's questions), vehicle photos (six angles, taken here or on a phone), review.
 * What the shopper typed is kept here while they move between the steps.
 */
export function TradeIn2Layout() {
  const { id = '', step } = useParams();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const deal = useOrderTradeIn(id);
  const dealer = useHomeDealership();
  const [draft, setDraftState] = useState<TradeIn2Draft>(EMPTY_TRADE_IN_2_DRAFT);
  const refresh = useRefresh(deal.order?.id);
  const country = dealer.data?.country === 'US' ? 'US' : 'CA';
  const { user, orders, order, tradeIns, tradeIn } = deal;
  const flow = useMemo<TradeIn2Flow>(
    () => ({
      vehicleId: id,
      signedIn: Boolean(user.data),
      firstName: user.data?.first_name ?? null,
      order,
      tradeIn,
      draft,
      // Stable (the state's setter): a step's effect that depends on it runs once, not at each change.
      setDraft: setDraftState,
      country,
      stepPath: (to) => buildPath(prefix, `/trade-in-2/${id}/${to}/`),
      path: (to) => buildPath(prefix, to),
      refresh,
    }),
    [id, user.data, order, tradeIn, draft, country, prefix, refresh],
  );

  // The flow's bare address (and an unknown step) starts at get started.
  if (!isStep(step)) return <Navigate replace to={flow.stepPath('welcome')} />;
  const Step = STEP_PAGES[step];
  const loading =
    user.isPending || dealer.isPending || (user.data && orders.isPending) || (order && tradeIns.isPending);
  return (
    <FlowFrame
      flow="trade-in-2"
      id={id}
      prefix={prefix}
      steps={TRADE_IN_2_STEPS}
      titles={TRADE_IN_2_STEP_TITLE}
      label="trade_in.steps"
      loading={Boolean(loading)}
    >
      <TradeIn2FlowContext value={flow}>
        <Step.Component />
      </TradeIn2FlowContext>
    </FlowFrame>
  );
}
