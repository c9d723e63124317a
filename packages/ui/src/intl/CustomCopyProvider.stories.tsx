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
