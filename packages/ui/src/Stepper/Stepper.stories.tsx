import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
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
    await expect(args.onSelect).toHaveBeenCalledWith('deposit', expect.anything());
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
    // Each step's progress as data (done, skipped, current, locked, not started) and as text, seen and heard.
    const statuses = [...nav.querySelectorAll('ol > li')].map((li) => li.getAttribute('data-status'));
    await expect(statuses).toEqual(['done', 'skipped', 'current', 'done', 'locked']);
    await expect(canvas.getByRole('button', { name: /Trade-in.*Skipped/ })).toBeVisible();
    await expect(current).toHaveAccessibleName(/Credit application.*Current step/);
  },
};

/** Not started: a step still initial that the flow leaves open. */
export const NotStarted: Story = {
  args: {
    orientation: 'progress',
    currentId: 'build',
    steps: [
      { id: 'build', label: 'Build your deal', state: STEP_STATES.INITIAL },
      { id: 'trade', label: 'Trade-in', state: STEP_STATES.INITIAL },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('button', { name: /Trade-in.*Not started/ });
    await expect(step.closest('li')).toHaveAttribute('data-status', 'not-started');
  },
};

/** A phone (360 px): never wider than the screen. "Step 3 of 5", a compact bar and the current step's name; the list on demand. */
const phone = (Story: () => ReactNode) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

export const ProgressBarPhone: Story = {
  args: { orientation: 'progress' },
  decorators: [phone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Purchase steps' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    const toggle = canvas.getByRole('button', { name: /Step 3 of 5.*Credit application/ });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.querySelector('ol')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const current = canvas.getByRole('button', { name: /Credit application.*Current step/ });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** The phone layout in French: « Étape 3 sur 5 ». */
export const ProgressBarPhoneFrench: Story = {
  args: { ...ProgressBarPhone.args, label: 'Étapes de l’achat' },
  decorators: [phone],
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Étape 3 sur 5.*Credit application/ });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: /Credit application.*Étape en cours/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Trade-in.*Ignorée/ })).toBeVisible();
  },
};

/** At 1280 px the whole bar shows, no summary. */
export const ProgressBarDesktopHasNoSummary: Story = {
  args: { orientation: 'progress' },
  decorators: [
    (Story) => (
      <div style={{ width: 1280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Step 3 of 5/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Build your deal/ })).toBeVisible();
    await expect(canvas.getByText('Current step')).toBeVisible();
  },
};
