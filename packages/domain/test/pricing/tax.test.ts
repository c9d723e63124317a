import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BC_PASSENGER_PST_TIERS,
  CANADA_JURISDICTIONS,
  componentRatePpm,
  computeTaxLines,
  findTaxJurisdiction,
  type Jurisdiction,
  sumTaxLines,
  TAX_JURISDICTIONS,
  tradeInCreditFor,
  US_JURISDICTIONS,
} from '../../src/pricing/index.ts';

function jurisdiction(country: 'CA' | 'US', code: string): Jurisdiction {
  const found = findTaxJurisdiction(country, code);
  if (!found) throw new Error(`missing ${country}-${code}`);
  return found;
}

function taxOn(
  country: 'CA' | 'US',
  code: string,
  taxableCents: number,
  tradeInCents = 0,
  tierBasisCents = taxableCents,
) {
  const j = jurisdiction(country, code);
  return computeTaxLines(j, j.components, {
    taxableCents,
    tradeInCents,
    tierBasisCents,
    isPassengerVehicle: true,
  });
}

describe('Canadian rates as of 2026', () => {
  const expected: Record<string, Array<[string, number]>> = {
    AB: [['GST', 50_000]],
    BC: [
      ['GST', 50_000],
      ['PST', 70_000],
    ],
    MB: [
      ['GST', 50_000],
      ['RST', 70_000],
    ],
    NB: [['HST', 150_000]],
    NL: [['HST', 150_000]],
    NS: [['HST', 140_000]],
    NT: [['GST', 50_000]],
    NU: [['GST', 50_000]],
    ON: [['HST', 130_000]],
    PE: [['HST', 150_000]],
    QC: [
      ['GST', 50_000],
      ['QST', 99_750],
    ],
    SK: [
      ['GST', 50_000],
      ['PST', 60_000],
    ],
    YT: [['GST', 50_000]],
  };
  it('covers every province and territory exactly once', () => {
    expect(CANADA_JURISDICTIONS.map((j) => j.code).sort()).toEqual(Object.keys(expected).sort());
  });
  for (const [code, components] of Object.entries(expected)) {
    it(`${code}: ${components.map(([c, r]) => `${c} ${r / 10_000}%`).join(' + ')}, trade-in reduces every base, leases taxed per payment`, () => {
      const j = jurisdiction('CA', code);
      expect(j.components.map((c) => [c.code, c.ppm])).toEqual(components);
      expect(j.components.every((c) => c.tradeIn.kind === 'full')).toBe(true);
      expect(j.leaseTaxMethod).toBe('per_payment');
      expect(j.source.length).toBeGreaterThan(20);
    });
  }
  it('Ontario: $30,000 less a $10,000 trade-in pays 13% HST on $20,000', () => {
    expect(taxOn('CA', 'ON', 3_000_000, 1_000_000)).toEqual([
      { code: 'HST', jurisdiction: 'ON', ratePpm: 130_000, baseCents: 2_000_000, amountCents: 260_000 },
    ]);
  });
  it('Quebec: GST and QST each on the price excluding the other tax', () => {
    const lines = taxOn('CA', 'QC', 1_458_300);
    expect(lines.map((l) => [l.code, l.jurisdiction, l.amountCents])).toEqual([
      ['GST', 'CA', 72_915],
      ['QST', 'QC', 145_465],
    ]);
  });
  it('GST lines are labelled federal, provincial lines with the province', () => {
    expect(taxOn('CA', 'SK', 100_000).map((l) => l.jurisdiction)).toEqual(['CA', 'SK']);
  });
});

describe('BC PST tiers on passenger vehicles (whole price, not marginal)', () => {
  const bc = jurisdiction('CA', 'BC');
  const pst = bc.components[1];
  if (!pst) throw new Error('BC PST missing');
  it.each([
    [5_499_999, 70_000],
    [5_500_000, 80_000],
    [5_599_999, 80_000],
    [5_600_000, 90_000],
    [5_700_000, 100_000],
    [12_499_999, 100_000],
    [12_500_000, 150_000],
    [14_999_999, 150_000],
    [15_000_000, 200_000],
  ])('price %i cents → %i ppm', (price, ppm) => {
    expect(componentRatePpm(pst, price, true)).toBe(ppm);
  });
  it('non-passenger vehicles pay 7% whatever the price', () => {
    expect(componentRatePpm(pst, 20_000_000, false)).toBe(70_000);
  });
  it('the tier follows the price before trade-in, the rate applies to the net', () => {
    const [gst, pstLine] = taxOn('CA', 'BC', 6_000_000, 1_000_000, 6_000_000);
    expect(gst?.amountCents).toBe(250_000);
    expect(pstLine).toMatchObject({ ratePpm: 100_000, baseCents: 5_000_000, amountCents: 500_000 });
  });
  it('tiers are sorted ascending', () => {
    const froms = BC_PASSENGER_PST_TIERS.map((t) => t.fromCents);
    expect([...froms].sort((a, b) => a - b)).toEqual(froms);
  });
});

