import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { APPOINTMENT, APPOINTMENTS, OPENING_DAYS, TEST_DRIVE, TEST_DRIVES } from './fixtures.ts';
import { VisitInbox, type VisitInboxProps } from './VisitInbox.tsx';

const meta = {
  title: 'Console/VisitInbox',
  component: VisitInbox,
  decorators: [withConsolePage, withConsole],
  args: {
    appointments: APPOINTMENTS,
    testDrives: TEST_DRIVES,
    timeZone: 'America/Toronto',
    days: OPENING_DAYS,
    onConfirm: fn(),
    onMove: fn(),
    onCancel: fn(),
    onConfirmDrive: fn(),
    onCancelDrive: fn(),
  },
} satisfies Meta<typeof VisitInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Times at the dealer's (15:00 UTC is 10:00 in Toronto in December, whatever the browser's zone). */
export const Appointments: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: /10:00 AM \(at the dealership\)/ }),
    ).toBeVisible();
    await expect(canvas.getByText('Awaiting confirmation')).toBeVisible();
    // The phone as the dealer's country writes it (Canada by default), however it was typed.
    await expect(canvas.getByText('Phone: (416) 555-0147')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the appointment of Emily Chen' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(APPOINTMENTS[0]);
    // Moving needs a time: refused without one (the select takes focus), then sent with it.
    await userEvent.click(canvas.getByRole('button', { name: 'Move the appointment' }));
    await expect(args.onMove).not.toHaveBeenCalled();
    const select = canvas.getByRole('combobox', { name: 'New time' });
    await expect(select).toHaveFocus();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    // A day first (only the open ones), then the times of that day (found in a staff trial: one list
    // of some 300 half-hour slots).
    const form = select.closest('form') as HTMLElement;
    const day = within(form).getByRole('combobox', { name: 'Day' });
    await expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Thursday, December 3, 2026']);
    await userEvent.selectOptions(day, '2026-12-03');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a time.', '9:00 AM', '9:30 AM']);
    await userEvent.selectOptions(select, '2026-12-03T14:30:00.000Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Move the appointment' }));
    await expect(args.onMove).toHaveBeenCalledWith(APPOINTMENTS[0], '2026-12-03T14:30:00.000Z');
    // Cancelling asks first: "no" goes back to the button, "yes" cancels.
    const cancel = canvas.getByRole('button', { name: 'Cancel the appointment of Emily Chen' });
    await userEvent.click(cancel);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'No, go back' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'No, go back' }));
    await expect(canvas.getByRole('button', { name: 'Cancel the appointment of Emily Chen' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the appointment of Emily Chen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onCancel).toHaveBeenCalledWith(APPOINTMENTS[0]);
  },
};

/**
 * Where each visit is: the dealership's address, or the customer's for a visit at their home (found in
 * the staff trial: only "at the dealership" or "at the customer's home" was said).
 */
export const WhereEachVisitIs: Story = {
  args: {
    dealerAddress: '123 King St W, Toronto, ON M5H 1A1',
    appointments: [
      APPOINTMENT,
      {
        ...APPOINTMENT,
        id: 8,
        start: '2026-12-03T15:00:00.000Z',
        location: 'AtHome',
        address: '45 Elm St, Oakville, ON L6J 1A1',
        customer: { ...APPOINTMENT.customer, id: 12, name_or_email: 'Noah Tremblay' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [atDealer, atHome] = canvas.getAllByRole('article');
    await expect(
      within(atDealer as HTMLElement).getByText('At the dealership: 123 King St W, Toronto, ON M5H 1A1'),
    ).toBeVisible();
    await expect(
      within(atHome as HTMLElement).getByText('At the customer’s home: 45 Elm St, Oakville, ON L6J 1A1'),
    ).toBeVisible();
    // The test drive at the dealership says its address too.
    const drive = canvas.getAllByRole('article')[2] as HTMLElement;
    await expect(
      within(drive).getByText('At the dealership: 123 King St W, Toronto, ON M5H 1A1'),
    ).toBeVisible();
  },
};

/** In French, as the shopper's appointment summary writes it. */
export const WhereEachVisitIsFrench: Story = {
  ...WhereEachVisitIs,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [atDealer, atHome] = canvas.getAllByRole('article');
    await expect(
      within(atDealer as HTMLElement).getByText(
        'Chez le concessionnaire : 123 King St W, Toronto, ON M5H 1A1',
      ),
    ).toBeVisible();
    await expect(
      within(atHome as HTMLElement).getByText('Au domicile du client : 45 Elm St, Oakville, ON L6J 1A1'),
    ).toBeVisible();
  },
};

export const TestDrives: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Awaiting a time/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '2026 Honda Civic EX' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time' }), '2026-12-03T14:00:00.000Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm at this time' }));
    await expect(args.onConfirmDrive).toHaveBeenCalledWith(TEST_DRIVES[0], '2026-12-03T14:00:00.000Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the test drive of Dana Lopez' }));
    await expect(args.onCancelDrive).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onCancelDrive).toHaveBeenCalledWith(TEST_DRIVES[0]);
  },
};

