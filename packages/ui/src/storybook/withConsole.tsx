import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import * as consoleStyles from '../console/Console.css.ts';
import { consoleMessages } from '../console/messages.ts';
import { quoteMessages } from '../console/QuoteMessages.ts';
import { uiMessagesFor } from '../messages/index.ts';

const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;

/** The console's decorator: react-intl with the kit's and the console's messages of the toolbar's locale. */
export const withConsole: Decorator = (Story, context) => {
  const locale = LOCALES.find((l) => l === context.globals.locale) ?? 'en-US';
  return (
    <IntlProvider
      key={locale}
      locale={locale}
      defaultLocale="en-US"
      messages={{ ...uiMessagesFor(locale), ...consoleMessages[locale], ...quoteMessages[locale] }}
    >
      <Story />
    </IntlProvider>
  );
};

/** A console screen's page: its main landmark and width, as the console app lays it out. */
export const withConsolePage: Decorator = (Story) => (
  <main className={consoleStyles.page}>
    <Story />
  </main>
);
