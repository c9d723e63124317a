import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { DepositChallenge, DepositForm, DepositSandboxNotice } from './DepositForm.tsx';
import { DETAILS, PROVINCES, PROVINCES_FR, STATES } from './fixtures.ts';

/** The processor's card field as the app passes it in (here a stand-in for the sandbox's inputs). */
function CardNumber({ label = 'Card number' }: { label?: string }) {
  const [value, setValue] = useState('');
  return <TextField name="card_number" label={label} value={value} onChange={setValue} inputMode="numeric" />;
}

const NORA = {
  first_name: 'Nora',
  last_name: 'Tremblay',
  phone: '4165550147',
  cardholder_name: 'Nora Tremblay',
};

const meta = {
  title: 'Deposit/DepositForm',
  component: DepositForm,
  subcomponents: { DepositChallenge, DepositSandboxNotice },
  decorators: [withKit],
  args: {
    country: 'CA',
    provinces: PROVINCES,
    details: DETAILS,
    sandbox: true,
    vehicleName: '2026 Demo Crossover',
    card: <CardNumber />,
    onSubmit: fn(),
    onAttempt: fn(),
  },
} satisfies Meta<typeof DepositForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fieldOf = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`[data-field="${name}"]`) ?? root;

/** Nothing typed: the pay button says the total; pressed, every required field says so and focus goes to the first. */
export const Empty: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Place your deposit');
    await expect(canvas.getByTestId('sandbox-notice')).toHaveTextContent('Sandbox payments');
    await expect(plain(canvas.getByTestId('deposit-total').textContent)).toBe('$514.80');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $514.80 deposit' }));
    await expect(args.onAttempt).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const first = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(fieldOf(canvasElement, 'city')).toHaveTextContent('This field is required.');
    // The optional line asks nothing.
    await expect(fieldOf(canvasElement, 'address_line_2')).not.toHaveTextContent('required');
  },
};

/**
 * Started from the shopper's profile, the rest filled with the keyboard alone: Tab in screen order,
 * the postal code (before the province) fills the province, Enter pays.
 */
export const FilledWithTheKeyboard: Story = {
  globals: { locale: 'en-CA' },
  args: { initialValues: NORA },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Address' }));
    await userEvent.paste('100 King St W');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.paste('Toronto');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Postal code' })).toHaveFocus();
    await userEvent.keyboard('m5v2t6');
    await expect(canvas.getByRole('textbox', { name: 'Postal code' })).toHaveValue('M5V 2T6');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('Ontario');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name on the card' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Nora',
      last_name: 'Tremblay',
      phone: '4165550147',
      address_line_1: '100 King St W',
      address_line_2: '',
      city: 'Toronto',
      postal_code: 'M5V 2T6',
      province: 'ON',
      cardholder_name: 'Nora Tremblay',
    });
  },
};

/**
 * The server's geo validation refused the postal code for the province chosen: each message under its
 * field, everything typed kept; a corrected code clears its message.
 */
