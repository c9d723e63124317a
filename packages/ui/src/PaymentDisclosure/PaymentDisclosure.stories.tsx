import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_DISCLOSURE } from '../deal/fixtures.ts';
import { plain, withDealCountry } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { PaymentDisclosure } from './PaymentDisclosure.tsx';

const meta = {
  title: 'Build and price/PaymentDisclosure',
  component: PaymentDisclosure,
  decorators: [withKit],
  args: { disclosure: SAMPLE_DISCLOSURE },
} satisfies Meta<typeof PaymentDisclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

const figure = (root: HTMLElement, key: string) =>
  plain(root.querySelector(`[data-figure="${key}"]`)?.textContent);

/** An Ontario finance payment: the rate, payments over the term, amount financed, cost, total. */
export const FinanceCanada: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cost of credit' });
    // The last payment absorbs the rounding of the others: 155 × $259.46 + $259.79 is the total, and
    // the count says so (found in a shopper trial: "156 payments of $259.46" and a last one besides).
    await expect(plain(region.textContent)).toContain(
      '155 bi-weekly payments of $259.46 and a last payment of $259.79, over 72 months.',
    );
    await expect(figure(region, 'rate')).toBe('Annual percentage rate6.99%');
    await expect(figure(region, 'financed')).toBe('Amount financed$33,024.42');
    await expect(figure(region, 'cost')).toBe('Cost of borrowing$7,451.67');
    await expect(figure(region, 'total')).toBe('Total of payments$40,476.09');
    await expect(region.querySelector('[data-convention]')).toBeNull();
    await expect(plain(region.textContent)).toContain('Taxes included in each payment.');
    await expect(region.querySelector('[data-figure="residual"]')).toBeNull();
  },
};

/**
 * A Québec finance payment in French, in the terms the Consumer Protection Act prescribes: "taux de
 * crédit" for the rate and "frais de crédit" for the cost of borrowing (not "taux annuel", "coût
 * d'emprunt").
 */
export const FinanceFrench: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Coût du crédit' });
    await expect(figure(region, 'rate')).toBe('Taux de crédit6,99 %');
    await expect(figure(region, 'financed')).toBe('Montant financé33 024,42 $');
    await expect(figure(region, 'cost')).toBe('Frais de crédit7 451,67 $');
    await expect(figure(region, 'total')).toBe('Total des paiements40 476,09 $');
  },
};

/** A Québec lease in French: the lease rate, capitalised cost, rent charges, total and residual. */
export const LeaseFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    disclosure: {
      paymentType: 'lease',
      aprPercent: 6.29,
      termMonths: 48,
      frequency: 'monthly',
      paymentCents: 57_895,
      numberOfPayments: 48,
      finalPaymentCents: 57_895,
      derivedFromMonthly: null,
      amountFinancedCents: 2_889_950,
      costOfBorrowingCents: 424_410,
      totalOfPaymentsCents: 2_778_960,
      taxesIncluded: true,
      paymentsTaxed: true,
      taxesAtSigningCents: 0,
      dueAtSigningCents: 57_895,
      residualCents: 1_284_950,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Coût du crédit' });
    await expect(plain(region.textContent)).toContain('48 paiements mensuels de 578,95 $ sur 48 mois');
    // Every payment the same: no last payment is named.
    await expect(plain(region.textContent)).not.toContain('dernier paiement');
    await expect(figure(region, 'rate')).toBe('Taux de location annuel6,29 %');
    await expect(figure(region, 'financed')).toBe('Coût capitalisé28 899,50 $');
    await expect(figure(region, 'cost')).toBe('Frais de crédit4 244,10 $');
    await expect(figure(region, 'residual')).toBe('Valeur résiduelle (option d’achat)12 849,50 $');
    await expect(figure(region, 'signing')).toBe('À payer à la signature578,95 $');
    await expect(plain(region.textContent)).toContain('Taxes incluses dans chaque paiement.');
  },
};

/**
 * An Ontario lease shown "plus taxes": the disclosure describes the payment shown (before its
 * taxes), its total adds those payments up, and it says the taxes are extra.
 */
