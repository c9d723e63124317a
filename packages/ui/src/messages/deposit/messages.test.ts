import { describe, expect, it } from 'vitest';
import { uiMessages } from '../index.ts';
import enCA from './en-CA.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };
import frCA from './fr-CA.json' with { type: 'json' };

const catalogues = { 'en-US': enUS, 'en-CA': enCA, 'fr-CA': frCA } as Record<string, Record<string, string>>;

/** ICU argument names of a message ({name}, {count, plural, ...}), each once. */
const argumentsOf = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,|\})/g)].map((m) => m[1] ?? ''))].sort();

describe('deposit component messages', () => {
  const keys = Object.keys(enUS).sort();

  it('have the same keys in en-US, en-CA and fr-CA, all under deposit.', () => {
    for (const catalogue of Object.values(catalogues)) expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) expect(key.startsWith('deposit.')).toBe(true);
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

  it('speak US English in en-US: no Canadian terms (PDI, labour, colour, cheque)', () => {
    const canadian = /\bPDI\b|labour|colour|cheque/i;
    const en = uiMessages['en-US'] ?? {};
    expect(Object.entries(en).filter(([, text]) => canadian.test(text))).toEqual([]);
  });
});
