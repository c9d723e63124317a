/**
 * The analytics layer's value cleaning, payload groups, named events and pixel address (spec 3 §5 and
 * §9), read by the storefront's tracker only (a chunk loaded once the page is live). The storefront's
 * build gives this module a chunk of its own (apps/storefront/vite.config.ts): the domain's index
 * reaches it statically, and what it imports from a module of the first load would be in the entry, so
 * it imports only constants (the vehicle's stock code is the server's availability_code, not the
 * first load's stock status table).
 */
import {
  BREAKPOINTS,
  DEFAULT_VIEWPORT_BREAKPOINT,
  SENTINEL_PRICES,
  TRADE_IN_OWNERSHIP_MIN_KEYS,
} from '../constants.ts';
import type { AnalyticsEventName, DIGITAL_RETAILING_EVENTS, PixelEvent } from './analytics.ts';

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
  if ((SENTINEL_PRICES as readonly unknown[]).includes(n)) return null;
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

// ---------------------------------------------------------------------------------------------------
// Payload groups (spec 3 §9): each group a fixed field list read from the storefront's objects. Money
// in the storefront is integer cents; the tracker reports cleaned dollars (analyticsPrice).

type Source = Readonly<Record<string, unknown>>;

/** The vehicle fields the tracker reads (spec 3 §9). */
export const ANALYTICS_VEHICLE_FIELDS = [
  'id',
  'vehicle_id',
  'year',
  'model',
  'make',
  'trim',
  'marketing_trim',
  'listing_price',
  'body_type',
  'is_used',
  'is_cpo',
  'has_cpo_term',
  'model_code',
  'model_name',
  'formatted_name',
  'odometer',
  'vin',
  'arrival_date',
  'drivetrain',
  'engine_description',
  'vehicle_condition',
  'transmission',
  'doors',
  'exterior_color',
  'interior_color',
  'fuel_economy',
  'fuelType',
  'exteriorColor',
  'exteriorColorCode',
  'interiorColor',
  'interiorColorCode',
] as const;
/** Dealer fields (spec 3 §9). */
export const ANALYTICS_DEALER_FIELDS = [
  'uid',
  'name',
  'postal_code',
  'province_code',
  'country',
  'currency_unit',
  'length_unit',
] as const;
/** Payment fields (spec 3 §9); the money ones are cents in, dollars out. */
export const ANALYTICS_PAYMENT_FIELDS = [
  'id',
  'vehicle_price',
  'total_purchase_price',
  'down_payment',
  'payment',
  'include_tax',
  'pricing_stack',
] as const;
export const ANALYTICS_ACCESSORY_FIELDS = ['id', 'name', 'category', 'price'] as const;
export const ANALYTICS_PROTECTION_FIELDS = [
  'id',
  'name',
  'category',
  'range',
  'duration',
  'taxability',
  'price',
] as const;
/** Filters (spec 3 §9), by their URL names. */
export const ANALYTICS_FILTER_FIELDS = [
  'bodyType',
  'maxPayment',
  'minPayment',
  'paymentType',
  'stockType',
  'make',
  'drivetrain',
  'exteriorColor',
  'interiorColor',
  'minYear',
  'maxYear',
  'model',
  'transmission',
  'fuelType',
  'condition',
  'sort',
] as const;

const centsToDollars = (cents: unknown): string | null =>
  typeof cents === 'number' && Number.isFinite(cents) ? analyticsPrice(cents / 100) : null;

/** The fields of a list present on the source (undefined ones left out, null kept). */
function pickFields(source: Source, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (source[field] !== undefined) out[field] = source[field];
  return out;
}

/** The product group's vehicle: its fields, the listing price as cleaned dollars, its availability code. */
export function analyticsVehicleGroup(vehicle: Source): Record<string, unknown> {
  const group = pickFields(vehicle, ANALYTICS_VEHICLE_FIELDS);
  if ('listing_price' in group) group.listing_price = centsToDollars(group.listing_price);
  // The stock status as its availability code, which the server's vehicle carries (spec 3 §9).
  if (typeof vehicle.stock_status === 'string')
    group.stock_status = typeof vehicle.availability_code === 'string' ? vehicle.availability_code : null;
  group.quantity = ANALYTICS_DEFAULTS.productQuantity;
  return group;
}

/** The partner group: the dealer's fields. */
export function analyticsDealerGroup(dealer: Source): Record<string, unknown> {
  return pickFields(dealer, ANALYTICS_DEALER_FIELDS);
}

/**
 * The calculation group: the payment's fields in dollars, the deal type label, the down-payment
 * percentage, and the pricing stack's levies as name/value pairs.
 */
export function analyticsPaymentGroup(payment: Source, paymentType?: string | null): Record<string, unknown> {
  const group = pickFields(payment, ANALYTICS_PAYMENT_FIELDS);
  for (const field of ['vehicle_price', 'total_purchase_price', 'down_payment', 'payment'] as const)
    if (field in group) group[field] = centsToDollars(group[field]);
  if (paymentType && paymentType in DEAL_TYPE_LABELS)
    group.deal_type = DEAL_TYPE_LABELS[paymentType as keyof typeof DEAL_TYPE_LABELS];
  if (typeof payment.down_payment === 'number' && typeof payment.total_purchase_price === 'number')
    group.down_payment_percentage = downPaymentPercentage(payment.down_payment, payment.total_purchase_price);
  const stack = payment.pricing_stack;
  if (stack && typeof stack === 'object') {
    const levies = Array.isArray(stack) ? leviesOf(stack)?.children : (stack as { levies?: unknown }).levies;
    group.pricing_stack = {
      levies: Array.isArray(levies)
        ? levies.map((l: { name?: unknown; value?: unknown }) => ({
            name: l.name ?? null,
            value: centsToDollars(l.value),
          }))
        : [],
    };
  }
  return group;
}

