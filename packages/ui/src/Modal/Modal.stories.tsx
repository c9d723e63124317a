import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PostalCodeModal } from '../PostalCodeModal/PostalCodeModal.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { MODAL_SIZES, Modal } from './Modal.tsx';

type DemoProps = {
  readonly closable?: boolean;
  readonly size?: (typeof MODAL_SIZES)[number];
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
};

function Demo({ closable = true, size = 'md', defaultOpen = false, onOpenChange }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      closable={closable}
    >
      <Modal.Trigger>
        <Button>Open modal</Button>
      </Modal.Trigger>
      <Modal.Content
        title="Your deal is saved"
        description="You can come back to it at any time."
        size={size}
      >
        <Modal.Body>
          <p>We sent a link to your email so you can open your deal from any device.</p>
        </Modal.Body>
        <Modal.Footer>
          {closable ? (
            <Modal.Close>
              <Button variant="outline">Cancel</Button>
            </Modal.Close>
          ) : null}
          <Button onClick={() => setOpen(false)}>Done</Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: Demo,
  subcomponents: {
    'Modal.Root': Modal.Root,
    'Modal.Trigger': Modal.Trigger,
    'Modal.Content': Modal.Content,
    'Modal.Body': Modal.Body,
    'Modal.Footer': Modal.Footer,
    'Modal.Close': Modal.Close,
  },
  decorators: [withKit],
  args: { onOpenChange: fn() },
  argTypes: { size: { control: 'select', options: MODAL_SIZES } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, traps focus, closes on Escape and returns focus to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Your deal is saved' });
    await expect(dialog).toHaveAccessibleDescription('You can come back to it at any time.');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** Non-closable: no close button; Escape and outside clicks do nothing; only the app closes it. */
export const NonClosable: Story = {
  args: { defaultOpen: true, closable: false },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: /Close|Fermer/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };
export const SheetFromRight: Story = { args: { defaultOpen: true, size: 'sheetRight' } };

/** A modal the app opens by state (no `Modal.Trigger`, no `returnFocus`): the postal-code modal from a button. */
function OpenedByStateDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change postal code</Button>
      <PostalCodeModal open={open} onOpenChange={setOpen} country="CA" onSubmit={() => setOpen(false)} />
    </>
  );
}

/** Opened by state, closed with Escape: focus goes back to what opened it, not to the page's body. */
export const OpenedByState: Story = {
  render: () => <OpenedByStateDemo />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Change postal code' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
