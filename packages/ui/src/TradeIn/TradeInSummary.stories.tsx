import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { TRADE_IN_STATUSES, TradeInSummary } from './TradeInSummary.tsx';

const CIVIC = { vehicle: '2019 Honda Civic EX', model: 'Civic', currency: 'CAD' } as const;

const meta = {
  title: 'Trade-in/TradeInSummary',
  component: TradeInSummary,
  decorators: [withKit],
  tags: ['no-visual'],
  args: {
    tradeIn: { ...CIVIC, status: 'draft', estimate: { amountCents: 1_234_500, demo: false } },
    href: '/trade-in-2/12/review/',
    onNavigate: fn(),
  },
} satisfies Meta<typeof TradeInSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft: the vehicle, the estimate in whole dollars, its status; Tab and Enter follow the link through the app. */
export const Draft: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByTestId('trade-in-summary');
    await expect(summary).toHaveTextContent('Trade-in: 2019 Honda Civic EX');
    await expect(summary).toHaveTextContent('Estimate: $12,345');
    await expect(summary).not.toHaveTextContent('$12,345.00');
    await expect(canvas.getByTestId('trade-in-summary-status')).toHaveTextContent(
      'Not sent to the dealership yet',
    );
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'View trade-in Civic' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/trade-in-2/12/review/');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/trade-in-2/12/review/');
  },
};

/** Each status said in words (one line per status). */
export const Statuses: Story = {
  globals: { locale: 'en-US' },
  render: (args) => (
    <>
      {TRADE_IN_STATUSES.map((status) => (
        <TradeInSummary key={status} {...args} tradeIn={{ ...CIVIC, currency: 'USD', status }} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const said = canvas.getAllByTestId('trade-in-summary-status').map((p) => p.textContent);
    await expect(said).toEqual([
      'Not sent to the dealership yet',
      'Awaiting the dealership',
      'Offer waiting for you',
      'Included in the deal',
      'Not included in the deal',
    ]);
  },
};

/** An offer waiting for the shopper stands for the estimate, to the cent; a demo estimate says so. */
export const OfferWaiting: Story = {
  globals: { locale: 'en-US' },
  args: {
    tradeIn: {
      ...CIVIC,
      currency: 'USD',
      status: 'awaiting_customer',
      estimate: { amountCents: 1_234_500, demo: true },
      offer: { amountCents: 1_100_050, status: 'pending' },
    },
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByTestId('trade-in-summary');
    await expect(summary).toHaveTextContent('Dealership offer: $11,000.50');
    await expect(summary).not.toHaveTextContent('Estimate');
    await expect(summary).toHaveTextContent('Offer waiting for you');
  },
};

/** A sandbox's estimate says it is a demo; a declined offer is not the figure. */
export const DemoEstimateAndDeclined: Story = {
  globals: { locale: 'en-CA' },
  args: {
    tradeIn: {
      ...CIVIC,
      status: 'awaiting_dealer',
      estimate: { amountCents: 850_000, demo: true },
      offer: { amountCents: 700_000, status: 'declined' },
    },
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByTestId('trade-in-summary');
    await expect(summary).toHaveTextContent('Demo estimate: $8,500');
    await expect(summary).not.toHaveTextContent('$7,000');
  },
};

/** No trade-in yet: a link to value one, named for its deal where several are listed. */
export const NoTradeIn: Story = {
  globals: { locale: 'en-US' },
  args: {
    tradeIn: null,
    href: '/trade-in-black-book/12/welcome/',
    linkName: (words: string) => `${words}: 2026 Toyota Corolla LE`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Value your trade-in: 2026 Toyota Corolla LE' });
    await expect(link).toHaveTextContent('Value your trade-in');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/trade-in-black-book/12/welcome/');
  },
};

/** In French: the accepted offer in the deal, its status, and the link. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    tradeIn: {
      ...CIVIC,
      status: 'included',
      estimate: { amountCents: 650_000, demo: false },
      offer: { amountCents: 700_000, status: 'accepted' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByTestId('trade-in-summary');
    await expect(summary).toHaveTextContent('Véhicule d’échange : 2019 Honda Civic EX');
    await expect(summary).toHaveTextContent(/Offre acceptée : 7\s000,00\s\$/);
    await expect(summary).toHaveTextContent('Inclus dans la transaction');
    await expect(canvas.getByRole('link', { name: 'Voir le véhicule d’échange Civic' })).toBeVisible();
  },
};
