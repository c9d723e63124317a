import {
  type Country,
  canadianProvince,
  isPostalCode,
  normalizePostalCode,
  usStateOfZip,
} from '@storefront/domain';

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
