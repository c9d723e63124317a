import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { AppointmentSummary } from './AppointmentSummary.tsx';
import { BOOKED_START, TIME_ZONE } from './fixtures.ts';

const meta = {
  title: 'Appointment/AppointmentSummary',
  component: AppointmentSummary,
  decorators: [withKit],
  args: {
    appointment: { start: BOOKED_START, location: 'AtDealer', confirmed: false },
    dealer: 'Maple Motors',
    timeZone: TIME_ZONE,
    onReschedule: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AppointmentSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Booked, awaiting the dealership (en-CA): when and where, the state; Tab reaches Reschedule then
 * Cancel; cancelling is asked first ("No, keep it" focused), Escape gives focus back to Cancel.
 */
export const Booked: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('appointment-booked');
    await expect(plain(canvas.getByRole('status').textContent)).toBe(
      'Your appointment is booked for Monday, December 7, 2026, 2:30 p.m. at the dealership.',
    );
    await expect(card).toHaveTextContent('Awaiting confirmation from Maple Motors');
    const reschedule = canvas.getByRole('button', { name: 'Reschedule' });
    const cancel = canvas.getByRole('button', { name: 'Cancel appointment' });
    await userEvent.tab();
    await expect(reschedule).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const question = canvas.getByRole('group', {
      name: 'Cancel your appointment on Monday, December 7, 2026, 2:30 p.m.?',
    });
    await expect(within(question).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Cancel appointment' })).toHaveFocus();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(args.onReschedule).toHaveBeenCalledOnce();
  },
};

/** Confirmed, at the shopper's home, in French: the address, "Confirmé par", the 24-hour time. */
export const ConfirmedAtHomeFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    appointment: { start: BOOKED_START, location: 'AtHome', address: '12, rue des Érables', confirmed: true },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(plain(canvas.getByRole('status').textContent)).toBe(
      'Votre rendez-vous est fixé au lundi 7 décembre 2026, 14 h 30 au 12, rue des Érables.',
    );
    await expect(canvas.getByTestId('appointment-state')).toHaveTextContent('Confirmé par Maple Motors');
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler le rendez-vous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Oui, l’annuler' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A saved deal's line in US English: when (12-hour) and where, the state, the app's link after. */
export const SavedDealLine: Story = {
  globals: { locale: 'en-US' },
  args: {
    variant: 'line',
    timeZone: 'America/Chicago',
    change: <a href="#change">Change the appointment</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByTestId('appointment-summary');
    await expect(plain(line.querySelector('p')?.textContent)).toBe(
      'Appointment: Monday, December 7, 2026, 1:30 PM, at the dealership',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Change the appointment' })).toHaveFocus();
  },
};
