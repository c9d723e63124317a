/**
 * US local (county, parish, city, district) tax on a motor vehicle, decided by the buyer's ZIP code.
 *
 * Data, not code: each state the table covers says either that vehicles pay only the state-level tax
 * there (`state_only`: no local line, whatever the dealer's own local rate says), or which ZIP codes
 * lie in which local taxing area and the area's combined local rate (`by_zip`). The local tax follows
 * the state's trade-in rule (engine.ts). A ZIP code is a postal route, not a tax boundary: where a ZIP
 * code straddles two areas the table gives the area most of its addresses are in (the usual
 * approximation of ZIP-based rate tables); the dealer's documents at signing use the full address.
 *
 * A state the table does not cover, or a ZIP code of a `by_zip` state that no area lists, falls back
 * to the dealer's configured local rate (`localTaxRatePercent`), as before the table.
 *
 * How to update it: see "US local taxes" in ../README.md (change the rows and `effectiveDate`, name
 * the source, run `vitest run test/pricing/us-local.test.ts`).
 */

/** A local taxing area: its ZIP codes (five digits) and the combined local rate in ppm. */
export interface UsLocalTaxArea {
  readonly name: string;
  readonly zips: readonly string[];
  readonly ppm: number;
  readonly source: string;
}

export type UsLocalTaxState =
  | { readonly kind: 'state_only'; readonly source: string }
  | {
      readonly kind: 'by_zip';
      readonly areas: readonly UsLocalTaxArea[];
      readonly source: string;
      readonly note?: string;
    };

export interface UsLocalTaxTable {
  /** The date the rates below are in effect from (ISO). */
  readonly effectiveDate: string;
  /** When the table was compiled from its sources (ISO). */
  readonly compiledOn: string;
  readonly states: Readonly<Record<string, UsLocalTaxState>>;
}

/** New Orleans: Orleans Parish and the city are one; its residential ZIP codes (USPS). */
const ORLEANS_PARISH_ZIPS = [
  '70112',
  '70113',
  '70114',
  '70115',
  '70116',
  '70117',
  '70118',
  '70119',
  '70122',
  '70124',
  '70125',
  '70126',
  '70127',
  '70128',
  '70129',
  '70130',
  '70131',
] as const;

export const US_LOCAL_TAX_TABLE: UsLocalTaxTable = Object.freeze({
  effectiveDate: '2025-01-01',
  compiledOn: '2026-11-26',
  states: Object.freeze({
    // The seeded US dealer's state (lone_star_motors, Austin).
    TX: {
      kind: 'state_only',
      source:
        'Texas Comptroller, Motor Vehicle Tax Guide (publication 96-254): motor vehicle sales and use tax 6.25% (Tax Code §152.021), a state tax collected by the county tax assessor-collector at titling; vehicles taxed under chapter 152 are not subject to the chapter 151 sales tax (Tax Code §151.308), so no city, county, transit or special-purpose district sales tax applies to them.',
    },
    // Texas's neighbour where the buyer's home parish adds its local sales tax to a vehicle.
    LA: {
      kind: 'by_zip',
      source:
        'Louisiana: the state and the local sales tax of the purchaser’s domicile are collected on a vehicle at registration (Louisiana Department of Revenue, Office of Motor Vehicles); state rate 5% from January 1, 2025 (Act 11 of the 2024 third extraordinary session).',
      note: 'Only Orleans Parish is listed; a Louisiana ZIP code of another parish uses the dealer’s local rate.',
      areas: [
        {
          name: 'Orleans Parish (New Orleans)',
          zips: ORLEANS_PARISH_ZIPS,
          ppm: 50_000,
          source:
            'City of New Orleans Bureau of Revenue / Louisiana Uniform Local Sales Tax Board: Orleans Parish local sales tax 5.00% (city, school board and transit authority), 10.00% with the state’s 5%.',
        },
      ],
    },
  } satisfies Record<string, UsLocalTaxState>),
});

/** What the table says of a buyer's state and ZIP code. */
export type UsLocalTax =
  /** The state taxes vehicles at state level only: no local tax. */
  | { readonly kind: 'state_only' }
  /** The ZIP code lies in a listed local taxing area. */
  | { readonly kind: 'area'; readonly area: string; readonly ppm: number }
  /** Not covered (state not in the table, ZIP code missing or not listed): the dealer's local rate applies. */
  | { readonly kind: 'not_in_table' };

const AREA_BY_STATE_AND_ZIP = new Map<string, UsLocalTaxArea>();
for (const [state, entry] of Object.entries(US_LOCAL_TAX_TABLE.states)) {
  if (entry.kind !== 'by_zip') continue;
  for (const area of entry.areas)
    for (const zip of area.zips) AREA_BY_STATE_AND_ZIP.set(`${state}-${zip}`, area);
}

/** The local tax of a buyer registering a vehicle in `state` (two letters) with this ZIP code (ZIP+4 accepted). */
export function usLocalTax(state: string, zip: string | null | undefined): UsLocalTax {
  const entry = US_LOCAL_TAX_TABLE.states[state.toUpperCase()];
  if (!entry) return { kind: 'not_in_table' };
  if (entry.kind === 'state_only') return { kind: 'state_only' };
  const five = zip?.trim().match(/^(\d{5})(?:-?\d{4})?$/)?.[1];
  const area = five ? AREA_BY_STATE_AND_ZIP.get(`${state.toUpperCase()}-${five}`) : undefined;
  return area ? { kind: 'area', area: area.name, ppm: area.ppm } : { kind: 'not_in_table' };
}
