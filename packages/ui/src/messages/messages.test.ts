import { describe, expect, it } from 'vitest';
import dealFrCA from './deal/fr-CA.json' with { type: 'json' };
import enCA from './en-CA.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };
import frCA from './fr-CA.json' with { type: 'json' };

const catalogues = { 'en-US': enUS, 'en-CA': enCA, 'fr-CA': frCA } as Record<string, Record<string, string>>;

/** ICU argument names of a message ({name}, {count, plural, ...}). */
const argumentsOf = (message: string): string[] =>
  [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,|\})/g)].map((m) => m[1] ?? '').sort();

describe('kit messages', () => {
  const keys = Object.keys(enUS).sort();

  it('have the same keys in en-US, en-CA and fr-CA', () => {
    for (const catalogue of Object.values(catalogues)) expect(Object.keys(catalogue).sort()).toEqual(keys);
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
});

describe("the kit's French", () => {
  // Found in a shopper trial: the vehicle page's overview said "No de stock" beside "N° de stock"
  // everywhere else (the list, the console).
  it('abbreviates "numéro" one way, N°', () => {
    const french = { ...frCA, ...dealFrCA } as Record<string, string>;
    const other = Object.entries(french).filter(([, text]) => /\b(No|no|Nº|nº|No\.)\s+de\b/.test(text));
    expect(other).toEqual([]);
  });
});
