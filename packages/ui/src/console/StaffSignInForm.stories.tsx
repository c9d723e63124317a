import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsole } from '../storybook/withConsole.tsx';
import * as styles from './Console.css.ts';
import { StaffSignInForm } from './StaffSignInForm.tsx';

const meta = {
  title: 'Console/StaffSignInForm',
  component: StaffSignInForm,
  decorators: [
    (Story) => (
      <main className={styles.narrowPage}>
        <Story />
      </main>
    ),
    withConsole,
  ],
  args: { onSubmit: fn() },
} satisfies Meta<typeof StaffSignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in with the keyboard and sent with Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sign in|Se connecter/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/password|mot de passe/);
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/E-?mail|Courriel/), ' rep@maplemotors.example.ca ');
    await userEvent.type(canvas.getByLabelText(/Password|Mot de passe/), 'demo-staff-2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'rep@maplemotors.example.ca',
      password: 'demo-staff-2026',
    });
  },
};

/** The server refused the credentials: the app passes the localised refusal. */
export const BadCredentials: Story = {
  args: { error: 'Unable to sign in with the e-mail and password given.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unable to sign in');
    await expect(within(canvasElement).getByRole('alert')).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sign in|Se connecter/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Connexion du personnel' })).toBeVisible();
    await expect(canvas.getByLabelText(/Courriel/)).toBeVisible();
  },
};

/** The code step itself: the e-mail kept in the words, a code sent as digits, a recovery code instead. */
export const CodeStep: Story = {
  args: { step: 'code', onSubmitCode: fn(), onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    const code = canvas.getByLabelText(/Verification code/);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the 6-digit code.');
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Verification code/), '123 456{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ code: '123456' });
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = canvas.getByLabelText(/Recovery code/);
    await expect(recovery).toHaveFocus();
    await userEvent.type(recovery, ' abcde-12345 {Enter}');
    await expect(args.onSubmitCode).toHaveBeenLastCalledWith({ recovery_code: 'abcde-12345' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with another account' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A wrong code: the localised refusal takes focus, the code field stays. */
export const WrongCode: Story = {
  args: {
    step: 'code',
    onSubmitCode: fn(),
    error: 'Incorrect verification code. Check the code and try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect verification code');
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(canvas.getByLabelText(/Verification code/)).toBeVisible();
  },
};

export const CodeStepFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { step: 'code', onSubmitCode: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
    await expect(canvas.getByLabelText(/Code de vérification/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Utiliser plutôt un code de récupération' }),
    ).toBeVisible();
  },
};
