import { z } from 'zod';
import { VEHICLE_CONDITION_FILTERS } from './vehicle.ts';

/** Search filter keys (spec 1 §3). */
export const SEARCH_FILTER_KEYS = [
  'condition',
  'budget',
  'make',
  'model',
  'bodyType',
  'features',
  'drivetrain',
  'exteriorColor',
  'interiorColor',
  'modelYear',
  'transmission',
  'fuelType',
  'trim',
] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** Filter value kinds: single, range or multi value (spec 1 §3). */
export const rangeSchema = z
  .object({ min: z.number().nullable(), max: z.number().nullable() })
  .refine((r) => r.min === null || r.max === null || r.min <= r.max, { message: 'validation.range' });
export const filterValueSchema = z.union([z.string(), rangeSchema, z.array(z.string())]);
export type FilterValue = z.infer<typeof filterValueSchema>;

/** Search filters. budget and modelYear are ranges; condition is single; the rest multi or single. */
export const searchFiltersSchema = z
  .object({
    condition: z.enum(VEHICLE_CONDITION_FILTERS),
    budget: rangeSchema,
    make: z.array(z.string()),
    model: z.array(z.string()),
    bodyType: z.array(z.string()),
    features: z.array(z.string()),
    drivetrain: z.array(z.string()),
    exteriorColor: z.array(z.string()),
    interiorColor: z.array(z.string()),
    modelYear: rangeSchema,
    transmission: z.array(z.string()),
    fuelType: z.array(z.string()),
    trim: z.union([z.string(), z.array(z.string())]),
  })
  .partial();
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** Analytics filter names (spec 3 §9). */
export const ANALYTICS_FILTER_KEYS = [
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
/** Filter codes: FP payment type, PR cash range, PMR payment range, MY model year range. */
export const FILTER_CODES = Object.freeze({
  FP: 'payment type',
  PR: 'cash range',
  PMR: 'payment range',
  MY: 'model year range',
} as const);

/**
 * One value a list filter offers (in the page's language), with the number of vehicles of the other
 * filters that have it, and its words in the dealer's other languages where the feed translates it
 * (`aliases`: the filter matches them too, so a value written in one names its value in the page's).
 */
export const facetValueSchema = z.object({
  value: z.string(),
  count: z.number().int().nonnegative(),
  aliases: z.array(z.string()).optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;
const boundsSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });

/**
 * GET /api/customer/inventory/facets/?<the search>: what the list's filters offer, each facet's values
 * counted among the vehicles of the other filters (a chosen value is always offered), the model
 * years' bounds and the shown prices' bounds (cents).
 */
export const inventoryFacetsSchema = z.object({
  make: z.array(facetValueSchema),
  model: z.array(facetValueSchema),
  trim: z.array(facetValueSchema),
  bodyType: z.array(facetValueSchema),
  drivetrain: z.array(facetValueSchema),
  transmission: z.array(facetValueSchema),
  fuelType: z.array(facetValueSchema),
  exteriorColor: z.array(facetValueSchema),
  interiorColor: z.array(facetValueSchema),
  features: z.array(facetValueSchema),
  modelYear: boundsSchema,
  price: boundsSchema,
});
export type InventoryFacets = z.infer<typeof inventoryFacetsSchema>;
