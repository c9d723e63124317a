import {
  type BlackBookTradeInAnswer,
  isTradeInEditable,
  type Locale,
  type NumberInputResult,
  parseDistanceText,
  TRADE_IN_MAX_ODOMETER,
  type TradeInCatalogueVehicle,
  type TradeInOption,
} from '@storefront/domain';
import type { HttpClient } from '../../shared/api/http.ts';
import type { StoredTradeIn } from '../../shared/state/store.ts';
import { createOrder, type OrderSummary } from '../orders/index.ts';
import { saveTradeIn } from './api/tradeIn.ts';
import type { BlackBookDraft } from './context.ts';

const OPTIONS: readonly string[] = ['navigation_system', 'power_sunroof', 'technology_package'];

/**
 * The odometer as typed, read in the page's language (the domain's `parseDistanceText`: `12,290`
 * or `12 290 km`, the field's unit typed after it): a whole number of km or miles within the
 * valuation's range, or the reason it is not one.
 */
export function readOdometer(text: string, locale: Locale, unit: 'km' | 'mi'): NumberInputResult {
  return parseDistanceText(text, locale, unit, TRADE_IN_MAX_ODOMETER);
}

/** A whole number of km or miles within the valuation's range, or null. */
export function odometerOf(text: string, locale: Locale, unit: 'km' | 'mi'): number | null {
  const read = readOdometer(text, locale, unit);
  return read.ok ? read.value : null;
}

/**
 * Saves the draft on the customer's order of the vehicle (created when there is none): the order's
 * trade-in is changed when it has one, else created; the server values it again.
 */
export async function saveDraft(
  http: HttpClient,
  vehicleId: number,
  order: OrderSummary | null,
  tradeIn: BlackBookTradeInAnswer | null,
  draft: Pick<BlackBookDraft, 'vehicle' | 'odometer' | 'options'>,
  locale: Locale,
  unit: 'km' | 'mi',
): Promise<BlackBookTradeInAnswer | null> {
  const odometer = odometerOf(draft.odometer, locale, unit);
  if (!draft.vehicle || odometer === null) return null;
  const saved = order ?? (await createOrder(http, { vehicle: vehicleId }));
  // An excluded trade-in stays as it was: a new one is created.
  const current = tradeIn && isTradeInEditable(tradeIn.status) ? tradeIn.id : null;
  return saveTradeIn(http, current, {
    order: saved.id,
    vid: draft.vehicle.vid,
    odometer,
    accessories: draft.options,
  });
}

/** What the persisted store keeps of a draft. */
export function storedOf(draft: BlackBookDraft, saveAtSignIn: boolean): StoredTradeIn {
  return { vehicle: draft.vehicle, odometer: draft.odometer, options: draft.options, saveAtSignIn };
}

/** A stored draft read back (storage is not trusted: anything of another shape is no draft). */
export function draftOf(
  stored: unknown,
): (Omit<BlackBookDraft, 'estimate'> & { saveAtSignIn: boolean }) | null {
  const s = stored as Partial<StoredTradeIn> | null | undefined;
  if (!s || typeof s !== 'object' || typeof s.odometer !== 'string' || !Array.isArray(s.options)) return null;
  const v = s.vehicle as Partial<TradeInCatalogueVehicle> | null | undefined;
  const vehicle =
    v &&
    typeof v.vid === 'string' &&
    typeof v.year === 'number' &&
    typeof v.make === 'string' &&
    typeof v.model === 'string' &&
    typeof v.trim === 'string'
      ? { vid: v.vid, year: v.year, make: v.make, model: v.model, trim: v.trim }
      : null;
  return {
    vehicle,
    odometer: s.odometer.slice(0, 12),
    options: s.options.filter((o): o is TradeInOption => typeof o === 'string' && OPTIONS.includes(o)),
    saveAtSignIn: s.saveAtSignIn === true,
  };
}
