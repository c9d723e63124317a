import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleRow } from '../../src/db/schema.ts';
import { client, createTestContext, obj, type TestContext } from '../helpers.ts';
import { newCar, pickVehicle } from './helpers.ts';

/**
 * US local taxes through the pricing API: the shopper's ZIP code decides the state of registration
 * and the local rate (packages/domain/src/pricing/tax/us-local.ts), at the seeded Texas dealer.
 */
let ctx: TestContext;
let car: VehicleRow;
beforeAll(async () => {
  ctx = await createTestContext();
  car = await pickVehicle(ctx, 'lone_star_motors', newCar);
});
afterAll(async () => {
  await ctx.close();
});

const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

interface TaxEntry {
  code?: string;
  value: number;
  rate?: number;
  base?: number;
}

async function cash(postal: string | undefined) {
  const shopper = client(ctx, { dealer: 'lone_star_motors' });
  return shopper.post('/api/customer/payment-type/cash/pricing/', {
    vehicle: car.id,
    ...(postal === undefined ? {} : { postal_code: postal }),
  });
}

function taxLines(body: unknown): TaxEntry[] {
  const stack = obj(body).pricing_stack as { tax_category_type?: string; children?: TaxEntry[] }[];
  return stack
    .filter((e) => e.tax_category_type === 'tax')
    .flatMap((e) => e.children ?? [])
    .map(({ code, value, rate, base }) => ({ code, value, rate, base }));
}

describe('US local taxes by the shopper ZIP code (pricing API)', () => {
  it('a New Orleans ZIP code at the Texas dealer: Louisiana 5% and Orleans Parish 5%, to the cent; an Austin one: Texas 6.25% alone', async () => {
    // The dealer's taxable items (the pricing test's Texas case): price, freight and the taxable add-ons.
    const taxable = car.listingPrice + car.deliveryCharge + 7400;
    const austin = await cash('78704');
    expect(austin.status, JSON.stringify(austin.body)).toBe(200);
    expect(taxLines(austin.body)).toEqual([
      { code: 'STATE', value: round(taxable * 0.0625), rate: 6.25, base: taxable },
    ]);
    const neworleans = await cash('70112');
    expect(neworleans.status, JSON.stringify(neworleans.body)).toBe(200);
    const parish = round(taxable * 0.05);
    expect(taxLines(neworleans.body)).toEqual([
      { code: 'STATE', value: parish, rate: 5, base: taxable },
      { code: 'LOCAL', value: parish, rate: 5, base: taxable },
    ]);
    // The local line names the area the ZIP code is in (the review shows it).
    const grouped = obj(neworleans.body).pricing_stack as { children?: { code?: string; area?: string }[] }[];
    const localLine = grouped.flatMap((e) => e.children ?? []).find((e) => e.code === 'LOCAL');
    expect(localLine?.area).toBe('Orleans Parish (New Orleans)');
    // Documentary fee 150.00 and title 124.75 are untaxed.
    expect(obj(neworleans.body).payment).toBe(taxable + 15000 + 2 * parish + 12475);
    expect(obj(neworleans.body).sales_tax).toBe(2 * parish);
  });

  it('a bad ZIP code is a field error in the catalogue wording, not a price', async () => {
    for (const zip of ['7870a', '00000', '123']) {
      const res = await cash(zip);
      expect(res.status, zip).toBe(400);
      expect(obj(res.body).postal_code, zip).toEqual(['Enter a valid ZIP code, e.g. 78704.']);
    }
  });
});
