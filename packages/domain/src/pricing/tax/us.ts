import type { Jurisdiction, LeaseTaxMethod, TaxComponent, TradeInCreditRule } from './types.ts';

/**
 * State-level tax on a retail motor-vehicle sale by a dealer, for the 50 states and the
 * District of Columbia, as known for 2026. Where a state replaces its sales tax with a titling,
 * excise or highway-use tax on vehicles (AL's 2% automotive rate, GA's TAVT, MD's excise,
 * NC's highway use tax, KY's usage tax, ...) the table carries that rate instead, because that
 * is what the buyer pays on the vehicle. Local rates (county, parish, city, district) are decided
 * by the buyer's ZIP code from the table in us-local.ts (Texas: none); a state or ZIP code the
 * table does not cover uses the dealer's local rate (`localTaxRatePercent`). Either follows the
 * state's trade-in rule.
 *
 * Each entry names its source: the state revenue department's published rate and its trade-in
 * rule. The figures are a snapshot; a dealer in a state whose rules change can override the
 * rate and the trade-in rule in the pricing request (see README, "Overrides").
 *
 * Trade-in credit: most states tax the price less the trade-in allowance. States that do NOT
 * give a trade-in credit: California, Hawaii, Virginia, District of Columbia. Michigan caps the
 * credit ($12,000 for deliveries in 2026: $5,000 in 2019 plus $1,000 each January 1, Public
 * Acts 1 and 2 of 2018, Michigan Department of Treasury RAB 2022-17). Illinois' $10,000 cap
 * (2020–2021) was repealed from January 1, 2022 (SB 58).
 *
 * Leases: most states tax each payment. New York, New Jersey, Minnesota and Ohio tax the sum of
 * the payments at signing; Texas, Virginia, Maryland, Georgia and Oklahoma tax the vehicle's
 * agreed value at signing.
 */

const FULL: TradeInCreditRule = { kind: 'full' };
const NONE: TradeInCreditRule = { kind: 'none' };

interface StateRow {
  code: string;
  name: string;
  ppm: number;
  tradeIn?: TradeInCreditRule;
  lease?: LeaseTaxMethod;
  source: string;
  note?: string;
  extra?: Partial<TaxComponent>;
  more?: TaxComponent[];
}

function state(row: StateRow & { leaseTradeInCredit?: boolean }): Jurisdiction {
  const main: TaxComponent = { code: 'STATE', ppm: row.ppm, tradeIn: row.tradeIn ?? FULL, ...row.extra };
  const jurisdiction: Jurisdiction = {
    country: 'US',
    code: row.code,
    name: row.name,
    components: [main, ...(row.more ?? [])],
    leaseTaxMethod: row.lease ?? (row.ppm === 0 && !row.more ? 'none' : 'per_payment'),
    source: row.source,
    ...(row.note ? { note: row.note } : {}),
    ...(row.leaseTradeInCredit === undefined ? {} : { leaseTradeInCredit: row.leaseTradeInCredit }),
  };
  return jurisdiction;
}

