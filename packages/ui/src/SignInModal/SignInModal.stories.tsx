import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import type { ConsentValues } from '../internal/domain.ts';
import { SIGN_IN_SOURCES } from '../internal/domain.ts';
import { vehicleImage } from '../storybook/fixtures.ts';
import { withKit } from '../storybook/withKit.tsx';
import type { SignInModalProps, SignInValues, SignInView } from './SignInModal.tsx';
import { InfoRow, SIGN_IN_VIEWS, SignInModal } from './SignInModal.tsx';

type DemoProps = Omit<SignInModalProps, 'open' | 'onOpenChange' | 'onSubmit'> & {
  readonly onSubmit?: (values: SignInValues, consents: ConsentValues) => void;
  readonly onOpenChange?: (open: boolean) => void;
};

/** The app's part, simulated: an e-mail already registered leads to the code form, others to the thank-you. */
function Demo(props: DemoProps) {
  const [open, setOpen] = useState(true);
  const [view, setView] = useState<SignInView>(props.view ?? 'form');
  const [codeError, setCodeError] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open sign-in</Button>
      <SignInModal
        {...props}
        open={open}
        view={view}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
        onSubmit={(values, consents) => {
          props.onSubmit?.(values, consents);
          setView(values.email === 'taken@example.com' ? 'code' : 'submitted');
        }}
        reentry={{
          target: { name: 'Pat', email: 'ta***@example.com', phone: '(***) ***-0123' },
          codeError,
          onContinue: (code) => setCodeError(code !== '123456'),
          onResend: fn(),
        }}
      />
    </>
  );
}

const meta = {
  title: 'Sign-in/SignInModal',
  component: Demo,
  subcomponents: {
    SignInModal,
    'SignInModal.Root': SignInModal.Root,
    'SignInModal.SignUp': SignInModal.SignUp,
    'SignInModal.SignIn': SignInModal.SignIn,
    'SignInModal.Code': SignInModal.Code,
    'SignInModal.Submitted': SignInModal.Submitted,
    InfoRow,
  },
  decorators: [withKit],
  args: {
    source: 'default',
    dealer: {},
    country: 'CA',
    vehicle: { name: '2025 Toyota RAV4 XLE AWD', image: vehicleImage('RAV4 XLE') },
    shareLink: 'https://shop.example.com/deal/7f3c9a?token=2b9e',
    privacyPolicyHref: 'https://example.com/privacy',
    onSubmit: fn(),
    onSkip: fn(),
    onDone: fn(),
    onCopyLink: fn(),
    onManufacturerSignIn: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    source: { control: 'select', options: SIGN_IN_SOURCES },
    view: { control: 'select', options: SIGN_IN_VIEWS },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fill in, submit, see the thank-you with the shareable link, then Done. */
export const SaveDeal: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: /Save your deal|Sauvegardez votre offre/ });
    const modal = within(dialog);
    await userEvent.type(modal.getByRole('textbox', { name: /Email|Courriel/ }), 'pat@example.com');
    await userEvent.click(modal.getByRole('button', { name: /Save deal|Sauvegarder l’offre/ }));
    // A dealer without consents: none to carry.
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'pat@example.com' }),
      {},
    );
    const done = await screen.findByRole('dialog', { name: /Thank you|Merci/ });
    await expect(within(done).getByRole('textbox', { name: /Link to your deal|Lien/ })).toHaveValue(
      'https://shop.example.com/deal/7f3c9a?token=2b9e',
    );
    await userEvent.click(within(done).getByRole('button', { name: /Copy link|Copier/ }));
    await expect(args.onCopyLink).toHaveBeenCalled();
    await userEvent.click(within(done).getByRole('button', { name: /Done|Terminé/ }));
    await expect(args.onDone).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Submitting empty shows the first error of each field and focuses the first invalid field. */
export const Validation: Story = {
  args: { dealer: { compulsory_login: true } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Save deal|Sauvegarder/ }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /First name|Prénom/ })).toHaveFocus());
    await expect(dialog.getAllByText(/required|obligatoire/).length).toBe(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /First name|Prénom/ }), 'Pat9');
    await expect(dialog.getByText(/2 to 30 letters|2 à 30 lettres/)).toBeInTheDocument();
  },
};

/** A dealer with phone auth (required with preferred contact method) and the contact method choice. */
export const PhoneAndPreferredContact: Story = {
  args: { dealer: { enable_phone_auth: true, enable_customer_preferred_method_of_contact: true } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    const phone = dialog.getByRole('textbox', { name: /Phone|Téléphone/ });
    await userEvent.type(phone, '4165550123');
    await expect(phone).toHaveValue('(416) 555-0123');
    await expect(
      dialog.getByRole('radiogroup', { name: /Preferred contact|Mode de communication/ }),
    ).toBeInTheDocument();
  },
};

