/**
 * The page of packages/ui/README.md's "Getting started" (OEM partners), as a story: the kit's
 * provider loading one locale, the dealer's theme from their brand colours, the header, a vehicle
 * card, the pricing header and the payment step, the payment computed by the domain's engine in the
 * browser. The kit-pack layer runs the README's own files in a fresh app; this is the same page here.
 */

import { DealerThemeProvider, findDealerThemePreset } from '@storefront/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
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
type Locale = 'en-US' | 'en-CA' | 'fr-CA';
const vehicle = { name: '2026 Partner Sedan', priceCents: 2_100_000 };

/** The buyer's country and province or state (they decide the taxes and the currency). */
const marketOf = (locale: Locale) =>
  locale === 'en-US'
    ? ({ country: 'US', region: 'MT' } as const)
    : ({ country: 'CA', region: 'ON' } as const);

/** Term choices labelled in the page's language: "48 months", "48 mois". */
const termsOf = (locale: Locale) => {
  const months = new Intl.NumberFormat(locale, { style: 'unit', unit: 'month', unitDisplay: 'long' });
  return [36, 48, 60].map((term) => ({ value: term, title: months.format(term) }));
};

/**
 * The page's own headings in its language: the page owns its `<h1>`; the kit's headings start at h2
 * (the pricing header's vehicle name) and a card's title is an h3, under the page's h2.
 */
const headingsOf = (locale: Locale) =>
  locale === 'fr-CA'
    ? { page: 'Calculez votre paiement', vehicle: 'Votre véhicule' }
    : { page: 'Build your payment', vehicle: 'Your vehicle' };

/** The down payment field's error when the engine refuses one above the deal's total, in the page's language. */
const tooLargeOf = (locale: Locale, maxCents: number) => {
  const { country } = marketOf(locale);
  const currency = country === 'US' ? 'USD' : 'CAD';
  const max = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(maxCents / 100);
  return locale === 'fr-CA'
    ? `La mise de fonds peut être d’au plus ${max}, le total de l’offre.`
    : `The down payment can be at most ${max}, the deal's total.`;
};

/** What the engine answers: the payment, or the largest down payment the deal takes. */
type Priced = { readonly paymentCents: number } | { readonly maxDownPaymentCents: number };

/**
 * The monthly payment of the vehicle financed at 6.9 %, in cents: the taxes financed (in the payment)
 * or paid at signing (the payment before them), as the shopper's "Include taxes in my payment" says.
 * A down payment above the deal's total is refused with the largest one it takes.
 */
function financePayment(
  locale: Locale,
  termMonths: number,
  downPaymentCents: number,
  taxesFinanced: boolean,
): Priced | null {
  const request = pricingRequestSchema.parse({
    ...marketOf(locale),
    paymentType: 'finance',
    vehicle: { priceCents: vehicle.priceCents },
    downPaymentCents,
    finance: { aprPercent: 6.9, termMonths, taxesFinanced },
  });
  const result = priceDeal(request);
  if (result.status === 'priced')
    return result.finance ? { paymentCents: result.finance.paymentCents } : null;
  if (result.status === 'not_priceable' && result.reason === 'down_payment_exceeds_total')
    return { maxDownPaymentCents: result.maxDownPaymentCents };
  return null;
}

