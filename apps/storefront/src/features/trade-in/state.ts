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

/**
 * A trade-in 2 draft a shopper entered and has not saved (the VIN as typed, its vehicle, the odometer
 * as typed, the answers), per vehicle: kept across a reload and the sign-in, dropped once saved.
 */
export interface StoredTradeIn2 {
  readonly vin: string;
  readonly vehicle: { vid: string; year: number; make: string; model: string; trim: string } | null;
  readonly odometer: string;
  readonly answers: Readonly<Record<string, boolean | string>>;
  /** The amounts of the active payments as typed (a loan's balance; a lease's residual, payment, payments left). */
  readonly lien?: {
    readonly due: string;
    readonly residual: string;
    readonly payment: string;
    readonly left: string;
  };
  /** The shopper pressed "sign in and save": saved as soon as they are signed in. */
  readonly saveAtSignIn?: boolean;
}

/** Each vehicle's trade-in draft (black-book flow), and its trade-in 2 draft (`tradeIn2`). */
export const tradeInsAtom = areaAtom<{
  byVehicle: Record<string, StoredTradeIn>;
  tradeIn2?: Record<string, StoredTradeIn2>;
}>({ byVehicle: {} });
