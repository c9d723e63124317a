import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { type AppointmentChoice, AppointmentScheduler } from './AppointmentScheduler.tsx';
import { DAYS, NO_DAYS, TIME_ZONE } from './fixtures.ts';

const meta = {
  title: 'Appointment/AppointmentScheduler',
  component: AppointmentScheduler,
  decorators: [withKit],
  args: { deliveryOption: 'DEALER_ONLY', days: DAYS, timeZone: TIME_ZONE, onSubmit: fn() },
} satisfies Meta<typeof AppointmentScheduler>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs until `element` has focus (at most a few presses), failing otherwise. */
const tabTo = async (element: HTMLElement, presses = 6) => {
  for (let i = 0; i < presses && document.activeElement !== element; i += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
};

/** The open listbox's option labels (react-aria renders it in a popover, outside the canvas). */
const optionsShown = async () =>
  (await screen.findByRole('listbox')).querySelectorAll('[role="option"]').length === 0
    ? []
    : within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => plain(option.textContent));

/**
 * Free slots over several days at a dealer that takes visits at the dealership only (en-CA): no
 * "where" question; Tab reaches the day, then the time, then the booking; arrow keys move in each
 * listbox and Enter picks; the time listbox offers the chosen day's slots in the dealer's zone.
 */
export const SlotsOverSeveralDays: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByText("Times are the dealership's local time (Eastern Time).")).toBeVisible();
    const day = canvas.getByRole('button', { name: /Day$/ });
    const time = canvas.getByRole('button', { name: /Time$/ });
    await expect(time).toBeDisabled();
    await tabTo(day);
    await userEvent.keyboard('{ArrowDown}');
    // The closed Sunday is not offered: three open days.
    await expect(await optionsShown()).toEqual([
      'Monday, December 7, 2026',
      'Tuesday, December 8, 2026',
      'Wednesday, December 9, 2026',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Monday, December 7, 2026' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(day).toHaveTextContent('Tuesday, December 8, 2026'));
    await tabTo(time);
    await userEvent.keyboard('{ArrowDown}');
    await expect(await optionsShown()).toEqual(['10:00 a.m.', '11:00 a.m.']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(time).toHaveTextContent('11:00 a.m.'));
    const book = canvas.getByRole('button', { name: 'Book appointment' });
    await tabTo(book);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ location: 'AtDealer', start: '2026-12-08T16:00:00Z' });
  },
};

/**
 * Booking without a day: the day field (the time's is off until a day is chosen) is marked invalid,
 * described by the error, and takes focus, as every other form's first invalid field; nothing is sent.
 */
