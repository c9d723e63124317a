import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { rules } from '../internal/domain.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { DateFieldProps } from './DateField.tsx';
import { DateField } from './DateField.tsx';

function Controlled(props: Omit<DateFieldProps, 'value' | 'onChange'> & { readonly initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 320 }}>
      <DateField {...rest} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Primitives/Fields/DateField',
  component: Controlled,
  subcomponents: { DateField },
  decorators: [withKit],
  args: { name: 'date_of_birth', label: 'Date of birth' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const segments = canvas.getAllByRole('spinbutton');
    await userEvent.click(segments[0] as HTMLElement);
    // Segments follow the locale's order: MM/DD/YYYY in en-US, YYYY-MM-DD in en-CA and fr-CA.
    await userEvent.keyboard(
      globals.locale === 'en-US' || globals.locale === undefined ? '04151990' : '19900415',
    );
    await expect(canvas.getByTestId('value')).toHaveTextContent('1990-04-15');
  },
};

export const Filled: Story = { args: { initial: '1985-11-02' } };

/** max_date: not after today. */
export const PastOnly: Story = {
  args: { initial: '2999-01-01', rules: [rules.maxDate()], showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/too late|trop tard/)).toBeInTheDocument();
  },
};

/** In French (Canada) the segments read year, month, day. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { initial: '1985-11-02', label: 'Date de naissance' },
  play: async ({ canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments[0]).toHaveAccessibleName(/année/i);
  },
};
