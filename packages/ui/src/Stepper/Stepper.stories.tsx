import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STEP_STATES } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import { Stepper } from './Stepper.tsx';

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  decorators: [withKit],
  args: {
    label: 'Purchase steps',
    currentId: 'credit',
    onSelect: fn(),
    steps: [
      { id: 'build', label: 'Build your deal', state: STEP_STATES.COMPLETED },
      { id: 'trade', label: 'Trade-in', state: STEP_STATES.SKIPPED },
      { id: 'credit', label: 'Credit application', state: STEP_STATES.AWAITING_CUSTOMER },
      { id: 'deposit', label: 'Deposit', state: STEP_STATES.AWAITING_DEALER },
      { id: 'appointment', label: 'Appointment', state: STEP_STATES.INITIAL, disabled: true },
    ],
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every step state: completed, skipped, awaiting customer (current), awaiting dealer, not started (locked). */
export const Sidebar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('button', { name: /Credit application/ });
    await expect(current).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: /Deposit/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('deposit');
    await expect(canvas.getByRole('button', { name: /Appointment/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

/**
 * The steps as a progress bar: each step a segment, filled when done, marked when current, dashed
 * when locked. By keyboard every step is reached in turn; a locked one says so and does not open.
 */
export const ProgressBar: Story = {
  tags: ['visual'],
  args: { orientation: 'progress' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Purchase steps' });
    await expect(nav.querySelector('ol')).toHaveAttribute('data-orientation', 'progress');
    const current = canvas.getByRole('button', { name: /Credit application/ });
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('button', { name: /Build your deal/ })).not.toHaveAttribute('aria-current');
    // Tab through the five steps: the last, locked, is reached and announced as locked.
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    const locked = canvas.getByRole('button', { name: /Appointment.*Locked: finish the steps before it/ });
    await expect(locked).toHaveFocus();
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalledWith('appointment');
  },
};
