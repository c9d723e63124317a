import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import type { RadioGroupProps } from './RadioGroup.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const CONTACT = [
  { id: 'email', label: 'Email' },
  { id: 'phone', label: 'Phone' },
  { id: 'sms', label: 'Text message' },
] as const;

function Controlled(props: Omit<RadioGroupProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string | null>(null);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

/** A form's way: the value is '' until an option is chosen. */
function EmptyString(props: Omit<RadioGroupProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup {...props} value={value} onChange={setValue} />
    </>
  );
}

const meta = {
  title: 'Primitives/Fields/RadioGroup',
  component: Controlled,
  subcomponents: { RadioGroup },
  decorators: [withKit],
  args: { name: 'preferred_method_of_contact', label: 'Preferred contact method', options: CONTACT },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

/** A required group shows the same asterisk as a required text field, beside its label. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: /Preferred contact method/ });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
  },
};

/**
 * Nothing chosen, given as a form's empty value (''): Tab reaches the group's first option, as with
 * null (found in a trial: every option of an unanswered question was out of the Tab order).
 */
export const EmptyValueInTabOrder: Story = {
  render: (args) => <EmptyString {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
  },
};
