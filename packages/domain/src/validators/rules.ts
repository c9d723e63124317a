/**
 * Field validators of spec 1 §5 and spec 3 §5, as pure predicates. Every function takes the raw
 * field value (usually a string from an input) and answers true when it is valid. Emptiness is not
 * judged here: the validation item skips empty values for every rule but `required`.
 */
import {
  COMPANY_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_MASK_CA,
  PHONE_MASK_US,
  POSTAL_CODE_MASK_CA,
  POSTAL_CODE_MASK_US,
  VIN_LENGTH,
} from '../constants.ts';
import { usStateOfZip } from '../pricing/tax/us-zip.ts';
import type { Country } from '../schemas/common.ts';

// ---------------------------------------------------------------------------
// Emptiness
// ---------------------------------------------------------------------------

/** Empty means undefined, null, a blank string or an empty array. Zero and false are values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

// ---------------------------------------------------------------------------
// Postal code (spec 1 §5, spec 2 §5, spec 3 §5)
// ---------------------------------------------------------------------------

/** Canada: letter-digit-letter, optional space or dash, digit-letter-digit. */
export const CA_POSTAL_CODE_PATTERN = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
/** USA: ZIP of 5 digits; the pattern also accepts ZIP+4 (9 digits, optionally dashed). */
export const US_ZIP_PATTERN = /^\d{5}(?:-?\d{4})?$/;

/** No ZIP code begins 000 to 004 (the lowest, 00501, is Holtsville NY): "00000" is no place. */
const UNASSIGNED_ZIP_PREFIX = /^00[0-4]/;

export function isPostalCode(value: string, country: Country): boolean {
  if (country === 'CA') return CA_POSTAL_CODE_PATTERN.test(value);
  return US_ZIP_PATTERN.test(value) && !UNASSIGNED_ZIP_PREFIX.test(value);
}

/** Canonical spelling: `A1A 1A1` for Canada, digits (with `-` before the +4) for the USA. */
export function normalizePostalCode(value: string, country: Country): string {
  if (country === 'CA') {
    const compact = value.replace(/[\s-]/g, '').toUpperCase();
    return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
  }
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * Province of a Canadian postal code from its first letter (Canada Post forward sortation areas).
 * X covers the Northwest Territories and Nunavut: X0A to X0C are Nunavut, the rest NT. Null for a
 * letter no province has.
 */
const PROVINCE_BY_LETTER: Readonly<Record<string, string>> = Object.freeze({
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
});

export function canadianProvince(postalCode: string): string | null {
  const upper = postalCode.trim().toUpperCase();
  if (/^X0[ABC]/.test(upper)) return 'NU';
  return PROVINCE_BY_LETTER[upper.charAt(0)] ?? null;
}

/**
 * The province (Canada) or state (USA, by its ZIP prefix) a whole postal code names: the rule of the
 * server's geo validation (spec 2 §7), which the deposit form also fills the province from. Null for
 * a code not complete or not valid, and for one that names none (a military ZIP code).
 */
export function provinceOfPostalCode(value: string, country: Country): string | null {
  const code = value.trim();
  if (!isPostalCode(code, country)) return null;
  return country === 'CA' ? canadianProvince(code) : usStateOfZip(code);
}

export function postalCodeMask(country: Country): string {
  return country === 'CA' ? POSTAL_CODE_MASK_CA : POSTAL_CODE_MASK_US;
}

// ---------------------------------------------------------------------------
// SIN (Luhn) and SSN
// ---------------------------------------------------------------------------

/** Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Canadian social insurance number: 9 digits (spaces or dashes between groups allowed), Luhn valid. */
export function isSin(value: string): boolean {
  if (!/^\d{3}[ -]?\d{3}[ -]?\d{3}$/.test(value)) return false;
  return luhnValid(value.replace(/\D/g, ''));
}

/**
 * US social security number format: ddd-dd-dddd or 9 digits. Numbers the SSA never issues are
 * refused: area 000, 666 or 900-999, group 00, serial 0000.
 */
export function isSsn(value: string): boolean {
  const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(value);
  if (!m) return false;
  const [, area = '', group = '', serial = ''] = m;
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  return group !== '00' && serial !== '0000';
}

// ---------------------------------------------------------------------------
// Name, city, company
// ---------------------------------------------------------------------------

/** Letters (any script, with accents), spaces, apostrophes, hyphens and periods. */
const NAME_PATTERN = /^[\p{L}\p{M}' .-]+$/u;

/** Name: 2 to 30 characters, not starting with a space, no digits or symbols but ' . - */
export function isName(value: string): boolean {
  const length = [...value].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) return false;
  if (value.startsWith(' ')) return false;
  return NAME_PATTERN.test(value);
}

/** City: letters with accents, separated by single spaces, hyphens, apostrophes or '. '. */
const CITY_PATTERN = /^[\p{L}\p{M}]+(?:(?: |-|'|\. )[\p{L}\p{M}]+)*\.?$/u;
export function isCity(value: string): boolean {
  return CITY_PATTERN.test(value);
}

/** Company: 2+ characters, no leading or trailing space, an alphanumeric, only letters, digits, space and !.- */
export function isCompany(value: string): boolean {
  if ([...value].length < COMPANY_MIN_LENGTH) return false;
  if (value !== value.trim()) return false;
  if (!/[\p{L}\p{N}]/u.test(value)) return false;
  return /^[\p{L}\p{M}\p{N} !.-]+$/u.test(value);
}

// ---------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------

/** Optional minus, digits, and at most `decimals` decimals (0 means integers only). */
export function isDecimal(value: string | number, decimals = 2): boolean {
  const text = String(value);
  const pattern = decimals > 0 ? new RegExp(`^-?\\d+(?:\\.\\d{1,${decimals}})?$`) : /^-?\d+$/;
  return pattern.test(text);
}

/** Integers only. */
export function isNoCents(value: string | number): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return /^-?\d+$/.test(value);
}

/** Above 0. */
export function isPositive(value: string | number): boolean {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 && (typeof value === 'number' || value.trim() !== '');
}

// ---------------------------------------------------------------------------
// Dates: ./dates.ts (a module of its own: the formatters need them, the other rules only forms)
// ---------------------------------------------------------------------------

export * from './dates.ts';

// ---------------------------------------------------------------------------
// Phone (NANP)
// ---------------------------------------------------------------------------

/** US variant: ddd-ddd-dddd (dashes optional); area code and exchange start 2-9. */
export const US_PHONE_PATTERN = /^[2-9]\d{2}-?[2-9]\d{2}-?\d{4}$/;
/** CA variant: also allows parentheses around the area code and spaces. */
export const CA_PHONE_PATTERN = /^(?:\([2-9]\d{2}\)|[2-9]\d{2})[ -]?[2-9]\d{2}[ -]?\d{4}$/;

export function isPhone(value: string, country: Country = 'CA'): boolean {
  return (country === 'US' ? US_PHONE_PATTERN : CA_PHONE_PATTERN).test(value);
}

/** The phone input mask: (###) ###-#### for CA and default, ###-###-#### for US. */
export function phoneMask(country: Country | undefined): string {
  return country === 'US' ? PHONE_MASK_US : PHONE_MASK_CA;
}

/**
 * Applies a mask (`#` digit, `A` letter, anything else literal) to raw input, dropping characters
 * that do not fit. Literals are written only when a following slot gets a character.
 */
export function applyMask(raw: string, mask: string): string {
  const chars = [...raw].filter((c) => /[\p{L}\p{N}]/u.test(c));
  let out = '';
  let pending = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= chars.length) break;
    if (slot === '#' || slot === 'A') {
      while (i < chars.length) {
        const c = chars[i++] ?? '';
        const fits = slot === '#' ? /\d/.test(c) : /\p{L}/u.test(c);
        if (fits) {
          out += pending + (slot === 'A' ? c.toUpperCase() : c);
          pending = '';
          break;
        }
      }
    } else {
      pending += slot;
    }
  }
  return out;
}

