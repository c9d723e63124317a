import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { BOOKED_START, TIME_ZONE } from './fixtures.ts';
import { TestDriveRequest } from './TestDriveForm.tsx';

const meta = {
  title: 'Appointment/TestDriveRequest',
  component: TestDriveRequest,
  decorators: [withKit],
  args: {
    drive: { status: 'requested', url: 'https://example.com/test-drive/abc/?language=en' },
    model: '2026 Mazda CX-5',
    dealer: 'Lone Star Motors',
    dealerPhone: '512-555-0100',
    timeZone: 'America/Chicago',
    onCancel: fn(),
  },
} satisfies Meta<typeof TestDriveRequest>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Requested, in US English: the dealership calls back, its phone for questions; Tab goes the phone,
 * the request's page (new tab), then Cancel, which is asked first.
 */
export const Requested: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', {
      name: 'Your test drive of the 2026 Mazda CX-5 is requested. Lone Star Motors will call you to set the time.',
    });
    await expect(card).toHaveTextContent('Awaiting confirmation from Lone Star Motors');
    await expect(card).toHaveTextContent('Questions before then? Call Lone Star Motors at 512-555-0100.');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '512-555-0100' })).toHaveFocus();
    await userEvent.tab();
    const view = canvas.getByRole('link', { name: 'View the request (new tab)' });
    await expect(view).toHaveFocus();
    await expect(view).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const question = canvas.getByRole('group', { name: 'Cancel your test drive of the 2026 Mazda CX-5?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Confirmed for a time, in French: the dealer's day and 24-hour time, "Confirmé par", how to change it. */
export const ConfirmedFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    drive: {
      status: 'confirmed',
      start: BOOKED_START,
      url: 'https://example.com/test-drive/abc/?language=fr',
    },
    dealer: 'Maple Motors',
    dealerPhone: '416-555-0199',
    timeZone: TIME_ZONE,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('test-drive-requested');
    await expect(plain(card.querySelector('p')?.textContent)).toBe(
      'Votre essai du 2026 Mazda CX-5 est confirmé pour le lundi 7 décembre 2026, 14 h 30.',
    );
    await expect(card).toHaveTextContent('Confirmé par Maple Motors');
    await expect(plain(card.textContent)).toContain(
      'Pour changer l’heure, appelez Maple Motors au 416-555-0199.',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Votre essai routier' })).toBeVisible();
  },
};
