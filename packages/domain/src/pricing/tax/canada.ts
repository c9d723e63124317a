import type { Jurisdiction, TaxComponent } from './types.ts';

/**
 * Sales taxes on a retail vehicle sale or lease by a GST/HST-registered dealer, for every
 * Canadian province and territory, as in force in 2026.
 *
 * Trade-ins: for GST/HST, when a registrant accepts used goods from a non-registrant (a consumer)
 * as a trade-in, tax applies only to the net amount (Excise Tax Act s. 153(4); CRA GST/HST
 * Memorandum 15.2 "Trade-ins"). Quebec mirrors it for the QST (Act respecting the QST s. 55).
 * BC (PST Bulletin PST 308 "PST on Vehicles", Trade-Ins section), Saskatchewan (Information
 * Bulletin PST-9 "Vehicle Dealers") and Manitoba (RST Bulletin 005 "Motor Vehicle Dealers")
 * also tax the net of the trade-in. Every component below therefore reduces its base by the
 * trade-in value.
 *
 * Leases: every province taxes each lease payment at the same rates (for BC the tier is set by
 * the vehicle's value at the start of the lease, PST Bulletin 308 "Leased Vehicles").
 */

const GST: TaxComponent = { code: 'GST', ppm: 50_000, tradeIn: { kind: 'full' } };

function hst(ppm: number): TaxComponent {
  return { code: 'HST', ppm, tradeIn: { kind: 'full' } };
}

const CRA_RATES = 'CRA, "GST/HST rates" (canada.ca, GST/HST calculator and rates), checked 2026';

/**
 * BC PST on passenger vehicles bought from a dealer or leased, by purchase price (ICBC "PST on
 * vehicles"; PST Bulletin 308): under $55,000 7%; $55,000–55,999.99 8%; $56,000–56,999.99 9%;
 * $57,000–124,999.99 10%; $125,000–149,999.99 15%; $150,000 and over 20%. Non-passenger
 * vehicles pay 7%. The rate applies to the whole price, not marginally.
 */
export const BC_PASSENGER_PST_TIERS = Object.freeze([
  { fromCents: 0, ppm: 70_000 },
  { fromCents: 5_500_000, ppm: 80_000 },
  { fromCents: 5_600_000, ppm: 90_000 },
  { fromCents: 5_700_000, ppm: 100_000 },
  { fromCents: 12_500_000, ppm: 150_000 },
  { fromCents: 15_000_000, ppm: 200_000 },
] as const);

export const CANADA_JURISDICTIONS: readonly Jurisdiction[] = Object.freeze([
  {
    country: 'CA',
    code: 'AB',
    name: 'Alberta',
    components: [GST],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; Alberta levies no provincial sales tax.`,
  },
  {
    country: 'CA',
    code: 'BC',
    name: 'British Columbia',
    components: [
      GST,
      {
        code: 'PST',
        ppm: 70_000,
        tiers: BC_PASSENGER_PST_TIERS,
        tiersPassengerOnly: true,
        tradeIn: { kind: 'full' },
      },
    ],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; BC Ministry of Finance PST Bulletin 308 "PST on Vehicles" (rev. 2023) and ICBC "PST on vehicles".`,
    note: 'Zero-emission vehicle tiers and private-sale rates (12%) are not modelled: the storefront sells through dealers.',
  },
  {
    country: 'CA',
    code: 'MB',
    name: 'Manitoba',
    components: [GST, { code: 'RST', ppm: 70_000, tradeIn: { kind: 'full' } }],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; Manitoba Finance, Retail Sales Tax 7%, RST Bulletin 005 "Motor Vehicle Dealers".`,
  },
  {
    country: 'CA',
    code: 'NB',
    name: 'New Brunswick',
    components: [hst(150_000)],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; HST 15% since July 1, 2016.`,
  },
  {
    country: 'CA',
    code: 'NL',
    name: 'Newfoundland and Labrador',
    components: [hst(150_000)],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; HST 15% since July 1, 2016.`,
  },
  {
    country: 'CA',
    code: 'NS',
    name: 'Nova Scotia',
    components: [hst(140_000)],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; HST 14% from April 1, 2025 (Nova Scotia Finance and Treasury Board, provincial part cut from 10% to 9%).`,
  },
  {
    country: 'CA',
    code: 'NT',
    name: 'Northwest Territories',
    components: [GST],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; no territorial sales tax.`,
  },
  {
    country: 'CA',
    code: 'NU',
    name: 'Nunavut',
    components: [GST],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; no territorial sales tax.`,
  },
  {
    country: 'CA',
    code: 'ON',
    name: 'Ontario',
    components: [hst(130_000)],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; HST 13% since July 1, 2010.`,
  },
  {
    country: 'CA',
    code: 'PE',
    name: 'Prince Edward Island',
    components: [hst(150_000)],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; HST 15% since October 1, 2016.`,
  },
  {
    country: 'CA',
    code: 'QC',
    name: 'Quebec',
    components: [GST, { code: 'QST', ppm: 99_750, tradeIn: { kind: 'full' } }],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; Revenu Québec, QST 9.975% on the price excluding GST since January 1, 2013.`,
  },
  {
    country: 'CA',
    code: 'SK',
    name: 'Saskatchewan',
    components: [GST, { code: 'PST', ppm: 60_000, tradeIn: { kind: 'full' } }],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; Saskatchewan PST 6% (Information Bulletin PST-9 "Vehicle Dealers").`,
  },
  {
    country: 'CA',
    code: 'YT',
    name: 'Yukon',
    components: [GST],
    leaseTaxMethod: 'per_payment',
    source: `${CRA_RATES}; no territorial sales tax.`,
  },
] satisfies Jurisdiction[]);
