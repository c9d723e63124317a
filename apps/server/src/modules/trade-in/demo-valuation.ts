/**
 * The embedded demo valuation ("Demo valuation (sandbox estimates)"): a seeded catalogue of year /
 * make / model / trim (the makes and models of the demo inventory, model years 2012 to this year)
 * and a plain estimate: the trim's new price depreciated by age, then by distance beyond a normal
 * yearly use, plus the options, times a regional factor; then the condition answers' documented
 * shares of that estimate (the domain's `conditionAdjustments`: an accident -15 %, paint work -5 %,
 * other repairs -7 %, imported from the USA -10 %, protection coverage still running +2 %), and the
 * range around the adjusted target. Its answers are estimates of a sandbox, and
 * say so: the provider's name and `sandbox: true`, which the storefront shows beside every figure.
 */
import { conditionAdjustments, type TradeInCatalogueVehicle, type TradeInOption } from '@storefront/domain';
import type { TradeInValuation, ValuationInput, ValuationResult } from './valuation.ts';

export const DEMO_VALUATION_NAME = 'Demo valuation (sandbox estimates)';
export const FIRST_MODEL_YEAR = 2012;

/** Make, model, and each trim's new price in Canadian cents. */
const MODELS: readonly (readonly [string, string, readonly (readonly [string, number])[]])[] = [
  [
    'Toyota',
    'Corolla',
    [
      ['L', 2_200_000],
      ['LE', 2_450_000],
      ['SE', 2_750_000],
    ],
  ],
  [
    'Toyota',
    'RAV4',
    [
      ['LE', 3_150_000],
      ['XLE', 3_550_000],
      ['Limited', 4_350_000],
    ],
  ],
  [
    'Honda',
    'Civic',
    [
      ['LX', 2_400_000],
      ['EX', 2_750_000],
      ['Touring', 3_200_000],
    ],
  ],
  [
    'Honda',
    'CR-V',
    [
      ['LX', 3_200_000],
      ['EX-L', 3_800_000],
      ['Touring', 4_300_000],
    ],
  ],
  [
    'Ford',
    'F-150',
    [
      ['XL', 4_200_000],
      ['XLT', 5_000_000],
      ['Lariat', 6_300_000],
    ],
  ],
  [
    'Ford',
    'Explorer',
    [
      ['XLT', 4_600_000],
      ['Limited', 5_500_000],
    ],
  ],
  [
    'Ford',
    'Mustang',
    [
      ['EcoBoost', 3_500_000],
      ['GT', 4_900_000],
    ],
  ],
  [
    'Chevrolet',
    'Silverado 1500',
    [
      ['WT', 4_100_000],
      ['LT', 5_100_000],
      ['High Country', 6_800_000],
    ],
  ],
  [
    'Chevrolet',
    'Equinox',
    [
      ['LS', 2_900_000],
      ['LT', 3_300_000],
      ['Premier', 3_900_000],
    ],
  ],
  [
    'Hyundai',
    'Tucson',
    [
      ['Essential', 2_900_000],
      ['Preferred', 3_300_000],
      ['Ultimate', 4_100_000],
    ],
  ],
  [
    'Hyundai',
    'Elantra',
    [
      ['Essential', 2_100_000],
      ['Preferred', 2_400_000],
    ],
  ],
  [
    'Mazda',
    'CX-5',
    [
      ['GX', 3_000_000],
      ['GS', 3_400_000],
      ['GT', 4_000_000],
    ],
  ],
  [
    'Mazda',
    'Mazda3 Sport',
    [
      ['GX', 2_400_000],
      ['GS', 2_700_000],
      ['GT', 3_200_000],
    ],
  ],
  [
    'Subaru',
    'Outback',
    [
      ['Convenience', 3_400_000],
      ['Touring', 3_800_000],
      ['Premier', 4_500_000],
    ],
  ],
  [
    'Kia',
    'Carnival',
    [
      ['LX', 3_900_000],
      ['EX', 4_500_000],
      ['SX', 5_200_000],
    ],
  ],
  [
    'Tesla',
    'Model Y',
    [
      ['Long Range', 6_500_000],
      ['Performance', 7_400_000],
    ],
  ],
  [
    'Ram',
    '1500',
    [
      ['Tradesman', 4_300_000],
      ['Big Horn', 5_000_000],
      ['Laramie', 6_400_000],
    ],
  ],
  [
    'Volkswagen',
    'Jetta',
    [
      ['Comfortline', 2_500_000],
      ['Highline', 2_900_000],
    ],
  ],
];

/** What each option adds to a new vehicle, cents (depreciated with it). */
const OPTION_VALUE: Readonly<Record<TradeInOption, number>> = {
  navigation_system: 120_000,
  power_sunroof: 150_000,
  technology_package: 250_000,
};

