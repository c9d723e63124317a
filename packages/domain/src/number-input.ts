/**
 * Numbers typed by a shopper (an odometer, an amount of money), read the way the page's language
 * writes them: English groups thousands with `,` (or a space) and marks decimals with `.`; French
 * Canada groups with a space (often a no-break one) and marks decimals with `,`. A currency sign
 * (`$`, `CA$`, `US$`, `CAD`, `USD`) before or after an amount, and the field's unit after a distance
 * (`km`, `mi`, `miles`...), are taken off. Anything else is refused with a reason the field can say:
 * the field never guesses (`12,290` is twelve thousand in English and twelve and some in French).
 *
 * The answer is an integer: whole units, or cents for money. The server still checks the number it
 * is sent (its schema's bounds); this is the reading of the text, not the rule on the value.
 */
import type { Locale } from './constants.ts';

export type NumberInputError =
  /** Nothing typed. */
  | 'empty'
  /** Not a number in the page's language (letters, a misplaced separator, a minus sign). */
  | 'invalid'
  /** A distance in another unit than the field's (miles typed where km are asked). */
  | 'unit'
  /** More decimals than the field takes (any, for a whole number; more than 2 for money). */
  | 'decimals'
  /** Above the field's maximum. */
  | 'too_large';

export type NumberInputResult =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly error: NumberInputError };

export interface NumberInputOptions {
  /** Decimals the field takes: 0 for a whole number, 2 for money (the value is then in cents). */
  readonly decimals: 0 | 2;
  /** The unit suffixes the field takes off (case-insensitive), e.g. `DISTANCE_SUFFIXES.km`. */
  readonly units?: readonly string[];
  /** The unit suffixes of other units: typed, they are refused as `unit`, not as `invalid`. */
  readonly otherUnits?: readonly string[];
  /** Currency signs are taken off (money fields). */
  readonly currency?: boolean;
  /** Highest value (in the answer's unit: whole units, or cents). */
  readonly max?: number;
}

/** The suffixes a distance may carry, per unit. */
export const DISTANCE_SUFFIXES = /* @__PURE__ */ Object.freeze({
  km: ['km', 'kms', 'kilometres', 'kilometers', 'kilomètres', 'kilometre', 'kilometer', 'kilomètre'],
  mi: ['mi', 'mile', 'miles', 'mi.'],
} as const);

const CURRENCY = /^(?:CA\$|US\$|C\$|\$|CAD|USD)\s*|\s*(?:CA\$|US\$|C\$|\$|CAD|USD)$/i;
// No-break, narrow no-break and thin spaces as a plain space.
const SPACES = /[\u00a0\u202f\u2009\u2007]/g;

const isFrench = (locale: Locale) => locale.startsWith('fr');

/** Takes a suffix (one of `suffixes`, after the number, with or without a space) off, or null. */
function withoutSuffix(text: string, suffixes: readonly string[]): string | null {
  const lower = text.toLowerCase();
  for (const s of [...suffixes].sort((a, b) => b.length - a.length)) {
    if (lower.endsWith(s) && /[\d\s]$/.test(text.slice(0, text.length - s.length))) {
      return text.slice(0, text.length - s.length).trimEnd();
    }
  }
  return null;
}

/**
 * Reads a number typed in the page's language. Whole units (`decimals: 0`) or cents
 * (`decimals: 2`), never a float: the digits are read as text.
 */
export function parseNumberText(
  text: string,
  locale: Locale,
  options: NumberInputOptions,
): NumberInputResult {
  let s = text.replace(SPACES, ' ').trim().replace(/\s+/g, ' ');
  if (s === '') return { ok: false, error: 'empty' };
  if (options.currency) s = s.replace(CURRENCY, '').trim();
  if (options.units?.length) s = withoutSuffix(s, options.units) ?? s;
  if (options.otherUnits?.length && withoutSuffix(s, options.otherUnits) !== null) {
    return { ok: false, error: 'unit' };
  }
  // The page's marks: grouping (a space always; `,` in English) and the decimal mark.
  const decimal = isFrench(locale) ? ',' : '.';
  const group = isFrench(locale) ? '[ ]' : '[, ]';
  const match = new RegExp(`^(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:\\${decimal}(\\d+))?$`).exec(s);
  if (!match) {
    // A decimal mark of the other language where the page's is unambiguous: `65000.50` in French.
    const other = isFrench(locale) ? /^(\d{1,3}(?:[ ]\d{3})+|\d+)\.(\d{1,2})$/.exec(s) : null;
    if (!other) return { ok: false, error: 'invalid' };
    return finish(other[1] ?? '', other[2] ?? '', options);
  }
  return finish(match[1] ?? '', match[2] ?? '', options);
}

function finish(whole: string, fraction: string, options: NumberInputOptions): NumberInputResult {
  if (fraction.length > options.decimals) return { ok: false, error: 'decimals' };
  const digits = whole.replace(/[, ]/g, '') + fraction.padEnd(options.decimals, '0');
  const value = Number(digits.replace(/^0+(?=\d)/, ''));
  if (!Number.isSafeInteger(value)) return { ok: false, error: 'too_large' };
  if (options.max !== undefined && value > options.max) return { ok: false, error: 'too_large' };
  return { ok: true, value };
}

/** A distance in the field's unit (km or mi), a whole number up to `max`. */
export function parseDistanceText(
  text: string,
  locale: Locale,
  unit: 'km' | 'mi',
  max: number,
): NumberInputResult {
  return parseNumberText(text, locale, {
    decimals: 0,
    units: DISTANCE_SUFFIXES[unit],
    otherUnits: DISTANCE_SUFFIXES[unit === 'km' ? 'mi' : 'km'],
    max,
  });
}

/** An amount of money in integer cents (at most 2 decimals), up to `maxCents`. */
export function parseMoneyText(text: string, locale: Locale, maxCents?: number): NumberInputResult {
  return parseNumberText(text, locale, {
    decimals: 2,
    currency: true,
    ...(maxCents === undefined ? {} : { max: maxCents }),
  });
}

/**
 * A rate (a percentage, the APR of a finance or lease table) as staff type it, read alike by the
 * dealer console and the server: `4.5`, `4,5`, `4.5 %`, `4,5 %` (a no-break space before the sign,
 * as French writes it, too). The percent sign is taken off: the field's unit is percent. Either
 * decimal mark is read as one, in either language: a rate is never grouped (it is below 100), so
 * `4,5` can only be four and a half. Anything else (letters, a minus sign, two marks) is null. The
 * range is the caller's rule (the settings schema: 0 to 99.99).
 */
export function parseRateText(text: string): number | null {
  const s = text.replace(SPACES, ' ').trim();
  const match = /^(\d+(?:[.,]\d*)?|[.,]\d+)(?:\s*%)?$/.exec(s);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