export const ServerFieldErrors: Story = {
  globals: { locale: 'en-CA' },
  args: {
    initialValues: {
      ...NORA,
      address_line_1: '100 King St W',
      city: 'Toronto',
      postal_code: 'M5V 2T6',
      province: 'QC',
    },
    serverErrors: {
      postal_code: ['This postal code is not in Quebec.'],
      province: ['Choose the province of the postal code.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postal = canvas.getByRole('textbox', { name: 'Postal code' });
    await expect(fieldOf(canvasElement, 'postal_code')).toHaveTextContent(
      'This postal code is not in Quebec.',
    );
    await expect(fieldOf(canvasElement, 'province')).toHaveTextContent(
      'Choose the province of the postal code.',
    );
    await expect(postal).toHaveAccessibleDescription(/not in Quebec/);
    // Typed values kept, the shopper's province untouched by the code.
    await expect(postal).toHaveValue('M5V 2T6');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Toronto');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('Quebec');
    await userEvent.clear(postal);
    await userEvent.type(postal, 'H2X1Y4');
    await expect(fieldOf(canvasElement, 'postal_code')).not.toHaveTextContent('not in Quebec');
  },
};

/** The card was declined: said beside the card, focused; the form keeps what was typed. */
export const Declined: Story = {
  globals: { locale: 'en-CA' },
  args: {
    initialValues: { ...NORA, address_line_1: '100 King St W', city: 'Toronto', postal_code: 'M5V 2T6' },
    paymentError: 'Your card was declined. Try another card.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByTestId('deposit-payment-error');
    await expect(alert).toHaveTextContent('Your card was declined. Try another card.');
    await expect(alert).toHaveFocus();
    await expect(within(canvas.getByTestId('deposit-card')).getByRole('alert')).toBe(alert);
    await expect(canvas.getByTestId('deposit-place')).toHaveAttribute('data-state', 'declined');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('Ontario');
    await expect(canvas.getByRole('button', { name: 'Pay $514.80 deposit' })).toBeEnabled();
  },
};

const onComplete = fn();
const onFail = fn();

/** The card asks for authentication: the step takes the pay button's place, its heading focused. */
export const AuthenticationChallenge: Story = {
  globals: { locale: 'en-CA' },
  args: {
    initialValues: NORA,
    challenge: <DepositChallenge amount={51_480} currency="CAD" onComplete={onComplete} onFail={onFail} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByTestId('deposit-challenge');
    await expect(within(step).getByRole('heading', { level: 2 })).toHaveFocus();
    await expect(plain(step.textContent)).toContain('confirm the payment of $514.80');
    await expect(canvas.queryByRole('button', { name: /Pay/ })).toBeNull();
    await userEvent.tab();
    await expect(within(step).getByRole('button', { name: 'Complete authentication' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onComplete).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(onFail).toHaveBeenCalledTimes(1);
  },
};

/** Another shopper reserved the vehicle first: said, and nothing more can be paid. */
export const Reserved: Story = {
  globals: { locale: 'en-US' },
  args: { reserved: true, paymentError: 'This vehicle was just reserved by another shopper.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('deposit-reserved')).toHaveTextContent('Your card was not charged.');
    await expect(canvas.getByRole('button', { name: /Pay .* deposit/ })).toBeDisabled();
  },
};

/** In French (fr-CA): labels, money as "514,80 $", the code filling « Québec ». */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { provinces: PROVINCES_FR, card: <CardNumber label="Numéro de carte" />, initialValues: NORA },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Versez votre dépôt');
    await expect(plain(canvas.getByTestId('deposit-total').textContent)).toBe('514,80 $');
    await expect(canvas.getByTestId('deposit-amounts')).toHaveTextContent('Frais de traitement');
    await expect(canvas.getByTestId('sandbox-notice')).toHaveTextContent('bac à sable');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent(
      'Choisissez une province',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code postal' }), 'h2x1y4');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('Québec');
    await userEvent.click(canvas.getByRole('button', { name: /^Payer le dépôt de 514,80\s\$$/ }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Adresse' })).toHaveFocus());
    await expect(fieldOf(canvasElement, 'city')).toHaveTextContent('Ce champ est obligatoire.');
  },
};

/** A US dealer (en-US): state and ZIP code, dollars; the ZIP code fills the state, a choice stays. */
export const UnitedStates: Story = {
  globals: { locale: 'en-US' },
  args: {
    country: 'US',
    provinces: STATES,
    details: { ...DETAILS, currency: 'USD' },
    sandbox: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(plain(canvas.getByTestId('deposit-total').textContent)).toBe('$514.80');
    await expect(canvas.queryByTestId('sandbox-notice')).toBeNull();
    const state = canvas.getByRole('button', { name: /State/ });
    await expect(state).toHaveTextContent('Choose a state');
    const zip = canvas.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(zip, '78704');
    await expect(state).toHaveTextContent('Texas');
    // The shopper's own choice stays whatever ZIP code comes next.
    state.focus();
    await userEvent.keyboard('{Enter}');
    const newYork = await within(document.body).findByRole('option', { name: 'New York' });
    await userEvent.click(newYork);
    await expect(state).toHaveTextContent('New York');
    await userEvent.clear(zip);
    await userEvent.type(zip, '90210');
    await expect(state).toHaveTextContent('New York');
  },
};
