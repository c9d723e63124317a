import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { TradeInValuationCard } from './TradeInValuationCard.tsx';

const DEMO = { name: 'Demo valuation (sandbox estimates)', sandbox: true };

const meta = {
  title: 'Trade-in/TradeInValuationCard',
  component: TradeInValuationCard,
  decorators: [withKit],
  args: {
    estimate: {
      trade_in_low: 1_510_000,
      trade_in_high: 1_740_000,
      trade_in_target: 1_640_000,
      expiry_date: '2026-12-03',
      currency: 'CAD',
      provider: DEMO,
      base_target: 1_640_000,
      adjustments: [],
    },
  },
} satisfies Meta<typeof TradeInValuationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (root: HTMLElement, name: RegExp | string) => within(root).getByRole('region', { name });

/** The range, the target within it, its expiry and the sandbox notice (en-CA). */
export const Range: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Your estimate');
    await expect(plain(within(region).getByTestId('trade-in-target').textContent)).toBe('$16,400');
    await expect(plain(region.textContent)).toContain('Low$15,100');
    await expect(plain(region.textContent)).toContain('High$17,400');
    await expect(plain(region.textContent)).toContain('valid until');
    await expect(within(region).getByTestId('trade-in-sandbox')).toHaveTextContent('not a market value');
    await expect(within(region).queryByTestId('trade-in-adjustments')).toBeNull();
  },
};

/** Condition answers moved the target: the estimate before them and each adjustment, to the cent (en-US). */
export const AdjustedByAnswers: Story = {
  globals: { locale: 'en-US' },
  args: {
    estimate: {
      trade_in_low: 1_050_000,
      trade_in_high: 1_200_000,
      trade_in_target: 1_131_250,
      expiry_date: '2026-12-03',
      currency: 'USD',
      provider: DEMO,
      base_target: 1_425_000,
      adjustments: [
        { key: 'involved_in_accident', amount: -213_750 },
        { key: 'export_import_usa', amount: -80_000 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Your estimate');
    // A target with cents shows them: it adds up with the lines below.
    await expect(plain(within(region).getByTestId('trade-in-target').textContent)).toBe('$11,312.50');
    const why = within(region).getByRole('list', { name: /Estimate before your answers: \$14,250\.00/ });
    const lines = within(why)
      .getAllByRole('listitem')
      .map((li) => plain(li.textContent));
    await expect(lines).toEqual([
      'Accident reported: \u2212$2,137.50',
      'Imported from the USA: \u2212$800.00',
    ]);
  },
};

/** More owed than the estimate, in French: the negative equity said as such, carried into the financing. */
export const NegativeEquityFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { payoffCents: 1_952_345 },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Votre estimation');
    await expect(plain(within(region).getByTestId('trade-in-target').textContent)).toBe('16 400 $');
    await expect(plain(within(region).getByTestId('trade-in-equity').textContent)).toBe(
      'Solde dû de 19 523,45 $, plus que l’estimation : un avoir négatif de 3 123,45 $ s’ajoute au montant financé.',
    );
  },
};

/**
 * An offer taken (the instant cash offer, or the dealer's) is what the trade-in counts for: the equity
 * is the offer's, not the estimate's (found in a shopper trial: negative equity quoted from the
 * estimate after a lower offer was taken).
 */
export const EquityOfTheOfferTaken: Story = {
  globals: { locale: 'en-CA' },
  args: { payoffCents: 1_600_000, offerCents: 1_450_000 },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Your estimate');
    await expect(plain(within(region).getByTestId('trade-in-equity').textContent)).toBe(
      'Still owing $16,000.00, more than the offer you took: negative equity of $1,500.00 is added to the amount you finance.',
    );
  },
};

/** The same in French, an offer above what is owed. */
export const EquityOfTheOfferTakenFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { payoffCents: 1_000_000, offerCents: 1_450_000 },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Votre estimation');
    await expect(plain(within(region).getByTestId('trade-in-equity').textContent)).toBe(
      'Solde dû de 10 000,00 $ : avec l’offre acceptée, votre avoir dans ce véhicule est de 4 500,00 $.',
    );
  },
};

/** A failed valuation (zero low and high) says so instead of figures. */
export const Unavailable: Story = {
  globals: { locale: 'en-CA' },
  args: {
    estimate: {
      trade_in_low: 0,
      trade_in_high: 0,
      trade_in_target: 0,
      expiry_date: '2026-12-03',
      currency: 'CAD',
      provider: { name: 'Canadian Black Book', sandbox: false },
    },
    payoffCents: 500_000,
  },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Your estimate');
    await expect(region).toHaveTextContent('No estimate is available for this vehicle right now.');
    await expect(within(region).queryByTestId('trade-in-target')).toBeNull();
    await expect(within(region).queryByTestId('trade-in-equity')).toBeNull();
    await expect(within(region).queryByTestId('trade-in-sandbox')).toBeNull();
  },
};
