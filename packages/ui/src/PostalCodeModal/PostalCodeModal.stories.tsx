import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { PostalCodeModal } from './PostalCodeModal.tsx';

const meta = {
  title: 'Sign-in/PostalCodeModal',
  component: PostalCodeModal,
  decorators: [withKit],
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), country: 'CA' },
} satisfies Meta<typeof PostalCodeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Required and masked; submits the normalised code. */
export const Canada: Story = {
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: /Update pricing|Mettre à jour/ }));
    await expect(d.getByText(/required|obligatoire/)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(d.getByRole('textbox', { name: /Postal code|Code postal/ }), 'k1a0b1');
    await userEvent.click(d.getByRole('button', { name: /Update pricing|Mettre à jour/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith('K1A 0B1');
  },
};

export const UnitedStates: Story = {
  args: { country: 'US' },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /ZIP/ }));
    await userEvent.type(d.getByRole('textbox', { name: /ZIP/ }), '10001{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('10001');
  },
};

/** A ZIP no place has (000xx) or a malformed one is refused in words, never submitted. */
export const UnitedStatesInvalidZip: Story = {
  args: { country: 'US' },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /ZIP/ }));
    const zip = d.getByRole('textbox', { name: /ZIP/ });
    await userEvent.type(zip, '00000{Enter}');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText(/valid ZIP/i)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(zip);
    await userEvent.type(zip, '7870{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(zip);
    await userEvent.type(zip, '78704{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('78704');
  },
};

/** Non-closable: Escape does nothing and there is no close button; only a submit moves on. */
export const NonClosable: Story = {
  args: { closable: false },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: /Close|Fermer/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Closable: it opens with the field focused (not its Close button); Escape closes it. */
export const Closable: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Close|Fermer/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Postal code|Code postal/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Errors from the server are shown on the field. */
export const ServerError: Story = {
  args: { initialValue: 'H0H 0H0', serverErrors: { postal_code: ['validation.postal_code'] } },
  play: async () => {
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = { args: { initialValue: 'M5V 3L9', submitting: true } };
