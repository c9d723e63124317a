import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_PLANS } from '../deal/fixtures.ts';
import { plain, withDealCountry } from '../deal/storybook.tsx';
import type { ProtectionPlan } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { ProtectionPlanCardProps } from './ProtectionPlanCard.tsx';
import { ProtectionPlanCard } from './ProtectionPlanCard.tsx';

const plan = (id: number): ProtectionPlan => {
  const found = SAMPLE_PLANS.find((p) => p.id === id);
  if (found === undefined) throw new Error(`No sample plan ${id}`);
  return found;
};

function Stateful(props: ProtectionPlanCardProps) {
  const [selected, setSelected] = useState(props.selectedPriceId);
  return (
    <div style={{ maxWidth: 420 }}>
      <ProtectionPlanCard
        {...props}
        selectedPriceId={selected}
        onSelect={(id) => {
          setSelected(id);
          props.onSelect(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Build and price/ProtectionPlanCard',
  component: ProtectionPlanCard,
  decorators: [withKit],
  render: (args) => <Stateful {...args} />,
  args: { plan: plan(21), selectedPriceId: null, onSelect: fn(), frequency: 'biweekly' },
} satisfies Meta<typeof ProtectionPlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Options by duration and distance; choosing one replaces the other; "No coverage" removes the plan. */
export const ChooseAnOption: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Coverage options for Extended warranty' });
    await expect(canvas.getByRole('radio', { name: 'No coverage' })).toBeChecked();
    const gold = within(group).getByRole('radio', { name: /Gold/ });
    await expect(plain(gold.closest('label')?.textContent)).toContain(
      '60 months or 100,000 km$1,895.00 +$24.00 bi-weekly',
    );
    await userEvent.click(gold);
    await expect(args.onSelect).toHaveBeenCalledWith(212);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(213);
    await expect(within(group).getByRole('radio', { name: /Platinum/ })).toBeChecked();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Extended warranty' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('radio', { name: 'No coverage' })).toBeChecked();
  },
};

export const Selected: Story = { args: { selectedPriceId: 212 } };

export const DocumentLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pdf = canvas.getByRole('link', { name: /Plan details \(PDF\)/ });
    await expect(pdf).toHaveAttribute('href', 'https://example.com/warranty.pdf');
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Watch the video/ })).toHaveAttribute(
      'href',
      'https://example.com/warranty-video',
    );
  },
};

/** Duration only (no distance), PDF without video. */
export const DurationOnly: Story = { args: { plan: plan(22), selectedPriceId: 221 } };

/** Pre-installed: included, no "No coverage" choice and no remove button. */
export const PreInstalled: Story = {
  args: { plan: plan(23), selectedPriceId: 231 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Included')).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: 'No coverage' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(canvas.getByRole('radio', { name: /Lifetime/ })).toBeChecked();
  },
};

/** Options limited to a payment type. */
export const NoOptionForPaymentType: Story = {
  args: {
    paymentType: 'cash',
    plan: {
      ...plan(22),
      prices: (plan(22).prices ?? []).map((p) => ({ ...p, payment_type: 'finance' as const })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No option is offered for this payment type.'),
    ).toBeInTheDocument();
  },
};

export const UnitedStatesDealer: Story = {
  decorators: [withDealCountry('US')],
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toContain('48 months or 80,000 mi');
  },
};

export const Disabled: Story = {
  args: { disabled: true, selectedPriceId: 211 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Silver/ })).toBeDisabled();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { selectedPriceId: 213 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: 'Options de couverture\u00a0: Extended warranty' }),
    ).toBeInTheDocument();
    await expect(plain(canvasElement.textContent)).toContain('84 mois ou 160 000 km2 495,00 $');
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

/**
 * The plan's details are a web page, not a PDF (the address says which): the link does not promise a
 * PDF. An address of a PDF with a query is still a PDF.
 */
export const DetailsPageLink: Story = {
  args: { plan: { ...plan(21), pdf_url: 'https://example.com/protection/6.html', video_url: null } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Plan details|Détails du plan/ });
    await expect(link).toHaveAttribute('href', 'https://example.com/protection/6.html');
    await expect(link).toHaveAccessibleName(
      /^(Plan details \(opens in a new tab\)|Détails du plan \(s’ouvre dans un nouvel onglet\))$/,
    );
  },
};

export const PdfWithQueryLink: Story = {
  args: {
    plan: { ...plan(21), pdf_url: 'https://example.com/files/Warranty.PDF?v=2#page=3', video_url: null },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /Plan details|Détails du plan/ }),
    ).toHaveAccessibleName(
      /^(Plan details \(PDF\) \(opens in a new tab\)|Détails du plan \(PDF\) \(s’ouvre dans un nouvel onglet\))$/,
    );
  },
};
