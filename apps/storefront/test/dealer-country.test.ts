import { describe, expect, it } from 'vitest';
import { dealerCountry } from '../src/features/dealership/index.ts';

// The dealer's country as every page reads it: the home dealership's, Canada until it is known.
describe('dealerCountry', () => {
  it('is the dealer’s country, and Canada while the dealer is not known yet', () => {
    expect(dealerCountry({ country: 'US' })).toBe('US');
    expect(dealerCountry({ country: 'CA' })).toBe('CA');
    expect(dealerCountry(undefined)).toBe('CA');
    expect(dealerCountry(null)).toBe('CA');
  });
});