/**
 * The levies group of a pricing answer's stack (a list: spec 2's version 2 keeps it among the
 * build-and-price group's children, version 1 at the top): the entry of category `levy` with lines.
 */
function leviesOf(entries: readonly unknown[]): { children?: unknown } | undefined {
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') continue;
    const { tax_category_type: category, children } = entry as {
      tax_category_type?: unknown;
      children?: unknown;
    };
    if (!Array.isArray(children)) continue;
    if (category === 'levy') return { children };
    const inner = leviesOf(children);
    if (inner) return inner;
  }
  return undefined;
}

/** An accessory of the commerce group (name from title_en when it has no name). */
export function analyticsAccessoryGroup(accessory: Source): Record<string, unknown> {
  const group = pickFields(
    { ...accessory, name: accessory.name ?? accessory.title_en },
    ANALYTICS_ACCESSORY_FIELDS,
  );
  if ('price' in group) group.price = centsToDollars(group.price);
  return group;
}

/** A protection plan of the commerce group (name from name_en when it has no name). */
export function analyticsProtectionGroup(plan: Source): Record<string, unknown> {
  const group = pickFields({ ...plan, name: plan.name ?? plan.name_en }, ANALYTICS_PROTECTION_FIELDS);
  if ('price' in group) group.price = centsToDollars(group.price);
  return group;
}

/** The filter group: the known filters set in a search (a sort with its direction). */
export function analyticsFilterGroup(params: Readonly<Record<string, string>>): Record<string, unknown> {
  const group: Record<string, unknown> = {};
  for (const field of ANALYTICS_FILTER_FIELDS) {
    const value = params[field];
    if (value === undefined || value === '') continue;
    group[field] = field === 'sort' ? parseSort(value) : value;
  }
  return group;
}

/** The ownership group: the trade-in's data, only with at least 4 keys (else null). */
export function analyticsOwnershipGroup(tradeIn: Source | null | undefined): Record<string, unknown> | null {
  return shouldReportTradeInOwnership(tradeIn) ? { ...(tradeIn as Source) } : null;
}

/** The environment group of every event: language, viewport breakpoint, orientation, brand. */
export function analyticsEnvironmentGroup(input: {
  readonly locale: string | null | undefined;
  readonly width: number;
  readonly height: number;
}): Record<string, unknown> {
  return {
    language: analyticsLanguage(input.locale),
    breakpoint: viewportBreakpoint(input.width),
    orientation: orientationCode(input.height > input.width ? 'portrait' : 'landscape'),
    brand: ANALYTICS_DEFAULTS.brand,
    salesChannel: ANALYTICS_DEFAULTS.salesChannel,
  };
}

/** Which digital-retailing event (sent once per vehicle) a named event counts as, if any. */
export const DIGITAL_RETAILING_EVENT_OF: Readonly<Record<string, (typeof DIGITAL_RETAILING_EVENTS)[number]>> =
  {
    'vehicle viewed': 'impression',
    'purchase start': 'initial click',
    'trade-in submitted': 'trade-in',
    'payment type changed': 'payment calculator',
    'contact form submitted': 'lead form',
    'appointment booked': 'appointment',
    'application submitted': 'credit app',
    'accessory added': 'accessories',
    'deposit submitted': 'contract',
    'deal saved': 'drop save',
  };

/** The pixel event (the GET's purchase_action) of a named event, if any. */
export const PIXEL_EVENT_OF: Readonly<Record<string, PixelEvent>> = {
  'trade-in submitted': 'tradeincomplete',
  'application submitted': 'creditappcomplete',
  'deposit submitted': 'depositcomplete',
  'appointment booked': 'bookappointmentcomplete',
  'purchase start': 'purchasestart',
  'build-your-deal complete': 'buildyourdealcomplete',
};

/** The pixel GET's address: the dealer's pixel address with purchase_action and the hashed e-mail id. */
export function pixelUrl(base: string, event: PixelEvent, hashedEmail: string | null): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  url.searchParams.set('purchase_action', event);
  if (hashedEmail) url.searchParams.set('hashed_email_id', hashedEmail);
  return url.toString();
}

/** A GA4-compatible event name: lower case, words joined by underscores ('trade-in submitted' → 'trade_in_submitted'). */
export function ga4EventName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
}

/**
 * A data-layer push of a named event: the GA4 `event`, the eventInfo group (its name and, for a
 * digital-retailing one, that event) and the payload groups given (empty or null ones left out).
 */
export function analyticsEvent(
  name: AnalyticsEventName,
  groups: Readonly<Record<string, unknown>> = {},
): { event: string } & Record<string, unknown> {
  const out: { event: string } & Record<string, unknown> = {
    event: ga4EventName(name),
    eventInfo: { eventName: name, digitalRetailing: DIGITAL_RETAILING_EVENT_OF[name] ?? null },
  };
  for (const [group, value] of Object.entries(groups)) {
    if (!(EVENT_PAYLOAD_GROUPS as readonly string[]).includes(group)) continue;
    if (value === null || value === undefined) continue;
    out[group] = value;
  }
  return out;
}
