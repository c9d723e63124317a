import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { consoleMessages } from '../console/messages.ts';
import { settingsMessages } from '../console/settingsMessages.ts';
import { uiMessagesFor } from '../messages/index.ts';

const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;

/** The settings screen's decorator: the kit's, the console's and the settings' messages of the toolbar's locale. */
export const withSettings: Decorator = (Story, context) => {
  const locale = LOCALES.find((l) => l === context.globals.locale) ?? 'en-US';
  return (
    <IntlProvider
      key={locale}
      locale={locale}
      defaultLocale="en-US"
      messages={{ ...uiMessagesFor(locale), ...consoleMessages[locale], ...settingsMessages[locale] }}
    >
      <Story />
    </IntlProvider>
  );
};
