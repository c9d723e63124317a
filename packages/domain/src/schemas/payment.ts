import { z } from 'zod';
import { incentiveSchema } from './addons.ts';
import { centsSchema, idSchema, isoDateSchema, paymentFrequencySchema, paymentTypeSchema } from './common.ts';
import { queryIdSchema, queryRateSchema, queryTermSchema } from './query.ts';

/**
 * Tax category of a pricing-stack item (spec 2 §3: "post-tax is one value"). The other values are
 * not shown; we use pre_tax, levy, tax and post_tax, in the order the stack lists them.
 */
export const TAX_CATEGORY_TYPES = ['pre_tax', 'levy', 'tax', 'post_tax'] as const;
export type TaxCategoryType = (typeof TAX_CATEGORY_TYPES)[number];

/** One line of the itemised pricing stack; groups carry children (e.g. the levies group). */
export interface PricingStackEntry {
  name: string;
  /** Integer cents; negative for credits (trade-in, incentives). */
  value: number;
  tax_category_type?: TaxCategoryType | undefined;
  superscript?: string | undefined;
  children?: PricingStackEntry[] | undefined;
  /** The line's code (a fee's, a tax's: `GST`, `LOCAL`...) and its reference (an add-on's id). */
  code?: string | undefined;
  ref?: string | undefined;
  /** A tax line: its rate in percent and the base it is charged on (cents). */
  rate?: number | undefined;
  base?: number | undefined;
  /** The local taxing area of a US LOCAL line (the buyer's ZIP code decided it). */
  area?: string | undefined;
}
export const pricingStackEntrySchema: z.ZodType<PricingStackEntry> = z.object({
  name: z.string(),
  value: centsSchema,
  tax_category_type: z.enum(TAX_CATEGORY_TYPES).optional(),
  superscript: z.string().optional(),
  code: z.string().optional(),
  ref: z.string().optional(),
  rate: z.number().optional(),
  base: centsSchema.optional(),
  area: z.string().optional(),
  get children() {
    return z.array(pricingStackEntrySchema).optional();
  },
});
export const pricingStackEntriesSchema = z.array(pricingStackEntrySchema);
export type PricingStackEntries = z.infer<typeof pricingStackEntriesSchema>;

/** Rates type of a finance or lease rate (not shown: we use APR and money factor). */
export const RATES_TYPES = ['apr', 'money_factor'] as const;

/** Payment type / payment details (spec 2 §3). Money is integer cents; rate is a percentage. */
/** A tax of a payment or of a lease's signing: rate in percent, base and value in cents. */
export const paymentTaxEntrySchema = z.object({
  name: z.string(),
  code: z.string(),
  rate: z.number().nonnegative(),
  base: centsSchema,
  value: centsSchema,
  area: z.string().optional(),
});
export type PaymentTaxEntry = z.infer<typeof paymentTaxEntrySchema>;
const taxEntrySchema = paymentTaxEntrySchema;

