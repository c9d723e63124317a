import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_DISCLOSURE, SAMPLE_STACK, SAMPLE_VEHICLE_NAME } from '../deal/fixtures.ts';
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
    payment: { amountCents: 27_097, frequency: 'biweekly', termMonths: 84, includesTax: true },
    disclaimers: DISCLAIMERS,
    // The cost of credit of this stack's total financed bi-weekly over 84 months at 6.99 %.
    disclosure: {
      ...SAMPLE_DISCLOSURE,
      termMonths: 84,
      paymentCents: 27_097,
      numberOfPayments: 182,
      finalPaymentCents: 27_204,
      amountFinancedCents: 3_896_022,
      costOfBorrowingCents: 1_035_739,
      totalOfPaymentsCents: 4_931_761,
    },
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
    // Its cost of credit is named apart from the pricing header's (landmarks are unique on a page).
    await expect(canvas.getByRole('region', { name: 'Cost of credit, price breakdown' })).toBeInTheDocument();

    const disclaimers = within(canvas.getByRole('region', { name: 'Disclaimers, price breakdown' }));
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
    // Every ^ mark has its footnote: without the dealer's disclaimer, the kit's own.
    const marks = within(canvas.getByRole('region', { name: 'After taxes' })).getAllByRole('link', {
      name: 'Disclaimer ^',
    });
    await expect(marks).toHaveLength(2);
    const target = marks[0]?.getAttribute('href')?.slice(1) ?? '';
    const note = canvasElement.ownerDocument.getElementById(target);
    await expect(note).not.toBeNull();
    await expect(note).toHaveTextContent('Applied after taxes');
  },
};

/** A lease's stack has no tax lines: Ontario's HST is charged on each payment. */
const LEASE_STACK: PricingStack = { ...SAMPLE_STACK, taxes: { lines: [], totalCents: 0 } };

