import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { rules } from '../internal/domain.ts';
import { Link } from '../Link/Link.tsx';
import { withKit } from '../storybook/withKit.tsx';
import type { CheckboxProps } from './Checkbox.tsx';
import { Checkbox } from './Checkbox.tsx';

function Controlled(props: Omit<CheckboxProps, 'checked' | 'onChange'> & { readonly initial?: boolean }) {
  const { initial = false, ...rest } = props;
  const [checked, setChecked] = useState(initial);
  return <Checkbox {...rest} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Primitives/Fields/Checkbox',
  component: Controlled,
  subcomponents: { Checkbox },
  decorators: [withKit],
  args: { name: 'marketing', children: 'Send me offers from the dealership' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { initial: true } };

/** A required consent: leaving it unticked shows field_required. */
export const RequiredConsent: Story = {
  args: {
    name: 'terms',
    isRequired: true,
    rules: [rules.required()],
    messages: { required: 'field_required' },
    showErrors: true,
    children: (
      <>
        I agree to the <Link href="#terms">terms and conditions</Link>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/required|obligatoire/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.queryByText(/required|obligatoire/)).toBeNull();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
