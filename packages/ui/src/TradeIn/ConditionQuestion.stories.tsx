import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { ConditionQuestion, type ConditionQuestionProps } from './ConditionQuestion.tsx';

function Controlled(props: Omit<ConditionQuestionProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<boolean | null>(null);
  return (
    <>
      <ConditionQuestion {...props} value={value} onChange={setValue} />
      <p data-testid="answer">{value === null ? 'unanswered' : String(value)}</p>
    </>
  );
}

const meta = {
  title: 'Trade-in/ConditionQuestion',
  component: Controlled,
  subcomponents: { ConditionQuestion },
  decorators: [withKit],
  args: {
    name: 'involved_in_accident',
    question: 'Has the vehicle been in an accident?',
    basisPoints: -1500,
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab into the group, arrows between yes and no; the effect of a yes is its description. */
export const Keyboard: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Has the vehicle been in an accident?' });
    await expect(group).toHaveAccessibleDescription('A yes lowers the estimate by 15%.');
    await expect(canvas.getByTestId('answer')).toHaveTextContent('unanswered');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(canvas.getByTestId('answer')).toHaveTextContent('true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(canvas.getByTestId('answer')).toHaveTextContent('false');
  },
};

/** A raise, in Canadian English. */
export const Raises: Story = {
  globals: { locale: 'en-CA' },
  args: {
    name: 'has_unexpired_protection_coverage',
    question: 'Is a protection plan or extended warranty still running on it?',
    basisPoints: 200,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAccessibleDescription('A yes raises the estimate by 2%.');
  },
};

/** In French: Oui / Non, the percentage written the French way. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { question: 'Le véhicule a-t-il eu un accident?' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Le véhicule a-t-il eu un accident?' });
    await expect(group).toHaveAccessibleDescription(/^Un oui baisse l’estimation de 15\s%\.$/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Non' }));
    await expect(canvas.getByTestId('answer')).toHaveTextContent('false');
  },
};
