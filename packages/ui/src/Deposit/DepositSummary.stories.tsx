import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { DepositSummary } from './DepositSummary.tsx';
import { CHARGED, HELD } from './fixtures.ts';

const meta = {
  title: 'Deposit/DepositSummary',
  component: DepositSummary,
  decorators: [withKit],
  args: {
    deposit: HELD,
    placeLink: <a href="#place">Place a deposit</a>,
    receiptLink: <a href="#receipt">View the receipt</a>,
  },
} satisfies Meta<typeof DepositSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = (root: HTMLElement) => within(root).getByTestId('deposit-summary');

/** Held on the card, with its fee apart, the day at the dealership and the card; the receipt a Tab away. */
export const Held: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveAttribute('data-state', 'held');
    await expect(plain(summary(canvasElement).textContent)).toContain(
      'Deposit of $500.00 plus a $14.80 fee ($514.80 in all), held on your card on Monday, December 21, 2026, Visa ending in 4242',
    );
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'View the receipt' })).toHaveFocus();
  },
};

/** Charged, in French: « débité », the day with its weekday, "500,00 $". */
export const ChargedFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    deposit: { ...CHARGED, paid_on: '2026-06-01T15:00:00Z' },
    receiptLink: <a href="#receipt">Voir le reçu</a>,
  },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveAttribute('data-state', 'charged');
    await expect(plain(summary(canvasElement).textContent)).toContain(
      'Dépôt de 500,00 $, débité le lundi 1er juin 2026, Visa se terminant par 4242',
    );
  },
};

/** The dealer released the hold: said, and another deposit offered. */
export const Released: Story = {
  globals: { locale: 'en-US' },
  args: { deposit: { ...HELD, status: 'canceled', given_back_on: '2026-12-23T15:00:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveAttribute('data-state', 'given-back');
    await expect(plain(summary(canvasElement).textContent)).toContain(
      'The hold of $514.80 on your card was released on Wednesday, December 23, 2026.',
    );
    await expect(within(canvasElement).getByRole('link', { name: 'Place a deposit' })).toBeVisible();
  },
};

/** A declined attempt, or none: the link to place one. */
export const None: Story = {
  globals: { locale: 'en-CA' },
  args: { deposit: { ...HELD, status: 'rejected', paid_on: null } },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveAttribute('data-state', 'none');
    await expect(within(canvasElement).queryByRole('link', { name: 'View the receipt' })).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Place a deposit' })).toBeVisible();
  },
};
