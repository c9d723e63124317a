import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { CustomExitModal } from './CustomExitModal.tsx';

const meta = {
  title: 'Sign-in/CustomExitModal',
  component: CustomExitModal,
  decorators: [withKit],
  args: { open: true, onOpenChange: fn(), url: 'https://example.com/', width: 640, height: 360 },
} satisfies Meta<typeof CustomExitModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer's page in a frame of the dealer's width and height. */
export const Default: Story = {
  play: async () => {
    const frame = within(await screen.findByRole('dialog')).getByTitle(
      /Message from the dealership|Message du concessionnaire/,
    );
    await expect(frame).toHaveAttribute('src', 'https://example.com/');
    await expect(frame).toHaveAttribute('data-width', '640');
    await expect(frame).toHaveAttribute('data-height', '360');
  },
};

/** Without dealer dimensions the frame is 600 × 400. */
export const DefaultSize: Story = {
  args: { width: null, height: '' },
  play: async () => {
    const frame = within(await screen.findByRole('dialog')).getByTitle(/Message/);
    await expect(frame).toHaveAttribute('data-width', '600');
  },
};

/** A javascript: or data: address is never framed. */
export const UnsafeUrl: Story = {
  args: { url: 'javascript:alert(1)' },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).queryByTitle(/Message/)).toBeNull();
  },
};
