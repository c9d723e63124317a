import type { FacetValue, SearchFilters } from '@storefront/domain';
import { MULTI_FILTER_KEYS, type MultiFilterKey } from '@storefront/ui';
import { listValues } from './listSearch.ts';

// The vehicle list's search in its address (spec 1 §3's 13 filter keys, and the sort), in the form the
// server's inventory search reads (apps/server/src/modules/inventory/routes.ts), so that the page's
// search parameters go to the server as they are, a link shares the search, and Back restores it:
//   condition=new|used            budget=20000-35000 (dollars; 20000- or -35000 for one end)
//   modelYear=2020-2024           make=Honda,Toyota (each multi-value key: a comma-separated list,
//                                 a comma in a value escaped: features=Moteur V8 5\,0 L,Toit ouvrant)
//   sort=price|-price|-year|...   (none: the server's order, newest arrivals first)
// Pure functions of the filters' chunk; what the list page reads itself (the sort, the number of
// filters) is ./listSearch.ts, so that the list's first load carries only that.

/** Every key a filter writes, and the server's snake_case aliases of them (dropped on a new search). */
const FILTER_PARAMS = [
  'condition',
  'budget',
  'modelYear',
  ...MULTI_FILTER_KEYS,
  'body_type',
  'fuel_type',
  'exterior_color',
  'interior_color',
  'model_year',
  'min_price',
  'max_price',
  'minYear',
  'maxYear',
];

function values(search: URLSearchParams, key: string): string[] {
  return search.getAll(key).flatMap(listValues);
}

/** A list's values as one parameter (listValues reads it back). */
function listParam(values: readonly string[]): string {
  return values.map((v) => v.replace(/[\\,]/g, '\\$&')).join(',');
}

/** `20000-35000`, `20000-`, `-35000` or `35000` (up to) as a range; null when the server would refuse it. */
function range(value: string | null, pattern: RegExp, scale: number) {
  if (value === null || !pattern.test(value)) return null;
  const [from = '', to = ''] = value.includes('-') ? value.split('-') : ['', value];
  const min = from === '' ? null : Number(from) * scale;
  const max = to === '' ? null : Number(to) * scale;
  return min === null && max === null ? null : { min, max };
}
const DOLLARS = /^(\d{1,7})?-(\d{1,7})?$|^\d{1,7}$/;
const YEARS = /^(\d{4})?-(\d{4})?$|^\d{4}$/;

function rangeParam(range: { min: number | null; max: number | null }, scale: number): string | null {
  if (range.min === null && range.max === null) return null;
  const end = (n: number | null) => (n === null ? '' : String(Math.round(n / scale)));
  return `${end(range.min)}-${end(range.max)}`;
}

/** The search keys that narrow the facets: every filter's, the text search and the stock statuses. */
const FACET_PARAMS = new Set([...FILTER_PARAMS, 'search', 'q', 'stock_status', 'stockType']);

/**
 * The address's search as the facets' query: what narrows the list, not its sort or page (a new page
 * or order asks for no new counts), in a stable order (one cache entry per search).
 */
export function facetParams(search: URLSearchParams): Record<string, string> {
  const params = [...search].filter(([key]) => FACET_PARAMS.has(key));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(params);
}

/** The filters an address holds; values the server would refuse are left out. */
export function filtersFromSearch(search: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  const condition = search.get('condition');
  if (condition === 'new' || condition === 'used') filters.condition = condition;
  const budget = range(search.get('budget'), DOLLARS, 100);
  if (budget) filters.budget = budget;
  const years = range(search.get('modelYear'), YEARS, 1);
  if (years) filters.modelYear = years;
  for (const key of MULTI_FILTER_KEYS) {
    const list = values(search, key);
    if (list.length > 0) filters[key] = list;
  }
  return filters;
}

/**
 * The filters with each list value in the page's words where the facets name it among a value's words
 * (its `aliases`, in the dealer's other languages; case aside): a link shared from the French page shows
 * its values checked, in English, on the English one. A value named twice is chosen once; one the facets
 * do not name stays as written. The address keeps the link's words until the shopper changes the search,
 * which writes the panel's (the page's) words.
 */
export function inPageWords(
  filters: SearchFilters,
  facets: Partial<Record<MultiFilterKey, readonly FacetValue[]>> | undefined,
): SearchFilters {
  if (!facets) return filters;
  const next: SearchFilters = { ...filters };
  for (const key of MULTI_FILTER_KEYS) {
    const chosen: SearchFilters[MultiFilterKey] = filters[key];
    const offered = facets[key];
    if (!chosen || !offered) continue;
    const words = new Map<string, string>();
    for (const { value, aliases = [] } of offered)
      for (const word of [value, ...aliases])
        if (!words.has(word.toLowerCase())) words.set(word.toLowerCase(), value);
    const list = typeof chosen === 'string' ? [chosen] : chosen;
    next[key] = [...new Set(list.map((v) => words.get(v.toLowerCase()) ?? v))];
  }
  return next;
}

/** The address of a new search: the filters written, the other parameters (sort...) kept, page 1. */
export function searchWithFilters(search: URLSearchParams, filters: SearchFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...FILTER_PARAMS, 'page']) next.delete(key);
  if (filters.condition === 'new' || filters.condition === 'used') next.set('condition', filters.condition);
  const budget = filters.budget && rangeParam(filters.budget, 100);
  if (budget) next.set('budget', budget);
  const years = filters.modelYear && rangeParam(filters.modelYear, 1);
  if (years) next.set('modelYear', years);
  for (const key of MULTI_FILTER_KEYS) {
    const value: SearchFilters[MultiFilterKey] = filters[key];
    const list = typeof value === 'string' ? [value] : (value ?? []);
    if (list.length > 0) next.set(key, listParam(list));
  }
  return next;
}

/** Round budget choices (cents) from the stock's lowest to its highest price, about eight of them. */
export function budgetSteps(price: { min: number | null; max: number | null }): number[] {
  if (price.min === null || price.max === null) return [];
  const ROUND = 500_000; // $5,000
  const span = Math.max(price.max - price.min, ROUND);
  const step = Math.ceil(span / 8 / ROUND) * ROUND;
  const first = Math.floor(price.min / ROUND) * ROUND;
  const steps = [first];
  for (let at = first; at < price.max; ) {
    at += step;
    steps.push(at);
  }
  return steps;
}