export const LeasePlusTaxes: Story = {
  globals: { locale: 'en-CA' },
  args: {
    disclosure: {
      paymentType: 'lease',
      aprPercent: 6.29,
      termMonths: 48,
      frequency: 'biweekly',
      paymentCents: 20_496,
      numberOfPayments: 104,
      finalPaymentCents: 20_496,
      derivedFromMonthly: null,
      amountFinancedCents: 2_895_850,
      costOfBorrowingCents: 525_945,
      totalOfPaymentsCents: 2_131_584,
      taxesIncluded: false,
      paymentsTaxed: true,
      // HST on the $1,000 down payment, paid at signing with it and the first payment.
      taxesAtSigningCents: 13_000,
      dueAtSigningCents: 136_160,
      residualCents: 1_284_950,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cost of credit' });
    await expect(plain(region.textContent)).toContain('104 bi-weekly payments of $204.96 over 48 months');
    await expect(plain(region.textContent)).toContain(
      'Payments before taxes: taxes are added to each payment. Taxes of $130.00 are also paid at signing.',
    );
    await expect(figure(region, 'total')).toBe('Total of payments (before taxes)$21,315.84');
    await expect(figure(region, 'signing')).toBe('Due at signing$1,361.60');
  },
};

/**
 * An Ontario finance deal whose shopper pays the taxes at signing ("include taxes in my payment"
 * off): the payments are before taxes, the amount financed leaves them out, and they are named as
 * due at signing with the down payment. The payments carry no tax, so none is "added" to them.
 */
export const FinanceTaxesAtSigning: Story = {
  globals: { locale: 'en-CA' },
  args: {
    disclosure: {
      ...SAMPLE_DISCLOSURE,
      frequency: 'monthly',
      paymentCents: 49_769,
      numberOfPayments: 72,
      finalPaymentCents: 49_769,
      amountFinancedCents: 2_920_000,
      costOfBorrowingCents: 663_368,
      totalOfPaymentsCents: 3_583_368,
      taxesIncluded: false,
      paymentsTaxed: false,
      taxesAtSigningCents: 405_600,
      dueAtSigningCents: 605_600,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cost of credit' });
    await expect(plain(region.textContent)).toContain(
      'No tax is added to the payments: taxes of $4,056.00 are paid at signing.',
    );
    await expect(plain(region.textContent)).not.toContain('Taxes included');
    await expect(figure(region, 'total')).toBe('Total of payments (before taxes)$35,833.68');
    await expect(figure(region, 'signing')).toBe('Due at signing$6,056.00');
  },
};

/**
 * A Texas lease: the state taxes the price once, at signing, so the payments carry no tax and the
 * taxes are part of what is due at signing with the first payment and the down payment.
 */
export const LeaseTaxedAtSigning: Story = {
  decorators: [withDealCountry('US')],
  args: {
    disclosure: {
      paymentType: 'lease',
      aprPercent: 6.29,
      termMonths: 36,
      frequency: 'monthly',
      paymentCents: 52_114,
      numberOfPayments: 36,
      finalPaymentCents: 52_114,
      derivedFromMonthly: null,
      amountFinancedCents: 3_100_000,
      costOfBorrowingCents: 365_070,
      totalOfPaymentsCents: 1_876_104,
      taxesIncluded: true,
      paymentsTaxed: false,
      taxesAtSigningCents: 201_875,
      dueAtSigningCents: 353_989,
      residualCents: 1_600_000,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cost of credit' });
    await expect(plain(region.textContent)).toContain(
      'No tax is added to the payments: taxes of $2,018.75 are paid at signing.',
    );
    await expect(plain(region.textContent)).not.toContain('Taxes included in each payment');
    await expect(figure(region, 'signing')).toBe('Due at signing$3,539.89');
  },
};

/**
 * A monthly-based dealer's bi-weekly payment: derived from the monthly one (÷ 2.172), its payments
 * pay the monthly contract's total exactly, the last one partial, and the disclosure says how.
 */
export const FinanceDerivedFromMonthly: Story = {
  globals: { locale: 'en-CA' },
  args: {
    disclosure: {
      ...SAMPLE_DISCLOSURE,
      paymentCents: 25_915,
      numberOfPayments: 157,
      finalPaymentCents: 9_968,
      derivedFromMonthly: { monthlyPaymentCents: 56_287, factor: 2.172 },
      costOfBorrowingCents: 750_266,
      totalOfPaymentsCents: 4_052_708,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cost of credit' });
    await expect(plain(region.textContent)).toContain(
      '156 bi-weekly payments of $259.15 and a last payment of $99.68, over 72 months.',
    );
    await expect(plain(region.querySelector('[data-convention]')?.textContent)).toBe(
      'Each bi-weekly payment is the monthly payment of $562.87 divided by 2.172, as this dealer schedules payments.',
    );
    await expect(figure(region, 'total')).toBe('Total of payments$40,527.08');
  },
};

/**
 * A Quebec lease paid bi-weekly at a monthly-based dealer, taxes included: the payment is derived
 * before its taxes (each payment's taxes are its own), so the sentence names the monthly payment
 * before taxes (a shopper found "731,47 $ divisé par 2,172" one cent off the 336,78 $ shown).
 */
export const LeaseDerivedBeforeTaxes: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    disclosure: {
      paymentType: 'lease',
      aprPercent: 5.99,
      termMonths: 48,
      frequency: 'biweekly',
      paymentCents: 33_678,
      numberOfPayments: 105,
      finalPaymentCents: 8_541,
      derivedFromMonthly: { monthlyPaymentCents: 63_620, factor: 2.172 },
      amountFinancedCents: 4_178_699,
      costOfBorrowingCents: 721_871,
      totalOfPaymentsCents: 3_511_056,
      taxesIncluded: true,
      paymentsTaxed: true,
      taxesAtSigningCents: 0,
      dueAtSigningCents: 33_678,
      residualCents: 1_846_810,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Coût du crédit' });
    await expect(plain(region.querySelector('[data-convention]')?.textContent)).toBe(
      'Avant taxes, chaque paiement (aux deux semaines) est le paiement mensuel avant taxes de 636,20 $ divisé par 2,172, selon le calendrier de paiements de ce concessionnaire. Les taxes de chaque paiement s’y ajoutent.',
    );
  },
};

/** A Texas finance payment: the rate of the shopper's credit tier, the US wording. */
export const UnitedStatesCreditTier: Story = {
  decorators: [withDealCountry('US')],
  args: {
    disclosure: {
      ...SAMPLE_DISCLOSURE,
      aprPercent: 8.4,
      frequency: 'monthly',
      paymentCents: 52_300,
      numberOfPayments: 72,
      finalPaymentCents: 52_300,
      amountFinancedCents: 2_900_000,
      costOfBorrowingCents: 865_600,
      totalOfPaymentsCents: 3_765_600,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cost of credit' });
    await expect(figure(region, 'rate')).toBe('Annual percentage rate8.40%');
    await expect(figure(region, 'cost')).toBe('Finance charge$8,656.00');
  },
};

/** Cash has no cost of credit: nothing shows. */
export const Cash: Story = {
  args: { disclosure: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
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
