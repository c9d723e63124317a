import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import type { ReentryCodeFormProps } from './ReentryCodeForm.tsx';
import { ReentryCodeForm } from './ReentryCodeForm.tsx';

const meta = {
  title: 'Sign-in/ReentryCodeForm',
  component: ReentryCodeForm,
  decorators: [
    withKit,
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    target: { name: 'Pat', email: 'pa***@example.com', phone: '(***) ***-0123' },
    onContinue: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof ReentryCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Continue is enabled only with exactly 6 digits; letters are ignored. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /6-digit code|Code à 6 chiffres/ });
    const proceed = canvas.getByRole('button', { name: /Continue|Continuer/ });
    await expect(proceed).toBeDisabled();
    await userEvent.type(input, '12a345');
    await expect(input).toHaveValue('12345');
    await expect(proceed).toBeDisabled();
    await userEvent.type(input, '6');
    await expect(proceed).toBeEnabled();
    await userEvent.type(input, '7');
    await expect(input).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledWith('123456');
  },
};

/** Send a new code shows the info toast (5 s). */
export const Resend: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Send a new code|Envoyer un nouveau code/ }),
    );
    await expect(args.onResend).toHaveBeenCalled();
    await expect(
      await screen.findByText(/We sent you a new code|Nous vous avons envoyé un nouveau code/),
    ).toBeInTheDocument();
  },
};

/** Verification in progress: Continue is disabled even with 6 digits. */
export const Loading: Story = {
  render: (args: ReentryCodeFormProps) => {
    const [loading, setLoading] = useState(false);
    return <ReentryCodeForm {...args} loading={loading} onContinue={() => setLoading(true)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '123456{Enter}');
    await expect(canvas.getByRole('button', { name: /Continue|Continuer/ })).toBeDisabled();
  },
};

/** A wrong or expired code (403 or 412): the inline error. */
export const CodeError: Story = {
  args: { codeError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/not valid|pas valide/);
  },
};

export const WithoutNameOrPhone: Story = { args: { target: { email: 'pa***@example.com' } } };

/**
 * "Log in" with an address typed by the shopper: it may have no account here (the server answers
 * every address alike and e-mails a sign-up link to an address without one), so no "Welcome back".
 */
export const AnyAddress: Story = {
  args: { anyAddress: true, target: { name: 'no***@example.com', email: 'no***@example.com' } },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('p');
    await expect(text).not.toHaveTextContent(/Welcome back|Bon retour/);
    await expect(text).toHaveTextContent(
      /^(We sent an email to no\*\*\*@example\.com: a 6-digit code if this address has an account here, otherwise a link to create one\.|Nous avons envoyé un courriel à no\*\*\*@example\.com\u00a0: un code à 6 chiffres si cette adresse a un compte ici, sinon un lien pour en créer un\.)$/,
    );
  },
};
