import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SAMPLE_FACETS } from '../deal/fixtures.ts';
import type { SearchFilters } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { VehicleFiltersSheetProps } from './VehicleFiltersSheet.tsx';
import { VehicleFiltersSheet } from './VehicleFiltersSheet.tsx';

/** A phone's list: the Filters button opens the sheet by state, as the storefront does. */
function Phone(props: VehicleFiltersSheetProps) {
  const [open, setOpen] = useState(props.open);
  const [value, setValue] = useState<SearchFilters>(props.value);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Filters
      </Button>
      <VehicleFiltersSheet
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
        returnFocus={opener}
      />
    </>
  );
}

const meta = {
  title: 'Vehicle list/VehicleFiltersSheet',
  component: VehicleFiltersSheet,
  decorators: [withKit],
  render: (args) => <Phone {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    value: {},
    onChange: fn(),
    facets: SAMPLE_FACETS,
    resultCount: 24,
  },
  globals: { viewport: { value: 'xs' } },
} satisfies Meta<typeof VehicleFiltersSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: Enter opens the sheet, focus stays inside it, a filter is chosen with Space, Escape
 * closes it and focus is back on the Filters button.
 */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // Tab through the whole sheet and round again: focus never leaves it.
    for (let i = 0; i < 40; i += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    within(sheet).getByRole('checkbox', { name: 'Honda (42)' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ make: ['Honda'] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The results button names the count and closes the sheet; focus returns to the opener. */
export const ShowResults: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Used' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 24 vehicles' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** The close button in the sheet's corner closes it too. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Open, with filters from the address (axe checks the open sheet). */
export const Open: Story = {
  args: { open: true, value: { condition: 'new', make: ['Honda'] } },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('checkbox', { name: 'Honda (42)' })).toBeChecked();
  },
};

export const CanadianFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { open: true, resultCount: 1 },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filtres' });
    await expect(within(sheet).getByRole('button', { name: 'Voir 1 véhicule' })).toBeInTheDocument();
  },
};

export const CanadianEnglish: Story = {
  globals: { locale: 'en-CA' },
  args: { open: true, resultCount: undefined },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('button', { name: 'Show results' })).toBeInTheDocument();
  },
};

/**
 * Touch or mouse: a budget end is picked from its list in the sheet, and the sheet stays open (the
 * list was drawn outside the dialog, so a tap on an option fell on the page behind and picked nothing).
 */
export const BudgetPickedByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const budget = within(within(sheet).getByRole('group', { name: 'Budget' }));
    await userEvent.click(budget.getByRole('button', { name: /From/ }));
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: '$30,000' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ budget: { min: 3_000_000, max: null } });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await expect(budget.getByRole('button', { name: /From/ })).toHaveTextContent('$30,000');
  },
};

/** Keyboard only: Escape in an open budget list closes the list, not the sheet; focus is on its button. */
export const BudgetListEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const from = within(within(sheet).getByRole('group', { name: 'Budget' })).getByRole('button', {
      name: /From/,
    });
    from.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await waitFor(() => expect(from).toHaveFocus());
  },
};
