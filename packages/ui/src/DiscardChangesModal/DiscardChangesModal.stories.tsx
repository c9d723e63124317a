import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { DiscardChangesModal, useDiscardChangesGuard } from './DiscardChangesModal.tsx';

function GuardDemo({ onLeave }: { readonly onLeave: () => void }) {
  const [value, setValue] = useState('');
  const { guard, modal } = useDiscardChangesGuard(value !== '');
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <TextField name="note" label="Note to the dealer" value={value} onChange={setValue} />
      <Button variant="outline" onClick={() => guard(onLeave)}>
        Leave this step
      </Button>
      {modal}
    </div>
  );
}

const meta = {
  title: 'Sign-in/DiscardChangesModal',
  component: GuardDemo,
  subcomponents: { DiscardChangesModal },
  decorators: [withKit],
  args: { onLeave: fn() },
} satisfies Meta<typeof GuardDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing changed: the action runs at once. */
export const NothingChanged: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave this step' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** With changes: confirmation first; Keep editing cancels, Discard runs the action. */
export const WithChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note to the dealer' }), 'Call after 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Leave this step' }));
    let dialog = within(await screen.findByRole('dialog', { name: /Discard your changes|Abandonner vos/ }));
    await userEvent.click(dialog.getByRole('button', { name: /Keep editing|Continuer la modification/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave this step' }));
    dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(
      dialog.getByRole('button', { name: /Discard changes|Abandonner les modifications/ }),
    );
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

/** The modal on its own. */
export const Open: Story = {
  render: () => <DiscardChangesModal open onConfirm={fn()} onCancel={fn()} />,
};
