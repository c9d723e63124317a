import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_INCENTIVES } from '../deal/fixtures.ts';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import type { IncentiveListProps } from './IncentiveList.tsx';
import { IncentiveList } from './IncentiveList.tsx';

function Stateful(props: IncentiveListProps) {
  const [selected, setSelected] = useState(props.selectedIds);
  return (
    <IncentiveList
      {...props}
      selectedIds={selected}
      onSelectedChange={(incentive, on) => {
        setSelected((ids) => (on ? [...ids, incentive.id] : ids.filter((id) => id !== incentive.id)));
        props.onSelectedChange(incentive, on);
      }}
    />
  );
}

const meta = {
  title: 'Build and price/IncentiveList',
  component: IncentiveList,
  decorators: [withKit],
  render: (args) => <Stateful {...args} />,
  args: { incentives: SAMPLE_INCENTIVES, selectedIds: [31], onSelectedChange: fn() },
} satisfies Meta<typeof IncentiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GroupsTypesAndAudiences: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The page's incentives step is the landmark: the list adds none of the same name (axe landmark-unique).
    await expect(canvas.queryByRole('region', { name: 'Incentives' })).toBeNull();
    const government = within(canvas.getByRole('region', { name: 'Government incentives' }));
    const other = within(canvas.getByRole('region', { name: 'Manufacturer and dealer offers' }));
    const izev = government.getByRole('checkbox', { name: /iZEV federal rebate/ });
    await expect(izev).toBeChecked();
    await expect(plain(izev.closest('label')?.textContent)).toContain('$5,000.00 rebate');
    await expect(government.getByText('Electric vehicles')).toBeInTheDocument();
    await expect(government.getByText('Applied after taxes')).toBeInTheDocument();
    await expect(
      other.getByRole('checkbox', { name: /Spring sale.*2\.50% off the price/ }),
    ).toBeInTheDocument();
    await expect(
      other.getByRole('checkbox', { name: /Loyalty rate reduction.*1\.00% off the rate/ }),
    ).toBeInTheDocument();

    await userEvent.click(other.getByRole('checkbox', { name: /Graduate bonus/ }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(expect.objectContaining({ id: 32 }), true);
    await userEvent.click(izev);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 31 }), false);
    await expect(izev).not.toBeChecked();
  },
};

/** Conditional incentives carry a tag and say the dealer confirms eligibility. */
export const Conditional: Story = {
  args: { incentives: SAMPLE_INCENTIVES.filter((i) => i.is_conditional), selectedIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Conditional')).toHaveLength(2);
    await expect(
      canvas.getAllByText('Proof of eligibility is required; the dealer confirms it.'),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('region', { name: 'Government incentives' })).toBeNull();
  },
};

/**
 * A conditional incentive open to every buyer (its condition is the deal's own, e.g. financing) keeps its
 * tag but asks for no proof of eligibility; its French texts agree with any incentive's gender.
 */
export const ConditionalForEveryone: Story = {
  args: {
    incentives: [
      ...SAMPLE_INCENTIVES.filter((i) => i.audience === 'all').map((i) => ({ ...i, is_conditional: true })),
    ],
    selectedIds: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Conditional')).toHaveLength(1);
    await expect(canvas.queryByText('Proof of eligibility is required; the dealer confirms it.')).toBeNull();
  },
};

/** In French, an automatic and a post-tax incentive are said without a gendered participle. */
export const AppliedAutomaticallyFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { selectedIds: [31, 34], autoSelectedIds: [34] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ajout automatique')).toBeInTheDocument();
    await expect(canvas.queryByText(/Appliqué/)).toBeNull();
  },
};

/** Incentives limited to finance and lease are hidden for cash. */
export const CashDeal: Story = {
  args: { paymentType: 'cash' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('checkbox', { name: /Loyalty rate reduction/ }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  args: { incentives: [], selectedIds: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No incentives are available for this vehicle right now.'),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Incitatifs gouvernementaux' })).toBeInTheDocument();
    await expect(plain(canvasElement.textContent)).toContain('Remise de 5 000,00 $');
    await expect(plain(canvasElement.textContent)).toContain('2,50 % de rabais sur le prix');
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

/** An incentive the storefront selected for the shopper says so while it stays selected. */
export const AppliedAutomatically: Story = {
  args: { selectedIds: [31, 34], autoSelectedIds: [34, 32] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sale = canvas.getByRole('checkbox', { name: /Spring sale/ });
    await expect(sale).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Spring sale.*Applied automatically/ })).toBe(sale);
    // Not for the shopper's own choice, nor for one not selected.
    await expect(canvas.getAllByText('Applied automatically')).toHaveLength(1);
    await userEvent.click(sale);
    await expect(canvas.queryByText('Applied automatically')).toBeNull();
  },
};
