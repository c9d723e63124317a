// The trade-in feature's client state: the drafts shoppers entered, per vehicle (persisted).
import { areaAtom } from '../../shared/state/store.ts';

/**
 * A trade-in a shopper entered (the trade-in feature's draft), per vehicle: kept across visits, and
 * saved on the server at sign-in when the shopper asked to save it signed out.
 */
export interface StoredTradeIn {
  readonly vehicle: { vid: string; year: number; make: string; model: string; trim: string } | null;
  readonly odometer: string;
  readonly options: readonly string[];
  readonly saveAtSignIn: boolean;
  /** The condition questions answered (yes or no), by key. */
  readonly condition?: Readonly<Record<string, boolean>>;
  /** Active payments as typed: the answer (N, F, L) and its amounts. */
  readonly lien?: {
    readonly answer: string | null;
    readonly due: string;
    readonly residual: string;
    readonly payment: string;
    readonly left: string;
  };
}

/** Each vehicle's trade-in draft. */
export const tradeInsAtom = areaAtom<{ byVehicle: Record<string, StoredTradeIn> }>({ byVehicle: {} });
