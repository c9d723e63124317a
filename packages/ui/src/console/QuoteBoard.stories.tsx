import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { DISCLOSURE } from './fixtures.ts';
import { QuoteBoard, type QuoteCatalogue, type QuoteDraft } from './QuoteBoard.tsx';

const CATALOGUE: QuoteCatalogue = {
  accessories: [
    { id: 11, name: 'All-weather mats', price: 24_900 },
    { id: 12, name: 'Roof rack', price: 79_900 },
  ],
  protections: [{ id: 21, name: 'Tire and wheel · 60 months', price: 89_900 }],
  incentives: [{ id: 31, name: 'Loyalty rebate' }],
  terms: [36, 48, 60, 72],
};

const quote = (id: number, over: Partial<QuoteDraft> = {}): QuoteDraft => ({
  id,
  payment_type: 'finance',
  term: 60,
  down_payment: 200_000,
  payment_frequency: 'monthly',
  accessory_ids: [],
  protection_ids: [],
  incentives: [],
  quote_expiry: '2026-12-08',
  ...over,
});

const meta = {
  title: 'Console/QuoteBoard',
  component: QuoteBoard,
  decorators: [withConsolePage, withConsole],
  args: {
    customerName: 'Emily Chen',
    vehicleLabel: '2026 Maple Crossover LX (stock MM1042)',
    currency: 'USD',
    quotes: [quote(1), quote(2, { term: 72, accessory_ids: [11] })],
    catalogue: CATALOGUE,
    pricing: {
      1: { state: 'priced', payment: 61_234, total: 3_874_000, frequency: 'monthly', disclosure: DISCLOSURE },
      2: { state: 'pending' },
    },
    comparison: {
      1: { paymentChange: -4_500, fields: ['term'] },
      2: {
        paymentChange: null,
        fields: ['payment_frequency'],
        orderPayment: { amount: 28_150, total: 3_874_000, frequency: 'biweekly' },
      },
    },
    status: 'draft',
    today: '2026-11-28',
    onAdd: fn(),
    onSave: fn(),
    onRemove: fn(),
    onActivate: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof QuoteBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two quotes: the priced one with its disclosure and its difference with the order. */
export const TwoQuotes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Quotes for Emily Chen' })).toBeVisible();
    const first = within(canvas.getByRole('article', { name: 'Quote 1' }));
    await expect(first.getByText('$612.34 monthly')).toBeVisible();
    await expect(first.getByRole('region', { name: /Cost of credit, Quote 1/ })).toBeVisible();
    await expect(first.getByText('$45.00 less per payment than the order')).toBeVisible();
    await expect(first.getByText('Differs in: term')).toBeVisible();
    // The expiry in the spec's formats: a long date and MM/DD/YYYY.
    await expect(first.getByText('Expires December 8, 2026 (12/08/2026)')).toBeVisible();
    const second = within(canvas.getByRole('article', { name: 'Quote 2' }));
    await expect(second.getByText('Pricing…')).toBeVisible();
    // The order has a payment, at another frequency: said so, never "no payment yet" (staff trial).
    await expect(
      second.getByText(
        'The order pays $281.50 every two weeks: another frequency, not compared per payment.',
      ),
    ).toBeVisible();
    await expect(second.queryByText('The customer’s order has no payment yet.')).toBeNull();
    await expect(second.getByRole('checkbox', { name: /Roof rack/ })).not.toBeChecked();
    await expect(second.getByRole('checkbox', { name: /All-weather mats/ })).toBeChecked();

    // The frequencies as the storefront and the settings name them (a staff trial read them in lower case).
    await expect(
      within(first.getByLabelText('Payment frequency'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weekly', 'Bi-weekly', 'Monthly', 'Semi-monthly']);
    await userEvent.selectOptions(first.getByLabelText('Term (months)'), '48');
    await userEvent.clear(first.getByLabelText('Down payment'));
    await userEvent.type(first.getByLabelText('Down payment'), '3,500.50');
    await userEvent.click(first.getByRole('checkbox', { name: /Roof rack/ }));
    await userEvent.click(first.getByRole('checkbox', { name: /Tire and wheel/ }));
    await userEvent.click(first.getByRole('button', { name: 'Save quote 1' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 1,
        term: 48,
        down_payment: 350_050,
        accessory_ids: [12],
        protection_ids: [21],
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Activate the quotes' }));
    await expect(args.onActivate).toHaveBeenCalled();
  },
};

/** A down payment that is no amount, an expiry in the past: refused in place, nothing typed lost. */
export const BadInput: Story = {
  play: async ({ canvasElement, args }) => {
    const first = within(within(canvasElement).getByRole('article', { name: 'Quote 1' }));
    const down = first.getByLabelText('Down payment');
    await userEvent.clear(down);
    await userEvent.type(down, 'lots');
    await userEvent.click(first.getByRole('button', { name: 'Save quote 1' }));
    await expect(first.getByText('Enter an amount like 2,000.00.')).toBeVisible();
    await expect(down).toHaveFocus();
    await expect(down).toHaveValue('lots');
    await expect(down).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(down);
    await userEvent.type(down, '100');
    const expiry = first.getByLabelText('Expires on');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '2026-11-01');
    await userEvent.click(first.getByRole('button', { name: 'Save quote 1' }));
    await expect(first.getByText('Choose today or a later date.')).toBeVisible();
    await expect(expiry).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * Three quotes are the spec's limit: "Add a quote" is disabled and the board says why (found in a staff
 * trial: it stayed enabled and did nothing); adding the third moves focus to that note, not to nowhere.
 */
export const ThreeIsTheLimit: Story = {
  args: {
    quotes: [quote(1), quote(2)],
    pricing: {},
    comparison: { 1: { paymentChange: null, fields: [], orderPayment: null } },
  },
  render: function Render(args) {
    const [quotes, setQuotes] = useState(args.quotes);
    return (
      <QuoteBoard
        {...args}
        quotes={quotes}
        onAdd={() => {
          args.onAdd();
          setQuotes((all) => [...all, quote(all.length + 1)]);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // An order without any payment is said so.
    const first = within(canvas.getByRole('article', { name: 'Quote 1' }));
    await expect(first.getByText('The customer’s order has no payment yet.')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add a quote' });
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('article', { name: 'Quote 3' })).toBeVisible();
    await expect(add).toBeDisabled();
    const note = canvas.getByText('Three quotes is the limit: remove one to add another.');
    await expect(note).toHaveFocus();
    await expect(add).toHaveAccessibleDescription('Three quotes is the limit: remove one to add another.');
  },
};

/**
 * What every vehicle includes (a pre-installed accessory that cannot be removed, a pre-installed
 * protection plan) is in the price: shown ticked and not removable, never an unticked box (staff trial).
 */
export const IncludedOnEveryVehicle: Story = {
  args: {
    quotes: [quote(1)],
    catalogue: {
      ...CATALOGUE,
      accessories: [
        ...CATALOGUE.accessories,
        { id: 13, name: 'Wheel locks', price: 9_900, pre_installed: true, is_removable: false },
      ],
      protections: [
        ...CATALOGUE.protections,
        { id: 22, name: 'Appearance protection · 60 months', price: 89_900, plan: 7, pre_installed: true },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const first = within(within(canvasElement).getByRole('article', { name: 'Quote 1' }));
    const locks = first.getByRole('checkbox', { name: /Wheel locks .*Included on every vehicle/ });
    await expect(locks).toBeChecked();
    await expect(locks).toBeDisabled();
    const appearance = first.getByRole('checkbox', {
      name: /Appearance protection .*Included on every vehicle/,
    });
    await expect(appearance).toBeChecked();
    await expect(appearance).toBeDisabled();
    await expect(first.getByRole('checkbox', { name: /Roof rack/ })).not.toBeChecked();
    await expect(first.getByRole('checkbox', { name: /Roof rack/ })).toBeEnabled();
    await userEvent.click(first.getByRole('button', { name: 'Save quote 1' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ accessory_ids: [], protection_ids: [] }),
    );
  },
};

/** In en-CA the numeric echo of the expiry is ISO (12/08/2026 reads as August 12 in Canada). */
export const CanadianDates: Story = {
  globals: { locale: 'en-CA' },
  args: { currency: 'CAD' },
  play: async ({ canvasElement }) => {
    const first = within(within(canvasElement).getByRole('article', { name: 'Quote 1' }));
    await expect(first.getByText('Expires December 8, 2026 (2026-12-08)')).toBeVisible();
  },
};

/** Active: the quotes go to the customer by e-mail with the rep's message. */
export const Submit: Story = {
  args: { status: 'active' },
  render: function Render(args) {
    const [sent, setSent] = useState<string | null>(null);
    return (
      <QuoteBoard
        {...args}
        status={sent ? 'submitted' : 'active'}
        submittedAt={sent}
        onSubmit={(message) => {
          args.onSubmit(message);
          setSent('2026-11-28T15:00:00Z');
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active: the customer can see these quotes.')).toBeVisible();
    const message = canvas.getByLabelText('Message to the customer');
    await userEvent.clear(message);
    await userEvent.type(message, 'Two options for you.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the quotes by e-mail' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Two options for you.');
    await expect(canvas.getByText(/Sent to the customer on November 28, 2026/)).toBeVisible();
    // Said beside the button too, where focus goes (found in a staff trial: nothing changed there).
    await waitFor(() => expect(canvas.getByText('The quotes were e-mailed to Emily Chen.')).toHaveFocus());
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { currency: 'CAD', quotes: [quote(1), quote(2), quote(3)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Soumissions pour Emily Chen' })).toBeVisible();
    const first = within(canvas.getByRole('article', { name: 'Soumission 1' }));
    await expect(first.getByText('Expire le 8 décembre 2026 (2026-12-08)')).toBeVisible();
    await expect(first.getByText(/612,34\s\$ par mois/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter une soumission' })).toBeDisabled();
    await expect(
      canvas.getByText('Trois soumissions au plus : retirez-en une pour en ajouter une autre.'),
    ).toBeVisible();
  },
};

/**
 * The board drawn again with the same quotes (a price arriving, another tab's change read again):
 * what the rep is typing stays; a quote the server changed replaces its form.
 */
export const TypingKept: Story = {
  render: function Render(args) {
    const [round, setRound] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setRound((r) => r + 1)}>
          Draw again
        </button>
        <QuoteBoard
          {...args}
          quotes={args.quotes.map((x) => ({ ...x, term: round >= 2 && x.id === 2 ? 36 : x.term }))}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('article', { name: 'Quote 1' }));
    await userEvent.clear(first.getByLabelText('Down payment'));
    await userEvent.type(first.getByLabelText('Down payment'), '1,234.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Draw again' }));
    await expect(first.getByLabelText('Down payment')).toHaveValue('1,234.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Draw again' }));
    const second = within(canvas.getByRole('article', { name: 'Quote 2' }));
    await expect(second.getByLabelText('Term (months)')).toHaveValue('36');
    await expect(first.getByLabelText('Down payment')).toHaveValue('1,234.00');
  },
};

/** Focus stays somewhere sensible: a removed quote's column gives it to "Add a quote", activating to the message. */
export const FocusKept: Story = {
  render: function Render(args) {
    const [quotes, setQuotes] = useState(args.quotes);
    const [status, setStatus] = useState(args.status);
    return (
      <QuoteBoard
        {...args}
        quotes={quotes}
        status={status}
        onRemove={(id) => setQuotes((all) => all.filter((x) => x.id !== id))}
        onActivate={() => setStatus('active')}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove quote 2' }));
    await expect(canvas.queryByRole('article', { name: 'Quote 2' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add a quote' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Activate the quotes' }));
    await expect(canvas.getByLabelText('Message to the customer')).toHaveFocus();
  },
};

/**
 * A change typed but not saved: the payment shown is the saved quote's, and says so until the quote
 * is saved (a staff trial read it as the edited quote's payment).
 */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('article', { name: 'Quote 1' }));
    const note = 'This payment is for the quote as saved. Save it to price your changes.';
    await expect(first.queryByText(note)).toBeNull();
    await userEvent.selectOptions(first.getByLabelText('Term (months)'), '72');
    await expect(first.getByText(note)).toBeVisible();
    await userEvent.selectOptions(first.getByLabelText('Term (months)'), '60');
    await expect(first.queryByText(note)).toBeNull();
    await userEvent.clear(first.getByLabelText('Down payment'));
    await userEvent.type(first.getByLabelText('Down payment'), '2,500.00');
    await expect(first.getByText(note)).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: /Save quote 1/ }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};
