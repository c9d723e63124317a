import { z } from 'zod';
import { centsSchema, idSchema, paymentTypeSchema } from './common.ts';
import {
  queryBoolSchema,
  queryIdSchema,
  queryIdsSchema,
  queryIntSchema,
  queryRateSchema,
  queryTermSchema,
} from './query.ts';

/** Add-on origin: OEM, DLR, OTH (spec 2 §3 and §9). */
export const ADDON_ORIGINS = ['OEM', 'DLR', 'OTH'] as const;
export type AddonOrigin = (typeof ADDON_ORIGINS)[number];
/** Accessory categories (spec 2 §3). */
export const ACCESSORY_CATEGORIES = ['interior', 'exterior'] as const;
export type AccessoryCategory = (typeof ACCESSORY_CATEGORIES)[number];
/** Add-on filter names (spec 2 §3). */
export const ADDON_FILTERS = ['oem_origin', 'category'] as const;

/** Accessory (spec 2 §3). */
export const accessorySchema = z.object({
  id: idSchema,
  sku: z.string(),
  name: z.string(),
  title: z.string(),
  title_en: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  description_en: z.string().nullable().optional(),
  image: z.url().nullable().optional(),
  origin: z.enum(ADDON_ORIGINS),
  category: z.enum(ACCESSORY_CATEGORIES),
  price: centsSchema,
  price_recurring: centsSchema.nullable().optional(),
  price_including_installation: centsSchema.nullable().optional(),
  is_removable: z.boolean(),
  pre_installed: z.boolean().optional(),
  /** The accessory asks the shopper questions before it is added (accessory-questions/). */
  has_questions: z.boolean().optional(),
});
export type Accessory = z.infer<typeof accessorySchema>;

/** Kinds of question an accessory asks before it is added (accessory-questions/). */
export const ACCESSORY_QUESTION_KINDS = ['yes_no', 'choice'] as const;
export type AccessoryQuestionKind = (typeof ACCESSORY_QUESTION_KINDS)[number];
/** The answers of a `yes_no` question. */
export const YES_NO_ANSWERS = ['yes', 'no'] as const;
/** Longest question id and answer value an order keeps. */
export const ACCESSORY_ANSWER_MAX_LENGTH = 60;

/** A question of an accessory, in the request's language. */
export const accessoryQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(ACCESSORY_QUESTION_KINDS),
  /** The answers of a `choice` question (empty for `yes_no`). */
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type AccessoryQuestion = z.infer<typeof accessoryQuestionSchema>;

/** GET /api/aftermarket/accessory/get_questions/: the questions of each accessory that asks some. */
export const accessoryQuestionsResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  results: z.array(
    z.object({ accessory: idSchema, sku: z.string(), questions: z.array(accessoryQuestionSchema) }),
  ),
});
export type AccessoryQuestionsResponse = z.infer<typeof accessoryQuestionsResponseSchema>;

/** The shopper's answer to one question of an accessory in their deal (the value, not its label). */
export const accessoryAnswerSchema = z.object({
  accessory: idSchema,
  question: z.string(),
  answer: z.string(),
});
export type AccessoryAnswer = z.infer<typeof accessoryAnswerSchema>;

/** Protection plan codes (spec 3 §9). */
export const PROTECTION_PLAN_CODES = ['PP', 'PN', 'PU', 'PS'] as const;
export type ProtectionPlanCode = (typeof PROTECTION_PLAN_CODES)[number];

/** Protection price (spec 2 §3). */
export const protectionPriceSchema = z.object({
  id: idSchema,
  title: z.string(),
  price: centsSchema,
  price_recurring: centsSchema.nullable().optional(),
  duration: z.number().int().positive(),
  km_range: z.number().int().nonnegative().nullable().optional(),
  payment_type: paymentTypeSchema.nullable().optional(),
  product_code: z.string().nullable().optional(),
});
export type ProtectionPrice = z.infer<typeof protectionPriceSchema>;

