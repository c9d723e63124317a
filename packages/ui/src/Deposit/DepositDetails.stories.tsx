import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { DepositDetails } from './DepositDetails.tsx';
import { DETAILS } from './fixtures.ts';

const meta = {
  title: 'Deposit/DepositDetails',
  component: DepositDetails,
  decorators: [withKit],
  args: { details: DETAILS },
} satisfies Meta<typeof DepositDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (root: HTMLElement) =>
  within(root)
    .getAllByRole('term')
    .map((dt) => plain(`${dt.textContent}: ${dt.nextElementSibling?.textContent}`));

/** A hold with a processing fee and no cancellation fee (en-CA). */
export const HoldWithProcessingFee: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      'Deposit: $500.00',
      'Processing fee: $14.80',
      'Charged to your card: $514.80',
      'How it is charged: A hold on your card, charged when you buy',
    ]);
  },
};

/** Charged now, a fixed fee and a cancellation fee, in French: "500,00 $". */
export const CaptureWithFeesFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    details: {
      ...DETAILS,
      deposit_method: 'capture',
      fee_mode: 'Charge Fixed Fee',
      deposit_fee: 2_500,
      deposit_total: 52_500,
      deposit_cancellation_fee: 10_000,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      'Dépôt: 500,00 $',
      'Frais fixes: 25,00 $',
      'Porté à votre carte: 525,00 $',
      'Mode de paiement: Débité maintenant, appliqué à votre achat',
      'Frais d’annulation: 100,00 $',
    ]);
  },
};

/** No fee (en-US, dollars): the deposit is what the card is charged. */
export const NoFee: Story = {
  globals: { locale: 'en-US' },
  args: {
    details: { ...DETAILS, currency: 'USD', fee_mode: 'No Fee', deposit_fee: 0, deposit_total: 50_000 },
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      'Deposit: $500.00',
      'Charged to your card: $500.00',
      'How it is charged: A hold on your card, charged when you buy',
    ]);
  },
};
