import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { plain, withDealCountry } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import type { PaymentConfiguratorProps, PaymentConfiguratorValues } from './PaymentConfigurator.tsx';
import { PaymentConfigurator, useInvalidFrequencyToast } from './PaymentConfigurator.tsx';

const FINANCE_VALUES: PaymentConfiguratorValues = {
  term: 84,
  downPaymentCents: 250_000,
  frequency: 'biweekly',
  distanceAllowance: null,
  creditScore: null,
  includeTax: true,
};

const TERMS = [36, 48, 60, 72, 84, 96].map((value) => ({ value, title: `${value} months` }));
const TERMS_FR = [36, 48, 60, 72, 84, 96].map((value) => ({ value, title: `${value} mois` }));
const FREQUENCIES = [{ value: 'weekly' }, { value: 'biweekly' }, { value: 'monthly' }] as const;
const CREDIT_TIERS = [
  { id: 'excellent', label: 'Excellent (750+)' },
  { id: 'good', label: 'Good (700–749)' },
  { id: 'fair', label: 'Fair (650–699)' },
  { id: 'poor', label: 'Needs work (below 650)' },
];

/** Keeps the values in state, as the app would, and reports every change. */
function Stateful(props: PaymentConfiguratorProps) {
  const [values, setValues] = useState(props.values);
  return (
    <PaymentConfigurator
      {...props}
      values={values}
      onChange={(patch) => {
        setValues((v) => ({ ...v, ...patch }));
        props.onChange(patch);
      }}
    />
  );
}

const meta = {
  title: 'Build and price/PaymentConfigurator',
  component: PaymentConfigurator,
  decorators: [withKit],
  render: (args) => <Stateful {...args} />,
  args: {
    paymentType: 'finance',
    values: FINANCE_VALUES,
    onChange: fn(),
    onInvalidFrequency: fn(),
    termChoices: TERMS,
    frequencyChoices: FREQUENCIES,
    distanceChoices: [16_000, 20_000, 24_000],
    creditScoreChoices: CREDIT_TIERS,
  },
} satisfies Meta<typeof PaymentConfigurator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Finance: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Canada: no credit score, no distance for finance.
    await expect(canvas.queryByText('Credit score')).toBeNull();
    await expect(canvas.queryByText('Yearly kilometres')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: /84 months/ }));
    await userEvent.click(await body.findByRole('option', { name: '60 months' }));
    await expect(args.onChange).toHaveBeenCalledWith({ term: 60 });

    await userEvent.click(canvas.getByRole('radio', { name: 'Bi-weekly' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith({ frequency: 'monthly' });

    await userEvent.click(canvas.getByRole('switch', { name: 'Include taxes in my payment' }));
    await expect(args.onChange).toHaveBeenCalledWith({ includeTax: false });

    const down = canvas.getByRole('textbox', { name: 'Down payment' });
    await expect(down).toHaveValue('2500');
    await userEvent.clear(down);
    await userEvent.type(down, '4,000.50');
    await expect(args.onChange).toHaveBeenLastCalledWith({ downPaymentCents: 400_050 });
    await expect(args.onInvalidFrequency).not.toHaveBeenCalled();
  },
};

export const DownPaymentNotAnAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const down = canvas.getByRole('textbox', { name: 'Down payment' });
    await userEvent.clear(down);
    await expect(args.onChange).toHaveBeenLastCalledWith({ downPaymentCents: null });
    await userEvent.type(down, 'lots');
    await userEvent.tab();
    await expect(
      canvas.getByText('Enter an amount in dollars, such as 2500 or 2500.50.'),
    ).toBeInTheDocument();
    await expect(down).toHaveAttribute('aria-invalid', 'true');
    // The payment beside it is still the last amount's: the field says which.
    await expect(down).toHaveAccessibleDescription(
      /The payment shown is still for a down payment of \$0\.00\./,
    );
  },
};

/** An amount past the largest price is refused here, in words, and never sent to be priced. */
export const DownPaymentTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const down = canvas.getByRole('textbox', { name: 'Down payment' });
    await userEvent.clear(down);
    await userEvent.type(down, '1000000');
    await userEvent.tab();
    await expect(canvas.getByText('Enter an amount up to $999,999.99.')).toBeInTheDocument();
    await expect(down).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalledWith({ downPaymentCents: 100_000_000 });
    await expect(args.onChange).toHaveBeenLastCalledWith({ downPaymentCents: 10_000_000 });
    await expect(down).toHaveAccessibleDescription(
      /The payment shown is still for a down payment of \$100,000\.00\./,
    );
  },
};

