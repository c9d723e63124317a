import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { rules } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { SelectFieldProps } from './SelectField.tsx';
import { SelectField } from './SelectField.tsx';

const PROVINCES = [
  { id: 'ON', label: 'Ontario' },
  { id: 'QC', label: 'Québec' },
  { id: 'BC', label: 'British Columbia' },
  { id: 'NU', label: 'Nunavut', disabled: true },
] as const;

function Controlled(props: Omit<SelectFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: 320 }}>
      <SelectField {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </div>
  );
}

const meta = {
  title: 'Primitives/Fields/SelectField',
  component: Controlled,
  subcomponents: { SelectField },
  decorators: [withKit],
  args: { name: 'province', label: 'Province', options: PROVINCES, placeholder: 'Choose a province' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Québec' }));
    await expect(canvas.getByTestId('value')).toHaveTextContent('QC');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Province/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByTestId('value')).not.toHaveTextContent('');
  },
};

export const RequiredError: Story = {
  args: { isRequired: true, rules: [rules.required()], showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/required|obligatoire/)).toBeInTheDocument();
  },
};
