import { type Country, isPostalCode, provinceOfPostalCode } from '../internal/domain.ts';

/**
 * The billing address's postal code and province, and whether the province is the one the code
 * filled in. The code names its province (Canada) or state (USA, by its ZIP prefix) by the rule of
 * the server's geo validation (the domain's `provinceOfPostalCode`): an empty province is filled from
 * a whole code, and follows a new code until the shopper chooses one; a province the shopper chose is
 * never changed. X (the Northwest Territories or Nunavut) is left to the shopper, as is a place the
 * province list does not offer.
 */
export interface BillingPlace {
  postal_code: string;
  province: string;
  provinceFromPostalCode: boolean;
}

/** The province a postal code fills in, or null. `offered`: the picker's codes (empty: not read yet). */
function provinceToFill(postalCode: string, country: Country, offered: readonly string[]): string | null {
  const code = postalCode.trim();
  if (country === 'CA' && /^x/i.test(code)) return null;
  const province = provinceOfPostalCode(code, country);
  return province && (offered.length === 0 || offered.includes(province)) ? province : null;
}

/** The form's start: the postal code the shopper already gave, and its province. */
export function billingPlace(postalCode: string, country: Country, offered: readonly string[]): BillingPlace {
  return withPostalCode(
    { postal_code: '', province: '', provinceFromPostalCode: false },
    postalCode,
    country,
    offered,
  );
}

/** A postal code typed: the province filled or followed where the shopper has not chosen one. */
export function withPostalCode(
  place: BillingPlace,
  postalCode: string,
  country: Country,
  offered: readonly string[],
): BillingPlace {
  const next = { ...place, postal_code: postalCode };
  if (place.province !== '' && !place.provinceFromPostalCode) return next;
  // A code still being typed changes nothing.
  if (!isPostalCode(postalCode.trim(), country)) return next;
  const province = provinceToFill(postalCode, country, offered);
  return province
    ? { ...next, province, provinceFromPostalCode: true }
    : { ...next, province: '', provinceFromPostalCode: false };
}

/** A province the shopper chose: kept whatever code comes next. */
export function withProvince(place: BillingPlace, province: string): BillingPlace {
  return { ...place, province, provinceFromPostalCode: false };
}
