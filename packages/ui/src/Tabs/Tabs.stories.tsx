import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  decorators: [withKit],
  args: {
    label: 'Payment type',
    onSelectionChange: fn(),
    items: [
      { id: 'finance', label: 'Finance', content: <p>$389 bi-weekly for 84 months</p> },
      { id: 'lease', label: 'Lease', content: <p>$299 bi-weekly for 48 months</p> },
      { id: 'cash', label: 'Cash', content: <p>$42,995 before taxes</p> },
      { id: 'subscription', label: 'Subscription', content: <p>Not offered</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Finance' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Lease' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('48 months');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('lease');
  },
};

export const PreselectedCash: Story = { args: { defaultSelectedId: 'cash' } };

/** Keyboard: arrows wrap and skip the disabled tab, Home and End, the panel named by its tab. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cash = canvas.getByRole('tab', { name: 'Cash' });
    await userEvent.click(cash);
    await expect(cash).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const finance = canvas.getByRole('tab', { name: 'Finance' });
    await expect(finance).toHaveFocus();
    await expect(finance).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(cash).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(finance).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cash).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Cash' })).toHaveTextContent('before taxes');
    await expect(canvas.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('cash');
  },
};
