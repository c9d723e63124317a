import { type Country, isPostalCode, normalizePostalCode, usStateOfZip } from '@storefront/domain';

/**
 * Province of a Canadian postal code from its first letter (Canada Post forward sortation areas).
 * X covers the Northwest Territories and Nunavut: X0A-X0C are Nunavut, the rest NT.
 * TODO(domain): move
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

export type PostalCheck =
  | { ok: true; postalCode: string; provinceCode: string | null }
  | { ok: false; message: string };

/** Validates a postal code (Canada) or ZIP code (USA) for the dealer's country. */
export function checkPostalCode(raw: string, country: Country): PostalCheck {
  const value = raw.trim();
  if (value === '') return { ok: false, message: 'This field is required.' };
  if (!isPostalCode(value, country)) {
    return {
      ok: false,
      message:
        country === 'CA' ? 'Enter a valid postal code, e.g. A1A 1A1.' : 'Enter a valid ZIP code, e.g. 78704.',
    };
  }
  const postalCode = normalizePostalCode(value, country);
  if (country === 'CA') {
    const provinceCode = canadianProvince(postalCode);
    if (!provinceCode) return { ok: false, message: 'Enter a valid postal code, e.g. A1A 1A1.' };
    return { ok: true, postalCode, provinceCode };
  }
  // A ZIP code's state (USPS prefixes); none for a military address (AA, AE, AP).
  return { ok: true, postalCode, provinceCode: usStateOfZip(postalCode) };
}
