/**
 * Government levies and regulatory fees that a dealer passes on with a vehicle, shown in the
 * pricing stack's levies group. Amounts in cents; each entry documents its source. All are
 * subject to GST/HST (and QST or PST where noted) because they form part of the consideration
 * for the vehicle. A dealer can switch any default levy off and add its own (request `fees`
 * with group `levies`), e.g. the tire fees of provinces not listed here.
 */

/** Codes of the levies the engine can apply by default. */
export const DEFAULT_LEVY_CODES = [
  'ca_ac_excise_tax',
  'ca_green_levy',
  'on_omvic_fee',
  'qc_tire_duty',
  'ab_tire_fee',
  'bc_tire_fee',
] as const;
export type DefaultLevyCode = (typeof DEFAULT_LEVY_CODES)[number];

/**
 * Federal excise tax on air conditioners designed for use in automobiles, $100 per new vehicle
 * (Excise Tax Act, R.S.C. 1985, c. E-15, Schedule I, s. 7(a)). GST/HST applies on top.
 */
export const CA_AC_EXCISE_TAX_CENTS = 10_000;

/**
 * Federal excise tax on fuel-inefficient vehicles ("green levy"), by weighted average fuel
 * consumption (55% city, 45% highway) in L/100 km, new passenger automobiles only, pickups
 * excluded (Excise Tax Act, Schedule I, s. 7.1): 13 to under 14: $1,000; 14 to under 15:
 * $2,000; 15 to under 16: $3,000; 16 and over: $4,000.
 */
export const CA_GREEN_LEVY_BANDS = Object.freeze([
  { fromL100km: 13, cents: 100_000 },
  { fromL100km: 14, cents: 200_000 },
  { fromL100km: 15, cents: 300_000 },
  { fromL100km: 16, cents: 400_000 },
] as const);

/** OMVIC transaction fee, $12.50 per retail sale or lease from April 1, 2024 (omvic.ca, Transaction Fees). */
export const ON_OMVIC_FEE_CENTS = 1_250;

/**
 * Québec specific duty on new tires, $4.50 per car tire with an overall diameter of 33 inches or
 * less from July 1, 2023, spares included (Revenu Québec, "Specific Duty on New Tires to Increase
 * on July 1, 2023"; Act respecting the QST, s. 541.49). Subject to GST and QST.
 */
export const QC_TIRE_DUTY_CENTS_PER_TIRE = 450;

/** Alberta tire recycling environmental fee, $4.00 per car or light-truck tire, spares included (Alberta Recycling, Eligible Products & Fees). */
export const AB_TIRE_FEE_CENTS_PER_TIRE = 400;

/** British Columbia advance disposal fee (eco fee), $5 per car or light-truck tire (Tire Stewardship BC). */
export const BC_TIRE_FEE_CENTS_PER_TIRE = 500;

/** What decides which levies apply. */
export interface LevyContext {
  country: 'CA' | 'US';
  region: string;
  isNew: boolean;
  isPassengerVehicle: boolean;
  isPickup: boolean;
  hasAirConditioning: boolean;
  tireCount: number;
  /** Weighted average fuel consumption in L/100 km, when known. */
  fuelConsumptionL100km?: number | undefined;
  /** Levies the dealer switched off. */
  excluded: readonly DefaultLevyCode[];
}

/** A levy line before it is placed on the stack. */
export interface LevyAmount {
  code: DefaultLevyCode;
  amountCents: number;
  /** Quantity the amount is for (tires), 1 otherwise. */
  quantity: number;
}

/** Green levy for a weighted fuel consumption, cents (0 below 13 L/100 km). */
export function greenLevyCents(fuelConsumptionL100km: number): number {
  let cents = 0;
  for (const band of CA_GREEN_LEVY_BANDS) {
    if (fuelConsumptionL100km >= band.fromL100km) cents = band.cents;
  }
  return cents;
}

/** The default levies that apply to a deal, in display order. */
export function defaultLevies(context: LevyContext): LevyAmount[] {
  const levies: LevyAmount[] = [];
  const add = (code: DefaultLevyCode, amountCents: number, quantity = 1): void => {
    if (amountCents > 0 && !context.excluded.includes(code)) levies.push({ code, amountCents, quantity });
  };
  if (context.country !== 'CA') return levies;
  const region = context.region.toUpperCase();
  if (context.isNew && context.hasAirConditioning) add('ca_ac_excise_tax', CA_AC_EXCISE_TAX_CENTS);
  if (
    context.isNew &&
    context.isPassengerVehicle &&
    !context.isPickup &&
    context.fuelConsumptionL100km !== undefined
  ) {
    add('ca_green_levy', greenLevyCents(context.fuelConsumptionL100km));
  }
  if (region === 'ON') add('on_omvic_fee', ON_OMVIC_FEE_CENTS);
  if (context.isNew) {
    const tires = Math.max(0, Math.trunc(context.tireCount));
    if (region === 'QC') add('qc_tire_duty', QC_TIRE_DUTY_CENTS_PER_TIRE * tires, tires);
    if (region === 'AB') add('ab_tire_fee', AB_TIRE_FEE_CENTS_PER_TIRE * tires, tires);
    if (region === 'BC') add('bc_tire_fee', BC_TIRE_FEE_CENTS_PER_TIRE * tires, tires);
  }
  return levies;
}
