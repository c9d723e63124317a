import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { DealerBar } from './DealerBar.tsx';

const meta = {
  title: 'Shell/DealerBar',
  component: DealerBar,
  decorators: [withKit],
  parameters: { layout: 'fullscreen' },
  args: {
    customerName: 'Pat Tremblay',
    dealerUser: { firstName: 'Sam' },
    onEndSession: fn(),
    onCustomerList: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof DealerBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const wide = () => window.matchMedia('(min-width: 992px)').matches;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Pat Tremblay/).length).toBeGreaterThan(0);
    if (wide()) {
      await userEvent.click(canvas.getByRole('button', { name: /End customer session|Terminer/ }));
      await expect(args.onEndSession).toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: /Sam/ }));
    } else {
      await userEvent.click(canvas.getByRole('button', { name: /Pat Tremblay/ }));
    }
    await userEvent.click(await screen.findByRole('menuitem', { name: /customer list|liste des clients/ }));
    await expect(args.onCustomerList).toHaveBeenCalled();
  },
};

export const WithAvatar: Story = {
  args: {
    dealerUser: {
      firstName: 'Sam',
      avatar:
        'data:image/svg+xml;charset=utf-8,%3Csvg xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22 width%3D%2232%22 height%3D%2232%22%3E%3Ccircle cx%3D%2216%22 cy%3D%2216%22 r%3D%2216%22 fill-opacity%3D%220.3%22%2F%3E%3C%2Fsvg%3E',
    },
  },
};

/** Small screens: the actions are a menu on the "Logged in as" text. */
export const Narrow: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Pat Tremblay/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /End customer session|Terminer/ }));
    await expect(args.onEndSession).toHaveBeenCalled();
  },
};