/** An Ontario lease: the HST of each payment, at its rate on the payment before tax. */
export const LeaseOntarioTaxes: Story = {
  args: {
    stack: LEASE_STACK,
    paymentType: 'lease',
    payment: { amountCents: 23_160, frequency: 'biweekly', termMonths: 48, includesTax: true },
    paymentTaxes: [
      { code: 'HST', jurisdiction: 'ON', ratePpm: 130_000, baseCents: 20_496, amountCents: 2_664 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const taxes = within(canvas.getByRole('region', { name: 'Taxes' }));
    await expect(taxes.queryByText('No tax applies.')).toBeNull();
    await expect(taxes.getByText('Charged on each payment.')).toBeInTheDocument();
    await expect(plain(taxes.getByText(/HST/).textContent)).toBe('HST (13.00%) on $204.96');
    await expect(plain(taxes.getByText('Tax on each payment').nextElementSibling?.textContent)).toBe(
      '$26.64',
    );
  },
};

/** A Québec lease in French: GST and QST (9,975 %, every decimal) on each payment. */
export const LeaseQuebecTaxesFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    stack: LEASE_STACK,
    paymentType: 'lease',
    payment: { amountCents: 23_565, frequency: 'biweekly', termMonths: 48, includesTax: true },
    paymentTaxes: [
      { code: 'GST', jurisdiction: 'CA', ratePpm: 50_000, baseCents: 20_496, amountCents: 1_025 },
      { code: 'QST', jurisdiction: 'QC', ratePpm: 99_750, baseCents: 20_496, amountCents: 2_044 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const taxes = within(canvas.getByRole('region', { name: 'Taxes' }));
    await expect(plain(taxes.getByText(/TVQ/).textContent)).toBe('TVQ (9,975 %) sur 204,96 $');
    await expect(plain(taxes.getByText(/TPS/).textContent)).toBe('TPS (5,00 %) sur 204,96 $');
    await expect(taxes.queryByText(/taxe de vente locale/i)).toBeNull();
    await expect(plain(taxes.getByText('Taxes sur chaque paiement').nextElementSibling?.textContent)).toBe(
      '30,69 $',
    );
  },
};

/** A Texas lease: no tax on each payment; the state's 6.25 % of the price once, due at signing. */
export const LeaseTexasTaxAtSigning: Story = {
  decorators: [withDealCountry('US')],
  args: {
    stack: { ...NO_TAX_STACK, taxes: { lines: [], totalCents: 0 } },
    paymentType: 'lease',
    payment: {
      amountCents: 41_250,
      frequency: 'monthly',
      termMonths: 36,
      includesTax: true,
      taxesAtSigning: true,
    },
    signingTaxes: [
      { code: 'STATE', jurisdiction: 'TX', ratePpm: 62_500, baseCents: 3_465_000, amountCents: 216_563 },
    ],
    disclosure: {
      paymentType: 'lease',
      aprPercent: 6.29,
      termMonths: 36,
      frequency: 'monthly',
      paymentCents: 41_250,
      numberOfPayments: 36,
      finalPaymentCents: 41_250,
      derivedFromMonthly: null,
      amountFinancedCents: 3_465_000,
      costOfBorrowingCents: 380_490,
      totalOfPaymentsCents: 1_485_000,
      taxesIncluded: true,
      paymentsTaxed: false,
      taxesAtSigningCents: 216_563,
      dueAtSigningCents: 257_813,
      residualCents: 2_079_000,
    },
    disclaimers: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const taxes = within(canvas.getByRole('region', { name: 'Taxes' }));
    await expect(taxes.queryByText('No tax applies.')).toBeNull();
    await expect(taxes.getByText('No tax on each payment.')).toBeInTheDocument();
    await expect(taxes.getByText('Paid once, at signing:')).toBeInTheDocument();
    await expect(plain(taxes.getByText(/State sales tax/).textContent)).toBe(
      'State sales tax (6.25%) on $34,650.00',
    );
    await expect(plain(taxes.getByText('Tax due at signing').nextElementSibling?.textContent)).toBe(
      '$2,165.63',
    );
    // The payment's note does not say "Taxes included": there are none in it.
    await expect(canvas.getByText(/Taxes paid at signing/)).toBeInTheDocument();
    await expect(canvas.queryByText(/Taxes included/)).toBeNull();
    // A lease's total is its capitalized cost: the taxes of its payments and signing are not in it.
    await expect(
      plain(canvasElement.querySelector('[data-review-total]')?.textContent).startsWith(
        'Capitalized cost (before taxes)',
      ),
    ).toBe(true);
  },
};

/**
 * An Ontario finance deal whose shopper pays the taxes at signing: the stack's taxes are named as
 * paid at signing, the payment's note says so.
 */
export const FinanceTaxesAtSigning: Story = {
  globals: { locale: 'en-CA' },
  args: {
    paymentType: 'finance',
    payment: {
      amountCents: 49_769,
      frequency: 'monthly',
      termMonths: 72,
      includesTax: false,
      taxesAtSigning: true,
    },
    signingTaxes: SAMPLE_STACK.taxes.lines,
    disclosure: {
      ...SAMPLE_DISCLOSURE,
      taxesIncluded: false,
      paymentsTaxed: false,
      taxesAtSigningCents: 465_472,
      dueAtSigningCents: 465_472,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const taxes = within(canvas.getByRole('region', { name: 'Taxes' }));
    await expect(taxes.getByText('Paid once, at signing:')).toBeInTheDocument();
    await expect(canvas.getByText(/Taxes paid at signing/)).toBeInTheDocument();
    await expect(canvas.queryByText(/Plus taxes|Taxes included/)).toBeNull();
    await expect(canvas.getByText(/taxes of \$4,654\.72 are paid at signing/)).toBeInTheDocument();
    await expect(
      plain(canvasElement.querySelector('[data-review-total]')?.textContent).startsWith('Total'),
    ).toBe(true);
  },
};

/**
 * A Texas finance deal (found in a shopper trial at Lone Star Motors: the down payment was listed as a
 * negative after-tax item and the amount financed was called "Total"): the price with its taxes and
 * fees, then the down payment and the trade-in as what reduces the amount financed, then the amount
 * financed, the finance charge, the total of payments and the total sale price, each named so.
 */
export const FinanceTexas: Story = {
  decorators: [withDealCountry('US')],
  args: {
    stack: {
      preTax: {
        items: [
          { code: 'vehicle', amountCents: 3_450_000, taxable: true },
          { code: 'freight_pdi', amountCents: 139_500, taxable: true },
          { code: 'fee', amountCents: 15_000, taxable: true, label: 'Doc fee', ref: 'doc' },
          // Texas taxes the price less the trade-in: the engine puts its credit before taxes.
          { code: 'trade_in_credit', amountCents: -1_000_000, taxable: false },
        ],
        totalCents: 2_604_500,
      },
      levies: { name: 'levies', items: [], totalCents: 0 },
      taxes: {
        lines: [
          { code: 'STATE', jurisdiction: 'TX', ratePpm: 62_500, baseCents: 2_604_500, amountCents: 162_781 },
        ],
        totalCents: 162_781,
      },
      postTax: {
        items: [
          { code: 'trade_in_owing', amountCents: 300_000, taxable: false },
          { code: 'down_payment', amountCents: -500_000, taxable: false },
        ],
        totalCents: -200_000,
      },
      totalCents: 2_567_281,
    },
    payment: { amountCents: 50_821, frequency: 'monthly', termMonths: 60, includesTax: true },
    disclosure: null,
    credit: {
      ...SAMPLE_DISCLOSURE,
      frequency: 'monthly',
      termMonths: 60,
      paymentCents: 50_821,
      numberOfPayments: 60,
      finalPaymentCents: 50_821,
      amountFinancedCents: 2_567_281,
      costOfBorrowingCents: 481_979,
      totalOfPaymentsCents: 3_049_260,
      taxesIncluded: true,
    },
    disclaimers: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = (label: string) => plain(canvas.getByText(label).nextElementSibling?.textContent);
    const before = within(canvas.getByRole('region', { name: 'Before taxes' }));
    await expect(before.queryByText('Trade-in value')).toBeNull();
    await expect(figure('Subtotal before taxes')).toBe('$36,045.00');
    // Nothing after taxes but what the shopper puts down or trades: no such group.
    await expect(canvas.queryByRole('region', { name: 'After taxes' })).toBeNull();
    await expect(figure('Total price (taxes and fees included)')).toBe('$37,672.81');
    const credits = within(
      canvas.getByRole('region', { name: 'Down payment and trade-in (reduce the amount financed)' }),
    );
    await expect(plain(credits.getByText('Down payment').nextElementSibling?.textContent)).toBe('−$5,000.00');
    await expect(plain(credits.getByText('Trade-in value').nextElementSibling?.textContent)).toBe(
      '−$10,000.00',
    );
    await expect(
      plain(credits.getByText('Amount owing on the trade-in').nextElementSibling?.textContent),
    ).toBe('$3,000.00');
    await expect(figure('Total down payment and trade-in')).toBe('−$12,000.00');
    await expect(canvas.queryByText('Total')).toBeNull();
    await expect(figure('Amount financed')).toBe('$25,672.81');
    await expect(figure('Finance charge')).toBe('$4,819.79');
    await expect(figure('Total of payments')).toBe('$30,492.60');
    await expect(figure('Total sale price (total of payments, down payment and trade-in)')).toBe(
      '$42,492.60',
    );
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

/** The answers an accessory's questions were given, under its line ("question: answer"). */
export const AccessoryAnswers: Story = {
  args: {
    accessoryAnswers: {
      '12': [
        { question: 'Which bike mounts do you want?', answer: 'Two' },
        { question: 'Do you carry a roof box?', answer: 'No' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-code="accessory"]');
    if (line === null) throw new Error('no accessory line');
    const answers = within(line as HTMLElement).getByRole('list', { name: 'Your answers' });
    await expect(
      within(answers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Which bike mounts do you want?: Two', 'Do you carry a roof box?: No']);
    await expect(canvasElement.querySelectorAll('[data-code] ul')).toHaveLength(1);
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
