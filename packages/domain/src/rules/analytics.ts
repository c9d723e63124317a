/**
 * Analytics vocabulary and the page names (spec 3 §9, spec 1 §4). The shell names each page view
 * with `pageName`, so this module is in every page's first load: the value cleaning and payload
 * builders that only the analytics chunk uses live in ./analytics-events.ts, which the storefront's
 * build keeps out of the first load (a function of this module that any chunk used would be in the
 * entry, whoever calls it).
 */
import type { FlowType } from '../schemas/dealer.ts';
import { STOCK_STATUS_CODE_BY_STATUS, type StockStatusCode } from '../vocabulary/vehicle.ts';
import { normalizeStockStatus } from './stock-badge.ts';

/** Analytics form events (spec 1 §4). */
export const FORM_EVENTS = ['open', 'start', 'complete', 'submit', 'error'] as const;
/** Pixel events (spec 1 §7, spec 3 §9). */
export const PIXEL_EVENTS = [
  'tradeincomplete',
  'creditappcomplete',
  'depositcomplete',
  'bookappointmentcomplete',
  'purchasestart',
  'buildyourdealcomplete',
] as const;
export type PixelEvent = (typeof PIXEL_EVENTS)[number];
/** Event names of this area (spec 3 §9) and build-and-price (spec 2 §9). */
export const ANALYTICS_EVENTS = [
  'trade-in submitted',
  'application submitted',
  'deposit submitted',
  'appointment booked',
  'contact form submitted',
  'accessory added',
  'protection added',
  'worksheet edited',
  'build-your-deal complete',
  // The storefront's own moments (spec 2 §2 and §9: vehicle pages, steps, payment type, saved deals).
  'vehicle viewed',
  'step entered',
  'payment type changed',
  'deal saved',
  'purchase start',
  // The vehicle list's search (its filters or its sort changed), with the filter group.
  'vehicle list searched',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
/** Digital-retailing events (spec 3 §9). */
export const DIGITAL_RETAILING_EVENTS = [
  'impression',
  'initial click',
  'trade-in',
  'payment calculator',
  'lead form',
  'appointment',
  'credit app',
  'finance',
  'accessories',
  'contract',
  'drop save',
] as const;
export const PAGE_TYPES = ['checkout', 'motoinsight checkout'] as const;
/** Path fragments used by analytics (spec 3 §9). */
export const ANALYTICS_PATH_FRAGMENTS = ['saved-vehicles/', 'my-vehicles/', '/search/', '/details/'] as const;

/** Page names for vehicle pages: 'vdp:' (modular flow) or 'vdp:purchase:' (otherwise). */
export function pageName(flow: FlowType, name: string): string {
  return `${flow === 'modular' ? 'vdp:' : 'vdp:purchase:'}${name}`;
}

/** Availability code of a stock status for analytics; null when unknown. */
export function stockStatusCode(status: string | null | undefined): StockStatusCode | null {
  const s = normalizeStockStatus(status);
  return s === null ? null : STOCK_STATUS_CODE_BY_STATUS[s];
}

/** Date for analytics, MM/dd/yyyy. */
export { formatDate as analyticsDate } from '../format.ts';

/** Form-error analytics payload (spec 3 §8); auth form errors default to code 400 (spec 1 §5). */
export function formErrorEvent(input: {
  readonly code?: number;
  readonly message: string;
  readonly referringUrl: string;
  readonly fieldIds: readonly string[];
}): { code: number; message: string; referringUrl: string; fieldIds: string[]; addressValidationErrors: [] } {
  return {
    code: input.code ?? 400,
    message: input.message,
    referringUrl: input.referringUrl,
    fieldIds: [...input.fieldIds],
    addressValidationErrors: [],
  };
}
