import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_DISCLOSURE, SAMPLE_IMAGE, SAMPLE_VEHICLE_NAME } from '../deal/fixtures.ts';
import { plain } from '../deal/storybook.tsx';
import { StockBadge } from '../StockBadge/StockBadge.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { SavedDealCard, SavedDealList } from './SavedDealCard.tsx';

const SECTIONS = ['build-and-price', 'trade-in', 'credit-app', 'deposit', 'appointment'] as const;

const meta = {
  title: 'Saved deals/SavedDealCard',
  component: SavedDealCard,
  subcomponents: { SavedDealList },
  decorators: [withKit],
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SavedDealCard {...args} />
    </div>
  ),
  args: {
    vehicleName: SAMPLE_VEHICLE_NAME,
    imageSrc: SAMPLE_IMAGE,
    badge: <StockBadge stockStatus="in stock" />,
    sections: SECTIONS,
    progress: { accessories: 1, protections: 1, payment: 1, review: 1, 'trade-in': 4 },
    payment: { paymentType: 'finance', amountCents: 38_912, frequency: 'biweekly', termMonths: 84 },
    onContinue: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof SavedDealCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: SAMPLE_VEHICLE_NAME });
    const bar = canvas.getByRole('progressbar', { name: '2 of 5 steps done' });
    await expect(bar).toHaveAttribute('value', '2');
    await expect(bar).toHaveAttribute('max', '5');
    await expect(plain(card.textContent)).toContain('$389.12bi-weekly');
    await expect(card).toHaveTextContent('Value your trade-inSkipped');
    // The deposit's review is its own (deposit-review), not build-and-price's finished review.
    await expect(card).toHaveTextContent('Place a depositNot started');
    await userEvent.click(
      canvas.getByRole('button', { name: `Continue my deal for the ${SAMPLE_VEHICLE_NAME}` }),
    );
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: `Remove the ${SAMPLE_VEHICLE_NAME}` }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const JustSaved: Story = {
  args: { progress: {}, payment: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: '0 of 5 steps done' }),
    ).toBeInTheDocument();
  },
};

export const AllDone: Story = {
  args: {
    progress: {
      accessories: 1,
      protections: 1,
      payment: 1,
      review: 1,
      'trade-in': 1,
      'credit-app': 1,
      place: 1,
      'deposit-review': 1,
      editor: 1,
    },
    payment: { paymentType: 'cash', amountCents: 4_589_950, frequency: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-complete', 'true');
    await expect(plain(canvas.getByRole('article').textContent)).toContain('Cash price$45,899.50');
  },
};

/**
 * Links to order details instead of callbacks; no image. One link to it, Continue (found in a staff
 * trial: the vehicle's name linked there too, the same destination offered twice).
 */
export const AsLinks: Story = {
  args: { href: '/saved-vehicles/1234/', onContinue: undefined, onRemove: undefined, imageSrc: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(`Continue my deal for the ${SAMPLE_VEHICLE_NAME}`);
    await expect(links[0]).toHaveAttribute('href', '/saved-vehicles/1234/');
    await expect(canvas.getByRole('heading', { name: SAMPLE_VEHICLE_NAME })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const MyVehicles: Story = {
  args: { disclosure: SAMPLE_DISCLOSURE },
  render: (args) => (
    <SavedDealList>
      <SavedDealCard {...args} />
      <SavedDealCard
        {...args}
        vehicleName="2025 Honda Civic Sport"
        progress={{ accessories: 1 }}
        payment={{ paymentType: 'lease', amountCents: 24_900, frequency: 'monthly', termMonths: 48 }}
      />
    </SavedDealList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('My vehicles (2)');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    // Each card's cost of credit is a region of its own name (landmarks are unique on a page).
    await expect(
      canvas.getByRole('region', { name: `Cost of credit, ${SAMPLE_VEHICLE_NAME}` }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('region', { name: 'Cost of credit, 2025 Honda Civic Sport' }),
    ).toBeInTheDocument();
    // Under the list's h2, each card's name is an h3.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

/** A page whose own title is the h1 (My vehicles in the storefront): the cards' names are h2. */
export const UnderPageTitle: Story = {
  args: { headingLevel: 2 },
  render: (args) => (
    <>
      <h1>My vehicles</h1>
      <SavedDealCard {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(SAMPLE_VEHICLE_NAME);
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { payment: { paymentType: 'finance', amountCents: 1_234_567, frequency: 'monthly', termMonths: 60 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '2 étapes sur 5 terminées' })).toBeInTheDocument();
    await expect(plain(canvas.getByRole('article').textContent)).toContain('12 345,67 $par mois');
  },
};

/**
 * The saved payment says whether its taxes are in it, as the pricing header does (found in a shopper
 * trial: the saved deal dropped the note, so a payment "plus taxes" read as the whole of it).
 */
export const TaxNote: Story = {
  args: {
    payment: {
      paymentType: 'finance',
      amountCents: 38_912,
      frequency: 'biweekly',
      termMonths: 84,
      includesTax: false,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Plus taxes');
  },
};

export const TaxNoteFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    payment: {
      paymentType: 'lease',
      amountCents: 41_210,
      frequency: 'monthly',
      termMonths: 48,
      includesTax: true,
      taxesAtSigning: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Taxes payées à la signature');
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
