import { z } from 'zod';
import { DEFAULT_TERM_MONTHS, MAX_PRICE_CENTS, PAYMENT_FREQUENCIES, PAYMENT_TYPES } from '../constants.ts';
import { DEFAULT_LEVY_CODES } from './levies.ts';
import { findTaxJurisdiction } from './tax/compute.ts';

/**
 * The pricing request: what the server validates when a pricing call comes in (spec 2 §7,
 * POST /api/customer/payment-type/{id}/pricing/) and what `priceDeal` takes once parsed.
 * Every amount is integer cents. Defaults are applied here, in one place.
 *
 * Every object is strict: an unknown key is refused (`unrecognized_keys`, naming it) rather than
 * dropped, so a misspelt field (`annualDistance` for `distanceAllowancePerYear`) is an error, not its
 * default silently used.
 */

/** A money amount in integer cents, 0 to 999,999.99 dollars (spec 2 §5 max price). */
const amountCents = z.number().int().nonnegative().max(MAX_PRICE_CENTS);
/** An annual percentage rate, 0 to 99.99. */
const aprPercent = z.number().nonnegative().max(99.99);
/** A term in months, 1 to 120; the spec's default of 12 when none is given (spec 2 §5). */
const termMonths = z.number().int().min(1).max(120).default(DEFAULT_TERM_MONTHS);

export const pricingFrequencySchema = z.enum(PAYMENT_FREQUENCIES);
export const pricingPaymentTypeSchema = z.enum(PAYMENT_TYPES);

/** `monthly_based`: the other frequencies derive from the monthly payment by the spec's factors. */
export const paymentSystemBasisSchema = z.enum(['monthly_based', 'periodic']);

export const pricingVehicleSchema = z.strictObject({
  /** Selling price in cents; null, 0 or a sentinel (999998, 999999 dollars) means "call for price". */
  priceCents: z.number().int().nonnegative().nullable(),
  /** Options and packages chosen in the configuration, cents. */
  optionsCents: amountCents.default(0),
  isNew: z.boolean().default(true),
  /** Passenger vehicle as BC's PST defines it; trucks over 3/4 ton, motor homes etc. are not. */
  isPassengerVehicle: z.boolean().default(true),
  /** Pickup trucks are exempt from the federal green levy. */
  isPickup: z.boolean().default(false),
  hasAirConditioning: z.boolean().default(true),
  /** Weighted average fuel consumption (55% city, 45% highway), L/100 km, for the green levy. */
  fuelConsumptionL100km: z.number().positive().max(100).optional(),
  /** New tires supplied with the vehicle, spares included (tire levies). */
  tireCount: z.number().int().min(0).max(10).default(4),
});

export const pricingAccessorySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  priceCents: amountCents,
  /** Price including installation (spec 2 §3 `price_including_installation`). */
  priceIncludingInstallationCents: amountCents.optional(),
  /** Installation chosen (spec 2 §3 `install_accessories_ids`). */
  install: z.boolean().default(false),
  taxable: z.boolean().default(true),
});

export const pricingProtectionPlanSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  priceCents: amountCents,
  /** Extended warranties are taxable; insurance products (e.g. GAP) may not be. */
  taxable: z.boolean().default(true),
});

/** Incentive types exactly as the spec names them (spec 2 §3). */
export const PRICING_INCENTIVE_TYPES = ['percentage_discount', 'rate_reduction', 'rebate'] as const;

export const pricingIncentiveSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('rebate'),
    id: z.string(),
    name: z.string(),
    amountCents,
    /** Pre-tax incentives reduce the taxable price; post-tax ones reduce the amount due. */
    taxTiming: z.enum(['pre_tax', 'post_tax']).default('pre_tax'),
    paymentTypes: z.array(pricingPaymentTypeSchema).optional(),
  }),
  z.strictObject({
    type: z.literal('percentage_discount'),
    id: z.string(),
    name: z.string(),
    /** Percent off the vehicle price (vehicle plus options). */
    percent: z.number().positive().max(100),
    taxTiming: z.enum(['pre_tax', 'post_tax']).default('pre_tax'),
    paymentTypes: z.array(pricingPaymentTypeSchema).optional(),
  }),
  z.strictObject({
    type: z.literal('rate_reduction'),
    id: z.string(),
    name: z.string(),
    /** Percentage points taken off the APR (finance and lease). */
    ratePoints: z.number().positive().max(99.99),
    paymentTypes: z.array(pricingPaymentTypeSchema).optional(),
  }),
]);

export const pricingFeeSchema = z.strictObject({
  code: z.string().min(1),
  name: z.string(),
  amountCents,
  taxable: z.boolean().default(true),
  /** `levies` shows the fee in the levies group; `post_tax` adds it after taxes. */
  group: z.enum(['pre_tax', 'levies', 'post_tax']).default('pre_tax'),
});

export const pricingTradeInSchema = z.strictObject({
  /** Agreed trade-in value (spec 2 §3 `trade_in_credit`). */
  creditCents: amountCents.default(0),
  /** Lien still owed on the trade-in (spec 2 §3 `trade_in_owing`); above the credit it is negative equity. */
  owingCents: amountCents.default(0),
});

