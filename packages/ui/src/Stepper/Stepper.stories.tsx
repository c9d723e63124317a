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
    await expect(canvas.getByRole('button', { name: /Appointment/ })).toBeDisabled();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
