import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SignInModal } from '../SignInModal/SignInModal.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ExitFeedbackModal } from './ExitFeedbackModal.tsx';
import { useBounceSignInTrigger, useExitIntent } from './useExitIntent.ts';

/** A page wired like the app: exit intent arms on a first button click, then opens the survey. */
function Page({ onSubmit }: { readonly onSubmit: () => void }) {
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [note, setNote] = useState('');
  const { armed } = useExitIntent({
    enabled: true,
    submitted: false,
    dismissed,
    onExitIntent: () => setOpen(true),
  });
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <p data-armed={armed}>{armed ? 'Exit intent armed.' : 'Not armed yet.'}</p>
      <Button>Choose finance</Button>
      <TextField name="note" label="Note" value={note} onChange={setNote} />
      <ExitFeedbackModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setDismissed(true);
        }}
        onSubmit={onSubmit}
      />
    </div>
  );
}

const meta = {
  title: 'Sign-in/ExitIntent',
  component: Page,
  decorators: [withKit],
  args: { onSubmit: fn() },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Backspace in a field does nothing; before arming nothing opens; after a button click Backspace opens the survey. */
export const Backspace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Backspace}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose finance' }));
    await expect(canvas.getByText('Exit intent armed.')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'ab{Backspace}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    canvas.getByRole('button', { name: 'Choose finance' }).focus();
    await userEvent.keyboard('{Backspace}');
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
};

/** Once dismissed, it never opens again. */
export const DismissIsPermanent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose finance' }));
    await userEvent.keyboard('{Backspace}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    canvas.getByRole('button', { name: 'Choose finance' }).focus();
    await userEvent.keyboard('{Backspace}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * A keyboard shopper tabbing past the page's last control moves focus to the browser's own controls
 * (the window loses focus): that is moving through the page, not leaving it. Losing focus otherwise
 * (another window, another tab) still opens the survey.
 */
export const TabbingIsNotLeaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose finance' }));
    await expect(canvas.getByText('Exit intent armed.')).toBeInTheDocument();
    // Tab out of the document: the keydown, then the window's blur in the same task.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    window.dispatchEvent(new Event('blur'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(screen.queryByRole('dialog')).toBeNull();
    window.dispatchEvent(new Event('blur'));
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
};

function BouncePage({
  authenticated,
  onBounce,
}: {
  readonly authenticated: boolean;
  readonly onBounce: () => void;
}) {
  const [open, setOpen] = useState(false);
  useBounceSignInTrigger(authenticated, () => {
    onBounce();
    setOpen(true);
  });
  return (
    <>
      <Button>Focus me</Button>
      <SignInModal
        open={open}
        onOpenChange={setOpen}
        source="bounce"
        dealer={{}}
        country="CA"
        onSubmit={fn()}
        onSkip={() => setOpen(false)}
      />
    </>
  );
}

/** Signed out, Backspace (or mouse back) opens the sign-in modal with source bounce. */
export const BounceSignIn: Story = {
  render: () => <BouncePage authenticated={false} onBounce={fn()} />,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Focus me' }).focus();
    await userEvent.keyboard('{Backspace}');
    const dialog = within(await screen.findByRole('dialog', { name: /Before you go|Avant de partir/ }));
    await userEvent.click(dialog.getByRole('button', { name: /Skip for now|Passer/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Signed in: no bounce. */
export const BounceSignedIn: Story = {
  render: () => <BouncePage authenticated onBounce={fn()} />,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Focus me' }).focus();
    await userEvent.keyboard('{Backspace}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
