import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { TradeInInstantOfferPanel } from './TradeInInstantOfferPanel.tsx';

const OFFER = {
  amountCents: 1_235_000,
  currency: 'USD',
  validUntil: '2026-12-20',
  code: 'ICO-7K2M9Q',
  sandboxProvider: 'built-in valuation',
} as const;

const meta = {
  title: 'Trade-in/TradeInInstantOfferPanel',
  component: TradeInInstantOfferPanel,
  decorators: [withKit],
  // no visual baseline: its layout is the card of TradeInValuationCard's, whose baseline stands for it
  tags: ['no-visual'],
  args: { offer: null, canTake: true, onRequest: fn(), onTake: fn() },
} satisfies Meta<typeof TradeInInstantOfferPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before an offer, with the keyboard: Tab to "Get an instant cash offer" and press it. */
export const Ask: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Instant cash offer' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get an instant cash offer' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
    await expect(args.onTake).not.toHaveBeenCalled();
  },
};

/** An offer made: amount, validity and code, a demo offer said as such, and "Take this offer". */
export const Offered: Story = {
  globals: { locale: 'en-US' },
  args: { offer: OFFER },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'We offer $12,350.00 for your vehicle, valid until December 20, 2026. Offer code: ICO-7K2M9Q.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^Demo offer from the built-in valuation/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Take this offer' }));
    await expect(args.onTake).toHaveBeenCalledTimes(1);
  },
};

/** Taken (the trade-in is with the dealership): shown only; a draft without an offer that cannot take one shows nothing. */
export const Taken: Story = {
  globals: { locale: 'en-CA' },
  args: { offer: { ...OFFER, currency: 'CAD', sandboxProvider: null }, canTake: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trade-in-ico')).toHaveAttribute('data-state', 'taken');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Demo offer/)).toBeNull();
  },
};

/** Busy: the button says so and a press does nothing. */
export const Busy: Story = {
  globals: { locale: 'en-US' },
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Get an instant cash offer/ });
    await userEvent.click(button);
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** In French: the amount, the date and the code the French way. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { offer: { ...OFFER, currency: 'CAD' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Offre d’achat instantanée' })).toHaveTextContent(
      /Nous offrons 12\s350,00\s\$ pour votre véhicule, valide jusqu’au 20 décembre 2026\. Code de l’offre : ICO-7K2M9Q\./,
    );
    await expect(canvas.getByRole('button', { name: 'Accepter cette offre' })).toBeVisible();
  },
};
