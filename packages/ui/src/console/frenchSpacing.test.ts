import { describe, expect, it } from 'vitest';
import { consoleMessages } from './messages.ts';
import { quoteMessages } from './QuoteMessages.ts';
import { settingsMessages } from './settingsMessages.ts';

// French puts a space before ? ; and ! (found in a staff trial: "version 2?", "aussitôt; les").
describe("the console's French", () => {
  it('spaces ? ; and ! from the word before them', () => {
    const glued = Object.entries({
      ...consoleMessages['fr-CA'],
      ...settingsMessages['fr-CA'],
      ...quoteMessages['fr-CA'],
    })
      .filter(([, text]) => /[^\s\u00a0\u202f][?;!](?=\s|$|\})/.test(text))
      .map(([id]) => id);
    expect(glued).toEqual([]);
  });
});
