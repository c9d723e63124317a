import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_FACETS } from '../deal/fixtures.ts';
import type { SearchFilters } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { VehicleFiltersProps } from './VehicleFilters.tsx';
import { VehicleFilters } from './VehicleFilters.tsx';

function Stateful(props: VehicleFiltersProps) {
  const [value, setValue] = useState<SearchFilters>(props.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <VehicleFilters
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Vehicle list/VehicleFilters',
  component: VehicleFilters,
  decorators: [withKit],
  render: (args) => <Stateful {...args} />,
  args: { value: {}, onChange: fn(), facets: SAMPLE_FACETS },
} satisfies Meta<typeof VehicleFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Single (condition), multi (make) and range (budget) values, then clear all. */
export const SingleMultiAndRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('radio', { name: 'Used' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ condition: 'used' });

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Honda (42)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Toyota (1,204)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ condition: 'used', make: ['Honda', 'Toyota'] });

    const budget = within(canvas.getByRole('group', { name: 'Budget' }));
    await userEvent.click(budget.getByRole('button', { name: /To/ }));
    await userEvent.click(await body.findByRole('option', { name: '$40,000' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      condition: 'used',
      make: ['Honda', 'Toyota'],
      budget: { min: null, max: 4_000_000 },
    });
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Filters (4 active)');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

/**
 * The condition's name shows once, as its group's heading; its radios' group carries the name for
 * assistive technology, with no second group of the same name around it.
 */
export const ConditionNamedOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Condition' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Condition' })).toBeNull();
    const shown = canvas
      .getAllByText('Condition')
      .filter(
        (element) => element.getBoundingClientRect().width > 1 && element.getBoundingClientRect().height > 1,
      );
    await expect(shown).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Condition' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Folded groups open from the keyboard; every filter key of the spec is offered. */
export const FoldedGroups: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggles = [...canvasElement.querySelectorAll('[data-filter]:not([data-open]) h3 button')];
    await expect(toggles.map((b) => b.textContent)).toEqual([
      'Year',
      'Model',
      'Body style',
      'Features',
      'Drivetrain',
      'Exterior color',
      'Interior color',
      'Transmission',
      'Fuel type',
      'Trim',
    ]);
    const fuel = canvas.getByRole('button', { name: 'Fuel type' });
    fuel.focus();
    await userEvent.keyboard('{Enter}');
    await expect(fuel).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hybrid' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ fuelType: ['hybrid'] });
    await expect(fuel).toHaveTextContent('Fuel type (1)');
  },
};

/** A model-year range whose first year is after the second is flagged. */
export const InvalidRange: Story = {
  args: { value: { modelYear: { min: 2025, max: 2022 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The first value must not be above the second.',
    );
  },
};

/** Filters arriving from the address: groups with a value open; a single trim counts. */
export const Prefilled: Story = {
  args: {
    value: { condition: 'new', make: ['Honda'], model: ['CR-V'], trim: 'EX-L', exteriorColor: ['B-640M'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'EX-L' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Canyon River Metallic' })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Filters (5 active)');
  },
};

/** Keyboard only: Clear all leaves with the filters it clears; focus goes to the panel's heading. */
export const ClearAllKeepsFocus: Story = {
  args: { value: { condition: 'used', make: ['Honda'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Clear all' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filters' })).toHaveFocus();
  },
};

export const FewFacets: Story = { args: { facets: { make: SAMPLE_FACETS.make ?? [] } } };

export const CanadianEnglish: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exterior colour' })).toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { value: { budget: { min: 2_000_000, max: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'D’occasion' })).toBeInTheDocument();
    const budget = within(canvas.getByRole('group', { name: 'Budget' }));
    await expect(budget.getByRole('button', { name: /De/ })).toHaveTextContent(/20\s000\s\$/);
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
