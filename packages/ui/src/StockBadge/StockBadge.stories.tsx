import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STOCK_STATUSES } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import { StockBadge } from './StockBadge.tsx';

const meta = {
  title: 'Shell/StockBadge',
  component: StockBadge,
  decorators: [withKit],
  args: { stockStatus: 'in stock' },
  argTypes: { stockStatus: { control: 'select', options: [...STOCK_STATUSES, 'as-is', 'unknown-value'] } },
} satisfies Meta<typeof StockBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/In stock|En stock/)).toBeInTheDocument();
  },
};

/** Every status of the feed; reserved shows nothing. */
export const EveryStatus: Story = {
  render: () => (
    <table>
      <tbody>
        {[...STOCK_STATUSES, 'as-is'].map((status) => (
          <tr key={status}>
            <th scope="row" style={{ textAlign: 'start', paddingRight: 16 }}>
              <code>{status}</code>
            </th>
            <td>
              <StockBadge stockStatus={status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-stock-badge]')).toHaveLength(STOCK_STATUSES.length);
    await expect(canvasElement.querySelector('[data-stock-badge="reserved"]')).toBeNull();
    // Each is the kit's Badge in the tone of its status.
    await expect(canvasElement.querySelector('[data-stock-badge="in_stock"]')).toHaveAttribute(
      'data-tone',
      'success',
    );
    await expect(canvasElement.querySelector('[data-stock-badge="sold"]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

/** CPO overrides the status, even a reserved or unknown one. */
export const CertifiedPreOwned: Story = {
  args: { stockStatus: 'reserved', isCpo: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-stock-badge="cpo"]')).not.toBeNull();
  },
};

/** 'Is mine' overrides everything. */
export const IsMine: Story = {
  args: { stockStatus: 'sold', isCpo: true, isMine: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-stock-badge="is_mine"]')).not.toBeNull();
  },
};

/** Reserved: hidden. */
export const ReservedHidden: Story = {
  args: { stockStatus: 'reserved' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-stock-badge]')).toBeNull();
  },
};

/** Unknown status: no badge (and a console warning). */
export const UnknownHidden: Story = {
  args: { stockStatus: 'on the moon' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-stock-badge]')).toBeNull();
  },
};
