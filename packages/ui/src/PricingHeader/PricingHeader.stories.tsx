import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Disclaimer, Superscript } from '../Disclaimer/Disclaimer.tsx';
import { SAMPLE_DISCLOSURE, SAMPLE_IMAGE, SAMPLE_STACK, SAMPLE_VEHICLE_NAME } from '../deal/fixtures.ts';
import { plain, withDealCountry } from '../deal/storybook.tsx';
import { PaymentDisclosure } from '../PaymentDisclosure/PaymentDisclosure.tsx';
import { ReviewSummary } from '../ReviewSummary/ReviewSummary.tsx';
import { StockBadge } from '../StockBadge/StockBadge.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { VehicleCarousel } from '../VehicleCarousel/VehicleCarousel.tsx';
import { VehicleOverview } from '../VehicleOverview/VehicleOverview.tsx';
import { PaymentAmount } from './PaymentAmount.tsx';
import { PricingHeader } from './PricingHeader.tsx';

const meta = {
  title: 'Build and price/PricingHeader',
  component: PricingHeader,
  subcomponents: { PaymentAmount },
  decorators: [withKit],
  args: {
    vehicleName: SAMPLE_VEHICLE_NAME,
    imageSrc: SAMPLE_IMAGE,
    badge: <StockBadge stockStatus="in stock" />,
    paymentType: 'finance',
    onPaymentTypeChange: fn(),
    onUnlockPricing: fn(),
    onExpandedChange: fn(),
    payment: { amountCents: 38_912, frequency: 'biweekly', termMonths: 84, includesTax: true },
    details: <p>Vehicle photos and overview go here.</p>,
  },
} satisfies Meta<typeof PricingHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Finance: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: SAMPLE_VEHICLE_NAME })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    await expect(plain(canvas.getByRole('tabpanel').textContent)).toContain('$389.12bi-weekly');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('for 84 months · Taxes included');
    await userEvent.click(canvas.getByRole('tab', { name: 'Lease' }));
    await expect(args.onPaymentTypeChange).toHaveBeenCalledWith('lease');
  },
};

export const Cash: Story = {
  args: { paymentType: 'cash', payment: { amountCents: 4_589_950, frequency: null, includesTax: false } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('tabpanel');
    await expect(plain(panel.textContent)).toContain('Cash price$45,899.50');
    await expect(panel).toHaveTextContent('Plus taxes');
  },
};

export const Lease: Story = {
  args: { paymentType: 'lease', payment: { amountCents: 29_950, frequency: 'monthly', termMonths: 48 } },
};

/** The dealer offers finance and cash only. */
export const TwoPaymentTypes: Story = {
  args: { paymentTypes: ['finance', 'cash'] },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Finance', 'Cash']);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-loading]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-payment-amount]')).toBeNull();
  },
};

/**
 * Pricing locked: the payment is hidden and "Unlock pricing" opens sign-in. The pricing details are
 * prices too: no "Pricing details" button opens them, even when the app asks them open (found in a
 * shopper trial: the button opened an empty panel).
 */
export const Locked: Story = {
  args: { locked: true, expanded: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByText('Sign in to see your payment and save your deal.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Pricing details' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Pricing details' })).toBeNull();
    await expect(canvas.queryByText('Vehicle photos and overview go here.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock pricing' }));
    await expect(args.onUnlockPricing).toHaveBeenCalledTimes(1);
  },
};

function Unlocking(args: ComponentProps<typeof PricingHeader>) {
  const [locked, setLocked] = useState(true);
  return <PricingHeader {...args} locked={locked} onUnlockPricing={() => setLocked(false)} />;
}

/**
 * Locked, then unlocked (the shopper signed in): the payment and the "Pricing details" button come
 * back, and the details open on it.
 */
export const LockedThenUnlocked: Story = {
  render: (args) => <Unlocking {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Pricing details' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock pricing' }));
    await expect(canvas.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    const toggle = canvas.getByRole('button', { name: 'Pricing details' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Pricing details' })).toHaveTextContent(
      'Vehicle photos and overview go here.',
    );
  },
};

export const DetailsExpander: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Pricing details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Vehicle photos and overview go here.')).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Pricing details' })).toHaveTextContent(
      'Vehicle photos and overview go here.',
    );
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

/**
 * Controlled open (the app expands it when the payment frequency became invalid), with the kit's
 * vehicle carousel and an overview in the details.
 */