/** Errors answered by the server are shown under their fields. */
export const ServerErrors: Story = {
  args: {
    initialValues: { email: 'pat@example', first_name: 'Pat' },
    serverErrors: { email: ['validation.email'], non_field_errors: ['Please try again in a minute.'] },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: /Email|Courriel/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please try again in a minute.');
  },
};

const CONSENTS = [
  {
    key: 'dealer_marketing',
    enabled: 'OPTIONAL_CONSENT',
    text: {
      en: 'I agree to receive news and offers.',
      fr: 'J’accepte de recevoir des nouvelles et des offres.',
    },
  },
  {
    key: 'dealer_data_collection',
    enabled: 'REQUIRED_CONSENT',
    text: {
      en: 'I agree that the dealer uses my information.',
      fr: 'J’accepte que le concessionnaire utilise mes renseignements.',
    },
  },
] as const;

/**
 * The dealer's consents under the form (spec 3 §5): a required one left unticked stops the sign-up
 * with field_required on its box and focus on it; ticked, the sign-up carries every consent shown.
 */
export const RequiredConsent: Story = {
  args: { consents: CONSENTS },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Email|Courriel/ }), 'pat@example.com');
    await userEvent.click(dialog.getByRole('button', { name: /Save deal|Sauvegarder/ }));
    const required = dialog.getByRole('checkbox', { name: /uses my information|utilise mes renseignements/ });
    await waitFor(() => expect(required).toHaveFocus());
    await expect(required).toHaveAttribute('aria-invalid', 'true');
    await expect(required).toHaveAccessibleDescription(/required|obligatoire/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(required);
    await userEvent.click(dialog.getByRole('button', { name: /Save deal|Sauvegarder/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'pat@example.com' }), {
      dealer_marketing: false,
      dealer_data_collection: true,
    });
  },
};

/** The server's refusal of a consent (`consents.<key>`) shows on its box until it is ticked. */
export const ConsentServerError: Story = {
  args: {
    consents: CONSENTS,
    initialValues: { email: 'pat@example.com' },
    serverErrors: { 'consents.dealer_data_collection': ['This field is required.'] },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    const required = dialog.getByRole('checkbox', { name: /uses my information|utilise mes renseignements/ });
    await expect(required).toHaveAttribute('aria-invalid', 'true');
    await expect(required).toHaveAccessibleDescription('This field is required.');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(required);
    await expect(required).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Details the shopper gave elsewhere (a dealer's website that signs shoppers in) that the sign-up
 * refused: the form opens with them, the consents given ticked, a notice names what is left to give
 * and focus is on it (the dealer requires a phone).
 */
export const CompleteDetails: Story = {
  args: {
    dealer: { enable_phone_auth: true, mandatory_phone_auth: true },
    consents: CONSENTS,
    initialValues: { email: 'nora@example.com', first_name: 'Nora', last_name: 'Tremblay' },
    initialConsents: { dealer_data_collection: true },
    serverErrors: { phone: ['This field is required.'] },
    toComplete: ['phone'],
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const phone = dialog.getByRole('textbox', { name: /Phone|Téléphone/ });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription('This field is required.');
    await expect(dialog.getByRole('status')).toHaveTextContent(
      /To make your account, complete: phone\.|Pour créer votre compte, complétez\u00a0: téléphone\./,
    );
    await expect(dialog.getByRole('textbox', { name: /First name|Prénom/ })).toHaveValue('Nora');
    await userEvent.type(phone, '4165550147');
    await userEvent.click(dialog.getByRole('button', { name: /Save deal|Sauvegarder/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'nora@example.com', first_name: 'Nora', last_name: 'Tremblay' }),
      { dealer_marketing: false, dealer_data_collection: true },
    );
  },
};

/** The same in French: the notice names the fields in French, with its typography (U+00A0 before the colon). */
export const CompleteDetailsFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    dealer: { compulsory_login: true, enable_phone_auth: true, mandatory_phone_auth: true },
    consents: CONSENTS,
    initialValues: { email: 'nora@example.com' },
    serverErrors: {
      first_name: ['Ce champ est obligatoire.'],
      phone: ['Ce champ est obligatoire.'],
      'consents.dealer_data_collection': ['Ce champ est obligatoire.'],
    },
    toComplete: ['first_name', 'phone', 'consents.dealer_data_collection'],
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('status').textContent).toBe(
      'Pour créer votre compte, complétez\u00a0: prénom, téléphone et votre consentement.',
    );
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Prénom/ })).toHaveFocus());
  },
};

/** An existing customer (the server reports an e-mail error) gets the one-time code form. */
export const ExistingUserCode: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Email|Courriel/ }), 'taken@example.com');
    await userEvent.click(dialog.getByRole('button', { name: /Save deal|Sauvegarder/ }));
    const code = within(await screen.findByRole('dialog', { name: /Check your email|Vérifiez/ }));
    await expect(code.getByRole('button', { name: /Continue|Continuer/ })).toBeDisabled();
  },
};

