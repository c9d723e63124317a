/**
 * Edits of the domain's search filters (spec 1 §3: condition single, budget and model year ranges,
 * the other keys multi-value; trim single or multi), as pure functions of the filter object.
 */
import type { SearchFilterKey, SearchFilters } from '../internal/domain.ts';
import { rangeSchema } from '../internal/domain.ts';

export const RANGE_FILTER_KEYS = ['budget', 'modelYear'] as const;
export type RangeFilterKey = (typeof RANGE_FILTER_KEYS)[number];
export const MULTI_FILTER_KEYS = [
  'make',
  'model',
  'bodyType',
  'features',
  'drivetrain',
  'exteriorColor',
  'interiorColor',
  'transmission',
  'fuelType',
  'trim',
] as const;
export type MultiFilterKey = (typeof MULTI_FILTER_KEYS)[number];

export type FilterRange = { readonly min: number | null; readonly max: number | null };

/** The values of a multi-value key; a single trim counts as one value. */
export function multiValues(filters: SearchFilters, key: MultiFilterKey): readonly string[] {
  const value = filters[key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** Adds or removes one value of a multi-value key; an empty list removes the key. */
export function toggleValue(
  filters: SearchFilters,
  key: MultiFilterKey,
  value: string,
  on: boolean,
): SearchFilters {
  const current = multiValues(filters, key);
  const next = on
    ? current.includes(value)
      ? current
      : [...current, value]
    : current.filter((v) => v !== value);
  const { [key]: _removed, ...rest } = filters;
  return next.length === 0 ? rest : { ...rest, [key]: next };
}

export function rangeOf(filters: SearchFilters, key: RangeFilterKey): FilterRange {
  return filters[key] ?? { min: null, max: null };
}

/** Sets one end of a range; a range with no ends removes the key. */
export function setRangeEnd(
  filters: SearchFilters,
  key: RangeFilterKey,
  end: 'min' | 'max',
  value: number | null,
): SearchFilters {
  const next = { ...rangeOf(filters, key), [end]: value };
  const { [key]: _removed, ...rest } = filters;
  return next.min === null && next.max === null ? rest : { ...rest, [key]: next };
}

/** Whether a range is valid by the domain's range schema (min at most max). */
export function isRangeValid(range: FilterRange): boolean {
  return rangeSchema.safeParse(range).success;
}

/** How many filters are set: each multi value, each range, a condition other than all. */
export function activeFilterCount(filters: SearchFilters): number {
  let count = 0;
  for (const key of Object.keys(filters) as SearchFilterKey[]) {
    if (key === 'condition') count += filters.condition === undefined || filters.condition === 'all' ? 0 : 1;
    else if (key === 'budget' || key === 'modelYear') count += 1;
    else count += multiValues(filters, key).length;
  }
  return count;
}
