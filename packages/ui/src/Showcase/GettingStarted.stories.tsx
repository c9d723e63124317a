/**
 * The page of packages/ui/README.md's "Getting started" (OEM partners), as a story: the kit's
 * provider loading one locale, the dealer's theme from their brand colours, the header, a vehicle
 * card, the pricing header and the payment step, the payment computed by the domain's engine in the
 * browser. The kit-pack layer runs the README's own files in a fresh app; this is the same page here.
 */

import { DealerThemeProvider, findDealerThemePreset } from '@storefront/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DealCountryProvider } from '../deal/format.tsx';
import { Header } from '../Header/Header.tsx';
import type { PaymentType } from '../internal/domain.ts';
import { priceDeal, pricingRequestSchema } from '../internal/domain.ts';
import { KitIntlProvider } from '../intl/KitIntlProvider.tsx';
import type { PaymentConfiguratorValues } from '../PaymentConfigurator/PaymentConfigurator.tsx';
import { PaymentConfigurator } from '../PaymentConfigurator/PaymentConfigurator.tsx';
import { PricingHeader } from '../PricingHeader/PricingHeader.tsx';
import { ToastProvider } from '../Toast/Toast.tsx';
import { VehicleResultCard } from '../VehicleResultCard/VehicleResultCard.tsx';

// A dealer's brand colours (the README writes them out; the kit's sources hold no colour literal).
const brand = findDealerThemePreset('maple_motors')?.settings;
const vehicle = { name: '2026 Partner Sedan', priceCents: 2_100_000 };
const terms = [36, 48, 60].map((months) => ({ value: months, title: `${months} months` }));

function financePayment(termMonths: number, downPaymentCents: number): number | null {
  const result = priceDeal(
    pricingRequestSchema.parse({
      country: 'US',
      region: 'MT',
      paymentType: 'finance',
      vehicle: { priceCents: vehicle.priceCents },
      downPaymentCents,
      finance: { aprPercent: 6.9, termMonths },
    }),
  );
  return result.status === 'priced' ? (result.finance?.paymentCents ?? null) : null;
}

function DealerPage({ locale }: { readonly locale: string }) {
  const [paymentType, setPaymentType] = useState<PaymentType>('finance');
  const [values, setValues] = useState<PaymentConfiguratorValues>({
    term: 48,
    downPaymentCents: null,
    frequency: 'monthly',
    distanceAllowance: null,
    creditScore: null,
    includeTax: false,
  });
  const term = values.term ?? 48;
  const payment = useMemo(
    () => financePayment(term, values.downPaymentCents ?? 0),
    [term, values.downPaymentCents],
  );
  return (
    <KitIntlProvider locale={locale}>
      <DealerThemeProvider settings={brand}>
        <DealCountryProvider country="US">
          <ToastProvider>
            <Header dealer={{ name: 'Partner Motors', languages: ['en'] }} language="en" user={null} />
            <main style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: 24 }}>
              <VehicleResultCard
                name={vehicle.name}
                href="#vehicle"
                condition="new"
                priceCents={vehicle.priceCents}
              />
              <section aria-label="Payment">
                <PricingHeader
                  vehicleName={vehicle.name}
                  paymentTypes={['finance']}
                  paymentType={paymentType}
                  onPaymentTypeChange={setPaymentType}
                  payment={
                    payment === null
                      ? undefined
                      : { amountCents: payment, frequency: 'monthly', termMonths: term }
                  }
                />
                <PaymentConfigurator
                  paymentType={paymentType}
                  values={values}
                  onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
                  termChoices={terms}
                  frequencyChoices={[{ value: 'monthly' }]}
                />
              </section>
            </main>
          </ToastProvider>
        </DealCountryProvider>
      </DealerThemeProvider>
    </KitIntlProvider>
  );
}

// Not screenshotted (its texts arrive in a chunk after the first paint); the stories layer runs it.
const meta = {
  title: 'Showcase/Getting started',
  component: DealerPage,
  subcomponents: { KitIntlProvider, DealCountryProvider, ToastProvider },
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen', dealerTheme: { all: false } },
  args: { locale: 'en-US' },
} satisfies Meta<typeof DealerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DealerPageEnUS: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Partner Motors')).toBeVisible();
    await expect(canvas.getByText('$21,000.00')).toBeVisible();
    await expect(await canvas.findByText('$501.90')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /48 months/ }));
    await userEvent.click(await body.findByRole('option', { name: '60 months' }));
    await expect(await canvas.findByText('$414.84', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const DealerPageFrCA: Story = {
  args: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^501,90/)).toBeVisible();
  },
};
