import type { BlackBookTradeInAnswer, TradeInStatus } from '@storefront/domain';
import { createContext, use } from 'react';
import type { OrderSummary } from '../orders/index.ts';

// The external instant cash offer flow's steps are the domain's (`TRADE_IN_FLOW_ROUTES`
// ['trade-in-external'], spec 3 §2), restated as ./steps.ts does (a value import of the domain's
// schemas brings zod with it); a unit test holds them equal (test/trade-in-external.test.ts).
export type ExternalStep = 'welcome' | 'review';

/** The external flow's steps, in order: the domain's list. */
export const EXTERNAL_STEPS: readonly ExternalStep[] = ['welcome', 'review'];

/** Each step's title in the step list (the spec's step names: instant-cash-offer, review). */
export const EXTERNAL_STEP_TITLE: Readonly<Record<ExternalStep, string>> = {
  welcome: 'trade_in.external.sidebar.welcome',
  review: 'trade_in.sidebar.review',
};

export const isExternalStep = (value: string | undefined): value is ExternalStep =>
  (EXTERNAL_STEPS as readonly (string | undefined)[]).includes(value);

/**
 * The external flow's redirects (spec 3 §2 and brief): an included trade-in opens on review; review
 * without an offer to read goes to welcome, unless the trade-in is included (a dealer's offer accepted
 * in the black-book flow has no instant cash offer, and must not bounce between the two steps).
 */
export function externalRedirect(
  step: ExternalStep,
  tradeIn: { readonly status: TradeInStatus; readonly instant_offer: unknown } | null,
): ExternalStep | null {
  if (step === 'welcome' && tradeIn?.status === 'included') return 'review';
  if (step === 'review' && !tradeIn?.instant_offer && tradeIn?.status !== 'included') return 'welcome';
  return null;
}

/** The external flow's layout state, handed to each step through ExternalFlowContext. */
export interface ExternalFlow {
  vehicleId: string;
  signedIn: boolean;
  firstName: string | null;
  /** The customer's open order of this vehicle. */
  order: OrderSummary | null;
  /** The order's trade-in as the server has it (its instant cash offer in `instant_offer`). */
  tradeIn: BlackBookTradeInAnswer | null;
  /** A path under the page's prefix. */
  path: (to: string) => string;
  /** Reads the order and its trade-in again. */
  refresh: () => Promise<void>;
}

export const ExternalFlowContext = createContext<ExternalFlow | null>(null);

export function useExternalFlow(): ExternalFlow {
  const flow = use(ExternalFlowContext);
  if (!flow) throw new Error('an instant cash offer step rendered outside ExternalLayout');
  return flow;
}

/** A step's redirect as a path under the page's prefix, or null. */
export function externalRedirectPath(flow: ExternalFlow, step: ExternalStep): string | null {
  const target = externalRedirect(step, flow.tradeIn);
  return target ? flow.path(`/trade-in-external/${flow.vehicleId}/${target}/`) : null;
}
