import { type ComponentType, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useOrderTradeIn, useRefresh } from './api/useOrderTradeIn.ts';
import {
  EXTERNAL_STEP_TITLE,
  EXTERNAL_STEPS,
  type ExternalFlow,
  ExternalFlowContext,
  type ExternalStep,
} from './external.ts';
import { FlowSteps } from './FlowFrame.tsx';

/** Each step's page, a chunk of its own. */
const STEP_PAGES: Record<ExternalStep, { Component: ComponentType }> = {
  welcome: lazyComponent(
    () => import('./ExternalWelcome.tsx'),
    (m) => m.ExternalWelcome,
  ),
  review: lazyComponent(
    () => import('./ExternalReview.tsx'),
    (m) => m.ExternalReview,
  ),
};

/**
 * The external instant cash offer of a vehicle's deal (spec 3 §2, `trade-in-external/{id}/`):
 * welcome (what an instant cash offer is, the offer asked for) and review (the offer code, the amount
 * and its validity, taken with `submit_ico`). The order's trade-in is read here for both steps.
 */
export function ExternalLayout() {
  const { id = '', step } = useParams();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const deal = useOrderTradeIn(id);
  const refresh = useRefresh(deal.order?.id);
  const { user, orders, order, tradeIns, tradeIn } = deal;
  const flow = useMemo<ExternalFlow>(
    () => ({
      vehicleId: id,
      signedIn: Boolean(user.data),
      firstName: user.data?.first_name ?? null,
      order,
      tradeIn,
      path: (to) => buildPath(prefix, to),
      refresh,
    }),
    [id, user.data, order, tradeIn, prefix, refresh],
  );
  const loading = user.isPending || (user.data && orders.isPending) || (order && tradeIns.isPending);
  return (
    <FlowSteps
      flow="trade-in-external"
      id={id}
      prefix={prefix}
      step={step}
      steps={EXTERNAL_STEPS}
      titles={EXTERNAL_STEP_TITLE}
      pages={STEP_PAGES}
      label="trade_in.external.steps"
      loading={Boolean(loading)}
      provide={(page) => <ExternalFlowContext value={flow}>{page}</ExternalFlowContext>}
    />
  );
}
