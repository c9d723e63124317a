import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_IMAGE } from '../deal/fixtures.ts';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import type { PriceDisplay } from '../VehicleResultCard/VehicleResultCard.tsx';
import type { VehicleResult, VehicleSearchResultsProps, VehicleSort } from './VehicleSearchResults.tsx';
import { VehicleSearchResults } from './VehicleSearchResults.tsx';

const RESULTS: readonly VehicleResult[] = [
  {
    id: 1,
    name: '2026 Honda CR-V',
    trim: 'EX-L AWD',
    href: '/v/1/',
    imageSrc: SAMPLE_IMAGE,
    condition: 'new',
    priceCents: 4_299_500,
    payment: { amountCents: 31_245, frequency: 'biweekly', termMonths: 84 },
  },
  {
    id: 2,
    name: '2023 Mazda CX-5',
    trim: 'GS',
    href: '/v/2/',
    imageSrc: SAMPLE_IMAGE,
    condition: 'used',
    odometer: 41_200,
    priceCents: 2_895_000,
    payment: { amountCents: 21_980, frequency: 'biweekly', termMonths: 72 },
  },
  {
    id: 3,
    name: '2021 Toyota RAV4',
    trim: 'LE',
    href: '/v/3/',
    condition: 'used',
    odometer: 88_000,
    priceCents: null,
  },
];

function Stateful(props: VehicleSearchResultsProps) {
  const [sort, setSort] = useState<VehicleSort>(props.sort);
  const [display, setDisplay] = useState<PriceDisplay>(props.display ?? 'price');
  return (
    <VehicleSearchResults
      {...props}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
      display={display}
      onDisplayChange={(next) => {
        setDisplay(next);
        props.onDisplayChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Vehicle list/VehicleSearchResults',
  component: VehicleSearchResults,
  decorators: [withKit],
  render: (args) => <Stateful {...args} />,
  args: {
    results: RESULTS,
    total: 1_250,
    sort: 'relevance',
    onSortChange: fn(),
    onDisplayChange: fn(),
    onClearFilters: fn(),
  },
} satisfies Meta<typeof VehicleSearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('1,250 vehicles');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Price: low to high' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('price_asc');

    await userEvent.click(canvas.getByRole('radio', { name: 'Payment' }));
    await expect(args.onDisplayChange).toHaveBeenCalledWith('payment');
    const first = canvas.getByRole('article', { name: '2026 Honda CR-V' });
    await expect(plain(first.textContent)).toContain('$312.45 bi-weekly');
    await expect(canvas.getByRole('article', { name: '2021 Toyota RAV4' })).toHaveTextContent(
      'Call for price',
    );
  },
};

export const Pages: Story = {
  args: { page: 1, pageCount: 42, onPageChange: fn() },
  play: async ({ canvasElement, args }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: 'Result pages' });
    await expect(pages).toHaveTextContent('Page 1 of 42');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const OneResult: Story = {
  render: (args) => <VehicleSearchResults {...args} />,
  args: { results: RESULTS.slice(0, 1), total: undefined, onDisplayChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('1 vehicle');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Searching…');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { results: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No vehicles');
    await expect(
      canvas.getByText('No vehicles match your search. Try removing a filter.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { display: 'payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(plain(canvas.getByRole('heading', { level: 2 }).textContent)).toBe('1 250 véhicules');
    await expect(plain(canvas.getByRole('article', { name: '2026 Honda CR-V' }).textContent)).toContain(
      '312,45 $ aux deux semaines',
    );
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
