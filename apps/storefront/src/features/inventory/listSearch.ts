// The parts of the list's search (./searchFilters.ts: the address in the form the server reads) that
// the list page itself reads, apart from the filters' chunk: the sort and the number of filters.

/** The sorts the list offers (the server's keys; a leading minus is descending). '' is the default order. */
export const LIST_SORTS = ['', 'price', '-price', '-year', 'year', 'odometer'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export function sortFromSearch(search: URLSearchParams): ListSort {
  const sort = search.get('sort') ?? '';
  return LIST_SORTS.find((s) => s === sort) ?? '';
}

/** The address with a new sort, the filters kept, page 1. */
export function searchWithSort(search: URLSearchParams, sort: ListSort): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  next.delete('sort');
  if (sort !== '') next.set('sort', sort);
  return next;
}

/** The filter keys that hold one value (a range, a condition), and those that hold a comma-separated list. */
const SINGLE = ['condition', 'budget', 'modelYear'];
const LISTS = [
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
];

/**
 * The values of a list parameter: comma-separated, a comma or backslash inside a value escaped with a
 * backslash (`Moteur V8 5\,0 L,Toit ouvrant`), as the server reads it (apps/server's `splitLists`).
 */
export function listValues(value: string): string[] {
  return (value.match(/(?:\\.|[^,\\])+/g) ?? []).map((v) => v.replace(/\\(.)/g, '$1').trim()).filter(Boolean);
}

/** How many filters the address holds (for the Filters button): each value of a list, each other key. */
export function activeFilterCount(search: URLSearchParams): number {
  let count = SINGLE.filter((key) => search.get(key)).length;
  for (const key of LISTS) for (const value of search.getAll(key)) count += listValues(value).length;
  return count;
}
