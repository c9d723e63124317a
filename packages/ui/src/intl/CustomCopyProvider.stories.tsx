import { parse } from '@formatjs/icu-messageformat-parser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { expect, fn, screen, within } from 'storybook/test';
import { DealerBar } from '../DealerBar/DealerBar.tsx';
import { SignInModal } from '../SignInModal/SignInModal.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { CustomCopyProvider } from './CustomCopyProvider.tsx';

function Demo({ copy }: { readonly copy: Readonly<Record<string, string>> }) {
  return (
    <CustomCopyProvider copy={copy}>
      <SignInModal open onOpenChange={fn()} source="default" dealer={{}} country="US" onSubmit={fn()} />
    </CustomCopyProvider>
  );
}

const meta = {
  title: 'Primitives/CustomCopyProvider',
  component: Demo,
  subcomponents: { CustomCopyProvider },
  decorators: [withKit],
  args: {
    copy: {
      'auth.title.default': 'Lock in your Lone Star deal',
      'auth.button.save_deal': 'Save my Lone Star deal',
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer's custom copy replaces messages by id; every other message keeps the kit's text. */
export const DealerCopy: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Lock in your Lone Star deal' }));
    await expect(dialog.getByRole('button', { name: 'Save my Lone Star deal' })).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /Email|Courriel/ })).toBeInTheDocument();
  },
};

/** The kit's messages of the story's locale compiled to ASTs, as an app compiles them at build time. */
function Compiled({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const locale = new Intl.Locale(intl.locale);
  const messages = Object.fromEntries(
    Object.entries(intl.messages).map(([id, message]) => [
      id,
      typeof message === 'string' ? parse(message, { locale }) : message,
    ]),
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/**
 * Over compiled messages (an app that ships react-intl without its parser) a dealer's copy with ICU
 * placeholders is parsed in a lazy chunk, then applied; plain copy needs no parser.
 */
export const CopyOverCompiledMessages: Story = {
  tags: ['no-visual'], // the pixels are the DealerBar's (its own stories have baselines)
  args: {
    copy: {
      'ui.dealerBar.loggedInAs': 'Acting for {name}, Lone Star desk',
      'ui.dealerBar.customerList': 'All Lone Star customers',
    },
  },
  render: ({ copy }) => (
    <Compiled>
      <CustomCopyProvider copy={copy}>
        <DealerBar
          customerName="Jane Doe"
          dealerUser={{ firstName: 'Sam' }}
          onEndSession={fn()}
          onCustomerList={fn()}
          onLogout={fn()}
        />
      </CustomCopyProvider>
    </Compiled>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByText('Acting for Jane Doe, Lone Star desk', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByText(/\{name\}/)).toBeNull();
  },
};

const surroundingOnError = fn();

/** A message the catalogue does not have, and a time in the surrounding provider's time zone. */
function Probe() {
  const intl = useIntl();
  return (
    <p>
      <span data-testid="missing">{intl.formatMessage({ id: 'story.notInTheCatalogue' })}</span>{' '}
      <span data-testid="time">
        {intl.formatTime(Date.UTC(2026, 0, 5, 17, 0), {
          hour: 'numeric',
          minute: '2-digit',
          hourCycle: 'h23',
        })}
      </span>
    </p>
  );
}

/** The app's provider around the copy: its own error handler and time zone. */
function Surrounding({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={intl.messages}
      timeZone="America/Toronto"
      onError={surroundingOnError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * The copy replaces messages only: the surrounding configuration stays below it, such as the app's
 * error handler (through which it reports a missing message) and its time zone.
 */
export const KeepsTheSurroundingConfiguration: Story = {
  tags: ['no-visual'], // a probe, no component of the kit
  render: ({ copy }) => (
    <Surrounding>
      <CustomCopyProvider copy={copy}>
        <Probe />
      </CustomCopyProvider>
    </Surrounding>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('time')).toHaveTextContent('12:00');
    await expect(canvas.getByTestId('missing')).toHaveTextContent('story.notInTheCatalogue');
    await expect(surroundingOnError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'MISSING_TRANSLATION' }),
    );
  },
};
