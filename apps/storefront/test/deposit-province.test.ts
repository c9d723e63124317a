import { describe, expect, it } from 'vitest';
import { givenPostalCode } from '../src/features/deposit/billingPlace.ts';

describe('the postal code the deposit form starts from', () => {
  const deal = { byVehicle: { '7': { postalCode: 'K1A 0B1' } }, postalCode: 'T2P 1J9' };
  it("is the shopper's account's, else this deal's order, else this deal's, else the last one given", () => {
    expect(givenPostalCode('7', { postal_code: 'H2X 1Y4' }, { postal_code: 'M5V 2T6' }, deal)).toBe(
      'H2X 1Y4',
    );
    expect(givenPostalCode('7', { postal_code: null }, { postal_code: 'M5V 2T6' }, deal)).toBe('M5V 2T6');
    expect(givenPostalCode('7', { postal_code: '' }, undefined, deal)).toBe('K1A 0B1');
    expect(givenPostalCode('8', {}, { postal_code: null }, deal)).toBe('T2P 1J9');
    expect(givenPostalCode('8', {}, undefined, { byVehicle: {} })).toBe('');
  });
});
