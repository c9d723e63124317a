/**
 * The domain pricing request the server builds, validated without a second zod pass when it can be.
 *
 * The shopper's body is parsed once by the route's schema. The request built from it and from the
 * dealer's rows used to be parsed again by the domain's `pricingRequestSchema` (about 4% of a
 * pricing call's CPU under load). `wellFormed` checks the same bounds directly; it is conservative:
 * when it says no, the domain schema parses the request as before and names the errors, so answers
 * (priced or refused) are unchanged. `test/deal/pricing-request.test.ts` checks, with generated
 * requests on and around every bound, that whatever `wellFormed` accepts the schema accepts, and
 * that both give the same request.
 */
import {
  DEFAULT_LEVY_CODES,
  findTaxJurisdiction,
  MAX_PRICE_CENTS,
  PAYMENT_FREQUENCIES,
  PAYMENT_TYPES,
  type PricingRequest,
  type PricingRequestInput,
  pricingAccessorySchema,
  pricingFeeSchema,
  pricingFinanceSchema,
  pricingIncentiveSchema,
  pricingLeaseSchema,
  pricingProtectionPlanSchema,
  pricingRequestSchema,
  pricingTradeInSchema,
  pricingVehicleSchema,
} from '@storefront/domain';
import type { z } from 'zod';

const cents = (v: unknown): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_PRICE_CENTS;
const optionalCents = (v: unknown): boolean => v === undefined || cents(v);
const within = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const wholeWithin = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isString = (v: unknown): v is string => typeof v === 'string';
const isBool = (v: unknown): boolean => typeof v === 'boolean';
const oneOf = (list: readonly string[], v: unknown): boolean => typeof v === 'string' && list.includes(v);
const BASES = ['monthly_based', 'periodic'] as const;

/** The keys of each object of the domain's strict request schema (an unknown key is refused there). */
const keysOf = (shape: object): ReadonlySet<string> => new Set(Object.keys(shape));
const KEYS = {
  request: keysOf(pricingRequestSchema.shape),
  vehicle: keysOf(pricingVehicleSchema.shape),
  tradeIn: keysOf(pricingTradeInSchema.shape),
  accessory: keysOf(pricingAccessorySchema.shape),
  plan: keysOf(pricingProtectionPlanSchema.shape),
  fee: keysOf(pricingFeeSchema.shape),
  finance: keysOf(pricingFinanceSchema.shape),
  lease: keysOf(pricingLeaseSchema.shape),
  incentive: new Map(pricingIncentiveSchema.options.map((o) => [o.shape.type.value, keysOf(o.shape)])),
};
/** Only keys the schema knows: one more and the schema refuses the request (it names the key). */
const knownKeys = (o: unknown, keys: ReadonlySet<string> | undefined): boolean =>
  typeof o === 'object' && o !== null && keys !== undefined && Object.keys(o).every((k) => keys.has(k));

function terms(t: unknown): boolean {
  if (t === null || typeof t !== 'object') return false;
  const x = t as Record<string, unknown>;
  return (
    wholeWithin(x.termMonths, 1, 120) &&
    within(x.aprPercent, 0, 99.99) &&
    oneOf(PAYMENT_FREQUENCIES, x.frequency) &&
    oneOf(BASES, x.paymentSystem)
  );
}

/**
 * True only when the domain schema would accept `r` and answer it unchanged but for the vehicle's
 * `tireCount` default: every field present, within its bounds, of its type, and no key the schema
 * does not know (its objects are strict). False when unsure.
 */