export const US_JURISDICTIONS: readonly Jurisdiction[] = Object.freeze([
  state({
    code: 'AL',
    name: 'Alabama',
    ppm: 20_000,
    source: 'Alabama DOR, automotive sales tax state rate 2% (Code of Ala. §40-23-2(4)); trade-in deducted.',
  }),
  state({
    code: 'AK',
    name: 'Alaska',
    ppm: 0,
    lease: 'per_payment',
    source:
      'Alaska has no state sales tax; boroughs and cities levy local sales taxes (Alaska Dept. of Commerce, Alaska Taxable).',
  }),
  state({
    code: 'AZ',
    name: 'Arizona',
    ppm: 56_000,
    source:
      'Arizona DOR, transaction privilege tax state rate 5.6% (retail class); trade-in excluded from gross proceeds (A.R.S. §42-5061(A)(27)).',
  }),
  state({
    code: 'AR',
    name: 'Arkansas',
    ppm: 65_000,
    source: 'Arkansas DFA, state sales tax 6.5% on vehicles; trade-in credit (Ark. Code §26-52-510).',
    note: 'Reduced rates for used vehicles under $10,000 (Act 1232 of 2019) not modelled.',
  }),
  state({
    code: 'CA',
    name: 'California',
    ppm: 72_500,
    tradeIn: NONE,
    source:
      'CDTFA, statewide base rate 7.25% (includes 1.25% uniform local); no trade-in credit (CDTFA Publication 34, Motor Vehicle Dealers).',
  }),
  state({
    code: 'CO',
    name: 'Colorado',
    ppm: 29_000,
    source: 'Colorado DOR, state sales tax 2.9%; trade-in allowance deducted (C.R.S. §39-26-113(5)).',
  }),
  state({
    code: 'CT',
    name: 'Connecticut',
    ppm: 63_500,
    extra: {
      tiers: [
        { fromCents: 0, ppm: 63_500 },
        { fromCents: 5_000_001, ppm: 77_500 },
      ],
    },
    source:
      'Connecticut DRS, 6.35%; 7.75% on vehicles over $50,000 (Conn. Gen. Stat. §12-408(1)(H)); trade-in deducted.',
  }),
  state({
    code: 'DE',
    name: 'Delaware',
    ppm: 0,
    source: 'Delaware has no sales tax (Delaware Division of Revenue).',
    note: 'The DMV document fee on titling is not a sales tax; a dealer adds it as a fee item.',
  }),
  state({
    code: 'DC',
    name: 'District of Columbia',
    ppm: 60_000,
    tradeIn: NONE,
    source:
      'DC DMV, motor vehicle excise tax at titling: 6% under 3,500 lb (7% to 4,999 lb, 8% above; D.C. Code §50-2201.03(j)), on the full price.',
    note: 'Heavier weight classes: add 1% or 2% as the dealer local rate.',
  }),
  state({
    code: 'FL',
    name: 'Florida',
    ppm: 60_000,
    source: 'Florida DOR, state sales tax 6%; trade-in deducted (Fla. Admin. Code 12A-1.007(21)).',
    note: 'Discretionary surtax applies to the first $5,000 only; not modelled (enter 0 or an effective local rate).',
  }),
  state({
    code: 'GA',
    name: 'Georgia',
    ppm: 70_000,
    lease: 'upfront_on_price',
    source:
      'Georgia DOR, title ad valorem tax (TAVT) 7.0% of fair market value since January 1, 2020, trade-in value deducted for dealer sales (O.C.G.A. §48-5C-1).',
  }),
  state({
    code: 'HI',
    name: 'Hawaii',
    ppm: 40_000,
    tradeIn: NONE,
    source: 'Hawaii DOTAX, general excise tax 4% on gross proceeds; no trade-in deduction (HRS §237-3).',
  }),
  state({
    code: 'ID',
    name: 'Idaho',
    ppm: 60_000,
    source: 'Idaho State Tax Commission, 6%; trade-in deducted (Idaho Code §63-3613(b)(6)).',
  }),
  state({
    code: 'IL',
    name: 'Illinois',
    ppm: 62_500,
    source:
      'Illinois DOR, 6.25% state rate (Form ST-556); full trade-in credit restored January 1, 2022 (P.A. 102-0353, SB 58).',
  }),
  state({
    code: 'IN',
    name: 'Indiana',
    ppm: 70_000,
    source: 'Indiana DOR, 7% sales tax; trade-in deducted (Information Bulletin #28S).',
  }),
  state({
    code: 'IA',
    name: 'Iowa',
    ppm: 50_000,
    source:
      'Iowa DOT, one-time registration fee for new registration 5% in lieu of sales tax; trade-in deducted (Iowa Code §321.105A).',
  }),
  state({
    code: 'KS',
    name: 'Kansas',
    ppm: 65_000,
    source: 'Kansas DOR, state sales tax 6.5%; trade-in deducted (Pub. KS-1526).',
  }),
  state({
    code: 'KY',
    name: 'Kentucky',
    ppm: 60_000,
    source:
      'Kentucky Transportation Cabinet / DOR, motor vehicle usage tax 6%; trade-in allowance deducted on new vehicles (KRS 138.450).',
    note: 'Used vehicles are taxed on book value; not modelled.',
  }),
  state({
    code: 'LA',
    name: 'Louisiana',
    ppm: 50_000,
    source:
      'Louisiana DOR, state sales tax 5% from January 1, 2025 (Act 11 of the 2024 third extraordinary session); trade-in deducted (La. R.S. 47:301(13)).',
  }),
  state({
    code: 'ME',
    name: 'Maine',
    ppm: 55_000,
    source: 'Maine Revenue Services, 5.5%; trade-in deducted (36 M.R.S. §1752(17)).',
  }),
  state({
    code: 'MD',
    name: 'Maryland',
    ppm: 65_000,
    lease: 'upfront_on_price',
    source:
      'Maryland MVA bulletin (May 22, 2025) on HB 352 (BRFA 2025): vehicle excise (titling) tax 6.5% from July 1, 2025; trade-in allowance deducted (Transp. §13-809).',
  }),
  state({
    code: 'MA',
    name: 'Massachusetts',
    ppm: 62_500,
    source: 'Massachusetts DOR, 6.25%; trade-in deducted (830 CMR 64H.25.1).',
  }),
  state({
    code: 'MI',
    name: 'Michigan',
    ppm: 60_000,
    tradeIn: { kind: 'capped', capCents: 1_200_000 },
    source:
      'Michigan Treasury, 6%; trade-in credit capped at $12,000 for 2026 deliveries (PA 1 & 2 of 2018; RAB 2022-17; SOS FAQ Oct. 2023).',
  }),
  state({
    code: 'MN',
    name: 'Minnesota',
    ppm: 65_000,
    lease: 'upfront_on_payments',
    source: 'Minnesota DOR, motor vehicle sales tax 6.5% (Minn. Stat. §297B.02); trade-in deducted.',
  }),
  state({
    code: 'MS',
    name: 'Mississippi',
    ppm: 50_000,
    source:
      'Mississippi DOR, reduced rate 5% on motor vehicles (Miss. Code §27-65-17(1)(b)); trade-in deducted.',
  }),
  state({
    code: 'MO',
    name: 'Missouri',
    ppm: 42_250,
    source: 'Missouri DOR, state motor vehicle sales tax 4.225%; trade-in deducted (RSMo 144.025).',
  }),
  state({ code: 'MT', name: 'Montana', ppm: 0, source: 'Montana has no sales tax (Montana DOR).' }),
  state({
    code: 'NE',
    name: 'Nebraska',
    ppm: 55_000,
    source: 'Nebraska DOR, 5.5%; trade-in deducted (Neb. Rev. Stat. §77-2701.35).',
  }),
  state({
    code: 'NV',
    name: 'Nevada',
    ppm: 68_500,
    source: 'Nevada Department of Taxation, statewide rate 6.85%; trade-in deducted (NRS 372.025).',
  }),
  state({ code: 'NH', name: 'New Hampshire', ppm: 0, source: 'New Hampshire has no sales tax (NH DRA).' }),
  state({
    code: 'NJ',
    name: 'New Jersey',
    ppm: 66_250,
    lease: 'upfront_on_payments',
    source:
      'New Jersey Division of Taxation, 6.625% since January 1, 2018; trade-in deducted (N.J.S.A. 54:32B-2).',
  }),
  state({
    code: 'NM',
    name: 'New Mexico',
    ppm: 40_000,
    source:
      'New Mexico MVD, motor vehicle excise tax 4% since July 1, 2019 (NMSA §7-14-3); trade-in deducted.',
  }),
  state({
    code: 'NY',
    name: 'New York',
    ppm: 40_000,
    lease: 'upfront_on_payments',
    source: 'New York DTF, state rate 4% (Publication 718); trade-in deducted (Tax Bulletin ST-555).',
  }),
  state({
    code: 'NC',
    name: 'North Carolina',
    ppm: 30_000,
    source:
      'NCDMV, highway use tax 3% in lieu of sales tax (G.S. 105-187.3); trade-in deducted for dealer sales.',
  }),
  state({
    code: 'ND',
    name: 'North Dakota',
    ppm: 50_000,
    source: 'North Dakota DOT, motor vehicle excise tax 5% (N.D.C.C. 57-40.3); trade-in deducted.',
  }),
  state({
    code: 'OH',
    name: 'Ohio',
    ppm: 57_500,
    lease: 'upfront_on_payments',
    source: 'Ohio Department of Taxation, 5.75%; trade-in deducted on new vehicles (R.C. 5739.01(H)(4)(f)).',
    note: 'No trade-in credit on used-vehicle purchases; not modelled.',
  }),
  state({
    code: 'OK',
    name: 'Oklahoma',
    ppm: 12_500,
    lease: 'upfront_on_price',
    more: [{ code: 'EXCISE', ppm: 32_500, tradeIn: NONE }],
    source:
      'Oklahoma Tax Commission, sales tax 1.25% (trade-in deducted) plus motor vehicle excise tax 3.25% on the full price (68 O.S. §2103, §1355).',
  }),
  state({
    code: 'OR',
    name: 'Oregon',
    ppm: 0,
    source: 'Oregon has no sales tax (Oregon DOR).',
    note: 'The 0.5% vehicle privilege tax on new vehicles is paid by the dealer; a dealer may add it as a fee item.',
  }),
  state({
    code: 'PA',
    name: 'Pennsylvania',
    ppm: 60_000,
    source: 'Pennsylvania DOR, 6% (REV-227); trade-in deducted.',
  }),
  state({
    code: 'RI',
    name: 'Rhode Island',
    ppm: 70_000,
    source: 'Rhode Island Division of Taxation, 7%; trade-in deducted (R.I.G.L. §44-18-12).',
  }),
  state({
    code: 'SC',
    name: 'South Carolina',
    ppm: 50_000,
    extra: { maxTaxCents: 50_000 },
    source:
      'South Carolina DOR, infrastructure maintenance fee 5% capped at $500 (S.C. Code §56-3-627); trade-in deducted.',
  }),
  state({
    code: 'SD',
    name: 'South Dakota',
    ppm: 40_000,
    source: 'South Dakota DOR, motor vehicle excise tax 4% (SDCL 32-5B-1); trade-in deducted.',
  }),
  state({
    code: 'TN',
    name: 'Tennessee',
    ppm: 70_000,
    source: 'Tennessee DOR, 7% state rate; trade-in deducted (T.C.A. §67-6-510).',
    note: 'Single-article local cap and state 2.75% over $1,600–$3,200 not modelled.',
  }),
  state({
    code: 'TX',
    name: 'Texas',
    ppm: 62_500,
    lease: 'upfront_on_price',
    leaseTradeInCredit: false,
    source:
      'Texas Comptroller, motor vehicle sales tax 6.25% (Tax Code §152.021); trade-in deducted (§152.002(b)(5); Motor Vehicle Tax Guide 96-254, "Trade-Ins"). State tax only: no local tax on vehicles (us-local.ts). Lease: tax on the leasing company\'s purchase price at titling, none on the payments (96-254, "Leases"); the lessee is not the purchaser, so a lessee\'s trade-in does not lower it.',
  }),
  state({
    code: 'UT',
    name: 'Utah',
    ppm: 48_500,
    source: 'Utah State Tax Commission, state rate 4.85% (Pub. 25); trade-in deducted.',
  }),
  state({
    code: 'VT',
    name: 'Vermont',
    ppm: 60_000,
    source: 'Vermont DMV, purchase and use tax 6% (32 V.S.A. §8903); trade-in deducted.',
  }),
  state({
    code: 'VA',
    name: 'Virginia',
    ppm: 41_500,
    tradeIn: NONE,
    lease: 'upfront_on_price',
    source:
      'Virginia DMV, motor vehicle sales and use tax 4.15% (Code of Va. §58.1-2402); no trade-in credit.',
  }),
  state({
    code: 'WA',
    name: 'Washington',
    ppm: 68_000,
    source:
      'Washington DOR, 6.5% state rate plus 0.3% motor vehicle sales tax (RCW 82.08.020(3)); trade-in deducted (RCW 82.08.010(1)).',
  }),
  state({
    code: 'WV',
    name: 'West Virginia',
    ppm: 60_000,
    source: 'West Virginia DMV, 6% privilege tax on titling (W. Va. Code §17A-3-4); trade-in deducted.',
  }),
  state({
    code: 'WI',
    name: 'Wisconsin',
    ppm: 50_000,
    source: 'Wisconsin DOR, 5% state rate (Pub. 202); trade-in deducted.',
  }),
  state({
    code: 'WY',
    name: 'Wyoming',
    ppm: 40_000,
    source: 'Wyoming DOR, 4% state rate; trade-in deducted (W.S. 39-15-101(a)(viii)).',
  }),
]);