export const paymentDetailsSchema = z.object({
  id: paymentTypeSchema,
  is_active: z.boolean(),
  include_tax: z.boolean(),
  term: z.number().int().positive().nullable(),
  rate: z.number().nonnegative().nullable(),
  rates_type: z.string().nullable().optional(),
  total_purchase_price: centsSchema,
  down_payment: centsSchema.nullable(),
  payment: centsSchema,
  payment_frequency: paymentFrequencySchema,
  payment_frequency_choices: z.array(
    z.object({ value: paymentFrequencySchema, label: z.string().optional() }),
  ),
  distance_allowance: z.number().int().positive().nullable().optional(),
  credit_score: z.string().nullable().optional(),
  term_choices: z.array(z.object({ title: z.string(), value: z.number().int().positive() })),
  applied_rebates: z.array(z.object({ name: z.string(), value: centsSchema.optional() })),
  has_conditional_incentives: z.boolean().default(false),
  incentives: z.array(incentiveSchema).default([]),
  postal_code: z.string().nullable().optional(),
  pricing_stack: pricingStackEntriesSchema,
  structured: z.object({ items: pricingStackEntriesSchema }).optional(),
  is_cash: z.boolean(),
  net_amount_financed: centsSchema.nullable().optional(),
  is_monthly_based: z.boolean(),
  is_stale: z.boolean().default(false),
  expiry_date: isoDateSchema.nullable().optional(),
  sales_tax: centsSchema.nullable().optional(),
  /** Taxes of each payment (a lease): rate in percent, base the payment before tax, value in cents. */
  payment_taxes: z.array(taxEntrySchema).optional(),
  /**
   * Taxes paid once at signing, part of due_at_signing: a lease's in a state taxing the price
   * (Texas...), a finance deal's when they are not financed (include_tax false).
   */
  signing_taxes: z.array(taxEntrySchema).optional(),
  /** The down payment, the signing taxes and a lease's first payment, cents; null when nothing is. */
  due_at_signing: centsSchema.nullable().optional(),
  /** Whether taxes are part of the payments (financed, or on each lease payment). */
  payments_taxed: z.boolean().nullable().optional(),
  /** The vehicle has no price to show: the dealership quotes it (call for price). */
  call_for_price: z.boolean().optional(),
  pricing_stack_version: z.union([z.literal(1), z.literal(2)]).optional(),
  payment_system: z.string().optional(),
  number_of_payments: z.number().int().nonnegative().nullable().optional(),
  /**
   * The payment and frequency the disclosure describes (a lease "plus taxes" before its taxes):
   * number_of_payments − 1 payments of disclosed_payment and a last one of final_payment make
   * total_of_payments.
   */
  disclosed_payment: centsSchema.nullable().optional(),
  disclosed_frequency: paymentFrequencySchema.nullable().optional(),
  final_payment: centsSchema.nullable().optional(),
  /** A payment derived from the monthly one: the monthly payment and the payments-per-month factor it is divided by. */
  derived_from_monthly: z.object({ monthly_payment: centsSchema, factor: z.number() }).nullable().optional(),
  total_of_payments: centsSchema.nullable().optional(),
  cost_of_borrowing: centsSchema.nullable().optional(),
  /** Lease: the residual value (purchase option), cents. */
  residual_value: centsSchema.nullable().optional(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** Pricing request fields (spec 2 §3). distance_allowance is for lease only. */
export const pricingRequestFieldsSchema = z.object({
  term: z.number().int().positive().optional(),
  down_payment: centsSchema.nonnegative().nullable().optional(),
  trade_in_credit: centsSchema.nonnegative().optional(),
  trade_in_owing: centsSchema.nonnegative().optional(),
  distance_allowance: z.number().int().positive().optional(),
  payment_frequency: paymentFrequencySchema.optional(),
  include_tax: z.boolean().optional(),
});
export type PricingRequestFields = z.infer<typeof pricingRequestFieldsSchema>;

const bodyCents = z.number().int().nonnegative().max(99_999_999);

/**
 * POST /api/customer/payment-type/{type}/pricing/ (and protection-changes/): the deal to price, a
 * vehicle or a saved order (its owner only) with the pricing request fields and the add-ons chosen.
 * `accessories` is `[0]` when the shopper touched accessories and has none (`accessoriesForPreview`).
 */
export const pricingBodySchema = pricingRequestFieldsSchema
  .extend({
    vehicle: idSchema.optional(),
    order: idSchema.optional(),
    term: z.number().int().min(1).max(120).nullable().optional(),
    down_payment: bodyCents.nullable().optional(),
    trade_in_credit: bodyCents.optional(),
    trade_in_owing: bodyCents.optional(),
    distance_allowance: z.number().int().positive().max(200_000).nullable().optional(),
    payment_frequency: paymentFrequencySchema.nullable().optional(),
    credit_score: z.string().max(40).nullable().optional(),
    postal_code: z.string().max(10).nullable().optional(),
    accessories: z.array(idSchema).max(100).optional(),
    install_accessories_ids: z.array(idSchema).max(100).optional(),
    protections: z.array(idSchema).max(100).nullable().optional(),
    incentives: z.array(idSchema).max(100).optional(),
    options_code_list: z.array(z.string().max(40)).max(200).optional(),
    options_price: bodyCents.optional(),
  })
  .strict()
  .refine((b) => b.vehicle !== undefined || b.order !== undefined, {
    message: 'Give a vehicle or an order.',
    path: ['vehicle'],
  });
export type PricingBody = z.input<typeof pricingBodySchema>;

/** POST /api/customer/payment-type/{type}/protection-changes/: each protection price's change of the payment (cents). */
export const protectionChangesSchema = z.object({
  changes: z.array(z.object({ plan: idSchema.optional(), price: idSchema, payment_change: centsSchema })),
});
export type ProtectionChanges = z.infer<typeof protectionChangesSchema>;

/**
 * GET /api/customer/payment-type/{type}/choices/?vehicle=: whether the type is offered (for the
 * vehicle), its terms, frequencies, yearly distance allowances (in the country's unit) and (USA)
 * credit tiers with their defaults, and the rates by term for the vehicle's condition.
 */
export const paymentChoicesSchema = z.object({
  id: paymentTypeSchema,
  is_offered: z.boolean(),
  term_choices: z.array(z.object({ title: z.string(), value: z.number().int().positive() })),
  default_term: z.number().int().positive().nullable(),
  payment_frequency_choices: z.array(z.object({ value: paymentFrequencySchema, label: z.string() })),
  default_frequency: paymentFrequencySchema.nullable(),
  distance_allowance_choices: z.array(z.number().int().positive()),
  default_distance_allowance: z.number().int().positive().nullable(),
  distance_unit: z.enum(['km', 'mi']),
  credit_score_choices: z.array(z.object({ value: z.string(), title: z.string() })),
  default_credit_score: z.string().nullable(),
  rates: z
    .array(z.object({ term: z.number().int().positive(), rate: z.number(), rates_type: z.string() }))
    .optional(),
});
export type PaymentChoices = z.infer<typeof paymentChoicesSchema>;

/**
 * Pricing-preview request (spec 2 §3). accessories is `[0]` when the user touched accessories and
 * has none (see `accessoriesForPreview`).
 */
export const pricingPreviewRequestSchema = z.object({
  order: idSchema.nullable().optional(),
  inventory: idSchema,
  accessories: z.array(z.number().int().nonnegative()),
  install_accessories_ids: z.array(idSchema),
  protections: z.array(idSchema),
  options_code_list: z.array(z.string()),
  options_price: centsSchema,
});
export type PricingPreviewRequest = z.infer<typeof pricingPreviewRequestSchema>;

/** Protection-plan payload builder output (spec 2 §3, spec 3 §7). */
export const protectionPlanPayloadSchema = z.object({
  protection_ids: z.array(idSchema),
  accessories: z.array(idSchema),
  accessory_ids: z.array(idSchema),
  incentives: z.array(idSchema),
  install_accessories_ids: z.array(idSchema),
});
export type ProtectionPlanPayload = z.infer<typeof protectionPlanPayloadSchema>;

/** Incentive update on the order, only for the payment system coded PC (spec 2 §7). */
export const orderIncentivesUpdateSchema = z.object({
  rate: z.number().nonnegative(),
  rates_type: z.string(),
  incentives: z.array(idSchema),
});
export type OrderIncentivesUpdate = z.input<typeof orderIncentivesUpdateSchema>;

/** GET /api/customer/payment-type/?vehicle=&order= : the methods of a vehicle or an order (`payment_details.order` its alias). */
export const paymentTypesQuerySchema = z.object({
  vehicle: queryIdSchema.optional(),
  order: queryIdSchema.optional(),
  'payment_details.order': queryIdSchema.optional(),
});

/** GET /api/customer/payment-type/{type}/choices/?vehicle= */
export const paymentChoicesQuerySchema = z.object({ vehicle: queryIdSchema.optional() });

/** GET /api/customer/incentives/?vehicle=&financing=&term=&rate=&rates_type=apr */
export const incentivesQuerySchema = z.object({
  vehicle: queryIdSchema,
  financing: paymentTypeSchema.optional(),
  term: queryTermSchema.optional(),
  rate: queryRateSchema.optional(),
  rates_type: z.enum(['apr']).optional(),
});