export function wellFormed(r: PricingRequestInput): boolean {
  if (r.country !== 'CA' && r.country !== 'US') return false;
  if (!knownKeys(r, KEYS.request) || !knownKeys(r.vehicle, KEYS.vehicle)) return false;
  if (!isString(r.region) || r.region.length !== 2 || r.region !== r.region.toUpperCase()) return false;
  if (findTaxJurisdiction(r.country, r.region) === undefined) return false;
  if (!oneOf(PAYMENT_TYPES, r.paymentType)) return false;
  const v = r.vehicle;
  if (v.priceCents !== null && !(Number.isInteger(v.priceCents) && v.priceCents >= 0)) return false;
  if (!cents(v.optionsCents) || !isBool(v.isNew) || !isBool(v.isPassengerVehicle) || !isBool(v.isPickup))
    return false;
  if (!isBool(v.hasAirConditioning)) return false;
  if (
    v.fuelConsumptionL100km !== undefined &&
    !(within(v.fuelConsumptionL100km, 0, 100) && v.fuelConsumptionL100km > 0)
  )
    return false;
  if (v.tireCount !== undefined) return false;
  if (!cents(r.freightPdiCents) || !cents(r.downPaymentCents)) return false;
  if (!within(r.localTaxRatePercent, 0, 15)) return false;
  if (!r.tradeIn || !cents(r.tradeIn.creditCents) || !cents(r.tradeIn.owingCents)) return false;
  if (!knownKeys(r.tradeIn, KEYS.tradeIn)) return false;
  if (r.taxOverride !== undefined) return false;
  for (const a of r.accessories ?? [undefined]) {
    if (!a || !isString(a.id) || !isString(a.name) || !cents(a.priceCents)) return false;
    if (!knownKeys(a, KEYS.accessory)) return false;
    if (!optionalCents(a.priceIncludingInstallationCents) || !isBool(a.install) || !isBool(a.taxable))
      return false;
  }
  for (const p of r.protectionPlans ?? [undefined]) {
    if (!p || !isString(p.id) || !isString(p.name) || !cents(p.priceCents) || !isBool(p.taxable))
      return false;
    if (!knownKeys(p, KEYS.plan)) return false;
  }
  for (const i of r.incentives ?? [undefined]) {
    if (!i || !isString(i.id) || !isString(i.name) || i.paymentTypes !== undefined) return false;
    if (!knownKeys(i, KEYS.incentive.get(i.type))) return false;
    if (i.type === 'rebate') {
      if (!cents(i.amountCents) || !oneOf(['pre_tax', 'post_tax'], i.taxTiming)) return false;
    } else if (i.type === 'percentage_discount') {
      if (!(within(i.percent, 0, 100) && i.percent > 0) || !oneOf(['pre_tax', 'post_tax'], i.taxTiming))
        return false;
    } else if (i.type === 'rate_reduction') {
      if (!(within(i.ratePoints, 0, 99.99) && i.ratePoints > 0)) return false;
    } else return false;
  }
  for (const f of r.fees ?? [undefined]) {
    if (!f || !isString(f.code) || f.code.length === 0 || !isString(f.name) || !cents(f.amountCents))
      return false;
    if (!isBool(f.taxable) || !oneOf(['pre_tax', 'levies', 'post_tax'], f.group)) return false;
    if (!knownKeys(f, KEYS.fee)) return false;
  }
  for (const code of r.excludedLevies ?? [undefined]) if (!oneOf(DEFAULT_LEVY_CODES, code)) return false;
  if (r.paymentType === 'finance' ? !terms(r.finance) : r.finance !== undefined) return false;
  // Finance's `taxesFinanced` has a schema default: present, or the schema adds it.
  if (r.finance !== undefined && !isBool(r.finance.taxesFinanced)) return false;
  if (r.finance !== undefined && !knownKeys(r.finance, KEYS.finance)) return false;
  if (r.paymentType === 'lease') {
    const l = r.lease;
    if (!l || !terms(l) || !knownKeys(l, KEYS.lease)) return false;
    if (!within(l.residualPercent, 0, 100) || l.residualCents !== undefined) return false;
    if (!optionalCents(l.residualBasisCents)) return false;
    if (
      !wholeWithin(l.distanceAllowancePerYear, 0, 200_000) ||
      !wholeWithin(l.excessChargeCentsPerUnit, 0, 10_000)
    )
      return false;
  } else if (r.lease !== undefined) return false;
  return true;
}

export type CheckedRequest =
  | { success: true; data: PricingRequest }
  | { success: false; error: z.ZodError<PricingRequestInput> };

/** The request as the domain schema would answer it: directly when `wellFormed`, else through the schema. */
export function checkPricingRequest(r: PricingRequestInput): CheckedRequest {
  if (wellFormed(r)) {
    // Every field is present and in bounds (checked above); the schema would only add tireCount.
    return { success: true, data: { ...r, vehicle: { ...r.vehicle, tireCount: 4 } } as PricingRequest };
  }
  return pricingRequestSchema.safeParse(r);
}
