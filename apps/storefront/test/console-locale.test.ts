import { describe, expect, it } from 'vitest';
import { consoleLocale } from '../console/locale.ts';

describe("the console's language", () => {
  const riviere = { dealerLanguages: ['fr', 'en'], country: 'CA' };
  it("follows the dealership's first language, not the browser's, for a member with no language of their own", () => {
    expect(consoleLocale({ ...riviere, picked: null, userLanguage: null, browserLanguage: 'en-US' })).toBe(
      'fr-CA',
    );
  });
  it("follows the member's own language first", () => {
    expect(consoleLocale({ ...riviere, picked: null, userLanguage: 'en', browserLanguage: 'fr-CA' })).toBe(
      'en-CA',
    );
  });
  it('follows a language chosen on this browser above all, and the browser before the dealership is known', () => {
    expect(consoleLocale({ ...riviere, picked: 'en-CA', userLanguage: 'fr', browserLanguage: 'fr' })).toBe(
      'en-CA',
    );
    expect(
      consoleLocale({
        picked: null,
        userLanguage: null,
        dealerLanguages: null,
        country: null,
        browserLanguage: 'fr-FR',
      }),
    ).toBe('fr-CA');
    expect(
      consoleLocale({
        picked: null,
        userLanguage: null,
        dealerLanguages: ['en'],
        country: 'US',
        browserLanguage: 'fr-CA',
      }),
    ).toBe('en-US');
  });
});
