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
