import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkButton } from '../deal/LinkButton.tsx';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { DepositReceipt } from './DepositReceipt.tsx';
import { CHARGED, HELD } from './fixtures.ts';

const meta = {
  title: 'Deposit/DepositReceipt',
  component: DepositReceipt,
  decorators: [withKit],
  args: {
    deposit: HELD,
    // The app's links are the kit's link buttons, side by side.
    links: (
      <>
        <LinkButton href="#appointment">Book an appointment</LinkButton>
        <LinkButton href="#deal" variant="outline">
          Order details
        </LinkButton>
      </>
    ),
  },
} satisfies Meta<typeof DepositReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

const receipt = (root: HTMLElement) => within(root).getByTestId('deposit-receipt');

/** A hold (en-CA): held, not charged; no cancellation fee, so the terms speak of none. */
export const Hold: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const r = receipt(canvasElement);
    await expect(within(r).getByRole('heading', { level: 1 })).toHaveTextContent('Deposit receipt');
    await expect(r).toHaveAttribute('data-state', 'held');
    await expect(plain(within(r).getByTestId('deposit-receipt-total').textContent)).toBe('$514.80');
    await expect(within(r).getByTestId('deposit-receipt-card')).toHaveTextContent('Visa ending in 4242');
    await expect(within(r).getByTestId('deposit-receipt-reference')).toHaveTextContent('dep_42');
    await expect(r).toHaveTextContent('Held on your card');
    await expect(r).toHaveTextContent('Monday, December 21, 2026');
    await expect(r).toHaveTextContent('Sandbox processor');
    const terms = within(r).getByTestId('deposit-receipt-terms');
    await expect(terms).toHaveTextContent('held on your card, not charged');
    await expect(terms).not.toHaveTextContent('fee');
    await userEvent.tab();
    await expect(within(r).getByRole('link', { name: 'Book an appointment' })).toHaveFocus();
  },
};

/** Charged, with a cancellation fee, in French: the charge's terms and "100,00 $". */
export const ChargedFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { deposit: CHARGED, links: undefined },
  play: async ({ canvasElement }) => {
    const r = receipt(canvasElement);
    await expect(r).toHaveAttribute('data-state', 'charged');
    await expect(within(r).getByRole('heading', { level: 1 })).toHaveTextContent('Reçu de dépôt');
    await expect(plain(within(r).getByTestId('deposit-receipt-total').textContent)).toBe('500,00 $');
    await expect(r).toHaveTextContent('Débité de votre carte');
    await expect(plain(within(r).getByTestId('deposit-receipt-terms').textContent)).toContain(
      'remboursé moins des frais d’annulation de 100,00 $',
    );
    await expect(within(r).queryByRole('link')).toBeNull();
  },
};

/** A US dealer's hold in dollars (en-US), through the processor. */
export const UnitedStates: Story = {
  globals: { locale: 'en-US' },
  args: {
    deposit: {
      ...HELD,
      currency: 'USD',
      processor: 'stripe',
      dealer_name: 'Lone Star Motors',
      time_zone: 'America/Chicago',
      deposit_cancellation_fee: 5_000,
    },
  },
  play: async ({ canvasElement }) => {
    const r = receipt(canvasElement);
    await expect(r).toHaveTextContent('USD');
    await expect(plain(within(r).getByTestId('deposit-receipt-terms').textContent)).toContain(
      'Lone Star Motors charges it when you buy the vehicle, or releases the hold if the deal does not go ahead (a cancellation fee of $50.00 may apply).',
    );
  },
};
