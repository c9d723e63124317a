import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { ExistingCustomerModal } from './ExistingCustomerModal.tsx';

const meta = {
  title: 'Sign-in/ExistingCustomerModal',
  component: ExistingCustomerModal,
  decorators: [withKit],
  args: {
    open: true,
    onOpenChange: fn(),
    target: { name: 'Pat', email: 'pa***@example.com' },
    onContinue: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof ExistingCustomerModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: /Welcome back|Bon retour/ }));
    await userEvent.type(dialog.getByRole('textbox'), '654321');
    await userEvent.click(dialog.getByRole('button', { name: /Continue|Continuer/ }));
    await expect(args.onContinue).toHaveBeenCalledWith('654321');
  },
};

export const WrongCode: Story = { args: { codeError: true } };
