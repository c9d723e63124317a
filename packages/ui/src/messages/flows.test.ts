import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import appointmentEnCA from './appointment/en-CA.json' with { type: 'json' };
import appointmentEnUS from './appointment/en-US.json' with { type: 'json' };
import appointmentFrCA from './appointment/fr-CA.json' with { type: 'json' };
import creditEnCA from './credit/en-CA.json' with { type: 'json' };
import creditEnUS from './credit/en-US.json' with { type: 'json' };
import creditFrCA from './credit/fr-CA.json' with { type: 'json' };
import dealEnCA from './deal/en-CA.json' with { type: 'json' };
import dealEnUS from './deal/en-US.json' with { type: 'json' };
import dealFrCA from './deal/fr-CA.json' with { type: 'json' };
import depositEnCA from './deposit/en-CA.json' with { type: 'json' };
import depositEnUS from './deposit/en-US.json' with { type: 'json' };
import depositFrCA from './deposit/fr-CA.json' with { type: 'json' };
import { uiMessages } from './index.ts';

// The flows' message folders (one a flow: deal, credit, appointment, deposit), each checked alike.
type Catalogues = Record<'en-US' | 'en-CA' | 'fr-CA', Record<string, string>>;
const FLOWS: readonly { name: string; prefix: string; catalogues: Catalogues }[] = [
  { name: 'deal', prefix: 'deal.', catalogues: { 'en-US': dealEnUS, 'en-CA': dealEnCA, 'fr-CA': dealFrCA } },
  {
    name: 'credit application',
    prefix: 'creditApp.',
    catalogues: { 'en-US': creditEnUS, 'en-CA': creditEnCA, 'fr-CA': creditFrCA },
  },
  {
    name: 'appointment',
    prefix: 'ui.appointment.',
    catalogues: { 'en-US': appointmentEnUS, 'en-CA': appointmentEnCA, 'fr-CA': appointmentFrCA },
  },
  {
    name: 'deposit',
    prefix: 'deposit.',
    catalogues: { 'en-US': depositEnUS, 'en-CA': depositEnCA, 'fr-CA': depositFrCA },
  },
];

/**
 * ICU argument names of a message ({name}, {count, plural, ...}), each once, read by the ICU parser:
 * the words of a select's or a plural's options (`{mensuel}`) are text, not arguments.
 */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal && element.type !== TYPE.tag) {
        names.add(element.value);
      }
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe.each(FLOWS)('$name component messages', ({ prefix, catalogues }) => {
  const keys = Object.keys(catalogues['en-US']).sort();

  it(`have the same keys in en-US, en-CA and fr-CA, all under ${prefix}`, () => {
    for (const catalogue of Object.values(catalogues)) expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) expect(key.startsWith(prefix)).toBe(true);
  });

  it('have text for every key in every locale', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const key of keys) expect(catalogue[key]?.trim(), `${locale} ${key}`).toBeTruthy();
    }
  });

  it('use the same ICU arguments in every locale', () => {
    for (const key of keys) {
      const expected = argumentsOf(catalogues['en-US'][key] ?? '');
      expect(argumentsOf(catalogues['en-CA'][key] ?? ''), `en-CA ${key}`).toEqual(expected);
      expect(argumentsOf(catalogues['fr-CA'][key] ?? ''), `fr-CA ${key}`).toEqual(expected);
    }
  });

  it('are part of the kit messages in every locale', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const kit = uiMessages[locale as keyof typeof uiMessages] as Readonly<Record<string, string>>;
      for (const key of keys) expect(kit[key], `${locale} ${key}`).toBe(catalogue[key]);
    }
  });
});

describe('flow messages', () => {
  it('speak US English in en-US: no Canadian terms (PDI, labour, colour, cheque)', () => {
    const canadian = /\bPDI\b|labour|colour|cheque/i;
    const en = uiMessages['en-US'] ?? {};
    expect(Object.entries(en).filter(([, text]) => canadian.test(text))).toEqual([]);
  });

  it('name the province and postal code, the state and ZIP code, the SIN and SSN apart in every locale', () => {
    for (const [locale, catalogue] of Object.entries(FLOWS[1]?.catalogues ?? {})) {
      expect(catalogue['creditApp.field.province'], locale).not.toBe(catalogue['creditApp.field.state']);
      expect(catalogue['creditApp.field.postal_code'], locale).not.toBe(
        catalogue['creditApp.field.zip_code'],
      );
      expect(catalogue['creditApp.field.sin'], locale).not.toBe(catalogue['creditApp.field.ssn']);
    }
  });
});