/** Protection plan, the parent of its prices (spec 2 §3). */
export const protectionPlanSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable().optional(),
  pdf_url: z.url().nullable().optional(),
  video_url: z.url().nullable().optional(),
  prices: z.array(protectionPriceSchema),
  prices_set: z.boolean().optional(),
  category: z.string().nullable().optional(),
  pre_installed: z.boolean(),
  product_code: z.string().nullable().optional(),
  origin: z.enum(ADDON_ORIGINS).optional(),
});
export type ProtectionPlan = z.infer<typeof protectionPlanSchema>;

/** Incentive enumerations (spec 2 §3). */
export const INCENTIVE_TYPES = ['percentage_discount', 'rate_reduction', 'rebate'] as const;
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];
export const INCENTIVE_GROUPS = ['government', 'other'] as const;
export type IncentiveGroup = (typeof INCENTIVE_GROUPS)[number];
export const INCENTIVE_AUDIENCES = [
  'loyalty',
  'grad',
  'conquest',
  'military',
  'mobility',
  'msrp',
  'costco',
  'vin',
  'other',
  'normal',
  'ev',
  'all',
] as const;
export type IncentiveAudience = (typeof INCENTIVE_AUDIENCES)[number];

/**
 * Incentive (spec 2 §3). `amount` is cents for a rebate, basis points for a percentage discount or
 * a rate reduction; `is_post_tax` flags a post-tax incentive for the pricing stack.
 */
export const incentiveSchema = z.object({
  id: idSchema,
  name: z.string(),
  note: z.string().nullable().optional(),
  type: z.enum(INCENTIVE_TYPES),
  group: z.enum(INCENTIVE_GROUPS),
  audience: z.enum(INCENTIVE_AUDIENCES),
  amount: z.number().int().nonnegative(),
  is_post_tax: z.boolean().default(false),
  is_conditional: z.boolean().default(false),
  payment_types: z.array(paymentTypeSchema).optional(),
  /** Incentives of one group exclude each other (a rate reduction and a lease one: one applies). */
  exclusive_group: z.string().nullable().optional(),
  /** A rate reduction: the rate once it applies, percent. */
  rate_after: z.number().nullable().optional(),
});
export type Incentive = z.infer<typeof incentiveSchema>;

/** The page of an add-on list in a query: `page` (1 to 10,000) and `page_size` (1 to 100). */
const addonPageQuery = {
  page: queryIntSchema(1, 10_000).optional(),
  page_size: queryIntSchema(1, 100).optional(),
};

/** GET /api/aftermarket/accessory/?vehicle=&category=&oem_origin=&active=&page=&page_size= */
export const accessoryQuerySchema = z.object({
  vehicle: queryIdSchema.optional(),
  category: z.enum(ACCESSORY_CATEGORIES).optional(),
  oem_origin: z.enum(ADDON_ORIGINS).optional(),
  origin: z.enum(ADDON_ORIGINS).optional(),
  active: queryBoolSchema.optional(),
  ...addonPageQuery,
});

/** GET /api/aftermarket/accessory/get_questions/?vehicle=&accessories=1,2 */
export const accessoryQuestionsQuerySchema = z.object({
  vehicle: queryIdSchema.optional(),
  accessories: queryIdsSchema.optional(),
});

/**
 * GET /api/aftermarket/protection-plan/ (and its filter options): the vehicle, the deal's type, term
 * and rate, the filters and the page.
 */
export const protectionPlanQuerySchema = z.object({
  vehicle: queryIdSchema.optional(),
  payment_type: paymentTypeSchema.optional(),
  term: queryTermSchema.optional(),
  rate: queryRateSchema.optional(),
  km_range: queryIdSchema.optional(),
  duration: queryIdSchema.optional(),
  oem_origin: z.enum(ADDON_ORIGINS).optional(),
  ...addonPageQuery,
});
