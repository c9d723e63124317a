import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { ContactModal, QuestionModal, type QuestionModalProps } from './ContactModal.tsx';

const meta = {
  title: 'Sign-in/ContactModal',
  component: ContactModal,
  subcomponents: {
    'ContactModal.Root': ContactModal.Root,
    'ContactModal.Form': ContactModal.Form,
    'ContactModal.Sent': ContactModal.Sent,
    QuestionModal,
  },
  decorators: [withKit],
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), country: 'CA' },
} satisfies Meta<typeof ContactModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Required name, email and message; an optional masked phone. */
export const Contact: Story = {
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /Contact the dealership|Joindre/ }));
    await userEvent.click(d.getByRole('button', { name: /Send message|Envoyer le message/ }));
    await expect(d.getAllByText(/required|obligatoire/).length).toBe(4);
    // Focus goes to the first invalid field, which names its error.
    await waitFor(() => expect(d.getByRole('textbox', { name: /First name|Prénom/ })).toHaveFocus());
    await userEvent.type(d.getByRole('textbox', { name: /First name|Prénom/ }), 'Pat');
    await userEvent.type(d.getByRole('textbox', { name: /Last name|Nom/ }), 'Tremblay');
    await userEvent.type(d.getByRole('textbox', { name: /Email|Courriel/ }), 'pat@example.com');
    await userEvent.type(d.getByRole('textbox', { name: /Message/ }), 'Is the red one still available?');
    await userEvent.click(d.getByRole('button', { name: /Send message|Envoyer le message/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Pat', phone: '' }),
    );
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent(
      /sent|envoyé/,
    );
  },
};

/** The question modal with the story's callbacks (the meta's component is the contact modal). */
const questionStory =
  (props: Partial<QuestionModalProps> = {}): Story['render'] =>
  (args) => (
    <QuestionModal
      open
      onOpenChange={args.onOpenChange}
      onSubmit={args.onSubmit}
      vehicleName="2025 Toyota RAV4 XLE"
      signedIn={false}
      {...props}
    />
  );

/** A question about a vehicle; signed-out shoppers give their email. */
export const Question: Story = {
  render: questionStory(),
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /Ask a question|Poser une question/ }));
    await userEvent.type(d.getByRole('textbox', { name: /Email|Courriel/ }), 'pat@example.com');
    await userEvent.type(
      d.getByRole('textbox', { name: /Your question|Votre question/ }),
      'Winter tires included?',
    );
    await userEvent.click(d.getByRole('button', { name: /Send question|Envoyer la question/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'pat@example.com',
      message: 'Winter tires included?',
    });
  },
};

/** Sending: the submit button says so and ignores presses; a second send is not made. */
export const Sending: Story = {
  args: { submitting: true, initialValues: { first_name: 'Pat', last_name: 'Tremblay' } },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog'));
    const send = d.getByRole('button', { name: /Send message|Envoyer le message/ });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const QuestionSignedIn: Story = {
  render: questionStory({ signedIn: true }),
  play: async () => {
    await expect(
      within(await screen.findByRole('dialog')).queryByRole('textbox', { name: /Email|Courriel/ }),
    ).toBeNull();
  },
};

/** The server's errors land on their fields (here the message), in the shopper's language as sent. */
export const QuestionServerErrors: Story = {
  render: questionStory({
    serverErrors: { email: ['Enter a valid email address.'], message: ['This field may not be blank.'] },
  }),
  play: async () => {
    const d = within(await screen.findByRole('dialog', { name: /Ask a question|Poser une question/ }));
    const email = d.getByRole('textbox', { name: /Email|Courriel/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter a valid email address\./);
    const question = d.getByRole('textbox', { name: /Your question|Votre question/ });
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await expect(question).toHaveAccessibleDescription(/This field may not be blank\./);
  },
};

/**
 * The compound parts, as SignInModal's: `ContactModal.Root` (title and text per request, the vehicle)
 * with `ContactModal.Form` (the fields and the send) and `ContactModal.Sent` (the thank-you), each
 * taking only its own props. An availability request names its vehicle; once sent, the thank-you
 * replaces the form.
 */
export const Parts: Story = {
  render: (args) => (
    <ContactModal.Root
      open
      onOpenChange={args.onOpenChange}
      country="CA"
      kind="availability"
      vehicleName="2025 Toyota RAV4 XLE"
    >
      <ContactModal.Form
        onSubmit={args.onSubmit}
        initialValues={{ first_name: 'Pat', last_name: 'Tremblay', email: 'pat@example.com' }}
      />
      <ContactModal.Sent />
    </ContactModal.Root>
  ),
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /Check availability|disponibilité/ }));
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/2025 Toyota RAV4 XLE/);
    await expect(d.queryByRole('status')).toBeNull();
    await userEvent.type(d.getByRole('textbox', { name: /Message/ }), 'Still there?');
    await userEvent.click(d.getByRole('button', { name: /Send message|Envoyer le message/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ message: 'Still there?' }));
  },
};

/** `ContactModal.Sent` shows in place of the form once `sent` is set on the root. */
export const PartsSent: Story = {
  render: (args) => (
    <ContactModal.Root open onOpenChange={args.onOpenChange} country="CA" kind="eprice" sent>
      <ContactModal.Form onSubmit={args.onSubmit} />
      <ContactModal.Sent />
    </ContactModal.Root>
  ),
  play: async () => {
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByRole('status')).toHaveTextContent(/send you its price|vous enverra son prix/);
    await expect(d.queryByRole('textbox')).toBeNull();
  },
};
