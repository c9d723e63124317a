import { describe, expect, it } from 'vitest';
import { consoleMessages } from './messages.ts';
import { quoteMessages } from './QuoteMessages.ts';
import { settingsMessages } from './settingsMessages.ts';

// French puts a space before ? ; and ! (found in a staff trial: "version 2?", "aussitôt; les").
describe("the console's French", () => {
  const french = Object.entries({
    ...consoleMessages['fr-CA'],
    ...settingsMessages['fr-CA'],
    ...quoteMessages['fr-CA'],
  });
  it('spaces ? ; and ! from the word before them', () => {
    const glued = french
      .filter(([, text]) => /[^\s\u00a0\u202f][?;!](?=\s|$|\})/.test(text))
      .map(([id]) => id);
    expect(glued).toEqual([]);
  });
  // The questions' texts (found in review with the elision): a line never breaks before the sign.
  it('puts a non-breaking space before : ? ; ! and inside « » in the questions’ texts', () => {
    const breaking = french
      .filter(([id]) => id.startsWith('console.questions.'))
      .filter(
        ([, text]) =>
          /[^\u00a0\u202f][:?;!](?=\s|$|\})/.test(text) ||
          /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(text),
      )
      .map(([id]) => id);
    expect(breaking).toEqual([]);
  });
});