export const tradeInRuleOverrideSchema = z.union([
  z.strictObject({ kind: z.literal('full') }),
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('capped'), capCents: amountCents }),
]);

export const pricingTaxOverrideSchema = z.strictObject({
  /** Replace the table's state-level rate (US) for this dealer, percent. */
  stateRatePercent: z.number().nonnegative().max(30).optional(),
  tradeIn: tradeInRuleOverrideSchema.optional(),
  leaseTaxMethod: z.enum(['per_payment', 'upfront_on_payments', 'upfront_on_price', 'none']).optional(),
});

export const pricingFinanceSchema = z.strictObject({
  termMonths,
  aprPercent,
  frequency: pricingFrequencySchema.default('monthly'),
  paymentSystem: paymentSystemBasisSchema.default('monthly_based'),
  /**
   * Whether the taxes are financed (the default) or paid at signing, so the payment is before them
   * (the shopper's "include taxes in my payment" switched off).
   */
  taxesFinanced: z.boolean().default(true),
});

export const pricingLeaseSchema = z
  .strictObject({
    termMonths,
    aprPercent,
    frequency: pricingFrequencySchema.default('monthly'),
    paymentSystem: paymentSystemBasisSchema.default('monthly_based'),
    /** Residual as a percent of the residual basis (MSRP). */
    residualPercent: z.number().min(0).max(100).optional(),
    /** Residual in cents, instead of a percent. */
    residualCents: amountCents.optional(),
    /** Residual basis, cents; defaults to vehicle price plus options. */
    residualBasisCents: amountCents.optional(),
    /** Yearly distance allowance in km (Canada) or miles (USA) (spec 2 §3 `distance_allowance`). */
    distanceAllowancePerYear: z.number().int().nonnegative().max(200_000).default(20_000),
    /** Charge per km or mile beyond the allowance, cents. */
    excessChargeCentsPerUnit: z.number().int().nonnegative().max(10_000).default(0),
  })
  .refine((lease) => lease.residualPercent !== undefined || lease.residualCents !== undefined, {
    message: 'residualPercent or residualCents is required',
    path: ['residualPercent'],
  });

export const pricingRequestSchema = z
  .strictObject({
    country: z.enum(['CA', 'US']),
    /** Province, territory or state code of the buyer (tax jurisdiction). */
    region: z.string().length(2).toUpperCase(),
    /**
     * Province or state of the dealer's place of business, where the sale is made: its levies apply
     * (an Ontario-registered dealer's OMVIC fee, a province's new-tire duty), whoever the buyer is, while
     * the buyer's `region` decides the taxes. The buyer's region when absent.
     */
    saleRegion: z.string().length(2).toUpperCase().optional(),
    paymentType: pricingPaymentTypeSchema,
    vehicle: pricingVehicleSchema,
    /** Freight and pre-delivery inspection, cents. */
    freightPdiCents: amountCents.default(0),
    accessories: z.array(pricingAccessorySchema).default([]),
    protectionPlans: z.array(pricingProtectionPlanSchema).default([]),
    incentives: z.array(pricingIncentiveSchema).default([]),
    fees: z.array(pricingFeeSchema).default([]),
    /** Default levies the dealer does not charge. */
    excludedLevies: z.array(z.enum(DEFAULT_LEVY_CODES)).default([]),
    tradeIn: pricingTradeInSchema.optional(),
    /** Cash down payment (finance and lease), cents. */
    downPaymentCents: amountCents.default(0),
    /**
     * The buyer's ZIP code (US): with `region`, it decides the local tax from the bundled table
     * (tax/us-local.ts). Ignored in Canada.
     */
    postalCode: z.string().trim().max(10).optional(),
    /**
     * Dealer's local (county, city, district) sales tax rate, percent (US): used only where the
     * ZIP code table does not cover the buyer's state or ZIP code (never in a state-only state such as Texas).
     */
    localTaxRatePercent: z.number().nonnegative().max(15).default(0),
    taxOverride: pricingTaxOverrideSchema.optional(),
    finance: pricingFinanceSchema.optional(),
    lease: pricingLeaseSchema.optional(),
  })
  .refine((request) => findTaxJurisdiction(request.country, request.region) !== undefined, {
    message: 'unknown province, territory or state for this country',
    path: ['region'],
  })
  .refine((request) => request.paymentType !== 'finance' || request.finance !== undefined, {
    message: 'finance terms are required for a finance payment',
    path: ['finance'],
  })
  .refine((request) => request.paymentType !== 'lease' || request.lease !== undefined, {
    message: 'lease terms are required for a lease payment',
    path: ['lease'],
  });

/** A pricing request as sent (defaults optional). */
export type PricingRequestInput = z.input<typeof pricingRequestSchema>;
/** A validated pricing request, defaults applied: what `priceDeal` takes. */
export type PricingRequest = z.output<typeof pricingRequestSchema>;
export type PricingIncentive = z.output<typeof pricingIncentiveSchema>;
export type PricingFinanceTerms = z.output<typeof pricingFinanceSchema>;
export type PricingLeaseTerms = z.output<typeof pricingLeaseSchema>;
