import { DEFAULT_LOCALE, type Locale } from '@storefront/domain';
import type { LanguageSegment } from '../../app/routePrefix.ts';

export type { Locale };

/**
 * Chooses the locale from the URL's language segment, the dealer's country and languages.
 * French is Canadian French; English follows the dealer's country (US -> en-US, otherwise en-CA).
 * Without a segment, the dealer's first allowed language wins.
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
