/**
 * The dealer's payment settings on the wire: the dealer console's body, `PUT /api/dealer/payment-settings/`
 * (rates by term and condition, residuals, fees, levies, choices, default payment type and payment
 * system), which the server parses and the storefront settings' edit checks again, and the public part
 * the storefront reads, `GET /api/customer/payment-type/settings/`. A module of its own: the storefront's
 * bundle does not load it (it imports the answer's type only). The rules across fields (defaults among
 * the choices, a rate for every term and condition offered) are the server's; a value these refuse is
 * answered `{field: [message]}`.
 */
import { z } from 'zod';
import { PAYMENT_FREQUENCIES, PAYMENT_TYPES } from '../constants.ts';
import { DEFAULT_LEVY_CODES } from '../pricing/levies.ts';
import { paymentFrequencySchema, paymentTypeSchema } from './common.ts';
import { addonFilterOptionsSchema, PAYMENT_SYSTEMS, paymentSystemSchema } from './dealer.ts';

/** The vehicle conditions a rate or a residual is given for. */
export const PAYMENT_SETTINGS_CONDITIONS = ['new', 'used', 'cpo'] as const;

const text = z.string().trim().min(1).max(200);
const localizedText = z
  .record(z.string().regex(/^(en|fr)$/, 'Languages are en and fr.'), text)
  .refine((t) => t.en !== undefined, { message: 'An English text is required.' });
const cents = z.number().int('Amounts are whole cents.').nonnegative().max(99_999_999);
const apr = z.number().nonnegative().max(99.99);
const term = z.number().int().min(1).max(120);
const percent = z.number().min(0).max(100);
const condition = z.enum(PAYMENT_SETTINGS_CONDITIONS);

const rateRow = z.strictObject({ condition, term, apr });
const residualRow = z.strictObject({ condition, term, percent });

/** The payment settings document a dealer saves (the `settings` of the body). */
export const paymentSettingsDocumentSchema = z.strictObject({
  payment_types: z.array(z.enum(PAYMENT_TYPES)).min(1).max(3),
  payment_basis: z.enum(['monthly_based', 'periodic']),
  frequencies: z.array(z.enum(PAYMENT_FREQUENCIES)).min(1).max(4),
  default_frequency: z.enum(PAYMENT_FREQUENCIES),
  finance: z.strictObject({
    terms: z.array(term).min(1).max(20),
    default_term: term,
    rates: z.array(rateRow).max(200),
    max_down_payment_percent: percent,
    max_negative_equity: cents.optional(),
  }),
  lease: z.strictObject({
    terms: z.array(term).min(1).max(20),
    default_term: term,
    rates: z.array(rateRow).max(200),
    residuals: z.array(residualRow).max(200),
    distance_allowances: z.array(z.number().int().positive().max(200_000)).min(1).max(20),
    default_distance_allowance: z.number().int().positive().max(200_000),
    distance_residual_adjustments: z.record(
      z.string().regex(/^\d{1,6}$/, 'Keys are yearly allowances.'),
      z.number().min(-50).max(50),
    ),
    excess_charge_cents: z.number().int().nonnegative().max(10_000),
    conditions: z.array(condition).max(3),
  }),
  default_down_payment: cents,
  credit_score_tiers: z
    .array(
      z.strictObject({
        value: z.string().trim().min(1).max(40),
        title: localizedText,
        min_score: z.number().int().min(300).max(900),
        apr_adjustment: z.number().min(-20).max(50),
      }),
    )
    .max(20),
  default_credit_score: z.string().max(40).nullable(),
  fees: z
    .array(
      z.strictObject({
        code: z
          .string()
          .regex(/^[a-z0-9_]{1,40}$/, 'Use lower-case letters, digits and underscores (at most 40).'),
        name: localizedText,
        amountCents: cents,
        taxable: z.boolean(),
        group: z.enum(['pre_tax', 'levies', 'post_tax']),
        paymentTypes: z.array(z.enum(PAYMENT_TYPES)).min(1).max(3).optional(),
      }),
    )
    .max(50),
  excluded_levies: z.array(z.enum(DEFAULT_LEVY_CODES)).max(DEFAULT_LEVY_CODES.length),
  local_tax_rate_percent: z.number().nonnegative().max(15),
  quote_validity_days: z.number().int().min(1).max(90),
  addon_filter_options: z.strictObject({
    pagination_enabled: z.boolean(),
    accessory_category_filter: z.boolean(),
    accessory_origin_filter: z.boolean(),
    protection_origin_filter: z.boolean(),
    accessory_page_size: z.number().int().min(1).max(100),
    protection_page_size: z.number().int().min(1).max(100),
  }),
});
export type PaymentSettingsDocument = z.infer<typeof paymentSettingsDocumentSchema>;

/** PUT /api/dealer/payment-settings/ (with `If-Match`): the whole document, the payment system and default type. */
export const paymentSettingsUpdateSchema = z.strictObject({
  payment_system: z.enum(PAYMENT_SYSTEMS),
  default_payment_type: z.enum(PAYMENT_TYPES),
  settings: paymentSettingsDocumentSchema,
});
export type PaymentSettingsUpdate = z.infer<typeof paymentSettingsUpdateSchema>;

/**
 * GET /api/customer/payment-type/settings/ : the dealer's public payment settings (the payment types and
 * frequencies offered, their defaults, how long a quote holds) and its add-on filter options.
 */
export const paymentTypeSettingsSchema = z.object({
  payment_system: paymentSystemSchema,
  payment_types: z.array(paymentTypeSchema),
  default_payment_type: paymentTypeSchema,
  is_monthly_based: z.boolean(),
  frequencies: z.array(paymentFrequencySchema),
  default_frequency: paymentFrequencySchema,
  addon_filter_options: addonFilterOptionsSchema,
  quote_validity_days: z.number().int().positive(),
  /** The settings' version (the console's `If-Match`). */
  version: z.number().int().nonnegative(),
});
export type PaymentTypeSettings = z.infer<typeof paymentTypeSettingsSchema>;
