import { describe, expect, it } from 'vitest';
import { activeFilterCount, searchWithSort, sortFromSearch } from '../src/features/inventory/listSearch.ts';
import {
  budgetSteps,
  facetParams,
  filtersFromSearch,
  inPageWords,
  searchWithFilters,
} from '../src/features/inventory/searchFilters.ts';

const search = (query: string) => new URLSearchParams(query);

describe('vehicle list filters in the address', () => {
  it('reads each of the 13 search keys in the form the server accepts', () => {
    expect(
      filtersFromSearch(
        search(
          'condition=used&budget=20000-35000&make=Honda,Toyota&model=CR-V&bodyType=SUV&features=Sunroof' +
            '&drivetrain=AWD&exteriorColor=Blue&interiorColor=Black&modelYear=2020-2024&transmission=CVT' +
            '&fuelType=hybrid&trim=EX-L&page=2&sort=-price',
        ),
      ),
    ).toEqual({
      condition: 'used',
      budget: { min: 2_000_000, max: 3_500_000 },
      make: ['Honda', 'Toyota'],
      model: ['CR-V'],
      bodyType: ['SUV'],
      features: ['Sunroof'],
      drivetrain: ['AWD'],
      exteriorColor: ['Blue'],
      interiorColor: ['Black'],
      modelYear: { min: 2020, max: 2024 },
      transmission: ['CVT'],
      fuelType: ['hybrid'],
      trim: ['EX-L'],
    });
  });

  it('writes filters back to the same address, so a shared or reloaded link shows the same search', () => {
    const filters = {
      condition: 'new' as const,
      budget: { min: null, max: 4_000_000 },
      make: ['Honda', 'Mazda'],
      modelYear: { min: 2022, max: null },
      trim: 'Sport',
    };
    const written = searchWithFilters(search('sort=price'), filters);
    expect(written.toString()).toBe(
      'sort=price&condition=new&budget=-40000&modelYear=2022-&make=Honda%2CMazda&trim=Sport',
    );
    expect(filtersFromSearch(written)).toEqual({ ...filters, trim: ['Sport'] });
  });

  it('a change of filters goes back to page 1, drops the old values and their snake_case aliases, keeps the sort', () => {
    const written = searchWithFilters(
      search('page=3&make=Ford&body_type=truck&fuel_type=ev&sort=-year&condition=used'),
      { make: ['Kia'] },
    );
    expect(Object.fromEntries(written)).toEqual({ sort: '-year', make: 'Kia' });
  });

  it('"all" conditions, empty lists and open ranges leave no key', () => {
    expect(
      searchWithFilters(search(''), {
        condition: 'all',
        make: [],
        budget: { min: null, max: null },
      }).toString(),
    ).toBe('');
  });

  it('ignores values the server would refuse instead of breaking the list', () => {
    expect(filtersFromSearch(search('condition=old&budget=cheap&modelYear=20-24&make=&features=,'))).toEqual(
      {},
    );
    // Repeated keys are one list, as the server reads them.
    expect(filtersFromSearch(search('make=Honda&make=Kia,Ford'))).toEqual({ make: ['Honda', 'Kia', 'Ford'] });
  });

  it('a value with a comma (French decimals: "Moteur V8 5,0 L") stays one value in the address, written as the server reads it', () => {
    // Found in a shopper trial: on Maple Motors' French list a feature "Moteur V8 5,0 L" was read back
    // from the address as two values, "Moteur V8 5" and "0 L", and matched no vehicle.
    const filters = { features: ['Moteur V8 5,0 L', 'Toit ouvrant'], transmission: ['Automatique'] };
    const written = searchWithFilters(search(''), filters);
    expect(written.get('features')).toBe('Moteur V8 5\\,0 L,Toit ouvrant');
    expect(filtersFromSearch(written)).toEqual(filters);
    expect(activeFilterCount(written)).toBe(3);
    // A backslash in a value is escaped too.
    const odd = { exteriorColor: ['Blanc\\Noir'] };
    expect(filtersFromSearch(searchWithFilters(search(''), odd))).toEqual(odd);
  });

  it('counts the active filters for the Filters button', () => {
    expect(activeFilterCount(search(''))).toBe(0);
    expect(activeFilterCount(search('condition=used&make=Honda,Kia&budget=-30000&sort=price&page=2'))).toBe(
      4,
    );
  });
});

describe('vehicle list sort in the address', () => {
  it('reads a sort the storefront offers, anything else is the default order', () => {
    expect(sortFromSearch(search('sort=-price'))).toBe('-price');
    expect(sortFromSearch(search('sort=colour'))).toBe('');
    expect(sortFromSearch(search(''))).toBe('');
  });

  it('a new sort keeps the filters and goes back to page 1; the default order leaves no key', () => {
    expect(searchWithSort(search('make=Kia&page=2'), 'odometer').toString()).toBe('make=Kia&sort=odometer');
    expect(searchWithSort(search('make=Kia&sort=price'), '').toString()).toBe('make=Kia');
  });
});

describe('budget choices', () => {
  it('round steps in dollars (cents) covering the stock, at most about eight', () => {
    const steps = budgetSteps({ min: 2_345_600, max: 6_789_000 });
    expect(steps[0]).toBeLessThanOrEqual(2_345_600);
    expect(steps.at(-1)).toBeGreaterThanOrEqual(6_789_000);
    expect(steps.length).toBeLessThanOrEqual(9);
    for (const step of steps) expect(step % 500_000).toBe(0);
    expect(budgetSteps({ min: null, max: null })).toEqual([]);
  });
});

describe('the facets of a search', () => {
  it('asks for the counts of what narrows the list, not of its order or page, in one order', () => {
    expect(
      facetParams(search('sort=-price&page=3&make=Honda&q=civic&budget=-30000&stock_status=ON_SITE')),
    ).toEqual({
      budget: '-30000',
      make: 'Honda',
      q: 'civic',
      stock_status: 'ON_SITE',
    });
    expect(Object.keys(facetParams(search('model=CR-V&make=Honda')))).toEqual(['make', 'model']);
    expect(facetParams(search('page=2&sort=year'))).toEqual({});
  });
});

describe("a filter value in another of the dealer's languages", () => {
  const facets = {
    exteriorColor: [
      { value: 'Cavalry Blue', count: 9, aliases: ['Bleu cavalerie'] },
      { value: 'Super White', count: 4, aliases: ['Blanc super'] },
    ],
    features: [{ value: 'Heated seats', count: 3, aliases: ['Sièges chauffants'] }],
    make: [{ value: 'Honda', count: 7 }],
  };

  it('is the value in the page’s words, any case, so the panel shows it checked', () => {
    const filters = filtersFromSearch(
      search('exteriorColor=bleu cavalerie,Super White&features=Sièges chauffants&make=Honda&condition=new'),
    );
    expect(inPageWords(filters, facets)).toEqual({
      condition: 'new',
      exteriorColor: ['Cavalry Blue', 'Super White'],
      features: ['Heated seats'],
      make: ['Honda'],
    });
  });

  it('a value the facets do not name stays as it is, and one named twice is chosen once', () => {
    const filters = filtersFromSearch(search('exteriorColor=Cavalry Blue,Bleu cavalerie,Vert armée'));
    expect(inPageWords(filters, facets).exteriorColor).toEqual(['Cavalry Blue', 'Vert armée']);
    expect(inPageWords(filters, undefined)).toEqual(filters);
  });
});
