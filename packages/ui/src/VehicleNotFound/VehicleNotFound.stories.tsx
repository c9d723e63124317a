import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { VehicleNotFound } from './VehicleNotFound.tsx';

const meta = {
  title: 'Saved deals/VehicleNotFound',
  component: VehicleNotFound,
  decorators: [withKit],
  args: {
    dealerName: 'Acme Honda',
    searchHref: '/acme/en/vehicle-list/',
    websiteHref: 'https://acme.example.com',
    savedVehiclesHref: '/acme/en/saved-vehicles/',
  },
} satisfies Meta<typeof VehicleNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This vehicle is no longer available',
    );
    await expect(canvas.getByRole('link', { name: 'See available vehicles' })).toHaveAttribute(
      'href',
      '/acme/en/vehicle-list/',
    );
    await expect(canvas.getByRole('link', { name: 'My vehicles' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Visit Acme Honda' })).toHaveAttribute(
      'href',
      'https://acme.example.com',
    );
  },
};

/** No vehicle list and no saved deals: the dealer's website is the way on. */
export const WebsiteOnly: Story = {
  args: { searchHref: undefined, savedVehiclesHref: undefined, dealerName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Visit the dealer’s website' })).toHaveAttribute(
      'data-variant',
      'solid',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ce véhicule n’est plus disponible',
    );
    await expect(canvas.getByRole('link', { name: 'Visiter Acme Honda' })).toBeInTheDocument();
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