export const Lease: Story = {
  args: {
    paymentType: 'lease',
    values: { ...FINANCE_VALUES, term: 48, distanceAllowance: 20_000, frequency: 'monthly' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /20,000\skm per year/ }));
    await userEvent.click(await body.findByRole('option', { name: /^24,000\skm per year$/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ distanceAllowance: 24_000 });
  },
};

/** A US dealer: miles, and a credit score tier. */
export const LeaseUnitedStates: Story = {
  decorators: [withDealCountry('US')],
  args: {
    paymentType: 'lease',
    values: {
      ...FINANCE_VALUES,
      term: 36,
      distanceAllowance: 12_000,
      frequency: 'monthly',
      creditScore: 'good',
    },
    distanceChoices: [10_000, 12_000, 15_000],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: /12,000\smi per year/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Good \(700–749\)/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Excellent (750+)' }));
    await expect(args.onChange).toHaveBeenCalledWith({ creditScore: 'excellent' });
  },
};

/**
 * A Texas lease: the state taxes it once at signing, so no tax is in or on its payments and the
 * "include taxes" switch, which would change nothing, is not offered (found in a shopper trial).
 */
export const LeaseTaxedAtSigning: Story = {
  decorators: [withDealCountry('US')],
  args: {
    paymentType: 'lease',
    values: { ...FINANCE_VALUES, term: 36, distanceAllowance: 12_000, frequency: 'monthly' },
    distanceChoices: [10_000, 12_000, 15_000],
    includeTaxApplies: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /12,000\smi per year/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('switch', { name: 'Include taxes in my payment' })).toBeNull();
  },
};

export const Cash: Story = {
  args: { paymentType: 'cash', values: { ...FINANCE_VALUES, frequency: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Down payment' })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Include taxes in the price' }));
    await expect(args.onChange).toHaveBeenCalledWith({ includeTax: false });
    // Cash is always a valid frequency.
    await expect(args.onInvalidFrequency).not.toHaveBeenCalled();
  },
};

export const WithTradeIn: Story = {
  args: { tradeIn: { creditCents: 1_200_000, owingCents: 350_000 }, onEditTradeIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Trade-in' }));
    await expect(plain(section.getByText('Trade-in value').nextElementSibling?.textContent)).toBe(
      '−$12,000.00',
    );
    await expect(
      plain(section.getByText('Amount owing on the trade-in').nextElementSibling?.textContent),
    ).toBe('$3,500.00');
    await userEvent.click(section.getByRole('button', { name: 'Edit trade-in' }));
    await expect(args.onEditTradeIn).toHaveBeenCalledTimes(1);
    // Owing less than its value: no negative equity.
    await expect(canvasElement.querySelector('[data-figure="negative-equity"]')).toBeNull();
  },
};

/** Owing more than the trade-in is worth, in French: the negative equity, carried into the financing. */
export const TradeInNegativeEquity: Story = {
  globals: { locale: 'fr-CA' },
  args: { tradeIn: { creditCents: 701_250, owingCents: 3_000_050 }, onEditTradeIn: fn() },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Véhicule d’échange' }));
    await expect(
      plain(section.getByText('Avoir négatif, ajouté au montant financé').nextElementSibling?.textContent),
    ).toBe('22 988,00 $');
  },
};

/** A trade-in sent to the dealership, not yet in the deal: said so, and no "Add a trade-in". */
export const TradeInWithTheDealer: Story = {
  args: {
    tradeInPending: { vehicle: '2020 Honda Civic EX', status: 'awaiting_dealer' },
    onEditTradeIn: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Trade-in' }));
    await expect(
      section.getByText('2020 Honda Civic EX: sent to the dealership, awaiting its offer.'),
    ).toBeVisible();
    await expect(section.queryByText('No trade-in on this deal.')).toBeNull();
    await expect(section.queryByRole('button', { name: 'Add a trade-in' })).toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'View trade-in' }));
    await expect(args.onEditTradeIn).toHaveBeenCalledTimes(1);
  },
};

/** A trade-in valued and saved, not yet sent: its estimate, not "No trade-in", and the way to it. */
export const TradeInValuedNotSent: Story = {
  args: {
    tradeInPending: { vehicle: '2020 Honda Civic EX', status: 'draft', estimateCents: 1_240_000 },
    onEditTradeIn: fn(),
  },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Trade-in' }));
    await expect(plain(section.getByText(/^2020 Honda Civic EX/).textContent)).toBe(
      '2020 Honda Civic EX: estimated at $12,400.00, not yet in your deal. Open it to send it to the dealership or take an offer.',
    );
    await expect(section.queryByText('No trade-in on this deal.')).toBeNull();
    await expect(section.getByRole('button', { name: 'View trade-in' })).toBeVisible();
  },
};

