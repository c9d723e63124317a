import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { plain } from '../deal/storybook.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { TestDriveForm } from './TestDriveForm.tsx';

const meta = {
  title: 'Appointment/TestDriveForm',
  component: TestDriveForm,
  decorators: [withKit],
  args: {
    model: '2026 Mazda CX-5',
    dealer: 'Maple Motors',
    shopper: { first_name: 'Nora', last_name: 'Tremblay', phone: '(416) 555-0142' },
    onSubmit: fn(),
  },
} satisfies Meta<typeof TestDriveForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Prefilled for the signed-in shopper (en-CA): Tab goes first name, last name, phone, the request;
 * Enter sends the name and phone as shown.
 */
export const SignedInShopper: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rather try it first?' })).toBeVisible();
    await expect(canvas.getByText(/Maple Motors will call you to set the time/)).toBeVisible();
    const order = [
      canvas.getByRole('textbox', { name: /First name/ }),
      canvas.getByRole('textbox', { name: /Last name/ }),
      canvas.getByRole('textbox', { name: /Phone/ }),
      canvas.getByRole('button', { name: 'Request a test drive' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    await expect(order[0]).toHaveValue('Nora');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Nora',
      last_name: 'Tremblay',
      phone: '(416) 555-0142',
    });
  },
};

/** Nothing prefilled: the request names what is missing, the first field takes focus, nothing is sent. */
export const Empty: Story = {
  globals: { locale: 'en-US' },
  args: { shopper: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request a test drive' }));
    const first = canvas.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Just cancelled, in French: the sentence says so and has focus; the offer is back. */
export const CancelledFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: { cancelled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByTestId('test-drive-cancelled');
    await expect(note).toHaveTextContent('Votre essai routier est annulé. Vous pouvez en demander un autre.');
    await expect(note).toHaveFocus();
    await expect(plain(canvas.getByRole('heading', { level: 2 }).textContent)).toBe(
      'Envie de l’essayer d’abord ?',
    );
    await expect(canvas.getByRole('button', { name: 'Demander un essai routier' })).toBeVisible();
  },
};
