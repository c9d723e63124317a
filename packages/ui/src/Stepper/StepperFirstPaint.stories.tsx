import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { STEP_STATES } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import { Stepper } from './Stepper.tsx';
import { StepperFirstPaint } from './StepperFirstPaint.tsx';

const STEPS = [
  { id: 'build', label: 'Build your deal', href: '/build/' },
  { id: 'trade', label: 'Trade-in', href: '/trade/' },
  { id: 'credit', label: 'Credit application', href: '/credit/' },
  { id: 'deposit', label: 'Deposit', href: '/deposit/' },
  { id: 'appointment', label: 'Appointment', href: '/appointment/' },
];

/**
 * The progress bar's first paint beside the progress bar it stands for (the current step current, the
 * others not started): the same boxes, so that nothing moves when the bar takes over.
 */
const meta = {
  title: 'Primitives/Stepper/First paint',
  component: StepperFirstPaint,
  decorators: [withKit],
  args: { label: 'Purchase steps', currentId: 'credit', steps: STEPS },
  render: (args) => (
    <>
      <div data-testid="first-paint">
        <StepperFirstPaint {...args} />
      </div>
      <div data-testid="bar">
        <Stepper
          label="The bar"
          orientation="progress"
          currentId="credit"
          steps={STEPS.map((step) => ({ ...step, state: STEP_STATES.INITIAL }))}
        />
      </div>
    </>
  ),
} satisfies Meta<typeof StepperFirstPaint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each box of the bar (the nav, the summary, each step) where the first paint's is, and as big. */
async function expectSameBoxes(canvasElement: HTMLElement) {
  const boxes = (testId: string) => {
    const nav = canvasElement.querySelector(`[data-testid="${testId}"] nav`);
    if (!nav) throw new Error(`no steps in ${testId}`);
    const top = nav.getBoundingClientRect().top;
    return [nav, nav.firstElementChild, ...nav.querySelectorAll('li, li > *')].map((element) => {
      const box = (element as Element).getBoundingClientRect();
      // (a box not shown, as the list on a phone: none)
      if (box.width === 0 && box.height === 0) return [];
      return [box.left, box.top - top, box.width, box.height].map(Math.round);
    });
  };
  await expect(boxes('first-paint')).toEqual(boxes('bar'));
}

const width = (px: number) => (Story: () => ReactNode) => (
  <div style={{ width: px }}>
    <Story />
  </div>
);

/** At 1280 px: the whole bar, each step a link (no button, no handler), the current one current. */
export const Desktop: Story = {
  decorators: [width(1280)],
  play: async ({ canvasElement }) => {
    const first = within(canvasElement.querySelector('[data-testid="first-paint"]') as HTMLElement);
    const current = first.getByRole('link', { name: /Credit application.*Current step/ });
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveAttribute('href', '/credit/');
    await expect(first.getByRole('link', { name: /Trade-in.*Not started/ }).closest('li')).toHaveAttribute(
      'data-status',
      'not-started',
    );
    await expect(first.queryAllByRole('button')).toHaveLength(0);
    await expectSameBoxes(canvasElement);
  },
};

/** A 360 px phone: "Step 3 of 5", the current step's name and the compact bar, as the bar's summary. */
export const Phone: Story = {
  decorators: [width(360)],
  play: async ({ canvasElement }) => {
    const first = within(canvasElement.querySelector('[data-testid="first-paint"]') as HTMLElement);
    await expect(first.getByText('Step 3 of 5')).toBeVisible();
    await expect(first.getByRole('list', { hidden: true })).not.toBeVisible();
    await expectSameBoxes(canvasElement);
  },
};

/** The phone in French: « Étape 3 sur 5 ». */
export const PhoneFrench: Story = {
  decorators: [width(360)],
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement.querySelector('[data-testid="first-paint"]') as HTMLElement);
    await expect(first.getByText('Étape 3 sur 5')).toBeVisible();
    await expectSameBoxes(canvasElement);
  },
};
