import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_IMAGE, SAMPLE_VEHICLE_NAME } from '../deal/fixtures.ts';
import { plain } from '../deal/storybook.tsx';
import type { PaymentFrequency, PaymentType } from '../internal/domain.ts';
import { invalidFrequencyReaction, isFrequencyValid } from '../internal/domain.ts';
import type { PaymentConfiguratorValues } from '../PaymentConfigurator/PaymentConfigurator.tsx';
import {
  PaymentConfigurator,
  useInvalidFrequencyToast,
} from '../PaymentConfigurator/PaymentConfigurator.tsx';
import { PricingHeader } from '../PricingHeader/PricingHeader.tsx';
import { StockBadge } from '../StockBadge/StockBadge.tsx';
import { withKit } from '../storybook/withKit.tsx';

/** What the pricing engine would answer, by payment type and frequency (integer cents). */
const PAYMENTS: Readonly<Record<PaymentType, Partial<Record<PaymentFrequency | 'cash', number>>>> = {
  cash: { cash: 4_589_950 },
  finance: { weekly: 19_456, biweekly: 38_912, monthly: 84_535 },
  lease: { monthly: 59_900 },
};
const CHOICES: Readonly<Record<PaymentType, readonly { readonly value: PaymentFrequency }[]>> = {
  cash: [],
  finance: [{ value: 'weekly' }, { value: 'biweekly' }, { value: 'monthly' }],
  lease: [{ value: 'monthly' }],
};
const TERMS = [48, 60, 72, 84].map((value) => ({ value, title: `${value} months` }));

/**
 * The pricing header and the payment configurator wired as the app wires them: the frequency is
 * shared across payment types; switching to a type that does not offer it shows the persistent toast
 * and expands the pricing header (the domain's invalid-frequency reaction), unless on the payment step.
 */
function BuildAndPrice({ onPaymentStep }: { readonly onPaymentStep: boolean }) {
  const [paymentType, setPaymentType] = useState<PaymentType>('finance');
  const [values, setValues] = useState<PaymentConfiguratorValues>({
    term: 84,
    downPaymentCents: 250_000,
    frequency: 'biweekly',
    distanceAllowance: 20_000,
    creditScore: null,
    includeTax: true,
  });
  const [expanded, setExpanded] = useState(false);
  const showToast = useInvalidFrequencyToast();
  const frequencyOk = isFrequencyValid(paymentType, values.frequency, CHOICES[paymentType]);
  const key = paymentType === 'cash' ? 'cash' : frequencyOk ? values.frequency : null;
  const amount = key === null ? undefined : PAYMENTS[paymentType][key];
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <PricingHeader
        vehicleName={SAMPLE_VEHICLE_NAME}
        imageSrc={SAMPLE_IMAGE}
        badge={<StockBadge stockStatus="in stock" />}
        paymentType={paymentType}
        onPaymentTypeChange={setPaymentType}
        payment={
          amount === undefined
            ? undefined
            : {
                amountCents: amount,
                frequency: paymentType === 'cash' ? null : values.frequency,
                ...(paymentType === 'cash' ? {} : { termMonths: values.term ?? undefined }),
                includesTax: values.includeTax,
              }
        }
        expanded={expanded}
        onExpandedChange={setExpanded}
        details={<p style={{ margin: 0 }}>Photos and overview</p>}
      />
      <PaymentConfigurator
        paymentType={paymentType}
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        termChoices={TERMS}
        frequencyChoices={CHOICES[paymentType]}
        distanceChoices={[16_000, 20_000, 24_000]}
        onInvalidFrequency={() => {
          const reaction = invalidFrequencyReaction(onPaymentStep);
          if (reaction.toast) showToast();
          if (reaction.expandPricingHeader) setExpanded(true);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Build and price/Showcase',
  component: BuildAndPrice,
  decorators: [withKit],
  args: { onPaymentStep: false },
} satisfies Meta<typeof BuildAndPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FrequencyNoLongerOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(plain(canvas.getByRole('tabpanel').textContent)).toContain('$389.12bi-weekly');

    await userEvent.click(canvas.getByRole('tab', { name: 'Lease' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'The previous option is invalid. Select a new option.',
    );
    await expect(canvas.getByRole('button', { name: 'Pricing details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(plain(canvas.getByRole('tabpanel').textContent)).toContain('$599.00monthly'));
    await expect(canvas.getByRole('button', { name: /20,000\skm per year/ })).toBeInTheDocument();
  },
};

/** On the configure-payment step the header stays folded; the toast still shows. */
export const OnPaymentStep: Story = {
  args: { onPaymentStep: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('tab', { name: 'Lease' }));
    await expect(await body.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pricing details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const French: Story = { globals: { locale: 'fr-CA' } };
