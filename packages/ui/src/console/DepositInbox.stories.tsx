import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { DepositInbox } from './DepositInbox.tsx';
import { DEPOSITS } from './fixtures.ts';
import type { InboxDeposit } from './types.ts';

const meta = {
  title: 'Console/DepositInbox',
  component: DepositInbox,
  decorators: [withConsolePage, withConsole],
  args: { items: DEPOSITS, onAction: fn(), sandbox: true },
} satisfies Meta<typeof DepositInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A hold is captured or released, a charge refunded, a refunded deposit has nothing left to do. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Sandbox payments/)).toBeVisible();
    // The card's brand as its owner writes it, whatever the processor answers (`visa`).
    await expect(canvas.getAllByText(/Card Visa ending in 4242/)[0]).toBeVisible();
    await expect(canvas.getByText(/^(CA)?\$500\.00, held on the card$/)).toBeVisible();
    await expect(canvas.getByText(/^(CA)?\$500\.00, refunded$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Capture the deposit of Emily Chen' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refund the deposit of Emily Chen' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Hélène Roy/ })).toBeNull();
    // Money moves only once asked: the question says how much, to whom, and that the vehicle is freed.
    const release = canvas.getByRole('button', { name: 'Release the reservation of Emily Chen' });
    await userEvent.click(release);
    const question = canvas.getByRole('group', {
      name: /Release the hold of (CA)?\$500\.00 for Emily Chen\?/,
    });
    await expect(question).toHaveAccessibleName(/available to other shoppers/);
    // Focus on the safe answer: Enter pressed twice never moves money (found in a staff trial).
    await expect(within(question).getByRole('button', { name: 'No, go back' })).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
    // "No" asks nothing more, and focus is back on the action.
    await userEvent.click(within(question).getByRole('button', { name: 'No, go back' }));
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Release the reservation of Emily Chen' })).toHaveFocus();
    // Escape is "no" too (found in a staff trial: it did nothing).
    await userEvent.click(canvas.getByRole('button', { name: 'Release the reservation of Emily Chen' }));
    await expect(canvas.getByRole('button', { name: 'No, go back' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Release the reservation of Emily Chen' })).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, release' }));
    await expect(args.onAction).toHaveBeenCalledWith(DEPOSITS[0], 'release');
    await userEvent.click(canvas.getByRole('button', { name: 'Refund the deposit of Marc Leblanc' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, refund' }));
    await expect(args.onAction).toHaveBeenCalledWith(DEPOSITS[1], 'refund');
  },
};

/** The deposits as another tab changes them: the event `deposit-charged-elsewhere` charges the first. */
function ChangedElsewhereInbox(props: Parameters<typeof DepositInbox>[0]) {
  const [items, setItems] = useState(props.items);
  useEffect(() => {
    const charge = () =>
      setItems((shown) => shown.map((d, i) => (i === 0 ? { ...d, status: 'confirmed' as const } : d)));
    window.addEventListener('deposit-charged-elsewhere', charge);
    return () => window.removeEventListener('deposit-charged-elsewhere', charge);
  }, []);
  return <DepositInbox {...props} items={items} />;
}

/**
 * A question left open while the deposit is charged in another tab closes: "Yes, release" is not
 * offered over a charge (found in a staff trial), focus is on the deposit, which now offers a refund.
 */
export const ChangedElsewhere: Story = {
  render: (args) => <ChangedElsewhereInbox {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Release the reservation of Emily Chen' }));
    await expect(canvas.getByRole('button', { name: 'No, go back' })).toHaveFocus();
    window.dispatchEvent(new Event('deposit-charged-elsewhere'));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Yes, release' })).toBeNull());
    const card = canvas.getByRole('article', { name: /Civic/ });
    await waitFor(() => expect(within(card).getByRole('heading', { level: 2 })).toHaveFocus());
    await expect(within(card).getByText(/^(CA)?\$500\.00, charged$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refund the deposit of Emily Chen' })).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Done: Story = {
  args: {
    done: { name: 'Marc Leblanc', action: 'refund' },
    errors: { 5: 'Only a held deposit can be captured.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Deposit of Marc Leblanc refunded; the vehicle is available again/),
    ).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only a held deposit can be captured.');
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('500,00 $, retenu sur la carte')).toBeVisible();
    // The stock number in French as on the customer's deals (found in a staff trial: "Stock").
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(/ · N° de stock /);
    await expect(canvas.getByRole('button', { name: 'Libérer la réservation d’Emily Chen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rembourser le dépôt de Marc Leblanc' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Encaisser le dépôt d’Emily Chen' }));
    await expect(
      canvas.getByRole('group', { name: /^Débiter 500,00\s\$ sur la carte d’Emily Chen\s\?$/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Oui, encaisser' })).toBeVisible();
  },
};

/**
 * When it was paid, at the dealership's time whatever the staff member's device says (found in a
 * staff trial: the device's zone was used).
 */
export const PaidAtTheDealersTime: Story = {
  globals: { locale: 'en-CA' },
  args: {
    items: [{ ...(DEPOSITS[0] as InboxDeposit), paid_on: '2026-11-26T12:30:00Z' }],
    timeZone: 'Pacific/Auckland',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Held on Nov 27, 2026/)).toBeVisible();
  },
};

/**
 * A hold is not a payment: its date says when the card was held (found in a staff trial: "Paid on"
 * beside "held on the card"); a charge says paid, in French too.
 */
export const HeldIsNotPaid: Story = {
  args: {
    items: [
      { ...(DEPOSITS[0] as InboxDeposit), status: 'pre_authorized', paid_on: '2026-11-26T15:00:00Z' },
      { ...(DEPOSITS[1] as InboxDeposit), status: 'confirmed', paid_on: '2026-11-25T15:00:00Z' },
    ],
    timeZone: 'America/Toronto',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Held on Nov 26, 2026/)).toBeVisible();
    await expect(canvas.getByText(/Paid on Nov 25, 2026/)).toBeVisible();
    await expect(canvas.queryByText(/Paid on Nov 26, 2026/)).toBeNull();
  },
};

/**
 * An action another tab (or a retry) had already done: said so, not announced as done now (found
 * in a staff trial: a stale page's second refund said "refunded").
 */
export const AlreadyDone: Story = {
  globals: { locale: 'en-CA' },
  args: { done: { name: 'Emily Chen', action: 'refund', already: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The deposit of Emily Chen had already been refunded: nothing more was done.'),
    ).toHaveFocus();
  },
};

export const AlreadyDoneFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { done: { name: 'Émilie Roy', action: 'release', already: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /^La retenue d’Émilie Roy avait déjà été libérée\s: rien de plus n’a été fait\.$/,
      ),
    ).toHaveFocus();
  },
};

/**
 * A refused action: focus goes to what was refused and why, not to the page (found in a staff
 * trial: focus fell to the document's body once the question closed).
 */
export const Refused: Story = {
  globals: { locale: 'en-CA' },
  render: function Refused(args) {
    const [errors, setErrors] = useState<Record<number, string>>({});
    return (
      <DepositInbox
        {...args}
        errors={errors}
        onAction={(item) => {
          // the server's answer comes a moment later
          setTimeout(() => setErrors({ [item.id]: 'This deposit has been charged meanwhile.' }), 50);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Release the reservation of Emily Chen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, release' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('This deposit has been charged meanwhile.');
  },
};

/**
 * A sales rep's view: holds are captured or released, but money taken is refunded by a sales manager
 * or an admin (the server refuses a rep's refund), so no refund is offered; the deposit says who may.
 */
export const RepMayNotRefund: Story = {
  globals: { locale: 'en-CA' },
  args: { actions: ['capture', 'release'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Capture the deposit of Emily Chen' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Refund/ })).toBeNull();
    await expect(canvas.getByText('A sales manager or an admin may refund it.')).toBeVisible();
  },
};

/**
 * Each deposit says its order number, and the list is searched by the customer's name or e-mail, the
 * order number or the stock number (found by dealer staff: neither was there).
 */
export const OrderNumberAndSearch: Story = {
  render: function Searched(args) {
    const [query, setQuery] = useState('');
    const [searched, setSearched] = useState('');
    const items = searched ? args.items.filter((item) => String(item.order) === searched) : args.items;
    return (
      <DepositInbox
        {...args}
        items={items}
        query={query}
        onQueryChange={setQuery}
        searched={searched}
        onSearch={(text) => {
          args.onSearch?.(text);
          setSearched(text);
        }}
      />
    );
  },
  args: { onSearch: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('article')[0] as HTMLElement;
    await expect(within(first).getByText('Customer: Emily Chen · Order 41')).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Search deposits' });
    await expect(box).toHaveAccessibleDescription('Customer name, e-mail, order number or stock number');
    await userEvent.type(box, '  41 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('41');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByText('1 deposit found')).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, '999');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText('No deposit matches this search.')).toBeVisible();
    await expect(canvas.queryByText('No deposit has been placed.')).toBeNull();
    // What was typed stays in the box.
    await expect(box).toHaveValue('999');
  },
};

export const OrderNumberAndSearchFrench: Story = {
  ...OrderNumberAndSearch,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('article')[0] as HTMLElement;
    await expect(within(first).getByText('Client : Emily Chen · Commande 41')).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Rechercher des dépôts' });
    await expect(box).toHaveAccessibleDescription(
      'Nom ou courriel du client, numéro de commande ou numéro de stock',
    );
    await userEvent.type(box, '999{Enter}');
    await expect(canvas.getByText('Aucun dépôt ne correspond à cette recherche.')).toBeVisible();
  },
};

/** A search not sent (offline): said under the field, the list and what was typed kept. */
export const SearchNotSent: Story = {
  args: {
    onSearch: fn(),
    query: 'Chen',
    searchError:
      'Not sent: this device is offline. Nothing was changed and what you chose is kept; try again once it is back online.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Not sent: this device is offline/);
    await expect(canvas.getByRole('searchbox', { name: 'Search deposits' })).toHaveValue('Chen');
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0);
  },
};
