import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { TradeInOfferCodeForm } from './TradeInOfferCodeForm.tsx';

/** The form as the external review holds it: a code other than the offer's is refused with the app's words. */
function Demo({
  onSend,
  refusalText,
}: {
  readonly onSend: (code: string) => void;
  readonly refusalText: string;
}) {
  const [refusal, setRefusal] = useState<{ message: string; count: number } | null>(null);
  return (
    <TradeInOfferCodeForm
      initialCode="ICO-4821"
      refusal={refusal}
      onSubmit={(code) => {
        onSend(code);
        if (code !== 'ICO-4821') setRefusal((r) => ({ message: refusalText, count: (r?.count ?? 0) + 1 }));
      }}
    />
  );
}

const meta = {
  title: 'Trade-in/TradeInOfferCodeForm',
  component: Demo,
  subcomponents: { TradeInOfferCodeForm },
  decorators: [withKit],
  tags: ['no-visual'],
  args: { onSend: fn(), refusalText: 'This offer code does not match the offer.' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: the offer's code is there; Tab to the button and Enter sends it. */
export const Send: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Offer code/ });
    await expect(field).toHaveValue('ICO-4821');
    await expect(field).toHaveAccessibleDescription('As given with your offer.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Put this offer in my deal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('ICO-4821');
  },
};

/** An empty code is asked for; a wrong one is refused in the app's words, each time with the focus back, the typing kept. */
export const Refused: Story = {
  globals: { locale: 'en-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Offer code/ });
    const send = canvas.getByRole('button', { name: 'Put this offer in my deal' });
    await userEvent.clear(field);
    await userEvent.click(send);
    await expect(field).toHaveAccessibleDescription(/Enter your offer code\./);
    await expect(field).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(field, ' ico-0000 ');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('ico-0000');
    await expect(field).toHaveAccessibleDescription(/This offer code does not match the offer\./);
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue(' ico-0000 ');
    // Typing clears the refusal; the same refusal again shows and takes the focus again.
    await userEvent.type(field, '1');
    await expect(field).not.toHaveAccessibleDescription(/does not match/);
    await userEvent.click(send);
    await expect(field).toHaveAccessibleDescription(/This offer code does not match the offer\./);
    await expect(field).toHaveFocus();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'refused');
  },
};

/** In French: the label, the hint, the button and the empty code's error. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Code de l’offre/ });
    await expect(field).toHaveAccessibleDescription('Tel qu’il est donné avec votre offre.');
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: 'Reporter cette offre dans ma transaction' }));
    await expect(field).toHaveAccessibleDescription(/Entrez le code de votre offre\./);
  },
};
