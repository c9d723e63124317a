/**
 * The dealer's deal catalogue: payment settings, accessories, protection plans and incentives,
 * their eligibility for a vehicle and their serialisation (spec 2 §3).
 */
import { type PaymentType, shouldLoadIncentives } from '@storefront/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DealCondition, DealPaymentSettings } from '../../db/deal-types.ts';
import { invalidateReadCaches, readCache } from '../../db/read-cache.ts';
import {
  type AccessoryRow,
  accessories,
  type DealerRow,
  dealPaymentSettings,
  type IncentiveRow,
  incentives,
  type ProtectionPlanRow,
  type ProtectionPriceRow,
  protectionPlans,
  protectionPrices,
  type VehicleRow,
} from '../../db/schema.ts';
import { absolute } from '../inventory/serializers.ts';

export function vehicleDealCondition(v: Pick<VehicleRow, 'vehicleCondition' | 'isCpo'>): DealCondition {
  if (v.isCpo) return 'cpo';
  return v.vehicleCondition === 'new' ? 'new' : 'used';
}

/** new/used/cpo lists: `used` also admits certified pre-owned unless the list names cpo separately. */
function conditionMatches(list: readonly string[], condition: DealCondition): boolean {
  if (list.length === 0) return true;
  return list.includes(condition) || (condition === 'cpo' && list.includes('used') && !list.includes('cpo'));
}

export interface LoadedSettings {
  version: number;
  settings: DealPaymentSettings;
}

const SETTINGS_TTL_MS = 5000;

/** The dealer's payment settings, cached per process (read cache `paymentSettings`, a few seconds). */
export function loadPaymentSettings(db: Db, dealerId: number): Promise<LoadedSettings | null> {
  return readCache<number, LoadedSettings | null>(db, 'paymentSettings', SETTINGS_TTL_MS).get(
    dealerId,
    async () => {
      const [row] = await db
        .select({ version: dealPaymentSettings.version, settings: dealPaymentSettings.settings })
        .from(dealPaymentSettings)
        .where(eq(dealPaymentSettings.dealerId, dealerId))
        .limit(1);
      return row ? { version: row.version, settings: row.settings } : null;
    },
  );
}

export function clearPaymentSettingsCache(db: Db): void {
  invalidateReadCaches(db, ['paymentSettings']);
}

/** Text of a per-language map in the request's language (falling back to English, then any). */
export function localized(text: Record<string, string>, language: string): string {
  return text[language] ?? text.en ?? Object.values(text)[0] ?? '';
}

// Accessories ---------------------------------------------------------------------------------------

export function accessoryFits(a: AccessoryRow, v: VehicleRow): boolean {
  if (!a.active) return false;
  if (a.makes.length > 0 && !a.makes.includes(v.make)) return false;
  if (a.bodyTypes.length > 0 && !a.bodyTypes.includes(v.bodyType)) return false;
  return conditionMatches(a.conditions, vehicleDealCondition(v));
}

export function serializeAccessory(a: AccessoryRow, language: string, origin: string) {
  const title = localized(a.title, language);
  const description = localized(a.description, language);
  return {
    id: a.id,
    sku: a.sku,
    name: title,
    title,
    title_en: a.title.en ?? title,
    description,
    description_en: a.description.en ?? description,
    image: absolute(origin, a.image),
    origin: a.origin,
    category: a.category,
    price: a.price,
    price_recurring: null,
    price_including_installation: a.priceIncludingInstallation,
    is_removable: a.isRemovable,
    pre_installed: a.preInstalled,
    has_questions: a.questions.length > 0,
  };
}

export async function dealerAccessories(db: Db, dealerId: number): Promise<AccessoryRow[]> {
  return db
    .select()
    .from(accessories)
    .where(eq(accessories.dealerId, dealerId))
    .orderBy(asc(accessories.sortOrder), asc(accessories.id));
}

export async function accessoriesByIds(
  db: Db,
  dealerId: number,
  ids: readonly number[],
): Promise<AccessoryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accessories)
    .where(and(eq(accessories.dealerId, dealerId), inArray(accessories.id, [...ids])))
    .orderBy(asc(accessories.sortOrder), asc(accessories.id));
}

// Protection plans ----------------------------------------------------------------------------------

export interface PlanWithPrices {
  plan: ProtectionPlanRow;
  prices: ProtectionPriceRow[];
}

export function planFits(p: ProtectionPlanRow, v: VehicleRow): boolean {
  return p.active && conditionMatches(p.conditions, vehicleDealCondition(v));
}

