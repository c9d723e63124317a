/**
 * The analytics layer's payload groups, named events and pixel address (spec 3 §9), built on the
 * value cleaning of ./analytics.ts. Read by the storefront's tracker (a chunk loaded once the page is
 * live).
 */
import {
  ANALYTICS_DEFAULTS,
  type AnalyticsEventName,
  analyticsLanguage,
  analyticsPrice,
  DEAL_TYPE_LABELS,
  type DIGITAL_RETAILING_EVENTS,
  downPaymentPercentage,
  EVENT_PAYLOAD_GROUPS,
  orientationCode,
  type PixelEvent,
  parseSort,
  shouldReportTradeInOwnership,
  stockStatusCode,
  viewportBreakpoint,
} from './analytics.ts';

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

/** The product group's vehicle: its fields, the listing price as cleaned dollars, its stock code. */
export function analyticsVehicleGroup(vehicle: Source): Record<string, unknown> {
  const group = pickFields(vehicle, ANALYTICS_VEHICLE_FIELDS);
  if ('listing_price' in group) group.listing_price = centsToDollars(group.listing_price);
  if (typeof vehicle.stock_status === 'string') group.stock_status = stockStatusCode(vehicle.stock_status);
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
    const levies = (stack as { levies?: unknown }).levies;
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
