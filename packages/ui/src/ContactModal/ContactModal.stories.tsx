import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsentDefinition } from '../internal/domain.ts';
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

/**
 * Required name, email and message; an optional masked phone. It opens on its first field, as the
 * kit's other form dialogs do (postal code, sign-in), not on "Close".
 */
export const Contact: Story = {
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /Contact the dealership|Joindre/ }));
    await waitFor(() => expect(d.getByRole('textbox', { name: /First name|Prénom/ })).toHaveFocus());
    await userEvent.click(d.getByRole('button', { name: /Send message|Envoyer le message/ }));
    await expect(d.getAllByText(/required|obligatoire/).length).toBe(4);
    // Focus goes to the first invalid field, which names its error.
    await waitFor(() => expect(d.getByRole('textbox', { name: /First name|Prénom/ })).toHaveFocus());
    await userEvent.type(d.getByRole('textbox', { name: /First name|Prénom/ }), 'Pat');
    await userEvent.type(d.getByRole('textbox', { name: /Last name|Nom/ }), 'Tremblay');
    await userEvent.type(d.getByRole('textbox', { name: /Email|Courriel/ }), 'pat@example.com');
    await userEvent.type(d.getByRole('textbox', { name: /Message/ }), 'Is the red one still available?');
    await userEvent.click(d.getByRole('button', { name: /Send message|Envoyer le message/ }));
    // A dealer without contact consents: none to carry.
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Pat', phone: '' }),
      {},
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

/**
 * A question about a vehicle; signed-out shoppers give their email, and their name and phone if they
 * wish (optional: the dealership can call back; found in a staff trial, the asker was an address alone).
 */
export const Question: Story = {
  render: questionStory(),
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /Ask a question|Poser une question/ }));
    await userEvent.type(d.getByRole('textbox', { name: /Email|Courriel/ }), 'pat@example.com');
    await expect(
      d.getByText(/name and phone are optional|nom et votre téléphone sont facultatifs/),
    ).toBeVisible();
    await userEvent.type(
      d.getByRole('textbox', { name: /Your question|Votre question/ }),
      'Winter tires included?',
    );
    await userEvent.click(d.getByRole('button', { name: /Send question|Envoyer la question/ }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'pat@example.com', message: 'Winter tires included?' }),
      {},
    );
    await userEvent.type(d.getByRole('textbox', { name: /First name|Prénom/ }), 'Pat');
    await userEvent.type(d.getByRole('textbox', { name: /Last name|^Nom/ }), 'Lee');
    await userEvent.type(d.getByRole('textbox', { name: /Phone|Téléphone/ }), '4165550134');
    await userEvent.click(d.getByRole('button', { name: /Send question|Envoyer la question/ }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ first_name: 'Pat', last_name: 'Lee', phone: '(416) 555-0134' }),
      {},
    );
  },
};

/**
 * What the dialog says it is for, naming the vehicle as each language writes it (found in review: the
 * French read "toute question sur 2025 Toyota…", a year-first name with no article in a sentence).
 */
export const QuestionWordingFrench: Story = {
  render: questionStory(),
  globals: { locale: 'fr-CA' },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Poser une question' }),
    ).toHaveAccessibleDescription(
      'Posez au concessionnaire toute question sur ce véhicule (2025 Toyota RAV4 XLE).',
    );
  },
};

export const QuestionWordingEnglish: Story = {
  render: questionStory(),
  globals: { locale: 'en-CA' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Ask a question' })).toHaveAccessibleDescription(
      'Ask the dealership anything about the 2025 Toyota RAV4 XLE.',
    );
  },
};

/**
 * A bad phone number, then Send (found in a trial on a phone: leaving the field showed its error,
 * which pushed the button down under the finger, and the tap landed on nothing). Leaving a field
 * shows nothing and moves nothing; Send shows every error at once and focuses the first invalid
 * field; from then on a correction clears its error as it is typed.
 */
export const QuestionErrorsOnSend: Story = {
  render: questionStory(),
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /Ask a question|Poser une question/ }));
    const send = d.getByRole('button', { name: /Send question|Envoyer la question/ });
    const before = send.getBoundingClientRect().top;
    const phone = d.getByRole('textbox', { name: /Phone|Téléphone/ });
    await userEvent.type(phone, '555123');
    await userEvent.tab();
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(send.getBoundingClientRect().top).toBe(before);
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(d.getAllByText(/required|obligatoire/)).toHaveLength(2);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(d.getByRole('textbox', { name: /Email|Courriel/ })).toHaveFocus());
    await userEvent.clear(phone);
    await userEvent.type(phone, '4165550134');
    await expect(phone).not.toHaveAttribute('aria-invalid');
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
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Still there?' }),
      {},
    );
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

