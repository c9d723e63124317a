import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { PageTitle, usePageTitle } from './PageTitle.tsx';

function Demo(props: { readonly dealerName: string; readonly stepTitle?: string | null }) {
  const title = usePageTitle(props.dealerName, props.stepTitle);
  return (
    <p>
      Document title: <output>{title}</output>
    </p>
  );
}

const meta = {
  title: 'Shell/PageTitle',
  component: Demo,
  subcomponents: { PageTitle },
  decorators: [withKit],
  args: { dealerName: 'Maple Leaf Motors' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DealerOnly: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Maple Leaf Motors'));
  },
};

export const OnAStep: Story = {
  args: { stepTitle: 'Trade-in' },
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Trade-in | Maple Leaf Motors'));
  },
};

export const AsComponent: Story = {
  render: (args) => (
    <>
      <PageTitle {...args} stepTitle="Deposit" />
      <p>The component form renders nothing.</p>
    </>
  ),
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Deposit | Maple Leaf Motors'));
  },
};
