import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { TradeInCommentModal, TradeInDealerDecisionNotice, TradeInOfferPanel } from './TradeInOfferPanel.tsx';

const meta = {
  title: 'Trade-in/TradeInOfferPanel',
  component: TradeInOfferPanel,
  subcomponents: { TradeInCommentModal, TradeInDealerDecisionNotice },
  decorators: [withKit],
  // no visual baseline: its layout is the card of TradeInValuationCard's, whose baseline stands for it
  tags: ['no-visual'],
  args: {
    offer: { amountCents: 1_450_000, currency: 'CAD', expiresOn: '2026-12-15' },
    onAccept: fn(),
    onDecline: fn(async () => {}),
  },
} satisfies Meta<typeof TradeInOfferPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The offer with the keyboard: Tab to "Accept the offer" and press it. */
export const Offer: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: "The dealership's offer" });
    await expect(panel).toHaveTextContent('The dealership offers $14,500.00 for your trade-in.');
    await expect(panel).toHaveTextContent('The offer is valid until December 15, 2026.');
    await expect(canvas.queryByTestId('trade-in-offer-condition')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept the offer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

/** A conditional offer says its condition; while accepting, declining waits. */
export const ConditionalAccepting: Story = {
  globals: { locale: 'en-US' },
  args: {
    offer: { amountCents: 980_000, currency: 'USD', condition: 'after an inspection of the brakes' },
    accepting: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trade-in-offer')).toHaveAttribute('data-state', 'conditional');
    await expect(canvas.getByTestId('trade-in-offer-condition')).toHaveTextContent(
      'This offer is conditional: after an inspection of the brakes',
    );
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
  },
};

/** Declining needs a comment: empty is refused (focus on the field), then it is sent trimmed and focus returns. */
export const DeclineWithComment: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const decline = canvas.getByRole('button', { name: 'Decline' });
    await userEvent.click(decline);
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline the offer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline the offer' }));
    const comment = dialog.getByRole('textbox', { name: /Your comment/ });
    await waitFor(() => expect(comment).toHaveFocus());
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDecline).not.toHaveBeenCalled();
    await userEvent.type(comment, '  Another dealer offers more.  ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDecline).toHaveBeenCalledWith('Another dealer offers more.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(decline).toHaveFocus());
  },
};

/** The dealership made no offer: its decision as the heading, its message quoted. */
export const NoOffer: Story = {
  globals: { locale: 'en-US' },
  render: () => (
    <TradeInDealerDecisionNotice decision="no_offer" message="Too many kilometres for our lot." />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'The dealership made no offer for your trade-in' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('The dealership’s message: “Too many kilometres for our lot.”'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In French: the amount and date the French way, the decline modal in French. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'L’offre du concessionnaire' });
    await expect(panel).toHaveTextContent(
      /Le concessionnaire offre 14\s500,00\s\$ pour votre véhicule d’échange\./,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refuser' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refuser l’offre' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Votre commentaire/ })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