describe('US state table', () => {
  it('covers the 50 states and DC, each once, each with a source', () => {
    const codes = US_JURISDICTIONS.map((j) => j.code);
    expect(codes).toHaveLength(51);
    expect(new Set(codes).size).toBe(51);
    expect(codes).toContain('DC');
    for (const j of US_JURISDICTIONS) {
      expect(j.source.length, j.code).toBeGreaterThan(20);
      expect(j.components[0]?.code).toBe('STATE');
    }
    expect(TAX_JURISDICTIONS).toHaveLength(64);
  });
  it('no trade-in credit in California, Hawaii, Virginia and DC', () => {
    const none = US_JURISDICTIONS.filter((j) => j.components[0]?.tradeIn.kind === 'none').map((j) => j.code);
    expect(none.sort()).toEqual(['CA', 'DC', 'HI', 'VA']);
    expect(taxOn('US', 'CA', 3_000_000, 1_000_000)[0]).toMatchObject({
      baseCents: 3_000_000,
      amountCents: 217_500,
    });
  });
  it('Texas: 6.25% of the price less the trade-in', () => {
    expect(taxOn('US', 'TX', 3_000_000, 1_000_000)[0]?.amountCents).toBe(125_000);
  });
  it('Michigan caps the trade-in credit at $12,000 in 2026', () => {
    expect(taxOn('US', 'MI', 5_000_000, 2_000_000)[0]).toMatchObject({
      baseCents: 3_800_000,
      amountCents: 228_000,
    });
    expect(taxOn('US', 'MI', 5_000_000, 500_000)[0]?.baseCents).toBe(4_500_000);
  });
  it('South Carolina caps its 5% fee at $500', () => {
    expect(taxOn('US', 'SC', 5_000_000)[0]?.amountCents).toBe(50_000);
    expect(taxOn('US', 'SC', 800_000)[0]?.amountCents).toBe(40_000);
  });
  it('Connecticut: 6.35% up to $50,000, 7.75% on the whole price above', () => {
    expect(taxOn('US', 'CT', 5_000_000)[0]?.amountCents).toBe(317_500);
    expect(taxOn('US', 'CT', 5_000_100)[0]?.amountCents).toBe(387_508);
  });
  it('Oklahoma: sales tax on the net, excise on the full price', () => {
    const lines = taxOn('US', 'OK', 3_000_000, 1_000_000);
    expect(lines.map((l) => [l.code, l.baseCents, l.amountCents])).toEqual([
      ['STATE', 2_000_000, 25_000],
      ['EXCISE', 3_000_000, 97_500],
    ]);
  });
  it('states without sales tax charge nothing and do not tax leases', () => {
    for (const code of ['DE', 'MT', 'NH', 'OR']) {
      expect(sumTaxLines(taxOn('US', code, 5_000_000))).toBe(0);
      expect(jurisdiction('US', code).leaseTaxMethod).toBe('none');
    }
  });
  it('upfront lease taxation where the state taxes the lease at signing', () => {
    const method = (code: string) => jurisdiction('US', code).leaseTaxMethod;
    for (const code of ['NY', 'NJ', 'MN', 'OH']) expect(method(code)).toBe('upfront_on_payments');
    for (const code of ['TX', 'VA', 'MD', 'GA', 'OK']) expect(method(code)).toBe('upfront_on_price');
    expect(method('FL')).toBe('per_payment');
  });
  it('spot rates: NY 4%, NJ 6.625%, MO 4.225%, WA 6.8%, MD 6.5%, LA 5%, GA 7%, AL 2%', () => {
    const rates = Object.fromEntries(US_JURISDICTIONS.map((j) => [j.code, j.components[0]?.ppm]));
    expect(rates).toMatchObject({
      NY: 40_000,
      NJ: 66_250,
      MO: 42_250,
      WA: 68_000,
      MD: 65_000,
      LA: 50_000,
      GA: 70_000,
      AL: 20_000,
    });
  });
});

describe('lookup and trade-in rules', () => {
  it('finds jurisdictions case-insensitively and refuses unknown ones', () => {
    expect(findTaxJurisdiction('CA', 'qc')?.name).toBe('Quebec');
    expect(findTaxJurisdiction('US', 'ON')).toBeUndefined();
    expect(findTaxJurisdiction('CA', 'TX')).toBeUndefined();
  });
  it('credits full, none or up to a cap, never a negative trade', () => {
    expect(tradeInCreditFor({ kind: 'full' }, 5000)).toBe(5000);
    expect(tradeInCreditFor({ kind: 'none' }, 5000)).toBe(0);
    expect(tradeInCreditFor({ kind: 'capped', capCents: 3000 }, 5000)).toBe(3000);
    expect(tradeInCreditFor({ kind: 'full' }, -5000)).toBe(0);
  });
});

describe('tax is never negative (property)', () => {
  it('for any jurisdiction, taxable amount and trade-in', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_JURISDICTIONS),
        fc.integer({ min: -5_000_000, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.boolean(),
        (j, taxable, trade, passenger) => {
          const lines = computeTaxLines(j, j.components, {
            taxableCents: taxable,
            tradeInCents: trade,
            tierBasisCents: Math.max(0, taxable),
            isPassengerVehicle: passenger,
          });
          for (const line of lines) {
            expect(line.baseCents).toBeGreaterThanOrEqual(0);
            expect(line.amountCents).toBeGreaterThanOrEqual(0);
            expect(line.baseCents).toBeLessThanOrEqual(Math.max(0, taxable));
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
