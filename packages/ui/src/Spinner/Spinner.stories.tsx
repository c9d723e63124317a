import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { Skeleton, SkeletonText, SPINNER_SIZES, Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  subcomponents: { Skeleton, SkeletonText },
  decorators: [withKit],
  argTypes: { size: { control: 'select', options: SPINNER_SIZES } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Loading|Chargement/);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
};

export const WithLabel: Story = { args: { label: 'Calculating your payment…' } };

/** Skeletons for a vehicle card while it loads. */
export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Skeleton height={180} />
      <Skeleton width="70%" height="1.5em" />
      <SkeletonText lines={3} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Skeleton shape="circle" width={40} height={40} />
        <Skeleton width="40%" />
      </div>
    </div>
  ),
};
