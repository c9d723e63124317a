import { uiMessagesFor } from '@storefront/ui';
import type { Locale } from './locale.ts';
import enCA from './messages/en-CA.json' with { type: 'json' };
import enUS from './messages/en-US.json' with { type: 'json' };
import frCA from './messages/fr-CA.json' with { type: 'json' };

export type MessageId = keyof typeof enUS;

// Typed lookup table: the compiler demands every locale, and every locale file has the
// same keys as en-US (checked by test/messages.test.ts).
export const MESSAGES: Record<Locale, Record<MessageId, string>> = {
  'en-US': enUS,
  'en-CA': enCA,
  'fr-CA': frCA,
};

/** The kit's messages merged with the app's (the app wins on a shared id). */
export function messagesFor(locale: Locale): Record<string, string> {
  return { ...uiMessagesFor(locale), ...MESSAGES[locale] };
}
