/**
 * Input masks of the kit: phone (###) ###-#### (CA, default) and ###-###-#### (US), Canadian postal
 * code A#A #A# and ZIP #####. The mask strings and `applyMask` are the domain's; this module only
 * chooses a mask and derives input attributes from it.
 */
import type { Country } from '../internal/domain.ts';
import { applyMask, phoneMask, postalCodeMask } from '../internal/domain.ts';

export const INPUT_MASK_KINDS = ['phone', 'postalCode'] as const;
export type InputMaskKind = (typeof INPUT_MASK_KINDS)[number];

const MASK_BY_KIND: Readonly<Record<InputMaskKind, (country: Country) => string>> = {
  phone: phoneMask,
  postalCode: postalCodeMask,
};

/** The mask string for a kind of input in a country. */
export const inputMask = (kind: InputMaskKind, country: Country): string => MASK_BY_KIND[kind](country);

/** `numeric` keyboard when the mask takes only digits. */
export const inputModeFor = (mask: string): 'numeric' | 'text' => (/A/.test(mask) ? 'text' : 'numeric');

const slotCount = (mask: string): number => mask.replace(/[^#A]/g, '').length;
const alnumCount = (text: string): number => [...text].filter((c) => /[\p{L}\p{N}]/u.test(c)).length;

/**
 * A North American phone number pasted with its country code (+1, eleven digits) loses it: no area
 * code starts with 1, so an eleventh digit in front is the country's, not the number's.
 */
const withoutCountryCode = (raw: string, mask: string): string => {
  if (/A/.test(mask) || slotCount(mask) !== 10) return raw;
  const digits = raw.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : raw;
};

/**
 * Value after typing or pasting: the raw text fitted to the mask, never longer than the mask (the
 * input itself has no maximum length, so a number pasted with its punctuation keeps every digit). A mask of letters
 * and digits (the Canadian postal code) never drops what the shopper typed: a character that does
 * not fit its place (a digit typed first) keeps the text as typed, upper case, for the field's rule
 * to explain, instead of vanishing. Digit-only masks (phone, ZIP) leave letters out.
 */
export const maskValue = (raw: string, mask: string | undefined): string => {
  if (mask === undefined) return raw;
  const masked = applyMask(withoutCountryCode(raw, mask), mask).slice(0, mask.length);
  const mixed = mask.includes('A') && mask.includes('#');
  if (mixed && alnumCount(masked) < Math.min(alnumCount(raw), slotCount(mask))) {
    return raw.toUpperCase().slice(0, mask.length);
  }
  return masked;
};
