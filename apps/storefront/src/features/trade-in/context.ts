import {
  type ActivePayments,
  type BlackBookTradeInAnswer,
  blackBookRedirect,
  type TradeInCatalogueVehicle,
  type TradeInConditionKey,
  type TradeInEstimate,
  type TradeInOption,
} from '@storefront/domain';
import { createContext, use } from 'react';
import type { OrderSummary } from '../orders/index.ts';

/** Active payments on the vehicle as typed: the answer (N, F, L) and its amounts (money as typed). */
export interface LienDraft {
  answer: ActivePayments | null;
  /** F: the amount still due. */
  due: string;
  /** L: the residual value, the payment and the payments left. */
  residual: string;
  payment: string;
  left: string;
}
export const EMPTY_LIEN: LienDraft = { answer: null, due: '', residual: '', payment: '', left: '' };

/** What the shopper entered on the details step, kept by the layout while they move between steps. */
export interface BlackBookDraft {
  vehicle: TradeInCatalogueVehicle | null;
  /** As typed. */
  odometer: string;
  options: TradeInOption[];
  /** The condition questions answered, by key. */
  condition: Partial<Record<TradeInConditionKey, boolean>>;
  lien: LienDraft;
  /** The estimate shown for the values above (null once one of them changes). */
  estimate: TradeInEstimate | null;
}

export const EMPTY_DRAFT: BlackBookDraft = {
  vehicle: null,
  odometer: '',
  options: [],
  condition: {},
  lien: EMPTY_LIEN,
  estimate: null,
};

/** The flows whose draft is the order's trade-in: the black-book flow, and the older one. */
export type DraftFlowName = 'trade-in-black-book' | 'trade-in';

/** The layout's state, handed to each step through BlackBookFlowContext. */
export interface BlackBookFlow {
  /** The flow's route (its steps' paths are `/{name}/{vehicleId}/{step}/`). */
  name: DraftFlowName;
  vehicleId: string;
  signedIn: boolean;
  firstName: string | null;
  /** The customer's order of this vehicle, once signed in and saved. */
  order: OrderSummary | null;
  /** The order's trade-in as the server has it. */
  tradeIn: BlackBookTradeInAnswer | null;
  draft: BlackBookDraft;
  setDraft: (update: (draft: BlackBookDraft) => BlackBookDraft) => void;
  country: 'CA' | 'US';
  /** A path under the page's prefix. */
  path: (to: string) => string;
  /** Reads the order and its trade-in again. */
  refresh: () => Promise<void>;
  /** Asks for the draft to be saved on the server as soon as the shopper is signed in. */
  saveAtSignIn: () => void;
  /** The draft is on the server (the stored copy is dropped); reads the order again. */
  saved: (tradeIn: BlackBookTradeInAnswer) => Promise<void>;
}

export const BlackBookFlowContext = createContext<BlackBookFlow | null>(null);

export function useBlackBookFlow(): BlackBookFlow {
  const flow = use(BlackBookFlowContext);
  if (!flow) throw new Error('a black-book step rendered outside BlackBookLayout');
  return flow;
}

/** The spec's redirects (the domain's `blackBookRedirect`) for a step, as a path, or null. */
export function redirectOf(flow: BlackBookFlow, route: 'welcome' | 'details' | 'review'): string | null {
  const target = blackBookRedirect(route, {
    status: flow.tradeIn?.status ?? null,
    valuation: flow.tradeIn?.valuation ?? flow.draft.estimate ?? null,
  });
  return target ? flow.path(`/${flow.name}/${flow.vehicleId}/${target}/`) : null;
}
