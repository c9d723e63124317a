import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_IMAGE } from '../deal/fixtures.ts';
import { plain, withDealCountry } from '../deal/storybook.tsx';
import { StockBadge } from '../StockBadge/StockBadge.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { VehicleResultCard } from './VehicleResultCard.tsx';

const meta = {
  title: 'Vehicle list/VehicleResultCard',
  component: VehicleResultCard,
  decorators: [withKit],
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <VehicleResultCard {...args} />
    </div>
  ),
  args: {
    name: '2023 Honda CR-V',
    trim: 'EX-L AWD',
    href: '/acme/en/vehicle/1234/',
    imageSrc: SAMPLE_IMAGE,
    badge: <StockBadge stockStatus="in stock" />,
    condition: 'used',
    odometer: 38_450,
    stockNumber: 'U4521',
    priceCents: 3_489_500,
    payment: { amountCents: 24_912, frequency: 'biweekly', termMonths: 84 },
  },
} satisfies Meta<typeof VehicleResultCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '2023 Honda CR-V' });
    await expect(plain(card.textContent)).toContain('Price $34,895.00');
    await expect(plain(card.textContent)).toContain('Odometer38,450 km');
    await expect(card).toHaveTextContent('Stock #U4521');
    const link = canvas.getByRole('link', { name: '2023 Honda CR-V' });
    await expect(link).toHaveAttribute('href', '/acme/en/vehicle/1234/');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Payment: Story = {
  args: { display: 'payment' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-display', 'payment');
    await expect(plain(card.textContent)).toContain('$249.12 bi-weekly · for 84 months');
  },
};

/** A disclosure mark in the payment slot: a link to the payment's disclosure on the page. */
const mark = (
  <a href="#payment-note-1" aria-label="Payment details 1">
    1
  </a>
);

/**
 * The price with "from $X bi-weekly" beside it and the disclosure mark in its slot (en-US); the mark
 * is above the card's whole-card link, so it is the one followed.
 */
export const PriceAndPayment: Story = {
  args: { display: 'price-and-payment', paymentMark: mark },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-display', 'price-and-payment');
    await expect(plain(card.textContent)).toContain('Price $34,895.00');
    await expect(plain(card.textContent)).toContain('from $249.12 bi-weekly1');
    const link = within(card).getByRole('link', { name: 'Payment details 1' });
    // The mark, not the card's whole-card link, is under the pointer at its centre.
    const box = link.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(link);
  },
};

/** en-CA, a monthly payment: "/ mo". */
export const PriceAndPaymentMonthly: Story = {
  globals: { locale: 'en-CA' },
  args: {
    display: 'price-and-payment',
    paymentMark: mark,
    payment: { amountCents: 54_139, frequency: 'monthly', termMonths: 72 },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(plain(card.textContent)).toContain('from $541.39 / mo1');
  },
};

/** fr-CA: « à partir de 249,12 $ aux deux semaines ». */
export const PriceAndPaymentFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { display: 'price-and-payment', paymentMark: mark },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(plain(card.textContent)).toContain('Prix 34 895,00 $');
    await expect(plain(card.textContent)).toContain('à partir de 249,12 $ aux deux semaines1');
  },
};

/** A sentinel price (999999) or none: "Call for price", even in payment display. */
export const CallForPrice: Story = {
  args: { priceCents: 99_999_900, display: 'payment' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('Call for price');
    await expect(card).toHaveAttribute('data-call-for-price', 'true');
  },
};

export const NewNoImage: Story = {
  args: { condition: 'new', odometer: null, imageSrc: undefined, trim: null, priceCents: 4_299_500 },
};

export const UnitedStatesDealer: Story = {
  decorators: [withDealCountry('US')],
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toContain('Odometer38,450 mi');
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { priceCents: 1_234_567 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(plain(card.textContent)).toContain('Prix 12 345,67 $');
    await expect(plain(card.textContent)).toContain('38 450 km');
    await expect(card).toHaveTextContent('D’occasion');
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
