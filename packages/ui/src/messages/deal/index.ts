/**
 * Messages of the build-and-price, vehicle-list and saved-deal components, in the kit's three
 * locales. `messages/index.ts` merges them into `uiMessages`, so `useUiText` knows their ids. The
 * three files must have the same keys: the `satisfies` below make the compiler check it.
 */
import enCA from './en-CA.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };
import frCA from './fr-CA.json' with { type: 'json' };

/** Every message id of the deal components. */
export type DealMessageId = keyof typeof enUS;
export type DealMessages = Readonly<Record<DealMessageId, string>>;

export const dealMessages = {
  'en-US': enUS satisfies DealMessages,
  'en-CA': enCA satisfies DealMessages,
  'fr-CA': frCA satisfies DealMessages,
} as const;
