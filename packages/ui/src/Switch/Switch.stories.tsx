import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import type { SwitchProps } from './Switch.tsx';
import { Switch } from './Switch.tsx';

function Controlled(props: Omit<SwitchProps, 'checked' | 'onChange'>) {
  const [checked, setChecked] = useState(false);
  return <Switch {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Primitives/Fields/Switch',
  component: Controlled,
  subcomponents: { Switch },
  decorators: [withKit],
  args: { children: 'Show prices with taxes' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
