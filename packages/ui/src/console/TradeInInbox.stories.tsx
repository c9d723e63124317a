import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { DECLINED_OFFER, INBOX } from './fixtures.ts';
import { TradeInInbox } from './TradeInInbox.tsx';
import type { InboxTradeIn } from './types.ts';

const meta = {
  title: 'Console/TradeInInbox',
  component: TradeInInbox,
  decorators: [withConsolePage, withConsole],
  args: { items: INBOX, onOffer: fn(), defaultExpiry: '2026-12-03' },
} satisfies Meta<typeof TradeInInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An amount typed with separators is sent in whole cents with the expiry date. */
export const SetAnOffer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Demo valuation \(sandbox estimates\)/)).toBeVisible();
    // the odometer in the locale's digits with its unit
    await expect(canvas.getByText('Odometer: 60,000 km')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    // the error is the amount field's: marked invalid, its description, and it takes focus
    const amount = canvas.getByRole('textbox', { name: /Offer amount/ });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Enter an amount in dollars, such as 12,500\.00/);
    await expect(amount).toHaveFocus();
    // letters are not an amount; an amount under a dollar is too small
    await userEvent.type(amount, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    await expect(amount).toHaveAccessibleDescription(/Enter an amount in dollars/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.50');
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    await expect(amount).toHaveAccessibleDescription(/at least 1\.00/);
    await expect(args.onOffer).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(canvas.getByLabelText(/Offer amount|Montant/), '15,250.50');
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    await expect(args.onOffer).toHaveBeenCalledWith(INBOX[0], {
      amount: 1_525_050,
      expires_on: '2026-12-03',
    });
  },
};

export const ServerRefusal: Story = {
  args: { errors: { 7: 'The order changed meanwhile. Reload it and try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('changed meanwhile');
  },
};

/** The server's refusal of a field is that field's: the expiry date marked invalid and described. */
export const ServerRefusalOfAField: Story = {
  args: { errors: { 7: { field: 'expires_on', message: 'The expiry date cannot be in the past.' } } },
  play: async ({ canvasElement }) => {
    const expires = within(canvasElement).getByLabelText(/Offer expires on/);
    await expect(expires).toHaveAttribute('aria-invalid', 'true');
    await expect(expires).toHaveAccessibleDescription('The expiry date cannot be in the past.');
    await expect(within(canvasElement).getByRole('textbox', { name: /Offer amount/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Sent: Story = {
  args: { items: [], sentTo: 'Emily Chen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Offer sent to Emily Chen/)).toBeVisible();
    // focus goes to the message, not the body (the form that had it is gone)
    await expect(canvas.getByText(/Offer sent to Emily Chen/)).toHaveFocus();
    await expect(canvas.getByText(/No trade-in is awaiting/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /en attente du concessionnaire/ })).toBeVisible();
    await expect(canvas.getByText('Odomètre : 60 000 km')).toBeVisible();
  },
};

/**
 * A trade-in back in the inbox because the customer declined the dealer's offer: the offer and the
 * customer's reason are shown, to make a better one (found in a staff trial: it came back bare).
 */
export const AfterADeclinedOffer: Story = {
  globals: { locale: 'en-CA' },
  args: {
    items: [
      {
        ...(INBOX[0] as InboxTradeIn),
        trade_in_offer: DECLINED_OFFER,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The customer declined the offer of $12,500.00: “Another dealer offered $14,000.”'),
    ).toBeVisible();
  },
};

export const AfterADeclinedOfferFrench: Story = {
  ...AfterADeclinedOffer,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        /^Le client a refusé l’offre de 12\s500,00\s\$\s: «\sAnother dealer offered \$14,000\.\s»$/,
      ),
    ).toBeVisible();
  },
};
