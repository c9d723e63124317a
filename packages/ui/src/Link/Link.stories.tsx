import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { LINK_TONES, Link } from './Link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  decorators: [withKit],
  args: { href: '#privacy', children: 'Privacy policy' },
  argTypes: { tone: { control: 'select', options: LINK_TONES } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const External: Story = {
  args: { href: 'https://example.com/terms', external: true, children: 'Terms and conditions' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Terms and conditions/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InRunningText: Story = {
  render: (args) => (
    <p>
      Read our <Link {...args} tone="inherit" /> before you continue.
    </p>
  ),
};
