import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SECTIONS } from '@storefront/domain';
import type { MessageFormatElement } from 'react-intl';
import { createIntl, createIntlCache } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionSelectKey } from '../src/features/my-vehicles/sectionName.ts';
import { type CompiledMessages, compileMessages } from '../src/shared/i18n/compileMessages.ts';

// The build (vite.config.ts, `kitMessages`) compiles the kit's messages merged with the app's, the
// app winning on a shared id, and ships react-intl without its parser. Same merge here, the kit's
// messages read through the kit's own messages module as the build does (not through the kit's barrel,
// whose styles need the vanilla-extract plugin).
const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
type TestLocale = (typeof LOCALES)[number];
const kitModule = pathToFileURL(join(import.meta.dirname, '../../../packages/ui/src/messages/index.ts')).href;
const { uiMessages } = (await import(kitModule)) as {
  uiMessages: Record<TestLocale, Readonly<Record<string, string>>>;
};
const appTexts = (locale: TestLocale): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../src/shared/i18n/messages/${locale}.json`), 'utf8'));
const texts = (locale: TestLocale): Record<string, string> => ({
  ...uiMessages[locale],
  ...appTexts(locale),
});

// react-intl's formatter, the instance react-intl itself uses (reached through its dependencies).
type Formatter = { __parse?: ((message: string, options?: object) => MessageFormatElement[]) | undefined };
let formatter: Formatter;
let realParse: Formatter['__parse'];
beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const intl = createRequire(require.resolve('react-intl')).resolve('@formatjs/intl');
  const path = createRequire(intl).resolve('intl-messageformat');
  formatter = ((await import(pathToFileURL(path).href)) as { IntlMessageFormat: Formatter })
    .IntlMessageFormat;
  realParse = formatter.__parse;
});
afterAll(() => {
  formatter.__parse = realParse;
});

/** Runs `run` as the shipped app does: the formatter without its parser (no-parser.js throws). */
function withoutParser<T>(run: () => T): T {
  formatter.__parse = () => {
    throw new Error('formatted an uncompiled message without the parser');
  };
  try {
    return run();
  } finally {
    formatter.__parse = realParse;
  }
}

type Values = Record<string, string | number | Date | ((chunks: unknown[]) => string)>;

/** Value sets that visit every branch of every plural and select of a message. */
function sampleValues(ast: readonly MessageFormatElement[]): Values[] {
  const base: Values = {};
  const variants: Values[] = [];
  const visit = (elements: readonly MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === 1) base[el.value] ??= `«${el.value}»`;
      else if (el.type === 2) base[el.value] ??= 12345.5;
      else if (el.type === 3 || el.type === 4) base[el.value] ??= new Date(Date.UTC(2026, 10, 22, 15, 30));
      else if (el.type === 8) base[el.value] ??= (chunks) => `<${el.value}>${chunks.join('')}</${el.value}>`;
      if (el.type === 5 || el.type === 6) {
        const keys = Object.keys(el.options);
        base[el.value] ??= el.type === 6 ? 1 : (keys[0] ?? 'other');
        if (el.type === 6) for (const n of [0, 1, 2, 5]) variants.push({ [el.value]: n });
        else for (const key of [...keys, 'something-else']) variants.push({ [el.value]: key });
        for (const option of Object.values(el.options)) visit(option.value);
      }
      if (el.type === 8) visit(el.children);
    }
  };
  visit(ast);
  return [base, ...variants.map((variant) => ({ ...base, ...variant }))];
}

function formatAll(
  locale: TestLocale,
  messages: Record<string, string> | CompiledMessages,
  errors: unknown[],
) {
  return createIntl(
    { locale, defaultLocale: 'en-US', messages, onError: (error) => errors.push(error) },
    createIntlCache(),
  );
}

describe.each(LOCALES)('compiled %s messages', (locale) => {
  const source = texts(locale);
  const compiled = compileMessages(source, locale);

  it('has every message of the kit and the app, each an AST (no text left for a parser)', () => {
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(source).sort());
    for (const ast of Object.values(compiled)) expect(Array.isArray(ast)).toBe(true);
  });

  it('formats every message, every plural and select branch, exactly as the text does', () => {
    const textErrors: unknown[] = [];
    const astErrors: unknown[] = [];
    const fromText = formatAll(locale, source, textErrors);
    const fromAst = formatAll(locale, compiled, astErrors);
    let checked = 0;
    withoutParser(() => {
      for (const [id, ast] of Object.entries(compiled)) {
        for (const values of sampleValues(ast)) {
          const expected = formatterOutside(() => fromText.formatMessage({ id }, values));
          expect(fromAst.formatMessage({ id }, values), `${locale} ${id}`).toEqual(expected);
          checked += 1;
        }
      }
    });
    expect(astErrors).toEqual([]);
    expect(textErrors).toEqual([]);
    expect(checked).toBeGreaterThan(Object.keys(compiled).length);
  });
});

/** Formats from text with the real parser, inside a `withoutParser` block. */
function formatterOutside<T>(run: () => T): T {
  const parse = formatter.__parse;
  formatter.__parse = realParse;
  try {
    return run();
  } finally {
    formatter.__parse = parse;
  }
}

describe('compiled messages in the shopper locales', () => {
  const intlOf = (locale: TestLocale) => formatAll(locale, compileMessages(texts(locale), locale), []);

  it('keeps plural, select and number formats per locale, without the parser', () => {
    withoutParser(() => {
      const fr = intlOf('fr-CA');
      expect(fr.formatMessage({ id: 'inventory.count' }, { count: 0 })).toBe('Aucun véhicule');
      expect(fr.formatMessage({ id: 'inventory.count' }, { count: 1 })).toBe('1 véhicule');
      expect(fr.formatMessage({ id: 'inventory.count' }, { count: 12 })).toBe('12 véhicules');
      expect(fr.formatMessage({ id: 'inventory.odometer' }, { value: 12345, unit: 'km' })).toMatch(
        /^12\s345 km$/u,
      );
      expect(fr.formatMessage({ id: 'bnp.paymentType' }, { type: 'lease' })).toBe('Location');
      const us = intlOf('en-US');
      expect(us.formatMessage({ id: 'inventory.odometer' }, { value: 12345, unit: 'mi' })).toBe('12,345 mi');
      expect(us.formatMessage({ id: 'bnp.review.addons' }, { accessories: 1, protections: 0 })).toBe(
        '1 accessory, no protection plan',
      );
      expect(intlOf('en-CA').formatMessage({ id: 'inventory.count' }, { count: 2 })).toBe('2 vehicles');
    });
  });

  it('names every step section of the domain in every locale (ids as select keys)', () => {
    withoutParser(() => {
      for (const locale of LOCALES) {
        const intl = intlOf(locale);
        for (const section of SECTIONS) {
          const name = intl.formatMessage(
            { id: 'orderDetails.section' },
            { section: sectionSelectKey(section) },
          );
          // The select's `other` branch repeats the key: a section without its own name would show it.
          expect(name, `${locale} ${section}`).not.toBe(sectionSelectKey(section));
        }
      }
      expect(
        intlOf('fr-CA').formatMessage({ id: 'orderDetails.section' }, { section: 'credit_app' }),
      ).toMatch(/crédit/i);
    });
  });

  it("the app's text wins over the kit's on a shared id", () => {
    const app = appTexts('en-US');
    const kit = uiMessages['en-US'];
    const overridden = Object.keys(app).filter((id) => id in kit && app[id] !== kit[id]);
    expect(overridden.length).toBeGreaterThan(0);
    const compiled = compileMessages(texts('en-US'), 'en-US');
    for (const id of overridden)
      expect(compiled[id]).toEqual(compileMessages({ [id]: app[id] ?? '' }, 'en-US')[id]);
  });

  it('refuses a message that is not valid ICU (the build fails instead of showing it raw)', () => {
    expect(() =>
      compileMessages({ 'x.broken': '{section, select, build-and-price {B} other {O}}' }, 'en-US'),
    ).toThrow(/x\.broken/);
  });

  it('the formatter really has no parser inside withoutParser (the checks above are meaningful)', () => {
    const errors: unknown[] = [];
    const intl = formatAll('en-US', { 'x.text': 'Hello {name}' }, errors);
    withoutParser(() => intl.formatMessage({ id: 'x.text' }, { name: 'Ada' }));
    expect(errors).toHaveLength(1);
  });
});
