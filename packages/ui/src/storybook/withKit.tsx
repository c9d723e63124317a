import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { uiMessagesFor } from '../messages/index.ts';
import { ToastProvider } from '../Toast/Toast.tsx';

const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
type StoryLocale = (typeof LOCALES)[number];

const storyLocale = (value: unknown): StoryLocale => LOCALES.find((locale) => locale === value) ?? 'en-US';

/**
 * Kit decorator: reads the Storybook global `locale` (en-US, en-CA, fr-CA; default en-US) and wraps
 * the story in react-intl with the kit's messages, plus the toast system. The dealer theme comes
 * from the Storybook theme decorator (global toolbar); this decorator does not touch it.
 * Storybook owners may add it globally in `.storybook/preview.tsx`; metas also list it so the kit's
 * stories work on their own.
 */
export const withKit: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals.locale);
  return (
    <IntlProvider key={locale} locale={locale} defaultLocale="en-US" messages={uiMessagesFor(locale)}>
      <ToastProvider>
        <Story />
      </ToastProvider>
    </IntlProvider>
  );
};
