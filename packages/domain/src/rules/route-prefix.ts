import { DEALER_CODE_PATTERN, DEFAULT_LOCALE, type Locale } from '../constants.ts';

// Every storefront route is prefixed by an optional dealer code (3 or more letters, digits or
// underscore) and an optional language segment (en or fr): /{dealerCode?}/{lang?}/... These rules
// read and build such paths (the storefront's router and links, the server's boot document) and
// choose the locale they stand for.

export const LANGUAGE_SEGMENTS = ['en', 'fr'] as const;
export type LanguageSegment = (typeof LANGUAGE_SEGMENTS)[number];

export function isDealerCode(value: string | undefined): value is string {
  return value !== undefined && DEALER_CODE_PATTERN.test(value);
}

export function isLanguageSegment(value: string | undefined): value is LanguageSegment {
  return value === 'en' || value === 'fr';
}

export interface RoutePrefix {
  dealerCode: string | undefined;
  lang: LanguageSegment | undefined;
  /** The rest of the path, always starting with '/'. */
  rest: string;
}

/** Splits a path into its dealer code, language segment and the rest (a language segment first is never a dealer). */
export function parseRoutePrefix(pathname: string): RoutePrefix {
  const segments = pathname.split('/').filter(Boolean);
  let dealerCode: string | undefined;
  let lang: LanguageSegment | undefined;
  if (isLanguageSegment(segments[0])) {
    lang = segments.shift() as LanguageSegment;
  } else if (isDealerCode(segments[0])) {
    dealerCode = segments.shift();
    if (isLanguageSegment(segments[0])) lang = segments.shift() as LanguageSegment;
  }
  const trailing = pathname.endsWith('/') && segments.length > 0 ? '/' : '';
  return { dealerCode, lang, rest: `/${segments.join('/')}${trailing}` };
}

export function buildPath(prefix: Pick<RoutePrefix, 'dealerCode' | 'lang'>, rest: string): string {
  const head = [prefix.dealerCode, prefix.lang].filter(Boolean).join('/');
  const tail = rest.startsWith('/') ? rest : `/${rest}`;
  return head ? `/${head}${tail}` : tail;
}

/**
 * Chooses the locale from the URL's language segment, the dealer's country and languages.
 * French is Canadian French; English follows the dealer's country (US -> en-US, otherwise en-CA).
 * Without a segment (or with one the dealer does not allow), the dealer's first allowed language wins.
 */
export function resolveLocale(
  lang: LanguageSegment | undefined,
  dealer: { country?: string; allowed_languages?: readonly string[] } | undefined,
): Locale {
  const allowed = dealer?.allowed_languages ?? [];
  const language = lang && (allowed.length === 0 || allowed.includes(lang)) ? lang : (allowed[0] ?? 'en');
  if (language === 'fr') return 'fr-CA';
  if (!dealer) return DEFAULT_LOCALE;
  return dealer.country === 'US' ? 'en-US' : 'en-CA';
}

export function languageOf(locale: Locale): LanguageSegment {
  return locale === 'fr-CA' ? 'fr' : 'en';
}

/**
 * The key of a GET answer embedded in a storefront document by the server and looked up by the
 * storefront's HTTP client: the path and its query parameters in a stable order.
 */
export function bootDataKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
