/**
 * A valuation or instant-offer provider's name in the page's language. The embedded sandboxes have a
 * French name; a real provider's name is its own (a brand) in every language. Stored valuations keep
 * the name they were made with, in English: answers localise it here, whatever the row says.
 */
import { DEMO_VALUATION_NAME } from './demo-valuation.ts';
import { DEMO_INSTANT_OFFER_NAME } from './instant-offer.ts';

const FRENCH: Readonly<Record<string, string>> = {
  [DEMO_VALUATION_NAME]: 'Évaluateur de démonstration',
  [DEMO_INSTANT_OFFER_NAME]: 'Acheteur instantané de démonstration',
};

export function providerIn<T extends { readonly name: string }>(provider: T, language: string): T {
  const french = language === 'fr' ? FRENCH[provider.name] : undefined;
  return french === undefined ? provider : { ...provider, name: french };
}

/** A stored figure (a valuation, an instant offer) with its provider's name in the language. */
export function withProviderIn<T extends { readonly provider: { readonly name: string } }>(
  figure: T | null,
  language: string,
): T | null {
  return figure === null ? null : { ...figure, provider: providerIn(figure.provider, language) };
}
