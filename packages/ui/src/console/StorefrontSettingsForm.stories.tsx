import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSettings } from '../storybook/withSettings.tsx';
import * as styles from './Console.css.ts';
import { StorefrontSettingsForm } from './StorefrontSettingsForm.tsx';
import { SETTINGS } from './settingsFixtures.ts';

const meta = {
  title: 'Console/StorefrontSettingsForm',
  component: StorefrontSettingsForm,
  decorators: [
    (Story) => (
      <main className={styles.page}>
        <Story />
      </main>
    ),
    withSettings,
  ],
  args: {
    settings: SETTINGS,
    locales: ['en-CA', 'fr-CA'],
    onSave: fn(),
    currency: 'CAD',
    dealerName: 'Maple Motors',
  },
} satisfies Meta<typeof StorefrontSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Colour, a rate, a French text, the deposit and an origin changed: the whole document is sent, amounts in cents. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const colour = canvas.getByRole('textbox', { name: 'Buttons (call to action)' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#0B6E4F');
    const rate = canvas.getByRole('textbox', { name: 'Rate, New, 72 months' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '2.49');
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Text (fr-CA)' })[0] as HTMLElement, ' !');
    const deposit = canvas.getByRole('textbox', { name: 'Deposit amount' });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '750.00');
    await userEvent.click(canvas.getByRole('radio', { name: /Charged at once/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /embed the storefront/ }),
      '{enter}https://shop.example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save the settings' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const sent = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(sent.theme.button_cta_color).toBe('#0B6E4F');
    await expect(sent.payment.finance.rates).toContainEqual({ condition: 'new', term: 72, apr: 2.49 });
    await expect(sent.custom_copy[0].text['fr-CA']).toBe('Préparez votre achat en ligne !');
    await expect(sent.payment.deposit).toEqual({
      enabled: true,
      amount_cents: 75_000,
      cancellation_fee_cents: 0,
      mode: 'capture',
    });
    await expect(sent.embedding_origins).toEqual(['https://www.example.com', 'https://shop.example.com']);
  },
};

/** The server's refusals are their fields' (marked invalid, described), listed in an alert that takes focus. */
export const ServerErrors: Story = {
  args: {
    errors: {
      'theme.button_cta_color': ['Enter a colour as #RRGGBB, like #C8102E.'],
      'payment.finance.rates.1.apr': ['Enter a rate from 0% to 99.99%.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Enter a rate from 0% to 99.99%/);
    const rate = canvas.getByRole('textbox', { name: 'Rate, New, 72 months' });
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription('Enter a rate from 0% to 99.99%.');
    await expect(canvas.getByRole('textbox', { name: 'Buttons (call to action)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** An amount that is not one is refused before sending, on its field. */
export const BadAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const deposit = canvas.getByRole('textbox', { name: 'Deposit amount' });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, 'five hundred');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the settings' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    await expect(deposit).toHaveAccessibleDescription(/Enter an amount such as 500\.00\./);
  },
};

export const Saved: Story = {
  args: { savedVersion: 4 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Settings saved as version 4.');
    await expect(status).toHaveFocus();
  },
};

/** Someone else saved first (a 412): the message takes focus, as every other save result does. */
export const Conflict: Story = {
  args: { conflict: true },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/changed the settings meanwhile/);
    await expect(alert).toHaveFocus();
  },
};

/** A sales manager reads the settings: every control disabled, no way to save. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Buttons (call to action)' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Deposit amount' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save the settings' })).toBeNull();
    // Said, not only shown disabled.
    await expect(canvas.getByText(/Your role reads these settings/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // French decimals (found in a staff trial: 5.99 in a French form)
    await expect(canvas.getByRole('textbox', { name: 'Taux, Neuf, 72 mois' })).toHaveValue('5,99');
    await expect(canvas.getByRole('textbox', { name: 'Montant du dépôt' })).toHaveValue('500,00');
    await expect(canvas.getByRole('button', { name: 'Enregistrer les paramètres' })).toBeVisible();
  },
};
