import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import fc from 'fast-check';
import type { MessageFormatElement } from 'react-intl';
import { createIntl, createIntlCache } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiMessages } from '../messages/index.ts';
import { literalMessage, mergeCopy, messagesAreCompiled, needsParser, usableCopy } from './customCopy.ts';
import { parseCopy } from './parseCopy.ts';

// react-intl's formatter (the instance react-intl uses): an app that compiles its messages may ship
// it without the parser; `withoutParser` reproduces that.
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

const compile = (messages: Readonly<Record<string, string>>, locale: string) =>
  Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, parse(text, { locale: new Intl.Locale(locale) })]),
  );

/** What a `CustomCopyProvider` gives its children, as react-intl formats it. */
function intlBelow(
  locale: string,
  base: Readonly<Record<string, string | MessageFormatElement[]>>,
  copy: Readonly<Record<string, string>>,
  errors: unknown[],
) {
  const usable = usableCopy(copy);
  const compiled = messagesAreCompiled(base);
  const toParse = Object.fromEntries(
    Object.entries(usable).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && needsParser(entry[1]),
    ),
  );
  const messages = mergeCopy(base, usable, compiled, compiled ? parseCopy(toParse, locale) : {});
  return createIntl(
    {
      locale,
      defaultLocale: 'en-US',
      messages: messages as Record<string, MessageFormatElement[]>,
      onError: (error) => errors.push(error),
    },
    createIntlCache(),
  );
}

const COPY = {
  'ui.dealerBar.loggedInAs': 'Acting for {name} at Lone Star',
  'ui.header.savedVehicles':
    '{count, plural, =0 {Your garage is empty} one {# car in your garage} other {# cars in your garage}}',
  'ui.footer.poweredBy': 'Proudly Texan since 1987',
  'auth.title.default': '   ',
};

describe('custom copy over compiled messages (no parser at run time)', () => {
  it.each(['en-US', 'fr-CA'] as const)('applies plain and ICU copy with placeholders in %s', (locale) => {
    const errors: unknown[] = [];
    const intl = intlBelow(locale, compile(uiMessages[locale], locale), COPY, errors);
    withoutParser(() => {
      expect(intl.formatMessage({ id: 'ui.dealerBar.loggedInAs' }, { name: 'Jane Doe' })).toBe(
        'Acting for Jane Doe at Lone Star',
      );
      expect(intl.formatMessage({ id: 'ui.header.savedVehicles' }, { count: 0 })).toBe(
        'Your garage is empty',
      );
      expect(intl.formatMessage({ id: 'ui.header.savedVehicles' }, { count: 3 })).toBe(
        '3 cars in your garage',
      );
      expect(intl.formatMessage({ id: 'ui.footer.poweredBy' }, { year: 2026 })).toBe(
        'Proudly Texan since 1987',
      );
    });
    expect(errors).toEqual([]);
  });

  it("keeps the kit's text where the copy is blank, and every other message", () => {
    const errors: unknown[] = [];
    const intl = intlBelow('fr-CA', compile(uiMessages['fr-CA'], 'fr-CA'), COPY, errors);
    withoutParser(() => {
      expect(intl.formatMessage({ id: 'auth.title.default' })).toBe(
        uiMessages['fr-CA']['auth.title.default'],
      );
      expect(intl.formatMessage({ id: 'ui.carousel.position' }, { current: 2, total: 9 })).toBe(
        'Photo 2 sur 9',
      );
    });
    expect(errors).toEqual([]);
  });

  it('shows copy that is not valid ICU as written, as react-intl does with text', () => {
    const errors: unknown[] = [];
    const broken = { 'ui.footer.poweredBy': 'Deals {today only' };
    const intl = intlBelow('en-US', compile(uiMessages['en-US'], 'en-US'), broken, errors);
    withoutParser(() => expect(intl.formatMessage({ id: 'ui.footer.poweredBy' })).toBe('Deals {today only'));
  });

  it('needs no parser chunk for plain copy', () => {
    expect(needsParser('Proudly Texan since 1987')).toBe(false);
    expect(needsParser("Let's build your deal, #1 in Austin")).toBe(false);
    expect(needsParser('Hello {name}')).toBe(true);
    expect(needsParser('Rock <b>on</b>')).toBe(true);
    expect(needsParser("It''s here")).toBe(true);
    expect(needsParser("Arrow '> here")).toBe(true);
  });
});

describe('custom copy over text messages (react-intl parses)', () => {
  it('passes the copy on as text, as before', () => {
    const errors: unknown[] = [];
    const base = uiMessages['en-US'];
    expect(messagesAreCompiled(base)).toBe(false);
    const merged = mergeCopy(base, usableCopy(COPY), false, {});
    expect(merged['ui.dealerBar.loggedInAs']).toBe(COPY['ui.dealerBar.loggedInAs']);
    const intl = intlBelow('en-US', base, COPY, errors);
    expect(intl.formatMessage({ id: 'ui.dealerBar.loggedInAs' }, { name: 'Jane' })).toBe(
      'Acting for Jane at Lone Star',
    );
    expect(errors).toEqual([]);
  });

  it('treats an empty catalogue as compiled (ASTs format with or without a parser)', () => {
    expect(messagesAreCompiled({})).toBe(true);
    expect(messagesAreCompiled({ a: 'A', b: [{ type: 0, value: 'B' }] })).toBe(true);
  });
});

describe('plain copy as one literal', () => {
  it('is what the parser makes of any text without ICU syntax', () => {
    const alphabet = fc.constantFrom(
      ...'aZé 0#\'"&>.,;:!?$%()[]|\\/-_=+*~`^@\n\t\u00a0'.split(''),
      '{',
      '}',
      '<',
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }), (chars) => {
        const text = chars.join('');
        if (text === '' || needsParser(text)) return;
        expect(parse(text, { locale: new Intl.Locale('en-US') })).toEqual(literalMessage(text));
      }),
      { numRuns: 3000 },
    );
  });
});