/** The dealership's offer awaiting the shopper's answer, in French. */
export const TradeInOfferToAnswer: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    tradeInPending: { vehicle: '2020 Honda Civic EX', status: 'awaiting_customer', offerCents: 750_000 },
    onEditTradeIn: fn(),
  },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Véhicule d’échange' }));
    await expect(plain(section.getByText(/^2020 Honda Civic EX/).textContent)).toBe(
      '2020 Honda Civic EX : le concessionnaire vous offre 7 500,00 $. Acceptez ou refusez son offre.',
    );
    await expect(section.getByRole('button', { name: 'Voir l’échange' })).toBeVisible();
  },
};

export const NoTradeIn: Story = {
  args: { onEditTradeIn: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No trade-in on this deal.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add a trade-in' })).toBeInTheDocument();
  },
};

/** A finance or lease frequency error from the server shows inline. */
export const FrequencyServerError: Story = {
  args: { errors: { payment_frequency: 'Weekly payments are not offered on this term.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Weekly payments are not offered on this term.')).toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

function WithToast(props: PaymentConfiguratorProps) {
  const showToast = useInvalidFrequencyToast();
  return (
    <Stateful
      {...props}
      onInvalidFrequency={(type, frequency) => {
        props.onInvalidFrequency?.(type, frequency);
        showToast();
      }}
    />
  );
}

/**
 * The selected frequency is no longer allowed: the callback fires once, the app's persistent toast
 * stays until dismissed, and the group asks for a new option.
 */
export const InvalidFrequency: Story = {
  render: (args) => <WithToast {...args} />,
  args: { values: { ...FINANCE_VALUES, frequency: 'semimonthly' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(args.onInvalidFrequency).toHaveBeenCalledTimes(1);
    await expect(args.onInvalidFrequency).toHaveBeenCalledWith('finance', 'semimonthly');
    const toast = await body.findByRole('alert');
    await expect(toast).toHaveTextContent('The previous option is invalid. Select a new option.');
    await expect(
      canvas.getByText('The previous option is no longer available. Select a new option.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onChange).toHaveBeenCalledWith({ frequency: 'monthly' });
    await expect(
      canvas.queryByText('The previous option is no longer available. Select a new option.'),
    ).toBeNull();
    // The toast stays until dismissed with its X.
    await userEvent.click(body.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByRole('alert')).toBeNull());
    await expect(args.onInvalidFrequency).toHaveBeenCalledTimes(1);
  },
};

/** Choices not loaded yet: no frequency is offered and nothing is reported invalid. */
export const ChoicesLoading: Story = {
  args: { frequencyChoices: [], termChoices: [], disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(args.onInvalidFrequency).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Down payment' })).toBeDisabled();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    termChoices: TERMS_FR,
    values: { ...FINANCE_VALUES, downPaymentCents: 250_050 },
    tradeIn: { creditCents: 1_234_567, owingCents: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Mise de fonds' })).toHaveValue('2500,50');
    await expect(canvas.getByRole('radio', { name: 'Aux deux semaines' })).toBeChecked();
    await expect(plain(canvas.getByText('Valeur de l’échange').nextElementSibling?.textContent)).toBe(
      '−12 345,67 $',
    );
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

/** Without a trade-in and without a way to add one (no trade-in flow), the block is not offered. */
export const NoTradeInFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Trade-in' })).toBeNull();
    await expect(canvas.queryByText('No trade-in on this deal.')).not.toBeVisible();
  },
};

/** In a grid cell taller than its content (beside a taller card), the rows keep their own height. */
export const InATallCell: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr', height: 1400 }}>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form[data-payment-type]');
    await expect(form).not.toBeNull();
    const rows = [...(form?.children ?? [])].filter((row) => !(row as HTMLElement).hidden);
    const gap = Number.parseFloat(getComputedStyle(form as Element).rowGap);
    // Each row is as tall as its content: the next row starts one gap below the last one's content.
    for (const [index, row] of rows.slice(1).entries()) {
      const previous = rows[index] as Element;
      const content = [...previous.children].reduce(
        (bottom, child) => Math.max(bottom, child.getBoundingClientRect().bottom),
        previous.getBoundingClientRect().top,
      );
      await expect(Math.round(row.getBoundingClientRect().top - content)).toBeLessThanOrEqual(
        Math.round(gap) + 1,
      );
    }
  },
};
