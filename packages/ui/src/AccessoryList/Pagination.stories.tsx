import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Build and price/AccessoryList/Pagination',
  component: Pagination,
  decorators: [withKit],
  args: { label: 'Accessory pages', page: 2, pageCount: 3, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: both buttons work and ask for the neighbouring pages. */
export const MiddlePage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Accessory pages' });
    await userEvent.click(within(nav).getByRole('button', { name: /Previous|Précédent/ }));
    await userEvent.click(within(nav).getByRole('button', { name: /Next|Suivant/ }));
    await expect(args.onPageChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onPageChange).toHaveBeenNthCalledWith(2, 3);
  },
};

/** The first page: Previous is disabled. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Previous|Précédent/ })).toBeDisabled();
  },
};

/** The last page: Next is disabled. */
export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Next|Suivant/ })).toBeDisabled();
  },
};