/** Regional demand, by province or state (1 elsewhere). */
const REGIONAL_FACTOR: Readonly<Record<string, number>> = { QC: 0.97, BC: 1.03, AB: 1.02, TX: 1.01 };
/** US prices from the Canadian ones. */
const USD_PER_CAD = 0.74;
/** Normal use a year, in km; a mile is 1.609 km. */
const NORMAL_KM_A_YEAR = 20_000;
const KM_PER_MILE = 1.609344;
/** The value lost per 10,000 km beyond normal use, and kept at least. */
const EXCESS_LOSS_PER_10K = 0.03;
const FLOOR_CENTS = 50_000;
const VALID_DAYS = 7;

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The whole catalogue for a year range, built once. */
function catalogue(lastYear: number): TradeInCatalogueVehicle[] {
  const out: TradeInCatalogueVehicle[] = [];
  for (let year = lastYear; year >= FIRST_MODEL_YEAR; year--) {
    for (const [make, model, trims] of MODELS) {
      for (const [trim] of trims) {
        out.push({ vid: `demo-${year}-${slug(make)}-${slug(model)}-${slug(trim)}`, year, make, model, trim });
      }
    }
  }
  return out;
}

const newPrice = (v: TradeInCatalogueVehicle) =>
  MODELS.find(([make, model]) => make === v.make && model === v.model)?.[2].find(
    ([t]) => t === v.trim,
  )?.[1] ?? 0;

const roundTo = (cents: number, step: number) => Math.round(cents / step) * step;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The estimate of the demo valuation (exported for its unit test). */
export function demoEstimate(input: ValuationInput): ValuationResult {
  const { vehicle, options, today } = input;
  const age = Math.max(0, Number(today.slice(0, 4)) - vehicle.year);
  const km = input.unit === 'mi' ? input.odometer * KM_PER_MILE : input.odometer;
  const excessKm = Math.max(0, km - NORMAL_KM_A_YEAR * Math.max(1, age));
  const base = newPrice(vehicle) + options.reduce((sum, o) => sum + OPTION_VALUE[o], 0);
  const byAge = base * 0.82 * 0.87 ** age;
  const byDistance = byAge * Math.max(0.4, 1 - (excessKm / 10_000) * EXCESS_LOSS_PER_10K);
  const regional = byDistance * (REGIONAL_FACTOR[input.provinceCode] ?? 1);
  const local = input.country === 'US' ? regional * USD_PER_CAD : regional;
  const baseTarget = Math.max(FLOOR_CENTS, roundTo(local, 5_000));
  const { adjustments, targetCents } = conditionAdjustments(baseTarget, input.condition);
  const target = Math.max(FLOOR_CENTS, targetCents);
  return {
    target,
    baseTarget,
    adjustments,
    low: Math.max(FLOOR_CENTS, roundTo(target * 0.92, 5_000)),
    high: roundTo(target * 1.06, 5_000),
    expiryDate: addDays(today, VALID_DAYS),
  };
}

/**
 * The VINs the demo decodes (valid check digits; the 10th character is the model year): sandbox
 * vehicles for trying the VIN entry, not a VIN decoder.
 */
export const DEMO_VINS: Readonly<Record<string, string>> = {
  '2HGFC2F56KH512345': 'demo-2019-honda-civic-ex',
  '1FTEW1EP0MFA12345': 'demo-2021-ford-f-150-xlt',
  '2T3W1RFV4JW123456': 'demo-2018-toyota-rav4-le',
  JM3KFBCM2L0123456: 'demo-2020-mazda-cx-5-gs',
  '3VWC57BU3KM123456': 'demo-2019-volkswagen-jetta-comfortline',
};

let built: { year: number; vehicles: TradeInCatalogueVehicle[] } | null = null;
function vehicles(): TradeInCatalogueVehicle[] {
  const year = new Date().getUTCFullYear();
  if (built?.year !== year) built = { year, vehicles: catalogue(year) };
  return built.vehicles;
}

export const demoValuation: TradeInValuation = {
  provider: { name: DEMO_VALUATION_NAME, sandbox: true },
  search: async (q, limit) => {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    return vehicles()
      .filter((v) => {
        const text = `${v.year} ${v.make} ${v.model} ${v.trim}`.toLowerCase();
        return words.every((w) => text.includes(w));
      })
      .slice(0, limit);
  },
  vehicle: async (vid) => vehicles().find((v) => v.vid === vid.toLowerCase()) ?? null,
  value: async (input) => demoEstimate(input),
  decodeVin: async (vin) => {
    const vid = DEMO_VINS[vin];
    return vid ? (vehicles().find((v) => v.vid === vid) ?? null) : null;
  },
};