/** The dealer's contact consents (`contact_*`): marketing optional, data collection required. */
const CONTACT_CONSENTS: readonly ConsentDefinition[] = [
  {
    key: 'contact_marketing',
    enabled: 'OPTIONAL_CONSENT',
    text: {
      en: 'I agree to receive news and offers about my request.',
      fr: 'J’accepte de recevoir des nouvelles et des offres au sujet de ma demande.',
    },
  },
  {
    key: 'contact_data_collection',
    enabled: 'REQUIRED_CONSENT',
    text: {
      en: 'I agree that the dealership keeps my request to answer me.',
      fr: 'J’accepte que le concessionnaire conserve ma demande pour me répondre.',
    },
  },
  { key: 'oem_marketing', enabled: 'NO_CONSENT', text: { en: 'Never shown.', fr: 'Jamais montré.' } },
];

/**
 * The dealer's contact consents under the message (spec 3 §5), in the page's language: a required
 * one left unticked stops the send with field_required on its box and focus on it (what was typed
 * stays); an optional one is free; NO_CONSENT is not shown. Ticked, the send carries every consent shown.
 */
export const RequiredConsent: Story = {
  args: {
    consents: CONTACT_CONSENTS,
    initialValues: { first_name: 'Pat', last_name: 'Tremblay', email: 'pat@example.com' },
  },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /Contact the dealership|Joindre/ }));
    await expect(d.queryByText(/Never shown|Jamais montré/)).toBeNull();
    await userEvent.type(d.getByRole('textbox', { name: /Message/ }), 'Is the red one still available?');
    await userEvent.click(d.getByRole('button', { name: /Send message|Envoyer le message/ }));
    const required = d.getByRole('checkbox', { name: /keeps my request|conserve ma demande/ });
    await waitFor(() => expect(required).toHaveFocus());
    await expect(required).toHaveAttribute('aria-invalid', 'true');
    await expect(required).toHaveAccessibleDescription(/required|obligatoire/);
    await expect(
      d.getByRole('checkbox', { name: /news and offers|nouvelles et des offres/ }),
    ).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(d.getByRole('textbox', { name: /Message/ })).toHaveValue('Is the red one still available?');
    await userEvent.click(required);
    await userEvent.click(d.getByRole('button', { name: /Send message|Envoyer le message/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Pat', message: 'Is the red one still available?' }),
      { contact_marketing: false, contact_data_collection: true },
    );
  },
};

/** The server's refusal of a consent (`consents.<key>`) shows on its box until it is ticked. */
export const ConsentServerError: Story = {
  args: {
    consents: CONTACT_CONSENTS,
    serverErrors: { 'consents.contact_data_collection': ['This field is required.'] },
  },
  play: async () => {
    const d = within(await screen.findByRole('dialog'));
    const required = d.getByRole('checkbox', { name: /keeps my request|conserve ma demande/ });
    await expect(required).toHaveAttribute('aria-invalid', 'true');
    await expect(required).toHaveAccessibleDescription('This field is required.');
    await expect(d.queryByRole('alert')).toBeNull();
    await userEvent.click(required);
    await expect(required).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The question modal asks the same contact consents. */
export const QuestionRequiredConsent: Story = {
  render: questionStory({ consents: CONTACT_CONSENTS }),
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: /Ask a question|Poser une question/ }));
    await userEvent.type(d.getByRole('textbox', { name: /Email|Courriel/ }), 'pat@example.com');
    await userEvent.type(d.getByRole('textbox', { name: /Your question|Votre question/ }), 'Winter tires?');
    await userEvent.click(d.getByRole('button', { name: /Send question|Envoyer la question/ }));
    const required = d.getByRole('checkbox', { name: /keeps my request|conserve ma demande/ });
    await waitFor(() => expect(required).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(required);
    await userEvent.click(d.getByRole('checkbox', { name: /news and offers|nouvelles et des offres/ }));
    await userEvent.click(d.getByRole('button', { name: /Send question|Envoyer la question/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'pat@example.com', message: 'Winter tires?' }),
      { contact_marketing: true, contact_data_collection: true },
    );
  },
};
