/**
 * Country feature flags (spec 2 §9, spec 3 §9). A module of their own, without zod, so a display
 * component that reads them (the payment configurator: credit scores, distance unit) does not bring
 * the dealer schemas and zod into an app's bundle; `dealer.ts` re-exports them.
 */
export const COUNTRY_FEATURES = Object.freeze({
  CA: { creditScores: false, leaseDisbursements: true, accurateAddonPrices: true, distanceUnit: 'km' },
  US: { creditScores: true, leaseDisbursements: false, accurateAddonPrices: true, distanceUnit: 'mi' },
} as const);
