import type { LocalizedText } from '../schemas/common.ts';

/**
 * A visible text a dealer configures (the contact button's title, footers, disclosures): one text for
 * every language, or one per locale (`en-US`, `en-CA`, `fr-CA`) or per language (`en`, `fr`).
 */
export type DealerText = string | LocalizedText | null | undefined;

const languageOf = (key: string) => key.slice(0, 2).toLowerCase();

function pick(texts: LocalizedText, locale: string): string | null {
  const usable = (key: string) => {
    const value = texts[key];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const language = languageOf(locale);
  return (
    usable(locale) ??
    usable(language) ??
    Object.keys(texts)
      .filter((key) => languageOf(key) === language)
      .map(usable)
      .find((value) => value !== null) ??
    null
  );
}

/**
 * The text for a locale: the locale's own, else its language's (`fr` for `fr-CA`, or another locale of
 * that language), else the same for each fallback locale in turn (the dealer's locales, first one
 * first); null when none is set.
 */
export function dealerText(
  text: DealerText,
  locale: string,
  fallbacks: readonly string[] = [],
): string | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'string') return text.trim() === '' ? null : text;
  for (const candidate of [locale, ...fallbacks]) {
    const found = pick(text, candidate);
    if (found !== null) return found;
  }
  return null;
}
