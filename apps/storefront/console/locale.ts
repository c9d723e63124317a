import { CONSOLE_LOCALES, type ConsoleLocale } from '@storefront/ui/console';

const STORAGE_KEY = 'sf_console_locale';

/** The locale of a language for a dealer's country: fr -> fr-CA, en -> en-CA or en-US. */
export function localeOf(
  language: string | null | undefined,
  country: string | null | undefined,
): ConsoleLocale {
  if (language?.toLowerCase().startsWith('fr')) return 'fr-CA';
  return country === 'US' ? 'en-US' : 'en-CA';
}

/**
 * The console's locale: the one chosen on this browser, else the staff member's own language (their
 * account's), else the dealership's first language, else the browser's (before the dealership is
 * known). A Québec dealership's director whose browser is in English gets the console in French.
 */
export function consoleLocale({
  picked,
  userLanguage,
  dealerLanguages,
  country,
  browserLanguage,
}: {
  readonly picked: ConsoleLocale | null;
  readonly userLanguage: string | null | undefined;
  readonly dealerLanguages: readonly string[] | null | undefined;
  readonly country: string | null | undefined;
  readonly browserLanguage: string | null | undefined;
}): ConsoleLocale {
  if (picked) return picked;
  return localeOf(userLanguage || dealerLanguages?.[0] || browserLanguage, country);
}

/** The locale the staff member chose on this browser, if any. */
export function chosenLocale(): ConsoleLocale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return CONSOLE_LOCALES.find((l) => l === value) ?? null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: ConsoleLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage refused (private mode): the choice lasts for the page
  }
}