export const ConfirmedAndDone: Story = {
  args: {
    appointments: [{ ...APPOINTMENT, confirmed: true }],
    testDrives: [{ ...TEST_DRIVE, status: 'confirmed', start: '2026-12-03T14:00:00.000Z' }],
    done: { name: 'Emily Chen', action: 'move' },
    errors: { 'drive-3': 'Choose one of the times offered.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Appointment of Emily Chen moved/)).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /Confirm the appointment/ })).toBeNull();
    await expect(canvas.getAllByText('Confirmed')).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose one of the times offered.');
  },
};

export const Empty: Story = {
  args: { appointments: [], testDrives: [], days: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No appointment is booked.')).toBeVisible();
    await expect(canvas.getByText('No test drive is requested.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: /10 h 00 \(chez le concessionnaire\)/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmer le rendez-vous d’Emily Chen' })).toBeVisible();
    await expect(canvas.getByText(/heure normale de l’Est/)).toBeVisible();
  },
};

/**
 * Moving starts on the visit's own day when it is open (found in a staff trial: the day list opened on
 * the first open day, not the visit's): 20:30 UTC on Dec 3 is 15:30 in Toronto, still Dec 3 there.
 */
export const MoveStartsOnItsDay: Story = {
  args: {
    appointments: [{ ...APPOINTMENT, start: '2026-12-03T20:30:00.000Z' }],
    testDrives: [],
    days: [
      { date: '2026-12-02', slots: [{ start: '2026-12-02T14:00:00.000Z', time: '09:00' }] },
      ...OPENING_DAYS,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Day' })).toHaveValue('2026-12-03');
    await expect(
      within(canvas.getByRole('combobox', { name: 'New time' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a time.', '9:00 AM', '9:30 AM']);
  },
};

/** French as the storefront writes it: "1er décembre", "9 h 00" (Intl gives "1 décembre", "09 h 00"). */
export const FrenchFirstOfMonth: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    appointments: [{ ...APPOINTMENT, start: '2026-12-01T14:00:00.000Z' }],
    testDrives: [],
    days: [{ date: '2026-12-01', slots: [{ start: '2026-12-01T15:00:00.000Z', time: '10:00' }] }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: /mardi 1er décembre 2026.* 9 h 00/ }),
    ).toBeVisible();
    // The day to move it to, too (found in a staff trial: "mardi 1 décembre 2026").
    await expect(
      within(canvas.getByRole('combobox', { name: 'Jour' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['mardi 1er décembre 2026']);
  },
};

const MOVED = 'This appointment was changed in the meantime: here it is as it is now.';
const GONE = 'This appointment was cancelled in the meantime.';

/**
 * A staff action refused (409: the visit was moved or cancelled in another tab), the lists read again:
 * the refusal takes focus when it arrives, on the card when the visit is still listed, above the lists
 * when it is gone (found in a staff trial: the card kept its stale state, the refusal unnoticed).
 */
export const Refused: Story = {
  render: function Render(args) {
    const [appointments, setAppointments] = useState(args.appointments);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const refuse: (key: string, message: string, reload: VisitInboxProps['appointments']) => void = (
      key,
      message,
      reload,
    ) => {
      // as the console does: the answer after a moment, the lists read again
      setTimeout(() => {
        setErrors((current) => ({ ...current, [key]: message }));
        setAppointments(reload);
      }, 50);
    };
    return (
      <VisitInbox
        {...args}
        appointments={appointments}
        errors={errors}
        onConfirm={(item) => {
          args.onConfirm(item);
          refuse(`appointment-${item.id}`, MOVED, appointments);
        }}
        onCancel={(item) => {
          args.onCancel(item);
          refuse(
            `appointment-${item.id}`,
            GONE,
            appointments.filter((a) => a.id !== item.id),
          );
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the appointment of Emily Chen' }));
    const moved = await canvas.findByText(MOVED);
    await waitFor(() => expect(moved).toHaveFocus());
    await expect(moved).toHaveAttribute('role', 'alert');
    // cancelled elsewhere: gone from the list, its refusal still said, and focused
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the appointment of Emily Chen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel it' }));
    const gone = await canvas.findByText(GONE);
    await waitFor(() => expect(gone).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Cancel the appointment of Emily Chen' })).toBeNull();
  },
};
