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

/** Value after typing: the raw text fitted to the mask, never longer than the mask. */
export const maskValue = (raw: string, mask: string | undefined): string =>
  mask === undefined ? raw : applyMask(raw, mask).slice(0, mask.length);
