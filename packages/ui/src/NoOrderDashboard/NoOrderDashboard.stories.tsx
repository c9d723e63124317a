import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { NoOrderDashboard } from './NoOrderDashboard.tsx';

const meta = {
  title: 'Saved deals/NoOrderDashboard',
  component: NoOrderDashboard,
  decorators: [withKit],
  args: {
    searchHref: '/acme/en/vehicle-list/',
    newCarsHref: 'https://acme.example.com/new',
    usedCarsHref: 'https://acme.example.com/used',
  },
} satisfies Meta<typeof NoOrderDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithVehicleList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You have no saved vehicles yet' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Browse vehicles' })).toHaveAttribute(
      'href',
      '/acme/en/vehicle-list/',
    );
    await expect(canvas.getByRole('link', { name: 'Used vehicles' })).toHaveAttribute(
      'href',
      'https://acme.example.com/used',
    );
  },
};

/** The dealer has no vehicle list: the new-vehicle link leads. */
export const DealerLinksOnly: Story = {
  args: { searchHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Browse vehicles' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'New vehicles' })).toHaveAttribute('data-variant', 'solid');
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Vous n’avez encore aucun véhicule enregistré' }),
    ).toBeInTheDocument();
  },
};

/**
 * Every preset dealer theme side by side: axe checks the contrast in each. The copies repeat the
 * same landmarks, which no real page does, so only that rule is off here.
 */
export const AllDealerThemes: Story = {
  globals: { dealerTheme: 'all' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
};
