/**
 * Analytics value cleaning and small mappings (spec 3 §5 and §9, spec 1 §4).
 */
import { BREAKPOINTS, DEFAULT_VIEWPORT_BREAKPOINT, TRADE_IN_OWNERSHIP_MIN_KEYS } from '../constants.ts';
import { isSentinelPrice } from '../money.ts';
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
/** Event payload groups (spec 3 §9). */
export const EVENT_PAYLOAD_GROUPS = [
  'eventInfo',
  'environment',
  'user',
  'personalization',
  'configuration',
  'partner',
  'form',
  'process',
  'link',
  'calculation',
  'product',
  'commerce',
  'ownership',
  'questionnaire',
  'filter',
  'error',
  'content',
] as const;
export const DEAL_TYPE_LABELS = Object.freeze({ finance: 'Finance', lease: 'Lease', cash: 'Cash' } as const);
/** Fixed analytics defaults (spec 3 §9). */
export const ANALYTICS_DEFAULTS = Object.freeze({
  country: 'United States',
  currency: 'USD',
  market: 'en-US',
  salesChannel: 'online',
  leaseType: 'fixed',
  customerType: 'private',
  productQuantity: 1,
  stockLevel: 'available',
  displayType: 'cards',
  formVersion: 1,
  formType: 'servicerequest',
  paymentMethod: 'stripe',
  mileageUnit: 'km',
  countryCode: 'CA',
  region: 'N/A',
  brand: 'passenger',
} as const);
export const PAGE_TYPES = ['checkout', 'motoinsight checkout'] as const;
/** Path fragments used by analytics (spec 3 §9). */
export const ANALYTICS_PATH_FRAGMENTS = ['saved-vehicles/', 'my-vehicles/', '/search/', '/details/'] as const;

/**
 * Price for analytics: strip the currency symbol and the first comma, format to 2 decimals. Sentinel
 * prices (null, empty, 0, 999998, 999999) give null. (Only the first comma is stripped, as the spec
 * says: values of a million or more keep their second comma and give null.)
 */
export function analyticsPrice(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text =
    typeof value === 'number' ? String(value) : value.replace(/[$\s\u00a0\u202f]/g, '').replace(',', '');
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return null;
  if (isSentinelPrice(n)) return null;
  return n.toFixed(2);
}

/** Down-payment percentage = down payment / total purchase price, rounded to 2 decimals. */
export function downPaymentPercentage(
  downPaymentCents: number,
  totalPurchasePriceCents: number,
): number | null {
  if (totalPurchasePriceCents <= 0) return null;
  return Math.round((downPaymentCents / totalPurchasePriceCents) * 100) / 100;
}

/** Trade-in ownership is reported only when the trade-in data has at least 4 keys. */
export function shouldReportTradeInOwnership(
  data: Readonly<Record<string, unknown>> | null | undefined,
): boolean {
  return data !== null && data !== undefined && Object.keys(data).length >= TRADE_IN_OWNERSHIP_MIN_KEYS;
}

/** The highest breakpoint below the width; default 1367. */
export function viewportBreakpoint(width: number): number {
  const below = Object.values(BREAKPOINTS).filter((b) => b < width);
  return below.length > 0 ? Math.max(...below) : DEFAULT_VIEWPORT_BREAKPOINT;
}

/** Orientation: portrait=v, landscape=h. */
export function orientationCode(orientation: 'portrait' | 'landscape'): 'v' | 'h' {
  return orientation === 'portrait' ? 'v' : 'h';
}

/** Language map: en-CA to en, fr-CA to fr, default en. */
export function analyticsLanguage(locale: string | null | undefined): 'en' | 'fr' {
  return locale === 'fr-CA' ? 'fr' : 'en';
}

/** Sort: a leading minus means desc, else asc. */
export function parseSort(sort: string): { field: string; direction: 'asc' | 'desc' } {
  return sort.startsWith('-')
    ? { field: sort.slice(1), direction: 'desc' }
    : { field: sort, direction: 'asc' };
}

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

/**
 * De-duplication of digital-retailing events per vehicle: answers whether to send and the new
 * stored flags.
 */
export function dedupeVehicleEvent(
  sent: Readonly<Record<string, readonly string[]>>,
  vehicleId: string,
  event: string,
): { send: boolean; sent: Record<string, string[]> } {
  const done = sent[vehicleId] ?? [];
  if (done.includes(event)) return { send: false, sent: { ...sent } as Record<string, string[]> };
  return { send: true, sent: { ...sent, [vehicleId]: [...done, event] } as Record<string, string[]> };
}

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
