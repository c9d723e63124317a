import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { UnsupportedBrowserBanner } from './UnsupportedBrowserBanner.tsx';

function Demo() {
  const [dismissed, setDismissed] = useState(false);
  return dismissed ? (
    <p>Banner dismissed.</p>
  ) : (
    <UnsupportedBrowserBanner onDismiss={() => setDismissed(true)} />
  );
}

const meta = {
  title: 'Shell/UnsupportedBrowserBanner',
  component: Demo,
  subcomponents: { UnsupportedBrowserBanner },
  decorators: [withKit],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /Browser notice|Avis/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Dismiss|Fermer/ }));
    await expect(canvas.getByText('Banner dismissed.')).toBeInTheDocument();
  },
};