/** Session expired: the email comes from the link and a notice explains. */
export const SessionExpired: Story = {
  args: { source: 'session_expired', initialValues: { email: 'pat@example.com' }, expiredLink: true },
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: /session has expired|session a expiré/ }),
    );
    await expect(dialog.getByRole('textbox', { name: /Email|Courriel/ })).toHaveValue('pat@example.com');
    await expect(dialog.getByRole('status')).toHaveTextContent(/expired|expiré/);
  },
};

/** Bounce: skippable, and Escape closes it. */
export const Bounce: Story = {
  args: { source: 'bounce' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: /Before you go|Avant de partir/ }));
    await userEvent.click(dialog.getByRole('button', { name: /Skip for now|Passer/ }));
    await expect(args.onSkip).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Unlock pricing: skippable, with its own button. */
export const UnlockPricing: Story = {
  args: { source: 'unlock_pricing' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /Unlock pricing|Déverrouiller/ })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: /Skip for now|Passer/ })).toBeInTheDocument();
  },
};

/** A source that is not skippable has no skip link. */
export const CreditApp: Story = {
  args: { source: 'credit_app' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(
      dialog.getByRole('button', { name: /Submit credit app|Soumettre la demande/ }),
    ).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: /Skip for now|Passer/ })).toBeNull();
  },
};

export const ReturningCustomer: Story = { args: { source: 'returning_customer' } };
export const AlreadyRegistered: Story = { args: { source: 'already_registered' } };
export const BuildAndPrice: Story = { args: { source: 'build_and_price' } };
export const TradeIn: Story = { args: { source: 'trade_in' } };
export const TradeInVehicleHistory: Story = { args: { source: 'trade_in_vehicle_history' } };
/** The trade-in valuation review is skippable (the app then goes to order details with a toast). */
export const TradeInBlackBookReview: Story = { args: { source: 'trade_in_black_book_review' } };
export const Deposit: Story = { args: { source: 'deposit' } };
export const Appointment: Story = { args: { source: 'appointment' } };

/** Manufacturer identity login: an extra option to continue with the manufacturer account. */
export const ManufacturerAccount: Story = {
  args: { dealer: { enable_volkswagen_id: true }, manufacturerBrand: 'Volkswagen' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Volkswagen ID|identifiant Volkswagen/ }));
    await expect(args.onManufacturerSignIn).toHaveBeenCalled();
  },
};

/** The kit names no brand: without the app's `manufacturerBrand` the option is not offered. */
export const ManufacturerAccountWithoutBrand: Story = {
  args: { dealer: { enable_volkswagen_id: true } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: /\bID\b|identifiant/ })).toBeNull();
    await expect(dialog.queryByText(/Volkswagen/)).toBeNull();
  },
};

const identityProvider = { name: 'Example Motors ID', onSignIn: fn() };

/** The dealer's identity provider (OEM identity login): "Sign in with {name}" under the sign-up form. */
export const IdentityProvider: Story = {
  args: { identityProvider },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(
      dialog.getByRole('button', { name: /^(Sign in with|Se connecter avec) Example Motors ID$/ }),
    );
    await expect(args.identityProvider?.onSignIn).toHaveBeenCalled();
  },
};

/** The same option in the existing customer's sign-in view, reached by the keyboard. */
export const IdentityProviderSignIn: Story = {
  args: { identityProvider, view: 'signin' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const option = dialog.getByRole('button', {
      name: /^(Sign in with|Se connecter avec) Example Motors ID$/,
    });
    option.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.identityProvider?.onSignIn).toHaveBeenCalled();
  },
};

/** The thank-you state on its own. */
export const Submitted: Story = { args: { view: 'submitted' } };

export const WithoutVehicle: Story = { args: { vehicle: null } };

/** On a phone the vehicle and info sit above the form. */
export const Mobile: Story = { globals: { viewport: { value: 'xs' } }, args: { source: 'deposit' } };

/**
 * The compound parts: the app composes the views it offers, each with only its own props. Here a
 * sign-in of an existing customer that leads to the code form; no sign-up is offered.
 */
export const CompoundParts: Story = {
  render: (args) => {
    const [view, setView] = useState<SignInView>('signin');
    return (
      <SignInModal.Root
        open
        onOpenChange={args.onOpenChange ?? fn()}
        source="default"
        dealer={{}}
        country="CA"
        view={view}
        vehicle={args.vehicle ?? null}
      >
        <SignInModal.SignIn onSignIn={() => setView('code')} />
        <SignInModal.Code
          target={{ name: 'Pat', email: 'pa***@example.com' }}
          onContinue={fn()}
          onResend={fn()}
        />
      </SignInModal.Root>
    );
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: /Log in|Se connecter/ }));
    // Only the current view renders: no sign-up fields, no way to the sign-up without onViewChange.
    await expect(dialog.queryByRole('textbox', { name: /First name|Prénom/ })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: /Email|Courriel/ }), 'pat@example.com');
    await userEvent.click(dialog.getByRole('button', { name: /code/i }));
    await expect(await screen.findByRole('textbox', { name: /code/i })).toBeInTheDocument();
  },
};
