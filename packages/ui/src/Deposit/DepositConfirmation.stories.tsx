import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkButton } from '../deal/LinkButton.tsx';
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
    orderNumber: 1207,
    vehicleName: '2026 Toyota RAV4 LE',
    // The app's links are the kit's link buttons: the next step first and solid, the others outlined.
    links: (
      <>
        <LinkButton href="#appointment">Book an appointment</LinkButton>
        <LinkButton href="#receipt" variant="outline">
          View the receipt
        </LinkButton>
        <LinkButton href="#deal" variant="outline">
          Order details
        </LinkButton>
      </>
    ),
  },
} satisfies Meta<typeof DepositConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (root: HTMLElement) => within(root).getByTestId('deposit-confirmation');

/**
 * The order confirmation (en-CA), shown at `deposit/{id}/` once the place step is completed: the vehicle
 * reserved, the deposit held (its fee apart, the day, the card), the order's number (what the shopper
 * quotes to the dealership, not the payment's id) and what comes next: link buttons side by side, each
 * a 24 px target at least (WCAG 2.2 2.5.8), with the kit's focus ring; the first a Tab away.
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
    await expect(within(p).getByText('Order number')).toBeInTheDocument();
    await expect(within(p).getByTestId('deposit-confirmation-reference')).toHaveTextContent(/^1207$/);
    await expect(p).not.toHaveTextContent('dep_42');
    await expect(within(p).getByRole('heading', { level: 2 })).toHaveTextContent('What happens next');
    const links = within(p).getAllByRole('link');
    const tops = new Set<number>();
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(24);
      await expect(box.width).toBeGreaterThanOrEqual(24);
      tops.add(Math.round(box.top));
    }
    // Side by side (the canvas is wide enough): a row of actions, not a column of links in a box.
    await expect(tops.size).toBe(1);
    await userEvent.tab();
    const first = within(p).getByRole('link', { name: 'Book an appointment' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
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
    await expect(within(p).getByText('Numéro de commande')).toBeInTheDocument();
    await expect(within(p).getByTestId('deposit-confirmation-reference')).toHaveTextContent(/^1207$/);
    await expect(within(p).getByRole('heading', { level: 2 })).toHaveTextContent('La suite');
    await expect(within(p).queryByRole('link')).toBeNull();
  },
};
