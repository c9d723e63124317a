import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { notSavedText } from '../src/shared/forms/NotSaved.tsx';

// A step's save or send that got no answer at all (offline): one sentence for every flow, naming the
// step's own button. The credit application's steps (the kit's "Save and continue") and the trade-in's
// say it in the same words, in the three locales, with the app's and the kit's messages merged as the
// build does (vite.config.ts, `kitMessages`: the app wins on a shared id).

const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
type TestLocale = (typeof LOCALES)[number];
const kitModule = pathToFileURL(join(import.meta.dirname, '../../../packages/ui/src/messages/index.ts')).href;
const { uiMessages } = (await import(kitModule)) as {
  uiMessages: Record<TestLocale, Readonly<Record<string, string>>>;
};
const intlOf = (locale: TestLocale) =>
  createIntl(
    {
      locale,
      messages: {
        ...uiMessages[locale],
        ...JSON.parse(
          readFileSync(join(import.meta.dirname, `../src/shared/i18n/messages/${locale}.json`), 'utf8'),
        ),
      },
      onError: (error) => {
        throw error;
      },
    },
    createIntlCache(),
  );

const ENGLISH_SAVE =
  'Not saved: we could not reach the server. What you entered is kept; check your connection and tap “Save and continue” again.';
const EXPECTED: Record<TestLocale, { creditStep: string; tradeInSend: string }> = {
  'en-US': {
    creditStep: ENGLISH_SAVE,
    tradeInSend:
      'Not sent: we could not reach the server. What you entered is kept; check your connection and tap “Send to the dealership” again.',
  },
  'en-CA': {
    creditStep: ENGLISH_SAVE,
    tradeInSend:
      'Not sent: we could not reach the server. What you entered is kept; check your connection and tap “Send to the dealership” again.',
  },
  'fr-CA': {
    creditStep:
      'Non enregistré\u00a0: nous n’avons pas pu joindre le serveur. Ce que vous avez saisi est conservé\u202f; vérifiez votre connexion et touchez «\u00a0Enregistrer et continuer\u00a0» de nouveau.',
    tradeInSend:
      'Non envoyé\u00a0: nous n’avons pas pu joindre le serveur. Ce que vous avez saisi est conservé\u202f; vérifiez votre connexion et touchez «\u00a0Envoyer au concessionnaire\u00a0» de nouveau.',
  },
};

describe('the offline "not saved" sentence', () => {
  it.each(LOCALES)(
    '%s: names the credit application’s button and the trade-in’s, in the same words',
    (locale) => {
      const intl = intlOf(locale);
      expect(notSavedText(intl, 'creditApp.continue')).toBe(EXPECTED[locale].creditStep);
      expect(notSavedText(intl, 'trade_in.review.submit', 'send')).toBe(EXPECTED[locale].tradeInSend);
    },
  );
});
