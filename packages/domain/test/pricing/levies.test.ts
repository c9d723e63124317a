import { describe, expect, it } from 'vitest';
import { defaultLevies, greenLevyCents, type LevyContext } from '../../src/pricing/index.ts';

const base: LevyContext = {
  country: 'CA',
  region: 'AB',
  isNew: true,
  isPassengerVehicle: true,
  isPickup: false,
  hasAirConditioning: true,
  tireCount: 4,
  excluded: [],
};

const codes = (context: Partial<LevyContext>) =>
  defaultLevies({ ...base, ...context }).map((l) => [l.code, l.amountCents]);

describe('federal levies', () => {
  it('A/C excise tax of $100 on new air-conditioned vehicles only', () => {
    expect(codes({ region: 'NT' })).toEqual([['ca_ac_excise_tax', 10_000]]);
    expect(codes({ region: 'NT', hasAirConditioning: false })).toEqual([]);
    expect(codes({ region: 'NT', isNew: false })).toEqual([]);
  });
  it('green levy bands at 13, 14, 15 and 16 L/100 km', () => {
    expect(greenLevyCents(12.9)).toBe(0);
    expect(greenLevyCents(13)).toBe(100_000);
    expect(greenLevyCents(14.5)).toBe(200_000);
    expect(greenLevyCents(15.99)).toBe(300_000);
    expect(greenLevyCents(22)).toBe(400_000);
  });
  it('green levy applies to new passenger vehicles, not pickups, when consumption is known', () => {
    expect(codes({ region: 'NU', fuelConsumptionL100km: 14.2 })).toEqual([
      ['ca_ac_excise_tax', 10_000],
      ['ca_green_levy', 200_000],
    ]);
    expect(codes({ region: 'NU', fuelConsumptionL100km: 14.2, isPickup: true })).toEqual([
      ['ca_ac_excise_tax', 10_000],
    ]);
    expect(codes({ region: 'NU', fuelConsumptionL100km: 9 })).toEqual([['ca_ac_excise_tax', 10_000]]);
  });
});

describe('provincial levies', () => {
  it('Ontario: OMVIC fee $12.50 on new and used', () => {
    expect(codes({ region: 'ON', isNew: false })).toEqual([['on_omvic_fee', 1_250]]);
  });
  it('Quebec: $4.50 specific duty per new tire', () => {
    const levies = defaultLevies({ ...base, region: 'QC', tireCount: 5 });
    expect(levies.find((l) => l.code === 'qc_tire_duty')).toEqual({
      code: 'qc_tire_duty',
      amountCents: 2_250,
      quantity: 5,
    });
  });
  it('Alberta $4 and British Columbia $5 per tire on new vehicles', () => {
    expect(codes({ region: 'AB' })).toContainEqual(['ab_tire_fee', 1_600]);
    expect(codes({ region: 'bc' })).toContainEqual(['bc_tire_fee', 2_000]);
    expect(codes({ region: 'BC', isNew: false })).toEqual([]);
  });
  it('a dealer can switch a default levy off', () => {
    expect(codes({ region: 'ON', excluded: ['on_omvic_fee', 'ca_ac_excise_tax'] })).toEqual([]);
  });
  it('no default levies in the USA', () => {
    expect(codes({ country: 'US', region: 'NY', fuelConsumptionL100km: 20 })).toEqual([]);
  });
  it('no tire levy without tires', () => {
    expect(codes({ region: 'QC', tireCount: 0 })).toEqual([['ca_ac_excise_tax', 10_000]]);
  });
});
