import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  isRangeValid,
  multiValues,
  rangeOf,
  setRangeEnd,
  toggleValue,
} from './searchFilters.ts';

describe('search filter edits', () => {
  it('add and remove values of a multi-value key, dropping the key when empty', () => {
    const a = toggleValue({}, 'make', 'Honda', true);
    expect(a).toEqual({ make: ['Honda'] });
    const b = toggleValue(a, 'make', 'Mazda', true);
    expect(b).toEqual({ make: ['Honda', 'Mazda'] });
    expect(toggleValue(b, 'make', 'Honda', true)).toEqual(b);
    expect(toggleValue(toggleValue(b, 'make', 'Honda', false), 'make', 'Mazda', false)).toEqual({});
  });

  it('read a single trim as one value and turn it into a list when another is added', () => {
    expect(multiValues({ trim: 'EX-L' }, 'trim')).toEqual(['EX-L']);
    expect(toggleValue({ trim: 'EX-L' }, 'trim', 'Sport', true)).toEqual({ trim: ['EX-L', 'Sport'] });
  });

  it('set range ends and drop an empty range', () => {
    const a = setRangeEnd({}, 'budget', 'max', 4_000_000);
    expect(rangeOf(a, 'budget')).toEqual({ min: null, max: 4_000_000 });
    expect(setRangeEnd(a, 'budget', 'max', null)).toEqual({});
  });

  it('validate ranges with the domain schema', () => {
    expect(isRangeValid({ min: 2020, max: 2024 })).toBe(true);
    expect(isRangeValid({ min: 2024, max: 2020 })).toBe(false);
    expect(isRangeValid({ min: null, max: 2020 })).toBe(true);
  });

  it('count active filters', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ condition: 'all' })).toBe(0);
    expect(
      activeFilterCount({
        condition: 'used',
        make: ['Honda', 'Mazda'],
        budget: { min: null, max: 1 },
        trim: 'EX',
      }),
    ).toBe(5);
  });
});
