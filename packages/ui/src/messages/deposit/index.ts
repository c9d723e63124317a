/**
 * Messages of the deposit components (the form, its amounts, the challenge, the saved deal's deposit line and the receipt), in the kit's three
 * locales. `messages/index.ts` merges them into `uiMessages`, so `useUiText` knows their ids. The
 * three files must have the same keys: the `satisfies` below make the compiler check it.
 */
import enCA from './en-CA.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };
import frCA from './fr-CA.json' with { type: 'json' };

/** Every message id of the deposit components. */
export type DepositMessageId = keyof typeof enUS;
export type DepositMessages = Readonly<Record<DepositMessageId, string>>;

export const depositMessages = {
  'en-US': enUS satisfies DepositMessages,
  'en-CA': enCA satisfies DepositMessages,
  'fr-CA': frCA satisfies DepositMessages,
} as const;
