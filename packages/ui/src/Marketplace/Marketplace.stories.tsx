import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { logo } from '../storybook/fixtures.ts';
import { withKit } from '../storybook/withKit.tsx';
import { MarketplaceHeader, TbybBanner, TbybModal } from './Marketplace.tsx';

const meta = {
  title: 'Shell/Marketplace',
  component: MarketplaceHeader,
  subcomponents: { TbybBanner, TbybModal },
  decorators: [withKit],
  parameters: { layout: 'fullscreen' },
  args: {
    partnerName: 'AutoTrader',
    logos: { en: logo('AutoTrader', 200, 40), fr: logo('AutoHebdo', 200, 40) },
    language: 'en',
    tbybEnabled: true,
    phone: '1-888-555-0199',
    hours: 'Mon–Fri 9 a.m.–6 p.m.',
    onTryNow: fn(),
  },
} satisfies Meta<typeof MarketplaceHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTryBeforeYouBuy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /AutoTrader/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Try now|Essayer/ }));
    await expect(args.onTryNow).toHaveBeenCalled();
    const tel = canvas.getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith('tel:'));
    await expect(tel).toHaveAttribute('href', 'tel:+18885550199');
  },
};

/** In French the marketplace shows its French logo. */
export const French: Story = {
  args: { language: 'fr' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', args.logos.fr);
  },
};

export const WithoutOffer: Story = { args: { tbybEnabled: false } };

/** The mobile banner; "Learn more" opens the try-before-you-buy modal. */
export const MobileBanner: Story = {
  globals: { viewport: { value: 'xs' } },
  render: (args) => <TbybBanner onTryNow={args.onTryNow} />,
  play: async ({ canvasElement }) => {
    if (window.matchMedia('(min-width: 768px)').matches) return;
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Learn more|En savoir plus/ }));
    const dialog = await screen.findByRole('dialog', { name: /Try before you buy|Essayez avant/ });
    await userEvent.click(within(dialog).getByRole('button', { name: /Try now|Essayer/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The offer's terms as the marketplace words them, in the modal; closing gives focus back to "Learn more". */
export const MobileBannerWithTerms: Story = {
  globals: { viewport: { value: 'xs' } },
  render: (args) => (
    <TbybBanner onTryNow={args.onTryNow} terms="Drive it for 7 days or 500 km, or bring it back." />
  ),
  play: async ({ canvasElement }) => {
    if (window.matchMedia('(min-width: 768px)').matches) return;
    const learnMore = within(canvasElement).getByRole('button', { name: /Learn more|En savoir plus/ });
    await userEvent.click(learnMore);
    const dialog = await screen.findByRole('dialog', { name: /Try before you buy|Essayez avant/ });
    await waitFor(() =>
      expect(within(dialog).getByText('Drive it for 7 days or 500 km, or bring it back.')).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(learnMore).toHaveFocus());
  },
};
