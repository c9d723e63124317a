import { applyPpm } from '../rounding.ts';
import { CANADA_JURISDICTIONS } from './canada.ts';
import type { Jurisdiction, TaxCode, TaxComponent, TradeInCreditRule } from './types.ts';
import { US_JURISDICTIONS } from './us.ts';

/** Every jurisdiction the engine knows: 13 Canadian, 51 US (50 states and DC). */
export const TAX_JURISDICTIONS: readonly Jurisdiction[] = Object.freeze([
  ...CANADA_JURISDICTIONS,
  ...US_JURISDICTIONS,
]);

const BY_KEY = new Map(TAX_JURISDICTIONS.map((j) => [`${j.country}-${j.code}`, j]));

/** The tax jurisdiction of a province, territory or state, or undefined when unknown. */
export function findTaxJurisdiction(country: 'CA' | 'US', regionCode: string): Jurisdiction | undefined {
  return BY_KEY.get(`${country}-${regionCode.toUpperCase()}`);
}

/** What a set of tax components is applied to. */
export interface TaxBase {
  /** Taxable amount before any trade-in credit, cents. Negative sums are treated as zero. */
  taxableCents: number;
  /** Trade-in value offered as a credit, cents (0 when none). */
  tradeInCents: number;
  /** Price used to pick a rate tier (the vehicle's purchase price before trade-in), cents. */
  tierBasisCents: number;
  /** Whether the vehicle is a passenger vehicle (BC tiers apply to passenger vehicles only). */
  isPassengerVehicle: boolean;
}

/** One tax line of the pricing stack. */
export interface TaxLine {
  code: TaxCode;
  /** Province, territory or state code the tax belongs to ('CA' for GST). */
  jurisdiction: string;
  /** Rate in parts per million (13% = 130000). */
  ratePpm: number;
  /** The amount taxed, cents, after any trade-in credit. Never negative. */
  baseCents: number;
  /** The tax, cents. Never negative. */
  amountCents: number;
  /** The local taxing area of a LOCAL line decided by the buyer's ZIP code. */
  area?: string;
}

/** The trade-in credit a rule allows against a trade-in value. */
export function tradeInCreditFor(rule: TradeInCreditRule, tradeInCents: number): number {
  const value = Math.max(0, tradeInCents);
  switch (rule.kind) {
    case 'full':
      return value;
    case 'none':
      return 0;
    case 'capped':
      return Math.min(value, rule.capCents);
  }
}

/** The rate of a component for a tier basis (whole-price bands, not marginal). */
export function componentRatePpm(
  component: TaxComponent,
  tierBasisCents: number,
  isPassengerVehicle: boolean,
): number {
  const tiers = component.tiers;
  if (!tiers || tiers.length === 0 || (component.tiersPassengerOnly === true && !isPassengerVehicle)) {
    return component.ppm;
  }
  let rate = component.ppm;
  for (const tier of tiers) {
    if (tierBasisCents >= tier.fromCents) rate = tier.ppm;
  }
  return rate;
}

/** The jurisdiction code shown on a tax line: GST is federal in Canada. */
function lineJurisdiction(jurisdiction: Jurisdiction, component: TaxComponent): string {
  return component.code === 'GST' ? 'CA' : jurisdiction.code;
}

/** Tax lines of `components` on `base`, one per component, in table order. */
export function computeTaxLines(
  jurisdiction: Jurisdiction,
  components: readonly TaxComponent[],
  base: TaxBase,
): TaxLine[] {
  const lines: TaxLine[] = [];
  for (const component of components) {
    const credit = tradeInCreditFor(component.tradeIn, base.tradeInCents);
    const baseCents = Math.max(0, base.taxableCents - credit);
    const ratePpm = componentRatePpm(component, base.tierBasisCents, base.isPassengerVehicle);
    let amountCents = applyPpm(baseCents, ratePpm);
    if (component.maxTaxCents !== undefined) amountCents = Math.min(amountCents, component.maxTaxCents);
    lines.push({
      code: component.code,
      jurisdiction: lineJurisdiction(jurisdiction, component),
      ratePpm,
      baseCents,
      amountCents,
      ...(component.area === undefined ? {} : { area: component.area }),
    });
  }
  return lines;
}

/** Sum of the amounts of tax lines. */
export function sumTaxLines(lines: readonly TaxLine[]): number {
  let total = 0;
  for (const line of lines) total += line.amountCents;
  return total;
}
