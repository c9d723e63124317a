/** VIN check digit (ISO 3779 / 49 CFR 565): position 9 of a 17-character North American VIN. */

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Model-year codes (position 10), 2010 to 2030. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

export const VIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return Number(ch);
  const v = TRANSLITERATION[ch];
  if (v === undefined) throw new Error(`Invalid VIN character ${ch}`);
  return v;
}

export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += charValue(vin[i] ?? '0') * (WEIGHTS[i] ?? 0);
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vinCheckDigit(vin) === vin[8];
}

export function modelYearCode(year: number): string {
  const code = YEAR_CODES[year - 2010];
  if (!code) throw new Error(`No VIN year code for ${year}`);
  return code;
}

/** Builds a valid VIN from a 3-character WMI, a 5-character descriptor, a plant code and a serial. */
export function buildVin(wmi: string, vds: string, year: number, plant: string, serial: number): string {
  const draft = `${wmi}${vds}0${modelYearCode(year)}${plant}${String(serial).padStart(6, '0')}`;
  if (draft.length !== 17) throw new Error(`Bad VIN parts: ${draft}`);
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
