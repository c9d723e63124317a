/**
 * The trade-in valuation behind one interface (spec 3 §3 and §7: `cbb-vehicle/unified_vehicle_search`,
 * `cbb-vehicle/get_valuation`). The server is configured with one (`TRADE_IN_VALUATION`); the embedded
 * default is the demo valuation (`demo-valuation.ts`), whose answers are estimates of a sandbox and
 * say so in their provider, the logs and the storefront. A Canadian Black Book adapter and the
 * trade-pending provider's go behind this same interface.
 */
import type {
  TradeInAdjustment,
  TradeInCatalogueVehicle,
  TradeInConditionKey,
  TradeInOption,
  ValuationProvider,
} from '@storefront/domain';
import type { Logger } from 'pino';
import { demoValuation } from './demo-valuation.ts';

export interface ValuationInput {
  readonly vehicle: TradeInCatalogueVehicle;
  /** In `unit`. */
  readonly odometer: number;
  readonly unit: 'km' | 'mi';
  readonly options: readonly TradeInOption[];
  /** The condition questions answered yes. */
  readonly condition: readonly TradeInConditionKey[];
  readonly country: 'CA' | 'US';
  readonly provinceCode: string;
  /** YYYY-MM-DD, the dealer's today. */
  readonly today: string;
}

/** Cents; `expiryDate` YYYY-MM-DD. */
export interface ValuationResult {
  readonly low: number;
  readonly high: number;
  readonly target: number;
  readonly expiryDate: string;
  /** The target before the condition adjustments, and the adjustments (cents), when it made any. */
  readonly baseTarget?: number;
  readonly adjustments?: readonly TradeInAdjustment[];
}

export interface TradeInValuation {
  readonly provider: ValuationProvider;
  /** Vehicles matching every word of `q` (year, make, model, trim), at most `limit`. */
  search(q: string, limit: number): Promise<TradeInCatalogueVehicle[]>;
  /** The vehicle of a vid, or null when the valuation does not know it. */
  vehicle(vid: string): Promise<TradeInCatalogueVehicle | null>;
  value(input: ValuationInput): Promise<ValuationResult>;
  /** The vehicle of a (checked, normalised) VIN, or null when the valuation cannot decode it. */
  decodeVin(vin: string): Promise<TradeInCatalogueVehicle | null>;
}

/** The valuation the configuration names (`TRADE_IN_VALUATION`, default `demo`). */
export function configuredValuation(env: NodeJS.ProcessEnv, logger: Logger): TradeInValuation {
  const name = env.TRADE_IN_VALUATION?.trim() || 'demo';
  if (name !== 'demo') throw new Error(`Unsupported trade in system: TRADE_IN_VALUATION=${name}`);
  logger.info(
    { valuation: demoValuation.provider.name, sandbox: true },
    'trade-in valuation: the built-in demo valuation (sandbox estimates, not a market valuation)',
  );
  return demoValuation;
}
