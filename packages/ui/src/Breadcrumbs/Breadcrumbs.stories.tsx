import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { Breadcrumbs, StorefrontBreadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Shell/Breadcrumbs',
  component: StorefrontBreadcrumbs,
  subcomponents: { Breadcrumbs },
  decorators: [withKit],
  args: { showVehicleList: true, searchHref: '#search', detailsHref: '#details', onNavigate: fn() },
} satisfies Meta<typeof StorefrontBreadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Search, Details, Purchase; Purchase is the current page. */
export const WithSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Purchase|Achat/)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: /Details|Détails/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('details');
  },
};

/** A dealer without a vehicle list: no Search crumb. */
export const WithoutVehicleList: Story = {
  args: { showVehicleList: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /Search|Recherche/ })).toBeNull();
  },
};
