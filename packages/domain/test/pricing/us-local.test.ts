import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PricedDeal,
  type PricingRequestInput,
  priceDeal,
  pricingRequestSchema,
  US_LOCAL_TAX_TABLE,
  usLocalTax,
  usStateOfZip,
} from '../../src/pricing/index.ts';

function priced(input: PricingRequestInput): PricedDeal {
  const result = priceDeal(pricingRequestSchema.parse(input));
  if (result.status !== 'priced') throw new Error(`not priced: ${JSON.stringify(result)}`);
  return result;
}

const taxes = (deal: PricedDeal) =>
  deal.stack.taxes.lines.map((l) => [l.code, l.ratePpm, l.baseCents, l.amountCents]);

const cash = {
  country: 'US',
  paymentType: 'cash',
  vehicle: { priceCents: 3_000_000 },
  tradeIn: { creditCents: 1_000_000 },
} as const;

describe('US local taxes by the buyer ZIP code (tax/us-local.ts)', () => {
  it('the table is dated and every entry names its source', () => {
    expect(US_LOCAL_TAX_TABLE.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(US_LOCAL_TAX_TABLE.compiledOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const [state, entry] of Object.entries(US_LOCAL_TAX_TABLE.states)) {
      expect(entry.source.length, state).toBeGreaterThan(20);
      if (entry.kind !== 'by_zip') continue;
      for (const area of entry.areas) {
        expect(area.source.length, area.name).toBeGreaterThan(20);
        for (const zip of area.zips) expect(usStateOfZip(zip), `${area.name} ${zip}`).toBe(state);
      }
    }
  });

  it('Texas taxes a vehicle at state level only: no local line, whatever the dealer local rate says', () => {
    expect(usLocalTax('TX', '78704')).toEqual({ kind: 'state_only' });
    const deal = priced({ ...cash, region: 'TX', postalCode: '78704', localTaxRatePercent: 2 });
    expect(taxes(deal)).toEqual([['STATE', 62_500, 2_000_000, 125_000]]);
  });

  it('a New Orleans ZIP code adds Orleans Parish 5% on the base after the trade-in, to the cent', () => {
    const deal = priced({ ...cash, region: 'LA', postalCode: '70112', vehicle: { priceCents: 2_987_655 } });
    // (29,876.55 − 10,000) × 5% = 993.8275 → 993.83, state and parish alike.
    expect(taxes(deal)).toEqual([
      ['STATE', 50_000, 1_987_655, 99_383],
      ['LOCAL', 50_000, 1_987_655, 99_383],
    ]);
    expect(deal.stack.taxes.lines[1]?.area).toBe('Orleans Parish (New Orleans)');
    // ZIP+4 reads as its five digits.
    expect(usLocalTax('LA', '70130-1234')).toMatchObject({ kind: 'area', ppm: 50_000 });
  });

  it('a ZIP code the table does not list, or a state it does not cover, uses the dealer local rate', () => {
    expect(usLocalTax('LA', '71101')).toEqual({ kind: 'not_in_table' });
    expect(usLocalTax('NY', '10001')).toEqual({ kind: 'not_in_table' });
    expect(usLocalTax('LA', undefined)).toEqual({ kind: 'not_in_table' });
    const shreveport = priced({ ...cash, region: 'LA', postalCode: '71101', localTaxRatePercent: 4.6 });
    expect(taxes(shreveport)[1]).toEqual(['LOCAL', 46_000, 2_000_000, 92_000]);
    // A ZIP code of another state names no area of this one.
    expect(usLocalTax('TX', '70112')).toEqual({ kind: 'state_only' });
  });

  it('the ZIP code decides the state of registration', () => {
    expect(usStateOfZip('78704')).toBe('TX');
    expect(usStateOfZip('70112')).toBe('LA');
    expect(usStateOfZip('09012')).toBeNull();
  });
});

describe('Texas lease with a lessee trade-in (Comptroller, Motor Vehicle Tax Guide 96-254)', () => {
  it('the tax is on the agreed value at signing: the lessee trade-in does not lower it', () => {
    const lease = priced({
      country: 'US',
      region: 'TX',
      postalCode: '78704',
      paymentType: 'lease',
      vehicle: { priceCents: 4_000_000 },
      freightPdiCents: 200_000,
      tradeIn: { creditCents: 500_000 },
      lease: { aprPercent: 4.8, termMonths: 36, residualPercent: 55 },
    }).lease;
    expect(lease?.paymentTaxes).toEqual([]);
    // 40,000 + 2,000 freight, no levies in Texas: 6.25% of 42,000 = 2,625.00.
    expect(lease?.upfrontTaxes).toEqual([
      { code: 'STATE', jurisdiction: 'TX', ratePpm: 62_500, baseCents: 4_200_000, amountCents: 262_500 },
    ]);
    // The trade-in still lowers what is leased (the capitalised cost), not the tax.
    expect(lease?.adjustedCapitalizedCostCents).toBe(4_200_000 - 500_000);
  });
});

describe('US local taxes (property)', () => {
  const zip = fc.oneof(
    fc.constantFrom('70112', '70131', '71101', '78704', '10001', '90210', '00501', '99999', ''),
    fc.stringMatching(/^\d{5}$/),
  );
  const region = fc.constantFrom('TX', 'LA', 'NY', 'CA', 'OK', 'MT', 'MI', 'SC');
  it('no NaN and no negative tax, base or total, whatever the ZIP code, state and amounts', () => {
    fc.assert(
      fc.property(
        region,
        zip,
        fc.constantFrom('cash', 'finance', 'lease'),
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        fc.integer({ min: 0, max: 15_000 }),
        (state, postalCode, paymentType, priceCents, trade, local) => {
          const result = priceDeal(
            pricingRequestSchema.parse({
              country: 'US',
              region: state,
              ...(postalCode ? { postalCode } : {}),
              paymentType,
              vehicle: { priceCents },
              tradeIn: { creditCents: trade },
              localTaxRatePercent: local / 1000,
              finance: { termMonths: 60, aprPercent: 6.9 },
              lease: { termMonths: 36, aprPercent: 5.9, residualPercent: 50 },
            }),
          );
          if (result.status !== 'priced') return;
          const lines = [
            ...result.stack.taxes.lines,
            ...(result.lease?.upfrontTaxes ?? []),
            ...(result.lease?.paymentTaxes ?? []),
          ];
          for (const line of lines) {
            expect(Number.isInteger(line.amountCents) && line.amountCents >= 0).toBe(true);
            expect(Number.isInteger(line.baseCents) && line.baseCents >= 0).toBe(true);
          }
          if (state === 'TX') expect(lines.some((l) => l.code === 'LOCAL')).toBe(false);
          expect(Number.isInteger(result.totalCents) && result.totalCents >= 0).toBe(true);
          const payment = result.finance?.paymentCents ?? result.lease?.paymentCents ?? 0;
          expect(Number.isInteger(payment) && payment >= 0).toBe(true);
        },
      ),
      { numRuns: 800 },
    );
  });
});
