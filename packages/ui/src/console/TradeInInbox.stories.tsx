import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsole } from '../storybook/withConsole.tsx';
import * as styles from './Console.css.ts';
import { INBOX } from './fixtures.ts';
import { TradeInInbox } from './TradeInInbox.tsx';

const meta = {
  title: 'Console/TradeInInbox',
  component: TradeInInbox,
  decorators: [
    (Story) => (
      <main className={styles.page}>
        <Story />
      </main>
    ),
    withConsole,
  ],
  args: { items: INBOX, onOffer: fn(), defaultExpiry: '2026-12-03' },
} satisfies Meta<typeof TradeInInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An amount typed with separators is sent in whole cents with the expiry date. */
export const SetAnOffer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Demo valuation \(sandbox estimates\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/at least 1\.00|au moins/);
    await expect(args.onOffer).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Offer amount|Montant/), '15,250.50');
    await userEvent.click(canvas.getByRole('button', { name: /Send the offer|Envoyer/ }));
    await expect(args.onOffer).toHaveBeenCalledWith(INBOX[0], {
      amount: 1_525_050,
      expires_on: '2026-12-03',
    });
  },
};

export const ServerRefusal: Story = {
  args: { errors: { 7: 'The expiry date cannot be in the past.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('cannot be in the past');
  },
};

export const Sent: Story = {
  args: { items: [], sentTo: 'Emily Chen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Offer sent to Emily Chen/)).toBeVisible();
    await expect(canvas.getByText(/No trade-in is awaiting/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /en attente du concessionnaire/ })).toBeVisible();
    await expect(canvas.getByText(/Odomètre : 60/)).toBeVisible();
  },
};
