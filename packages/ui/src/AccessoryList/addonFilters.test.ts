import { describe, expect, it } from 'vitest';
import { filterAddons, NO_ADDON_FILTERS, pageOf } from './addonFilters.ts';

const SAMPLE_ACCESSORIES = [
  { id: 11, category: 'interior', origin: 'OEM' },
  { id: 12, category: 'exterior', origin: 'OEM' },
  { id: 13, category: 'exterior', origin: 'DLR' },
  { id: 14, category: 'interior', origin: 'OTH' },
  { id: 16, category: 'exterior', origin: 'OEM' },
] as const;

describe('add-on filters', () => {
  it('keep everything without filters', () => {
    expect(filterAddons(SAMPLE_ACCESSORIES, NO_ADDON_FILTERS)).toHaveLength(SAMPLE_ACCESSORIES.length);
  });

  it('filter by category and by origin together', () => {
    const ids = filterAddons(SAMPLE_ACCESSORIES, { category: 'exterior', origin: 'OEM' }).map((a) => a.id);
    expect(ids).toEqual([12, 16]);
    expect(filterAddons(SAMPLE_ACCESSORIES, { category: 'interior', origin: 'DLR' })).toEqual([]);
  });
});

describe('add-on pages', () => {
  const items = [1, 2, 3, 4, 5];

  it('cut the list into pages of the dealer page size', () => {
    expect(pageOf(items, 1, 2)).toEqual({ items: [1, 2], page: 1, pageCount: 3 });
    expect(pageOf(items, 3, 2)).toEqual({ items: [5], page: 3, pageCount: 3 });
  });

  it('clamp the page to the pages that exist', () => {
    expect(pageOf(items, 9, 2).page).toBe(3);
    expect(pageOf(items, 0, 2).page).toBe(1);
    expect(pageOf([], 1, 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('show everything on one page when pagination is off', () => {
    expect(pageOf(items, 2, null)).toEqual({ items, page: 1, pageCount: 1 });
  });
});
