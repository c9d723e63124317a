import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { VisitState } from './VisitState.tsx';

const meta = {
  title: 'Appointment/VisitState',
  component: VisitState,
  decorators: [withKit],
  args: { confirmed: false, dealer: 'Maple Motors' },
} satisfies Meta<typeof VisitState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Awaiting the dealership (en-CA). */
export const Awaiting: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const state = within(canvasElement).getByTestId('appointment-state');
    await expect(state).toHaveTextContent('Awaiting confirmation from Maple Motors');
    await expect(state).not.toHaveAttribute('data-confirmed');
  },
};

/** Confirmed by the dealership, in French. */
export const ConfirmedFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { confirmed: true },
  play: async ({ canvasElement }) => {
    const state = within(canvasElement).getByTestId('appointment-state');
    await expect(state).toHaveTextContent('Confirmé par Maple Motors');
    await expect(state).toHaveAttribute('data-confirmed', 'true');
  },
};
