import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_STACK, SAMPLE_VEHICLE_NAME } from '../deal/fixtures.ts';
import { plain, withDealCountry } from '../deal/storybook.tsx';
import type { PricingStack } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';

const DISCLAIMERS = [
  {
    superscript: 1,
    text: 'Payment includes all fees and levies shown. Taxes are based on your postal code.',
  },
  {
    superscript: '^',
    text: 'Items marked ^ are applied after taxes: government rebates are paid out after the sale and the amount owing on a trade-in is added to the deal. Your dealer confirms every amount on the bill of sale, which takes precedence over this summary.',
    isExpanded: false,
  },
];

/** A cash deal in Oregon: no sales tax, no levies, nothing after taxes. */
const NO_TAX_STACK: PricingStack = {
  preTax: {
    items: [
      { code: 'vehicle', amountCents: 3_450_000, taxable: true },
      { code: 'fee', amountCents: 15_000, taxable: true, label: 'Doc fee', ref: 'doc' },
    ],
    totalCents: 3_465_000,
  },
  levies: { name: 'levies', items: [], totalCents: 0 },
  taxes: { lines: [], totalCents: 0 },
  postTax: { items: [], totalCents: 0 },
  totalCents: 3_465_000,
};

const meta = {
  title: 'Build and price/ReviewSummary',
  component: ReviewSummary,
  decorators: [withKit],
  args: {
    stack: SAMPLE_STACK,
    paymentType: 'finance',
    vehicleName: SAMPLE_VEHICLE_NAME,
    payment: { amountCents: 31_245, frequency: 'biweekly', termMonths: 84, includesTax: true },
    disclaimers: DISCLAIMERS,
  },
} satisfies Meta<typeof ReviewSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An Ontario finance deal: pre-tax, levies, HST, post-tax items marked ^, total and disclaimers. */
export const FinanceOntario: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preTax = within(canvas.getByRole('region', { name: 'Before taxes' }));
    await expect(plain(preTax.getByText('Vehicle price').nextElementSibling?.textContent)).toBe('$42,995.00');
    await expect(preTax.getByText('Roof rack cross bars')).toHaveTextContent('(installed)');
    await expect(plain(preTax.getByText('Subtotal before taxes').nextElementSibling?.textContent)).toBe(
      '$35,693.50',
    );
    const levies = within(canvas.getByRole('region', { name: 'Levies and fees' }));
    await expect(levies.getByText('OMVIC fee')).toBeInTheDocument();
    const taxes = within(canvas.getByRole('region', { name: 'Taxes' }));
    await expect(plain(taxes.getByText(/HST/).textContent)).toBe('HST (13.00%) on $35,805.50');
    const postTax = canvas.getByRole('region', { name: 'After taxes' });
    const marks = within(postTax).getAllByRole('link', { name: 'Disclaimer ^' });
    await expect(marks).toHaveLength(2);
    await expect(marks[0]).toHaveAttribute('href', '#review-disclaimer-post-tax');
    await expect(plain(canvas.getByText('Total').nextElementSibling?.textContent)).toBe('$38,960.22');

    const disclaimers = within(canvas.getByRole('region', { name: 'Disclaimers' }));
    const more = disclaimers.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(disclaimers.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const LeaseWithoutDisclaimers: Story = {
  args: {
    paymentType: 'lease',
    disclaimers: [],
    payment: { amountCents: 29_950, frequency: 'monthly', termMonths: 48, includesTax: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Disclaimers' })).toBeNull();
    // The ^ mark still shows, without a link, when there is no post-tax disclaimer.
    await expect(canvas.queryByRole('link', { name: 'Disclaimer ^' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'After taxes' })).toHaveTextContent('^');
  },
};

export const CashNoTax: Story = {
  decorators: [withDealCountry('US')],
  args: {
    stack: NO_TAX_STACK,
    paymentType: 'cash',
    payment: { amountCents: 3_465_000, frequency: null, includesTax: false },
    disclaimers: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tax applies.')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Levies and fees' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'After taxes' })).toBeNull();
    await expect(plain(canvas.getByText('Total').nextElementSibling?.textContent)).toBe('$34,650.00');
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Révisez votre offre' })).toBeInTheDocument();
    const taxes = within(canvas.getByRole('region', { name: 'Taxes' }));
    await expect(plain(taxes.getByText(/TVH/).textContent)).toBe('TVH (13,00 %) sur 35 805,50 $');
    await expect(plain(canvas.getByText('Total').nextElementSibling?.textContent)).toBe('38 960,22 $');
  },
};

export const CanadianEnglish: Story = { globals: { locale: 'en-CA' } };

/**
 * Every preset dealer theme side by side: axe checks the contrast in each. The copies repeat the
 * same landmarks, which no real page does, so only that rule is off here.
 */
export const AllDealerThemes: Story = {
  globals: { dealerTheme: 'all' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
};
