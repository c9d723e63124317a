import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../src/shared/i18n/locale.ts';
import { MESSAGES } from '../src/shared/i18n/messages.ts';

describe('storefront messages', () => {
  const reference = Object.keys(MESSAGES['en-US']).sort();

  it.each(['en-CA', 'fr-CA'] as const)('%s has exactly the keys of en-US, none empty', (locale) => {
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual(reference);
    for (const text of Object.values(MESSAGES[locale])) expect(text.trim()).not.toBe('');
  });

  it('fr-CA is actually French where English differs', () => {
    expect(MESSAGES['fr-CA']['inventory.title']).not.toBe(MESSAGES['en-US']['inventory.title']);
  });
});

describe('resolveLocale', () => {
  const quebec = { country: 'CA', allowed_languages: ['fr', 'en'] };
  const texas = { country: 'US', allowed_languages: ['en'] };
  it('uses the language segment when the dealer allows it', () => {
    expect(resolveLocale('en', quebec)).toBe('en-CA');
    expect(resolveLocale('fr', quebec)).toBe('fr-CA');
  });
  it("falls back to the dealer's first language", () => {
    expect(resolveLocale(undefined, quebec)).toBe('fr-CA');
    expect(resolveLocale('fr', texas)).toBe('en-US');
  });
  it('defaults to en-US before the dealer is known', () => {
    expect(resolveLocale(undefined, undefined)).toBe('en-US');
  });
});
