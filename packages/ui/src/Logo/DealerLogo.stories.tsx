import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEALER } from '../storybook/fixtures.ts';
import { withKit } from '../storybook/withKit.tsx';
import { DealerLogo } from './DealerLogo.tsx';

const meta = {
  title: 'Shell/DealerLogo',
  component: DealerLogo,
  decorators: [withKit],
  args: { dealerName: DEALER.name, logos: DEALER.logos ?? null, href: '#home' },
} satisfies Meta<typeof DealerLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Primary and secondary logos, one file per device size (resize the viewport to see them switch). */
export const Logos: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: DEALER.name })).toBeInTheDocument();
  },
};

/** Only a desktop file: every size uses it. */
export const OneFile: Story = {
  args: { logos: { primary: { desktop: DEALER.logos?.primary?.desktop ?? null } } },
};

/** No logos: the dealer's name. */
export const NameOnly: Story = {
  args: { logos: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DEALER.name)).toBeInTheDocument();
  },
};

/**
 * A secondary logo that is the primary's file again (a dealer that filled both fields with one logo):
 * the logo shows once.
 */
export const SecondarySameAsPrimary: Story = {
  args: { logos: { primary: DEALER.logos?.primary ?? null, secondary: DEALER.logos?.primary ?? null } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: DEALER.name });
    await expect(link.querySelectorAll('img')).toHaveLength(1);
  },
};