export const NoTimeChosen: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await expect(await canvas.findByText('Choose a day and a time.')).toBeVisible();
    const day = canvas.getByRole('button', { name: /Day$/ });
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription('Choose a day and a time.');
    await expect(canvas.getByRole('button', { name: /Time$/ })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A day but no time: the time field is the one marked invalid and focused (in French here). */
export const NoTimeForTheDay: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('button', { name: /Jour$/ });
    await userEvent.click(day);
    await userEvent.click(await screen.findByRole('option', { name: 'lundi 7 décembre 2026' }));
    await waitFor(() => expect(day).toHaveTextContent('lundi 7 décembre 2026'));
    await userEvent.click(canvas.getByRole('button', { name: 'Prendre rendez-vous' }));
    const time = canvas.getByRole('button', { name: /Heure$/ });
    await waitFor(() => expect(time).toHaveFocus());
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription('Choisissez une heure.');
    await expect(day).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A dealer with no free time in the coming days: said plainly, no empty pickers. */
export const NoSlots: Story = {
  globals: { locale: 'en-CA' },
  args: { days: NO_DAYS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('appointment-no-slots')).toHaveTextContent(
      'No free times in the coming days. Call the dealership to book a visit.',
    );
    await expect(canvas.queryByRole('button', { name: /Day$/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Book appointment' })).toBeNull();
  },
};

/** A dealer that takes no appointments online (delivery option NONE). */
export const NoOnlineBooking: Story = {
  globals: { locale: 'en-CA' },
  args: { deliveryOption: 'NONE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('appointment-none')).toHaveTextContent(
      'This dealership does not take appointments online. Call us to book a visit.',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/**
 * A dealer that also comes to the shopper's home (DEALER_AND_HOME): "where" is a radio group first in
 * the Tab order; the arrow key moves to "At my home", which asks for the address, required.
 */
export const HomeDeliveryAllowed: Story = {
  globals: { locale: 'en-CA' },
  args: { deliveryOption: 'DEALER_AND_HOME' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const where = canvas.getByRole('radiogroup', { name: 'Where' });
    const dealer = within(where).getByRole('radio', { name: 'At the dealership' });
    await expect(dealer).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Your address/ })).toBeNull();
    await tabTo(dealer);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(where).getByRole('radio', { name: 'At my home' })).toBeChecked();
    const address = await canvas.findByRole('textbox', { name: /Your address/ });
    await userEvent.tab();
    await expect(address).toHaveFocus();
    // Booking with no address and no time: the address is the first error and takes focus.
    await userEvent.click(canvas.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(address).toHaveFocus());
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The dealer only (DEALER_ONLY): no "where", no address, even for a visit once booked at home. */
export const DealerOnly: Story = {
  globals: { locale: 'en-CA' },
  args: { current: { location: 'AtHome', address: '12 Elm Street' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByTestId('appointment-scheduler')).toHaveAttribute('data-location', 'AtDealer');
    // Moving a booked visit: the button says so.
    await expect(canvas.getByRole('button', { name: 'Move appointment' })).toBeVisible();
  },
};

/** The server as a story: the first booking finds its time just taken (409), said under the time. */
function TakenOnce(props: Parameters<typeof AppointmentScheduler>[0]) {
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  return (
    <AppointmentScheduler
      {...props}
      serverErrors={errors}
      onSubmit={(choice: AppointmentChoice) => {
        props.onSubmit(choice);
        setErrors({ start: ['This time has just been booked. Choose another time.'] });
      }}
    />
  );
}

/**
 * A slot taken meanwhile: the server's message shows under the time, where the shopper looks, with
 * the place, address and day kept; choosing another time clears it.
 */
export const SlotJustTaken: Story = {
  globals: { locale: 'en-CA' },
  args: { deliveryOption: 'DEALER_AND_HOME', current: { location: 'AtHome', address: '12 Elm Street' } },
  render: (args) => <TakenOnce {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('button', { name: /Day$/ });
    await userEvent.click(day);
    await userEvent.click(await screen.findByRole('option', { name: 'Monday, December 7, 2026' }));
    const time = canvas.getByRole('button', { name: /Time$/ });
    await userEvent.click(time);
    await userEvent.click(await screen.findByRole('option', { name: '2:30 p.m.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move appointment' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      location: 'AtHome',
      start: '2026-12-07T19:30:00Z',
      address: '12 Elm Street',
    });
    const error = await canvas.findByText('This time has just been booked. Choose another time.');
    await expect(error).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'At my home' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Your address/ })).toHaveValue('12 Elm Street');
    await expect(day).toHaveTextContent('Monday, December 7, 2026');
    await userEvent.click(time);
    await userEvent.click(await screen.findByRole('option', { name: '4:00 p.m.' }));
    await waitFor(() =>
      expect(canvas.queryByText('This time has just been booked. Choose another time.')).toBeNull(),
    );
  },
};

/** Just cancelled: the form says so first, and that sentence has focus (the cancel button is gone). */
export const Cancelled: Story = {
  globals: { locale: 'en-CA' },
  args: { cancelled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByTestId('appointment-cancelled');
    await expect(note).toHaveTextContent('Your appointment is cancelled. You can book another time.');
    await expect(note).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Day$/ })).toHaveFocus();
  },
};

/** In French (fr-CA): days as French writes them, times on the 24-hour clock ("14 h 30"). */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { deliveryOption: 'DEALER_AND_HOME' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Où' })).toBeVisible();
    await expect(
      canvas.getByText('Les heures sont celles du concessionnaire (heure de l’Est).'),
    ).toBeVisible();
    const day = canvas.getByRole('button', { name: /Jour$/ });
    await tabTo(day, 8);
    await userEvent.keyboard('{ArrowDown}');
    await expect((await optionsShown())[0]).toBe('lundi 7 décembre 2026');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await optionsShown()).toEqual(['9 h 00', '14 h 30', '16 h 00']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Prendre rendez-vous' })).toBeVisible();
  },
};

/** In US English (en-US): 12-hour times ("6:30 PM"), the zone by name. */
export const UsEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { timeZone: 'America/Chicago' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Times are the dealership's local time (Central Time).")).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: /Day$/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Day$/ })).toHaveTextContent('Wednesday, December 9, 2026'),
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // 18:30 Toronto is 17:30 in Chicago.
    await expect(await optionsShown()).toEqual(['5:30 PM']);
    await userEvent.keyboard('{Escape}');
  },
};
