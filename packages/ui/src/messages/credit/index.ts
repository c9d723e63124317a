/**
 * Messages of the credit application's components (`CreditApp/`), in the kit's three locales.
 * `messages/index.ts` merges them into `uiMessages`, so `useUiText` knows their ids. Their ids keep
 * the `creditApp.` start the storefront gave them, so a dealer's custom copy of one still applies.
 * The three files must have the same keys: the `satisfies` below make the compiler check it.
 */
import enCA from './en-CA.json' with { type: 'json' };
import enUS from './en-US.json' with { type: 'json' };
import frCA from './fr-CA.json' with { type: 'json' };

/** Every message id of the credit application components. */
export type CreditMessageId = keyof typeof enUS;
export type CreditMessages = Readonly<Record<CreditMessageId, string>>;

export const creditMessages = {
  'en-US': enUS satisfies CreditMessages,
  'en-CA': enCA satisfies CreditMessages,
  'fr-CA': frCA satisfies CreditMessages,
} as const;