export const Expanded: Story = {
  args: {
    expanded: true,
    details: (
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
        <VehicleCarousel
          vehicleName={SAMPLE_VEHICLE_NAME}
          images={[
            { src: SAMPLE_IMAGE, source: 'feed' },
            { src: SAMPLE_IMAGE, source: 'feed' },
          ]}
        />
        <VehicleOverview
          condition="new"
          trim="EX-L AWD"
          fuelType="hybrid"
          stockNumber="N2613"
          vin="7FARS6H85TE012345"
        />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Pricing details' });
    await expect(region).toBeVisible();
    await expect(within(region).getAllByRole('img').length).toBeGreaterThan(0);
    await expect(within(region).getByRole('region', { name: 'Overview' })).toHaveTextContent('Stock #N2613');
  },
};

/**
 * The panel beside the vehicle page's gallery: a raised card with the badge, the payment and the
 * details; the page shows the vehicle's picture and name, so the panel does not repeat them.
 */
export const Panel: Story = {
  tags: ['visual'],
  args: { variant: 'panel' },
  render: (args) => (
    <div style={{ maxWidth: 440 }}>
      <PricingHeader {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: args.vehicleName })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The dealer's disclaimers a vehicle page lists: the header's marks and the stack's point to them. */
const PAGE_DISCLAIMERS = [
  { superscript: 1, text: 'Payments are estimates on approved credit. Taxes are based on your postal code.' },
];

/**
 * The panel as the vehicle page has it (found by axe in a shopper trial, best practices included):
 * the page's h1 (the vehicle's name beside the gallery), the details open on the overview and the
 * price breakdown with its disclaimers, and the page's own disclaimers at its foot. Headings go
 * down one level at a time (the overview was an h3 straight after the h1) and the two disclaimer
 * lists are two regions of different names (both were "Disclaimers").
 */
export const PanelOnTheVehiclePage: Story = {
  args: {
    variant: 'panel',
    expanded: true,
    details: (
      <>
        <VehicleOverview
          condition="new"
          trim="EX-L AWD"
          stockNumber="N2613"
          features={['Heated seats', 'Sunroof']}
        />
        <ReviewSummary
          stack={SAMPLE_STACK}
          paymentType="finance"
          disclaimers={PAGE_DISCLAIMERS}
          disclaimerPrefix="details-disclaimer"
        />
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 490 }}>
      <h1>{SAMPLE_VEHICLE_NAME}</h1>
      <PricingHeader {...args} />
      <section aria-labelledby="page-disclaimers">
        <h2 id="page-disclaimers">Disclaimers</h2>
        <Disclaimer items={PAGE_DISCLAIMERS} idPrefix="page-disclaimer" />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const levels = canvas.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    // Each heading at most one level below the one before it.
    await expect(levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1)).toEqual([]);
    const details = canvas.getByRole('region', { name: 'Pricing details' });
    await expect(within(details).getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(canvas.getAllByRole('region', { name: 'Disclaimers' })).toHaveLength(1);
    await expect(
      within(details).getByRole('region', { name: 'Disclaimers, price breakdown' }),
    ).toHaveTextContent('Payments are estimates on approved credit.');
  },
};

/**
 * The panel with its payment's cost of credit: inside the card, under the payment, one figure a
 * line at the panel's width; with the details open it is theirs to show, not said twice (found in
 * a shopper trial at 1280 px: it spilled under the card, labels broken over two lines, and showed
 * twice once the details were open).
 */
export const PanelWithItsCostOfCredit: Story = {
  globals: { locale: 'en-CA' },
  args: {
    variant: 'panel',
    disclosure: <PaymentDisclosure disclosure={SAMPLE_DISCLOSURE} />,
    details: <PaymentDisclosure disclosure={SAMPLE_DISCLOSURE} context="the details" />,
  },
  render: function PanelWithItsCostOfCredit(args) {
    return (
      <div style={{ maxWidth: 490 }}>
        <PricingHeader {...args} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Your deal' });
    const credit = within(card).getByRole('region', { name: 'Cost of credit' });
    const inside = (inner: Element, outer: Element) => {
      const a = inner.getBoundingClientRect();
      const b = outer.getBoundingClientRect();
      return a.top >= b.top && a.bottom <= b.bottom && a.left >= b.left && a.right <= b.right;
    };
    await expect(inside(credit, card.querySelector('[data-part="card"]') ?? card)).toBe(true);
    // each figure on one line: its label no taller than its value
    for (const row of credit.querySelectorAll('[data-figure]')) {
      const label = row.querySelector('dt') as HTMLElement;
      const value = row.querySelector('dd') as HTMLElement;
      await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(
        value.getBoundingClientRect().height + 1,
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Pricing details' }));
    await expect(canvas.getAllByRole('region', { name: /Cost of credit/ })).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: 'Cost of credit, the details' })).toBeVisible();
  },
};

/** No details given: no "Pricing details" button (it opened an empty panel). */
export const WithoutDetails: Story = {
  args: { details: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { selected: true })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Pricing details|Détails du prix/ })).toBeNull();
  },
};

