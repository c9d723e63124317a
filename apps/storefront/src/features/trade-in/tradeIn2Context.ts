import type { BlackBookTradeInAnswer } from '@storefront/domain';
import { createContext, use } from 'react';
import type { OrderSummary } from '../orders/index.ts';
import type { TradeIn2Step } from './steps.ts';
import type { TradeIn2Draft } from './tradeIn2Rules.ts';

/** The trade-in 2 layout's state, handed to each step through TradeIn2FlowContext. */
export interface TradeIn2Flow {
  vehicleId: string;
  signedIn: boolean;
  firstName: string | null;
  /** The customer's order of this vehicle, once signed in and saved. */
  order: OrderSummary | null;
  /** The order's trade-in as the server has it. */
  tradeIn: BlackBookTradeInAnswer | null;
  draft: TradeIn2Draft;
  /** Changes the draft with what the server has (not kept in the persisted store). */
  setDraft: (update: (draft: TradeIn2Draft) => TradeIn2Draft) => void;
  /** Changes the draft with what the shopper entered: kept in the persisted store until saved. */
  editDraft: (update: (draft: TradeIn2Draft) => TradeIn2Draft) => void;
  /** The draft is saved on the server: its stored copy is dropped. */
  forget: () => void;
  /** The shopper asked to save the draft signed out: it is saved as soon as they are signed in. */
  pendingSave: boolean;
  /** Asks (true) for the draft to be saved at sign-in, or no longer (false). */
  saveAtSignIn: (save: boolean) => void;
  country: 'CA' | 'US';
  /** The path of a step of this flow, under the page's prefix. */
  stepPath: (step: TradeIn2Step) => string;
  /** A path under the page's prefix. */
  path: (to: string) => string;
  /** Reads the order and its trade-in again. */
  refresh: () => Promise<void>;
}

export const TradeIn2FlowContext = createContext<TradeIn2Flow | null>(null);

export function useTradeIn2Flow(): TradeIn2Flow {
  const flow = use(TradeIn2FlowContext);
  if (!flow) throw new Error('a trade-in 2 step rendered outside TradeIn2Layout');
  return flow;
}
