import { describe, expect, it } from 'vitest';
import { billingPlace, withPostalCode, withProvince } from './billingPlace.ts';

const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];
const STATES = ['CA', 'NY', 'TX'];

describe('the deposit form fills the province from the postal code (spec 2 §7 geo validation)', () => {
  it('starts from the postal code the shopper already gave, with its province', () => {
    expect(billingPlace('h2x 1y4', 'CA', PROVINCES)).toEqual({
      postal_code: 'h2x 1y4',
      province: 'QC',
      provinceFromPostalCode: true,
    });
    expect(billingPlace('78704', 'US', STATES).province).toBe('TX');
    expect(billingPlace('', 'CA', PROVINCES)).toEqual({
      postal_code: '',
      province: '',
      provinceFromPostalCode: false,
    });
  });

  it('fills an empty province once the code is whole, not while it is typed', () => {
    const empty = billingPlace('', 'CA', PROVINCES);
    const typing = withPostalCode(empty, 'M5V', 'CA', PROVINCES);
    expect(typing.province).toBe('');
    const whole = withPostalCode(typing, 'M5V 2T6', 'CA', PROVINCES);
    expect(whole).toEqual({ postal_code: 'M5V 2T6', province: 'ON', provinceFromPostalCode: true });
    // A ZIP code names its state.
    expect(withPostalCode(billingPlace('', 'US', STATES), '10001', 'US', STATES).province).toBe('NY');
  });

  it('never overwrites a province the shopper chose', () => {
    const chosen = withProvince(billingPlace('', 'CA', PROVINCES), 'AB');
    expect(withPostalCode(chosen, 'M5V 2T6', 'CA', PROVINCES).province).toBe('AB');
    // Chosen after the code filled it: the shopper's choice stays through a new code.
    const filled = withPostalCode(billingPlace('', 'CA', PROVINCES), 'M5V 2T6', 'CA', PROVINCES);
    const changed = withProvince(filled, 'QC');
    expect(withPostalCode(changed, 'T2P 1J9', 'CA', PROVINCES).province).toBe('QC');
  });

  it('follows a new code while the province is still the one the code filled', () => {
    const filled = withPostalCode(billingPlace('', 'CA', PROVINCES), 'M5V 2T6', 'CA', PROVINCES);
    expect(withPostalCode(filled, 'T2P 1J9', 'CA', PROVINCES).province).toBe('AB');
    // An X code (the Northwest Territories or Nunavut) leaves the choice to the shopper.
    expect(withPostalCode(filled, 'X1A 2L9', 'CA', PROVINCES).province).toBe('');
  });

  it('leaves the province empty for X, and for a place the list does not offer', () => {
    expect(billingPlace('X0A 0H0', 'CA', PROVINCES).province).toBe('');
    expect(billingPlace('X1A 2L9', 'CA', PROVINCES).province).toBe('');
    // Puerto Rico's ZIP codes name a place the state picker does not list.
    expect(billingPlace('00601', 'US', STATES).province).toBe('');
    // The list not read yet: the code's province is kept, the picker shows it once the list comes.
    expect(billingPlace('M5V 2T6', 'CA', []).province).toBe('ON');
  });
});