/**
 * The payment carries the dealer's pricing disclaimer mark (spec 2: superscripts wherever a price is
 * shown); the mark is a link to the disclaimer's text on the page, which takes focus.
 */
export const WithDisclaimerMark: Story = {
  args: { paymentMark: <Superscript mark="*" idPrefix="header-story" /> },
  render: (args) => (
    <>
      <PricingHeader {...args} />
      <Disclaimer
        idPrefix="header-story"
        items={[{ superscript: '*', text: 'Prices exclude HST and licensing.' }]}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel');
    await expect(plain(panel.textContent)).toContain('$389.12*bi-weekly');
    // (a fragment link is not followed here: it would navigate the test's own frame)
    const mark = within(panel).getByRole('link', { name: /\*/ });
    const target = canvasElement.ownerDocument.getElementById(
      decodeURIComponent(mark.getAttribute('href')?.slice(1) ?? ''),
    );
    await expect(target).toHaveTextContent('Prices exclude HST and licensing.');
    await expect(target).toHaveAttribute('tabindex', '-1');
  },
};

export const NoImage: Story = { args: { imageSrc: undefined, badge: undefined } };

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { payment: { amountCents: 1_234_567, frequency: 'monthly', termMonths: 60, includesTax: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Financement' })).toBeInTheDocument();
    await expect(plain(canvas.getByRole('tabpanel').textContent)).toContain('12 345,67 $par mois');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('sur 60 mois · Taxes en sus');
  },
};

export const CanadianEnglish: Story = { globals: { locale: 'en-CA' } };

export const UnitedStatesDealer: Story = {
  decorators: [withDealCountry('US')],
  args: { payment: { amountCents: 52_300, frequency: 'monthly', termMonths: 72, includesTax: false } },
  play: async ({ canvasElement }) => {
    await expect(plain(within(canvasElement).getByRole('tabpanel').textContent)).toContain('$523.00monthly');
  },
};

function Changing({ motion }: { readonly motion: 'auto' | 'reduced' }) {
  const [amount, setAmount] = useState(38_900);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <PaymentAmount amountCents={amount} frequency="biweekly" termMonths={84} motion={motion} />
      <Button variant="outline" onClick={() => setAmount((a) => (a === 38_900 ? 40_134 : 38_900))}>
        Add roof rack
      </Button>
    </div>
  );
}

/**
 * The payment animation: the difference shows at once, the new amount after 500 ms, the highlight
 * stops at 2000 ms and the difference clears at 3500 ms.
 */
