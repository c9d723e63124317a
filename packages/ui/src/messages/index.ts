/**
 * The kit's messages in its three locales. The app merges `uiMessages[locale]` into its own
 * react-intl messages. The JSON files must have the same keys: the types below make the compiler
 * check it (a key missing from en-CA or fr-CA fails the typecheck).
 */
import { appointmentMessages } from './appointment/index.ts';
import { creditMessages } from './credit/index.ts';
import { dealMessages } from './deal/index.ts';
import { depositMessages } from './deposit/index.ts';
import baseEnCA from './en-CA.json' with { type: 'json' };
import baseEnUS from './en-US.json' with { type: 'json' };
import baseFrCA from './fr-CA.json' with { type: 'json' };

// The flows' components keep their messages in folders of their own: build-and-price, vehicle list and
// saved deals in `deal/`, the credit application's in `credit/`, the appointment and test drive's in
// `appointment/`, the deposit's in `deposit/`.
const enUS = {
  ...baseEnUS,
  ...dealMessages['en-US'],
  ...creditMessages['en-US'],
  ...appointmentMessages['en-US'],
  ...depositMessages['en-US'],
};
const enCA = {
  ...baseEnCA,
  ...dealMessages['en-CA'],
  ...creditMessages['en-CA'],
  ...appointmentMessages['en-CA'],
  ...depositMessages['en-CA'],
};
const frCA = {
  ...baseFrCA,
  ...dealMessages['fr-CA'],
  ...creditMessages['fr-CA'],
  ...appointmentMessages['fr-CA'],
  ...depositMessages['fr-CA'],
};

/** Every message id the kit uses. */
export type UiMessageId = keyof typeof enUS;
export type UiMessages = Readonly<Record<UiMessageId, string>>;

export const UI_LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export const uiMessages: Readonly<Record<UiLocale, UiMessages>> = {
  'en-US': enUS,
  'en-CA': enCA satisfies UiMessages,
  'fr-CA': frCA satisfies UiMessages,
};

/** The kit's messages for a locale, falling back to en-CA (the spec's fallback locale), then en-US. */
export const uiMessagesFor = (locale: string): UiMessages =>
  (uiMessages as Readonly<Record<string, UiMessages>>)[locale] ?? uiMessages['en-CA'];