/** Digits of a phone number (dashes, spaces and parentheses stripped). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Ten digits of a North American number (a leading 1 dropped), or null. */
const nanpDigits = (value: string): string | null => {
  const digits = phoneDigits(value).replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? digits : null;
};

/**
 * A phone number as people read it in both countries, (512) 555-0134, when it is a North American
 * number of ten digits (a leading 1 dropped); anything else as it was typed. The US convention
 * (and the common Canadian one, the kit's Canadian mask) is the area code in parentheses; the US
 * input mask of the spec (###-###-####) stays how a number is typed, not how it is shown. The
 * country is kept for callers that pass it: both countries write a number alike.
 */
export function formatPhone(value: string, _country?: Country | undefined): string {
  const digits = nanpDigits(value);
  return digits === null ? value : applyMask(digits, PHONE_MASK_CA);
}

/**
 * The `tel:` address of a phone number: a North American number in E.164 (`tel:+15125550134`, what
 * RFC 3966 asks for a global number, dialled alike from any country), another with its own `+`
 * and digits, a short number as its digits.
 */
export function telUri(value: string): string {
  const digits = nanpDigits(value);
  if (digits !== null) return `tel:+1${digits}`;
  return `tel:${value.trim().startsWith('+') ? '+' : ''}${phoneDigits(value)}`;
}

// ---------------------------------------------------------------------------
// VIN
// ---------------------------------------------------------------------------

/** 17 characters, digits and letters except I, O and Q (case-insensitive). */
export const VIN_PATTERN = new RegExp(`^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$`, 'i');

export function isVin(value: string): boolean {
  return VIN_PATTERN.test(value);
}

const VIN_TRANSLITERATION: Readonly<Record<string, number>> = {
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
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The North American check digit (position 9) a VIN should carry: '0'-'9' or 'X'. Null when the
 * value is not VIN-shaped. Not required by the spec's vin rule: a helper for trade-in decoding.
 */
export function vinCheckDigit(value: string): string | null {
  if (!isVin(value)) return null;
  const vin = value.toUpperCase();
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin.charAt(i);
    const n = /\d/.test(c) ? Number(c) : (VIN_TRANSLITERATION[c] ?? 0);
    sum += n * (VIN_WEIGHTS[i] ?? 0);
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** True when the VIN's position 9 matches its computed check digit. */
export function hasValidVinCheckDigit(value: string): boolean {
  const expected = vinCheckDigit(value);
  return expected !== null && value.toUpperCase().charAt(8) === expected;
}

// ---------------------------------------------------------------------------
// URL and e-mail
// ---------------------------------------------------------------------------

/** url: the value parses as an absolute URL. */
export function isUrl(value: string): boolean {
  return URL.canParse(value);
}

function withoutProtocol(value: string): string {
  return value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/** uniqueURL: differs from `other` ignoring protocol (and case and a trailing slash). */
export function isUniqueUrl(value: string, other: string | null | undefined): boolean {
  if (other === null || other === undefined || other === '') return true;
  return withoutProtocol(value) !== withoutProtocol(other);
}

/** ascii-email: only ASCII characters. */
export function isAscii(value: string): boolean {
  return /^[\x20-\x7E]*$/.test(value);
}

/** E-mail shape: local@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