export const PaymentChangeAnimation: Story = {
  render: () => <Changing motion="auto" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = () => canvasElement.querySelector('[data-payment-amount]');
    await userEvent.click(canvas.getByRole('button', { name: 'Add roof rack' }));
    const started = performance.now();
    await waitFor(() => expect(block()).toHaveAttribute('data-phase', 'pending'));
    await expect(plain(block()?.textContent)).toContain('$389.00');
    await expect(plain(block()?.textContent)).toContain('+$12.34');
    await waitFor(() => expect(block()).toHaveAttribute('data-phase', 'highlight'), { timeout: 1000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    await expect(plain(block()?.textContent)).toContain('$401.34');
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment updated to $401.34');
    await waitFor(() => expect(block()).toHaveAttribute('data-phase', 'settled'), { timeout: 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(1950);
    await expect(block()?.querySelector('[data-highlight]')).toBeNull();
    await waitFor(() => expect(block()).toHaveAttribute('data-phase', 'idle'), { timeout: 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(3450);
    await expect(plain(block()?.textContent)).not.toContain('+$12.34');
  },
};

/** With reduced motion the new amount shows at once, without highlight. */
export const PaymentChangeReducedMotion: Story = {
  render: () => <Changing motion="reduced" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = () => canvasElement.querySelector('[data-payment-amount]');
    await userEvent.click(canvas.getByRole('button', { name: 'Add roof rack' }));
    await waitFor(() => expect(block()).toHaveAttribute('data-phase', 'settled'));
    await expect(plain(block()?.textContent)).toContain('$401.34');
    await expect(plain(block()?.textContent)).toContain('+$12.34');
    await expect(block()?.querySelector('[data-highlight]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add roof rack' }));
    await waitFor(() => expect(plain(block()?.textContent)).toContain('−$12.34'));
    // A screen reader hears what the sign means, not "minus".
    const difference = block()?.querySelector('[data-direction]');
    await expect(difference).toHaveAttribute('data-direction', 'down');
    await expect(plain(difference?.textContent)).toContain('$12.34 less than the previous payment');
    await expect(difference?.querySelector('[aria-hidden="true"]')).toHaveTextContent('−$12.34');
  },
};

type Shown = { amountCents: number; frequency: 'biweekly' | null; includesTax: boolean; termMonths?: number };
const CASH: Shown = { amountCents: 3_302_442, frequency: null, includesTax: true };
const FINANCE: Shown = { amountCents: 25_673, frequency: 'biweekly', includesTax: true, termMonths: 72 };
const FINANCE_PLUS_TAXES: Shown = { ...FINANCE, amountCents: 22_720, includesTax: false };

function Switching() {
  const [shown, setShown] = useState<Shown>(CASH);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <PaymentAmount {...shown} motion="reduced" />
      <Button variant="outline" onClick={() => setShown(FINANCE)}>
        Finance
      </Button>
      <Button variant="outline" onClick={() => setShown(FINANCE_PLUS_TAXES)}>
        Plus taxes
      </Button>
    </div>
  );
}

/**
 * Another payment type, frequency, term or tax choice is another amount, not a saving: no
 * difference badge ("−$32,773.69" from cash to finance, "−$29.53" for plus taxes).
 */
export const NoDifferenceAcrossKinds: Story = {
  render: () => <Switching />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = () => canvasElement.querySelector('[data-payment-amount]');
    await userEvent.click(canvas.getByRole('button', { name: 'Finance' }));
    await waitFor(() => expect(plain(block()?.textContent)).toContain('$256.73'));
    await expect(plain(block()?.textContent)).not.toMatch(/[−+]\$/);
    await expect(block()?.querySelector('[data-direction]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Plus taxes' }));
    await waitFor(() => expect(plain(block()?.textContent)).toContain('$227.20'));
    await expect(plain(block()?.textContent)).not.toMatch(/[−+]\$/);
    await expect(block()?.querySelector('[data-direction]')).toBeNull();
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

/** The boxes of the narrow-column story: a partner's payment column on a desktop screen. */
const COLUMN_WIDTHS = [500, 600] as const;

/**
 * In a column 500 or 600 px wide on a 1280 px screen (a partner's page puts the header beside a
 * vehicle card), the header lays out by its own width, not the screen's: a long name wraps and is
 * never drawn over the payment (the grid switched to three columns at the screen's 992 px before).
 * Two copies of the same landmark, which no real page has: only that axe rule is off.
 */
export const NarrowColumnOnWideScreen: Story = {
  args: { vehicleName: 'Berline Partenaire 2026', imageSrc: undefined },
  globals: { viewport: { value: 'desktop1280' } },
  parameters: {
    viewport: {
      options: {
        desktop1280: {
          name: 'Desktop (1280px)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {COLUMN_WIDTHS.map((width) => (
        <div key={width} data-column={width} style={{ width }}>
          <PricingHeader {...args} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1280);
    for (const width of COLUMN_WIDTHS) {
      const column = canvasElement.querySelector<HTMLElement>(`[data-column="${width}"]`);
      const name = column?.querySelector('h2');
      const amount = column?.querySelector('[data-payment-amount]');
      if (!column || !name || !amount) throw new Error(`the ${width} px column has no name or payment`);
      await expect(column.getBoundingClientRect().width).toBe(width);
      const a = name.getBoundingClientRect();
      const b = amount.getBoundingClientRect();
      const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      await expect({ width, overlaps }).toEqual({ width, overlaps: false });
      // The name stays inside its column.
      await expect(a.right).toBeLessThanOrEqual(column.getBoundingClientRect().right + 0.5);
    }
  },
};
