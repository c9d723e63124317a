import { describe, expect, it } from 'vitest';
import { uiMessages } from '../index.ts';
import enCA from './en-CA.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };
import frCA from './fr-CA.json' with { type: 'json' };

const catalogues = { 'en-US': enUS, 'en-CA': enCA, 'fr-CA': frCA } as Record<string, Record<string, string>>;

/** ICU argument names of a message ({name}, {count, plural, ...}), each once. */
const argumentsOf = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,|\})/g)].map((m) => m[1] ?? ''))].sort();

describe('credit application messages', () => {
  const keys = Object.keys(enUS).sort();

  it('have the same keys in en-US, en-CA and fr-CA, all under creditApp.', () => {
    for (const catalogue of Object.values(catalogues)) expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) expect(key.startsWith('creditApp.')).toBe(true);
  });

  it('have text for every key in every locale', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const key of keys) expect(catalogue[key]?.trim(), `${locale} ${key}`).toBeTruthy();
    }
  });

  it('use the same ICU arguments in every locale', () => {
    for (const key of keys) {
      const expected = argumentsOf(enUS[key as keyof typeof enUS]);
      expect(argumentsOf(catalogues['en-CA']?.[key] ?? ''), `en-CA ${key}`).toEqual(expected);
      expect(argumentsOf(catalogues['fr-CA']?.[key] ?? ''), `fr-CA ${key}`).toEqual(expected);
    }
  });

  it('are part of the kit messages in every locale', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const kit = uiMessages[locale as keyof typeof uiMessages] as Readonly<Record<string, string>>;
      for (const key of keys) expect(kit[key], `${locale} ${key}`).toBe(catalogue[key]);
    }
  });

  it('name the province and postal code, the state and ZIP code, the SIN and SSN apart in every locale', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      expect(catalogue['creditApp.field.province'], locale).not.toBe(catalogue['creditApp.field.state']);
      expect(catalogue['creditApp.field.postal_code'], locale).not.toBe(
        catalogue['creditApp.field.zip_code'],
      );
      expect(catalogue['creditApp.field.sin'], locale).not.toBe(catalogue['creditApp.field.ssn']);
    }
  });
});
