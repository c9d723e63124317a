import { vinCheckDigit } from '@storefront/domain';

/** Model-year codes (position 10), 2010 to 2030. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

export function modelYearCode(year: number): string {
  const code = YEAR_CODES[year - 2010];
  if (!code) throw new Error(`No VIN year code for ${year}`);
  return code;
}

/**
 * Builds a valid VIN from a 3-character WMI, a 5-character descriptor, a plant code and a serial;
 * position 9 is the North American check digit computed by the domain's rule.
 */
export function buildVin(wmi: string, vds: string, year: number, plant: string, serial: number): string {
  const draft = `${wmi}${vds}0${modelYearCode(year)}${plant}${String(serial).padStart(6, '0')}`;
  const check = draft.length === 17 ? vinCheckDigit(draft) : null;
  if (check === null) throw new Error(`Bad VIN parts: ${draft}`);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}