function DealerPage({ locale: initialLocale }: { readonly locale: Locale }) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const { country } = marketOf(locale);
  const language = locale === 'fr-CA' ? 'fr' : 'en';
  // The page's language is the app's to set: screen readers and the browser read it.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const [paymentType, setPaymentType] = useState<PaymentType>('finance');
  const [values, setValues] = useState<PaymentConfiguratorValues>({
    term: 48,
    downPaymentCents: null,
    frequency: 'monthly',
    distanceAllowance: null,
    creditScore: null,
    includeTax: true,
  });
  const term = values.term ?? 48;
  const terms = useMemo(() => termsOf(locale), [locale]);
  const headings = headingsOf(locale);
  const priced = useMemo(
    () => financePayment(locale, term, values.downPaymentCents ?? 0, values.includeTax),
    [locale, term, values.downPaymentCents, values.includeTax],
  );
  // A refused change keeps the last payment on screen (its field says why); `undefined` would mean
  // "still loading" to the pricing header.
  const [lastPayment, setLastPayment] = useState<number | null>(null);
  useEffect(() => {
    if (priced && 'paymentCents' in priced) setLastPayment(priced.paymentCents);
  }, [priced]);
  const payment = priced && 'paymentCents' in priced ? priced.paymentCents : lastPayment;
  const downPaymentError =
    priced && 'maxDownPaymentCents' in priced ? tooLargeOf(locale, priced.maxDownPaymentCents) : undefined;
  return (
    <KitIntlProvider locale={locale}>
      <DealerThemeProvider settings={brand}>
        <DealCountryProvider country={country}>
          <ToastProvider>
            <Header
              dealer={{ name: 'Partner Motors', languages: country === 'CA' ? ['en', 'fr'] : ['en'] }}
              language={language}
              onLanguageChange={(next) => setLocale(next === 'fr' ? 'fr-CA' : 'en-CA')}
              user={null}
            />
            {/* Side by side where both fit, stacked on a phone; 16 px from the screen's edges. */}
            <main style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: 24, padding: 16 }}>
              <h1 style={{ flex: '1 1 100%', margin: 0 }}>{headings.page}</h1>
              <div style={{ flex: '1 1 18rem', minWidth: 0 }}>
                <h2 style={{ marginTop: 0 }}>{headings.vehicle}</h2>
                <VehicleResultCard
                  name={vehicle.name}
                  href="#vehicle"
                  condition="new"
                  priceCents={vehicle.priceCents}
                />
              </div>
              <div style={{ flex: '2 1 28rem', minWidth: 0 }}>
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
                {/* The pricing header insets its content 16 px: the payment step below it too. */}
                <div style={{ padding: 16 }}>
                  <PaymentConfigurator
                    paymentType={paymentType}
                    values={values}
                    onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
                    termChoices={terms}
                    frequencyChoices={[{ value: 'monthly' }]}
                    errors={downPaymentError ? { down_payment: downPaymentError } : {}}
                  />
                </div>
              </div>
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
    // The page owns its one <h1> (the kit's headings start at h2), inside its <main>.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: /48 months/ }));
    await userEvent.click(await body.findByRole('option', { name: '60 months' }));
    await expect(await canvas.findByText('$414.84', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const DealerPageFrCA: Story = {
  args: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A Canadian buyer (Ontario, HST included), the terms in French, the page's language French.
    await expect(await canvas.findByRole('button', { name: /48\smois/ }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(/^\d{3},\d{2}/)).toBeVisible();
  },
};

/** A Canadian page offers French: the header's toggle switches the kit's texts, the terms and `<html lang>`. */
export const DealerPageEnCA: Story = {
  args: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /48 months/ }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Français/ }));
    await expect(await canvas.findByRole('button', { name: /48\smois/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe('fr-CA');
  },
};

/**
 * Ontario's HST is in the payment at first (the engine finances the taxes); switched off, the taxes
 * are paid at signing and the payment, priced again by the engine, is lower.
 */
export const DealerPageTaxesAtSigning: Story = {
  args: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
    /** The engine's payment of the page's loan (Ontario, 48 months at 6.9 %), taxes financed or not. */
    const engine = (taxesFinanced: boolean) => {
      const result = priceDeal(
        pricingRequestSchema.parse({
          country: 'CA',
          region: 'ON',
          paymentType: 'finance',
          vehicle: { priceCents: vehicle.priceCents },
          finance: { aprPercent: 6.9, termMonths: 48, taxesFinanced },
        }),
      );
      return result.status === 'priced' ? (result.finance?.paymentCents ?? Number.NaN) : Number.NaN;
    };
    const withTaxes = engine(true);
    const beforeTaxes = engine(false);
    await expect(beforeTaxes).toBeLessThan(withTaxes);
    await expect(await canvas.findByText(money.format(withTaxes / 100), {}, { timeout: 5000 })).toBeVisible();
    const includeTax = canvas.getByRole('switch', { name: 'Include taxes in my payment' });
    await expect(includeTax).toBeChecked();
    await userEvent.click(includeTax);
    await expect(includeTax).not.toBeChecked();
    await expect(
      await canvas.findByText(money.format(beforeTaxes / 100), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** On a 380 px phone the columns stack: the vehicle card takes the screen's width, not a third of it. */
export const DealerPagePhone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /2026 Partner Sedan/ });
    const main = canvasElement.querySelector('main');
    // The page's title spans the row; the card's column below it as wide.
    const title = main?.querySelector('h1')?.getBoundingClientRect();
    const column = main?.children[1]?.getBoundingClientRect();
    await expect(column?.width).toBeGreaterThan(300);
    await expect(column?.width).toBeCloseTo(title?.width ?? 0, 0);
  },
};

/**
 * A down payment above the deal's total: the engine refuses it with the largest one the deal takes,
 * said on the field in the page's language, and the last payment priced stays on screen (a partner found
 * an endless loading placeholder and no word).
 */
export const DealerPageDownPaymentAboveTotal: Story = {
  args: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^\d{3},\d{2}\s\$$/, {}, { timeout: 5000 });
    const down = canvas.getByRole('textbox', { name: /Mise de fonds/ });
    await userEvent.type(down, '99999');
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        /La mise de fonds peut être d’au plus [\d\s]+,\d{2}\s\$, le total de l’offre\./,
      ),
    ).toBeVisible();
    await expect(down).toHaveAttribute('aria-invalid', 'true');
    // the last payment priced (typed key by key: 9 999 $ down) stays, no loading placeholder
    await expect(canvas.getByText(/^\d{3},\d{2}\s\$$/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-loading]')).toBeNull();
  },
};
