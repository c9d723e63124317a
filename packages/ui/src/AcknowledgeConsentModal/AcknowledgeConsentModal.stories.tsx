import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { withKit } from '../storybook/withKit.tsx';
import { AcknowledgeConsentModal } from './AcknowledgeConsentModal.tsx';

/** The credit application's review with the manufacturer finance system: Submit asks first. */
function ReviewDemo({ onSubmit }: { readonly onSubmit: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Submit my application</Button>
      <AcknowledgeConsentModal
        open={open}
        onAgree={() => {
          setOpen(false);
          onSubmit();
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}

const meta = {
  title: 'Credit application/AcknowledgeConsentModal',
  component: ReviewDemo,
  subcomponents: { AcknowledgeConsentModal },
  decorators: [withKit],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ReviewDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not now closes it and sends nothing, focus back on Submit; I agree sends the application. */
export const AskedBeforeSubmitting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit my application' });
    await userEvent.click(submit);
    let dialog = within(
      await screen.findByRole('dialog', {
        name: /Share your application with the manufacturer’s finance|Transmettre votre demande/,
      }),
    );
    await expect(
      dialog.getByText(/through your manufacturer account|au moyen de votre compte du constructeur/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /Not now|Pas maintenant/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(submit).toHaveFocus());
    await userEvent.click(submit);
    dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /I agree and submit|J’accepte et j’envoie/ }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The modal on its own. */
export const Open: Story = {
  render: () => <AcknowledgeConsentModal open onAgree={fn()} onCancel={fn()} />,
};
