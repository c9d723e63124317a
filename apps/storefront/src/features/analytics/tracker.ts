/**
 * The Volkswagen-type analytics tracker of spec 3 (section 5 "Analytics value cleaning", the
 * "Analytics layer" of section 8): value cleaning, the field lists of the payload groups, and the
 * queue that holds events until the tracker's scripts are ready. Pure and with no network: the events
 * go to the page's data queue the tracker's script reads (`push`). Not yet wired to the journeys'
 * moments (issue 23, left to do): nothing of it is in a page's first load.
 */

/** Prices the tracker treats as no price (spec 3 §5). */
const PRICE_SENTINELS = new Set([0, 999998, 999999]);

/**
 * A price as the tracker reports it: currency symbol and commas stripped (the spec strips the first
 * comma; a price over a million has two), 2 decimals; or null.
 */
export function cleanPrice(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).replace(/[$€£]/g, '').replace(/,/g, '').trim();
  const number = Number(text);
  if (!Number.isFinite(number) || PRICE_SENTINELS.has(number)) return null;
  return number.toFixed(2);
}

/** Down payment over the total purchase price, 2 decimals (0 without a total). */
export function downPaymentPercent(downPayment: number, totalPurchasePrice: number): number {
  if (!totalPurchasePrice) return 0;
  return Math.round((downPayment / totalPurchasePrice) * 100) / 100;
}

/** MM/dd/yyyy. */
export function formatDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
}

const BREAKPOINTS = [380, 768, 992, 1200, 1367] as const;

/** The highest breakpoint below the width, 1367 by default. */
export function viewportOf(width: number): number {
  const below = BREAKPOINTS.filter((b) => b < width);
  return below.length ? (below[below.length - 1] ?? 1367) : 1367;
}

/** Portrait 'v', landscape 'h'. */
export function orientationOf(width: number, height: number): 'v' | 'h' {
  return height > width ? 'v' : 'h';
}

/** en-CA and en-US to en, fr-CA to fr, en by default. */
export function languageOf(locale: string | undefined): 'en' | 'fr' {
  return locale?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

type Source = Readonly<Record<string, unknown>>;

function pick(source: Source, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (source[field] !== undefined) out[field] = source[field];
  return out;
}

/** The vehicle fields the tracker reads (spec 3 §8); prices in cents become cleaned dollars. */
export const VEHICLE_FIELDS = [
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

export const DEALER_FIELDS = [
  'uid',
  'name',
  'postal_code',
  'province_code',
  'country',
  'currency_unit',
  'length_unit',
] as const;

const dollars = (cents: unknown) => (typeof cents === 'number' ? cleanPrice(cents / 100) : null);

export function vehicleGroup(vehicle: Source): Record<string, unknown> {
  const group = pick(vehicle, VEHICLE_FIELDS);
  if ('listing_price' in group) group.listing_price = dollars(group.listing_price);
  return group;
}

export function dealerGroup(dealer: Source): Record<string, unknown> {
  return pick(dealer, DEALER_FIELDS);
}

/** The trade-in's ownership group: only with at least 4 keys of trade-in data. */
export function ownershipGroup(tradeIn: Source | null | undefined): Record<string, unknown> | null {
  if (!tradeIn || Object.keys(tradeIn).length < 4) return null;
  return { ...tradeIn };
}

export interface AnalyticsQueueOptions {
  /** The dealer's automaker participation flag. */
  readonly participating: boolean;
  /** The tracker script's data queue; null when the script is not on the page. */
  readonly push: ((event: unknown) => void) | null;
  /** The flags of the events already sent per vehicle (kept between visits by the caller). */
  readonly seen?: Set<string>;
}

/**
 * Events queued until the scripts are ready, then flushed in order; silently dropped without the
 * participation flag or the script; digital-retailing events sent once per vehicle.
 */
export class AnalyticsQueue {
  private readonly waiting: unknown[] = [];
  private live = false;
  private readonly seen: Set<string>;
  private readonly options: AnalyticsQueueOptions;

  constructor(options: AnalyticsQueueOptions) {
    this.options = options;
    this.seen = options.seen ?? new Set();
  }

  private get sends(): boolean {
    return this.options.participating && this.options.push !== null;
  }

  track(event: unknown): void {
    if (!this.sends) return;
    if (this.live) this.options.push?.(event);
    else this.waiting.push(event);
  }

  /** A digital-retailing event: once per vehicle. */
  trackOncePerVehicle(name: string, vehicleId: number, event: unknown): void {
    const key = `${name}:${vehicleId}`;
    if (!this.sends || this.seen.has(key)) return;
    this.seen.add(key);
    this.track(event);
  }

  /** The tracker's scripts are ready: what waited goes, in order. */
  ready(): void {
    this.live = true;
    for (const event of this.waiting.splice(0)) this.options.push?.(event);
  }
}
