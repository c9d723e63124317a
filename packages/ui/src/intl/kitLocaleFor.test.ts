import { describe, expect, it } from 'vitest';
import { kitLocaleFor } from './KitIntlProvider.tsx';

// A partner passes what their app has: a tag in any case, or a language alone (the kit's own Header
// and LanguageToggle speak of 'en' and 'fr'). Found by a partner's trial: 'fr-ca' and 'fr' read English.
describe('kitLocaleFor', () => {
  it('takes a locale the kit has whatever its case', () => {
    expect(kitLocaleFor('fr-CA')).toBe('fr-CA');
    expect(kitLocaleFor('fr-ca')).toBe('fr-CA');
    expect(kitLocaleFor('FR-CA')).toBe('fr-CA');
    expect(kitLocaleFor('en-us')).toBe('en-US');
    expect(kitLocaleFor('fr_CA')).toBe('fr-CA');
  });

  it('reads a language alone, or another region of it, in the kit locale of that language', () => {
    expect(kitLocaleFor('fr')).toBe('fr-CA');
    expect(kitLocaleFor('fr-FR')).toBe('fr-CA');
    expect(kitLocaleFor('fr-Latn-CA')).toBe('fr-CA');
    expect(kitLocaleFor('en')).toBe('en-CA');
    expect(kitLocaleFor('en-GB')).toBe('en-CA');
  });

  it('reads a language the kit has not in en-CA (the spec’s fallback)', () => {
    expect(kitLocaleFor('de-DE')).toBe('en-CA');
    expect(kitLocaleFor('')).toBe('en-CA');
  });
});
