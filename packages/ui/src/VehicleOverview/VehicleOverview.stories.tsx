import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { plain, withDealCountry } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { VehicleOverview } from './VehicleOverview.tsx';

const meta = {
  title: 'Build and price/VehicleOverview',
  component: VehicleOverview,
  decorators: [withKit],
  args: {
    condition: 'used',
    trim: 'EX-L AWD',
    bodyType: 'SUV',
    engine: '1.5 L turbo 4-cylinder',
    transmission: 'CVT',
    fuelType: 'hybrid',
    exteriorColor: 'Canyon River Metallic',
    interiorColor: 'Ebony leather',
    odometer: 38_450,
    stockNumber: 'U4521',
    vin: '7FARS6H85TE012345',
    features: ['Heated seats', 'Sunroof', 'Apple CarPlay'],
  },
} satisfies Meta<typeof VehicleOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllFacts: Story = {
  play: async ({ canvasElement }) => {
    const overview = within(canvasElement).getByRole('region', { name: 'Overview' });
    await expect(within(overview).getAllByRole('term')).toHaveLength(11);
    await expect(plain(overview.textContent)).toContain('Odometer38,450 km');
    await expect(overview).toHaveTextContent('Fuel typeHybrid');
    await expect(overview).toHaveTextContent('VIN7FARS6H85TE012345');
    // The features: a list of their own under the facts.
    const features = within(overview).getByRole('list', { name: 'Features' });
    await expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Heated seats', 'Sunroof', 'Apple CarPlay']);
  },
};

/** A virtual vehicle whose dealer hides its VIN, new, with few facts. */
export const FewFactsNoVin: Story = {
  args: {
    condition: 'new',
    vin: null,
    odometer: null,
    engine: undefined,
    interiorColor: '',
    bodyType: null,
    features: [],
  },
  play: async ({ canvasElement }) => {
    const overview = within(canvasElement).getByRole('region', { name: 'Overview' });
    await expect(overview).not.toHaveTextContent('VIN');
    await expect(overview).not.toHaveTextContent('Odometer');
    await expect(within(overview).getAllByRole('term')).toHaveLength(6);
    await expect(within(overview).queryByRole('list')).toBeNull();
  },
};

export const UnitedStatesDealer: Story = {
  decorators: [withDealCountry('US')],
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toContain('38,450 mi');
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const overview = within(canvasElement).getByRole('region', { name: 'Aperçu' });
    await expect(plain(overview.textContent)).toContain('Odomètre38 450 km');
    await expect(overview).toHaveTextContent('NIV7FARS6H85TE012345');
    await expect(within(overview).getByRole('list', { name: 'Caractéristiques' })).toBeVisible();
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
