import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { DepositConfirmation } from './DepositConfirmation.tsx';
import { CHARGED, HELD } from './fixtures.ts';

const meta = {
  title: 'Deposit/DepositConfirmation',
  component: DepositConfirmation,
  decorators: [withKit],
  args: {
    deposit: HELD,
    vehicleName: '2026 Toyota RAV4 LE',
    links: (
      <>
        <a href="#appointment">Book an appointment</a> <a href="#receipt">View the receipt</a>{' '}
        <a href="#deal">Your saved deal</a>
      </>
    ),
  },
} satisfies Meta<typeof DepositConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (root: HTMLElement) => within(root).getByTestId('deposit-confirmation');

/**
 * The order confirmation (en-CA), shown at `deposit/{id}/` once the place step is completed: the vehicle
 * reserved, the deposit held (its fee apart, the day, the card), the order's reference and what comes
 * next; the first link a Tab away.
 */
export const Held: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(within(p).getByRole('heading', { level: 1 })).toHaveTextContent('Your order is confirmed');
    await expect(p).toHaveAttribute('data-state', 'held');
    await expect(p).toHaveTextContent('The 2026 Toyota RAV4 LE is reserved for you at Maple Motors.');
    await expect(plain(within(p).getByTestId('deposit-confirmation-deposit').textContent)).toBe(
      'Deposit of $500.00 plus a $14.80 fee ($514.80 in all), held on your card on Monday, December 21, 2026, Visa ending in 4242',
    );
    await expect(within(p).getByTestId('deposit-confirmation-reference')).toHaveTextContent('dep_42');
    await expect(within(p).getByRole('heading', { level: 2 })).toHaveTextContent('What happens next');
    await userEvent.tab();
    await expect(within(p).getByRole('link', { name: 'Book an appointment' })).toHaveFocus();
  },
};

/** US English, the vehicle's name not known (yet): the vehicle is still said to be reserved. */
export const UsEnglishWithoutVehicleName: Story = {
  globals: { locale: 'en-US' },
  args: { vehicleName: undefined, deposit: { ...HELD, currency: 'USD', time_zone: 'America/Chicago' } },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(p).toHaveTextContent('Your vehicle is reserved for you at Maple Motors.');
    await expect(plain(within(p).getByTestId('deposit-confirmation-deposit').textContent)).toContain(
      '$514.80 in all',
    );
  },
};

/** Charged, in French: « Votre commande est confirmée », "500,00 $", débité. */
export const ChargedFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { deposit: CHARGED, vehicleName: 'Toyota RAV4 LE 2026', links: undefined },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(p).toHaveAttribute('data-state', 'charged');
    await expect(within(p).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Votre commande est confirmée',
    );
    await expect(p).toHaveTextContent('Le véhicule Toyota RAV4 LE 2026 vous est réservé chez Maple Motors.');
    await expect(plain(within(p).getByTestId('deposit-confirmation-deposit').textContent)).toContain(
      'Dépôt de 500,00 $, débité le lundi 21 décembre 2026',
    );
    await expect(within(p).getByRole('heading', { level: 2 })).toHaveTextContent('La suite');
    await expect(within(p).queryByRole('link')).toBeNull();
  },
};