export function priceFitsPaymentType(price: ProtectionPriceRow, paymentType: PaymentType | null): boolean {
  return price.paymentType === null || paymentType === null || price.paymentType === paymentType;
}

export async function dealerPlans(db: Db, dealerId: number): Promise<PlanWithPrices[]> {
  const plans = await db
    .select()
    .from(protectionPlans)
    .where(eq(protectionPlans.dealerId, dealerId))
    .orderBy(asc(protectionPlans.sortOrder), asc(protectionPlans.id));
  if (plans.length === 0) return [];
  const prices = await db
    .select()
    .from(protectionPrices)
    .where(eq(protectionPrices.dealerId, dealerId))
    .orderBy(asc(protectionPrices.duration), asc(protectionPrices.id));
  return plans.map((plan) => ({ plan, prices: prices.filter((p) => p.planId === plan.id) }));
}

export function serializeProtectionPrice(
  p: ProtectionPriceRow,
  language: string,
  recurring: number | null = null,
) {
  return {
    id: p.id,
    plan: p.planId,
    title: localized(p.title, language),
    price: p.price,
    price_recurring: recurring,
    duration: p.duration,
    km_range: p.kmRange,
    payment_type: p.paymentType,
    product_code: p.productCode,
  };
}

export function serializeProtectionPlan(
  { plan, prices }: PlanWithPrices,
  language: string,
  recurring: (price: ProtectionPriceRow) => number | null = () => null,
  /** The request's origin: the plan's document on this server is linked absolutely. */
  origin = '',
) {
  return {
    id: plan.id,
    name: localized(plan.name, language),
    description: localized(plan.description, language),
    pdf_url: origin && plan.pdfUrl.startsWith('/') ? `${origin}${plan.pdfUrl}` : plan.pdfUrl || null,
    video_url: plan.videoUrl || null,
    prices: prices.map((p) => serializeProtectionPrice(p, language, recurring(p))),
    prices_set: prices.length > 0,
    category: plan.category,
    pre_installed: plan.preInstalled,
    product_code: plan.productCode,
    origin: plan.origin,
  };
}

// Incentives ----------------------------------------------------------------------------------------

export interface IncentiveContext {
  vehicle: VehicleRow;
  paymentType: PaymentType | null;
  term: number | null;
  today: string;
}

export function incentiveApplies(i: IncentiveRow, ctx: IncentiveContext): boolean {
  if (!i.active) return false;
  if (i.startsOn && ctx.today < i.startsOn) return false;
  if (i.endsOn && ctx.today > i.endsOn) return false;
  const c = i.conditions;
  if (c.conditions && !conditionMatches(c.conditions, vehicleDealCondition(ctx.vehicle))) return false;
  if (c.makes && c.makes.length > 0 && !c.makes.includes(ctx.vehicle.make)) return false;
  if (c.models && c.models.length > 0 && !c.models.includes(ctx.vehicle.model)) return false;
  if (c.fuel_types && c.fuel_types.length > 0 && !c.fuel_types.includes(ctx.vehicle.fuelType)) return false;
  if (
    ctx.paymentType &&
    c.payment_types &&
    c.payment_types.length > 0 &&
    !c.payment_types.includes(ctx.paymentType)
  )
    return false;
  if (ctx.term !== null && ctx.paymentType !== 'cash') {
    if (c.min_term !== undefined && ctx.term < c.min_term) return false;
    if (c.max_term !== undefined && ctx.term > c.max_term) return false;
  }
  return true;
}

export async function dealerIncentives(db: Db, dealerId: number): Promise<IncentiveRow[]> {
  return db.select().from(incentives).where(eq(incentives.dealerId, dealerId)).orderBy(asc(incentives.id));
}

export function serializeIncentive(i: IncentiveRow, language: string) {
  return {
    id: i.id,
    name: localized(i.name, language),
    note: localized(i.note, language) || null,
    type: i.type,
    group: i.group,
    audience: i.audience,
    amount: i.amount,
    is_post_tax: i.isPostTax,
    is_conditional: i.isConditional,
    payment_types: i.conditions.payment_types ?? ['cash', 'finance', 'lease'],
    exclusive_group: i.conditions.exclusive_group ?? null,
    ends_on: i.endsOn,
  };
}

export type DealerForCatalogue = Pick<DealerRow, 'id' | 'country' | 'settings'>;

/** Incentives load only for Canadian dealers with incentives enabled (spec 2 §4). */
export function incentivesEnabled(dealer: DealerForCatalogue): boolean {
  return shouldLoadIncentives(dealer.country, dealer.settings.incentives_enabled);
}
