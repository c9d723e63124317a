/**
 * Client-side filtering and pagination of add-ons (spec 2 §3: filters oem_origin and category, page
 * size from the dealer's addon_filter_options, first page 1).
 */
import type { AccessoryCategory, AddonOrigin } from '../internal/domain.ts';
import { ADDON_FIRST_PAGE } from '../internal/domain.ts';

export const ALL = 'all';
export type AddonFilters = {
  readonly category: AccessoryCategory | typeof ALL;
  readonly origin: AddonOrigin | typeof ALL;
};
export const NO_ADDON_FILTERS: AddonFilters = { category: ALL, origin: ALL };

/** The add-ons that match the category and origin filters (`all` matches everything). */
export function filterAddons<
  T extends { readonly category?: string | null; readonly origin?: string | null },
>(items: readonly T[], filters: AddonFilters): T[] {
  return items.filter(
    (item) =>
      (filters.category === ALL || item.category === filters.category) &&
      (filters.origin === ALL || item.origin === filters.origin),
  );
}

export type Page<T> = {
  readonly items: T[];
  /** The page shown, clamped to the pages that exist (1-based). */
  readonly page: number;
  /** At least 1. */
  readonly pageCount: number;
};

/** One page of `items`; without a page size (pagination off) every item is on page 1. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number | null): Page<T> {
  if (pageSize === null || pageSize <= 0) return { items: [...items], page: ADDON_FIRST_PAGE, pageCount: 1 };
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(ADDON_FIRST_PAGE, Math.trunc(page)), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
}
