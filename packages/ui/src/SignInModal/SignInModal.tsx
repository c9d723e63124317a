import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { ConsentBlock, useConsents } from '../ConsentBlock/ConsentBlock.tsx';
import { PersonFields } from '../Form/PersonFields.tsx';
import { useForm } from '../Form/useForm.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { ConsentDefinition, ConsentValues, Country, SignInSource } from '../internal/domain.ts';
import { authFormItems, authFormRequirements, signInWording } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Link } from '../Link/Link.tsx';
import { Modal } from '../Modal/Modal.tsx';
import type { UiMessageId } from '../messages/index.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import type { ReentryCodeFormProps } from '../ReentryCodeForm/ReentryCodeForm.tsx';
import { ReentryCodeForm } from '../ReentryCodeForm/ReentryCodeForm.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './SignInModal.css.ts';

export const SIGN_IN_VIEWS = ['form', 'signin', 'code', 'submitted'] as const;
export type SignInView = (typeof SIGN_IN_VIEWS)[number];

export const PREFERRED_CONTACT_METHODS = ['email', 'phone', 'sms'] as const;
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];

const CONTACT_LABEL: Readonly<Record<PreferredContactMethod, UiMessageId>> = {
  email: 'ui.signIn.contact.email',
  phone: 'ui.signIn.contact.phone',
  sms: 'ui.signIn.contact.sms',
};

export type SignInValues = {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string;
  readonly preferred_method_of_contact: string;
};

/** The label of each field of the sign-up (a consent's: the consents' legend). */
const FIELD_LABEL: Readonly<Record<string, UiMessageId>> = {
  first_name: 'ui.signIn.firstName',
  last_name: 'ui.signIn.lastName',
  email: 'ui.signIn.email',
  phone: 'ui.signIn.phone',
  preferred_method_of_contact: 'ui.signIn.preferredContact',
};

const EMPTY: SignInValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  preferred_method_of_contact: '',
};

/** The dealer settings the sign-in form depends on. */
export type SignInDealer = Parameters<typeof authFormRequirements>[0] & {
  /** Manufacturer identity login: shows the manufacturer-account option. */
  readonly enable_volkswagen_id?: boolean;
};

/** The modal's own props (`SignInModal.Root`'s, with its children). */
export type SignInRootOwnProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Why the modal opened; sets its title, text and button wording. */
  readonly source: SignInSource;
  readonly dealer: SignInDealer;
  readonly country: Country;
  /** The vehicle shown beside the form. */
  readonly vehicle?: { readonly name: string; readonly image?: string | null } | null;
  /**
   * form (sign-up), signin (an existing customer: e-mail only, then the code), code (one-time code)
   * or submitted (thank-you).
   */
  readonly view?: SignInView;
  /**
   * View `submitted`: a deal was saved with the sign-up (default). False: the shopper only made an
   * account; the thank-you says so and claims no saved deal or e-mailed link.
   */
  readonly dealSaved?: boolean;
  /** Escape and the close button; false for a sign-in the shopper must complete. */
  readonly closable?: boolean;
  /**
   * Where focus goes when the modal closes, when what opened it may be gone (after signing in the
   * header's account menu is rebuilt); without it focus returns to what had it before opening.
   */
  readonly returnFocus?: { readonly current: HTMLElement | null };
  /**
   * The sign-up saves nothing but the account (the header's "Log in", then "Create an account"): it
   * is worded as making an account, not as saving a deal.
   */
  readonly accountOnly?: boolean;
};

/** What the sign-up and the sign-in views both take. */
export type SignInFormSharedProps = {
  /** Prefill (the auth cookie, or the email of a session-expired link). */
  readonly initialValues?: Partial<SignInValues>;
  readonly submitting?: boolean;
  /**
   * Switches between sign-up and sign-in (with the e-mail typed so far); without it neither view
   * offers the other.
   */
  readonly onViewChange?: (view: 'form' | 'signin', email: string) => void;
  /** The dealer's privacy policy (`privacy_policy`), linked under the form. */
  readonly privacyPolicyHref?: string | null;
  /**
   * The dealer's identity provider (OEM identity login): "Sign in with {name}" under the form, in
   * the sign-up and sign-in views; `onSignIn` leaves for the provider (the app's navigation).
   */
  readonly identityProvider?: { readonly name: string; readonly onSignIn: () => void } | undefined;
};

type SignInSignUpOwnProps = {
  /** Session-expired flow reached through an expired link: a notice above the form. */
  readonly expiredLink?: boolean;
  /**
   * 400 field errors of the registration (`{field: [messages]}`), shown under the fields; a
   * consent's (`consents.<key>`) on its box.
   */
  readonly serverErrors?: Readonly<Record<string, readonly string[]>>;
  /**
   * The dealer's consents (GET /api/customer/consents/), under the sign-up form: a required one must
   * be ticked (spec 3 §5).
   */
  readonly consents?: readonly ConsentDefinition[] | undefined;
  /**
   * Called with valid values and the value of every consent shown (every required one true); the
   * app registers the user.
   */
  readonly onSubmit: (values: SignInValues, consents: ConsentValues) => void;
  /** Skip for now (shown for skippable sources only). */
  readonly onSkip?: () => void;
  /** The consents already given (ticked when the form opens): details given elsewhere, below. */
  readonly initialConsents?: ConsentValues;
  /**
   * Details the shopper gave elsewhere (a dealer's website that signs shoppers in) that the sign-up
   * refused: the fields left to give or correct (form field names, `consents.<key>` for a consent),
   * their errors in `serverErrors`. A notice above the form names them and focus goes to the first
   * when the form opens.
   */
  readonly toComplete?: readonly string[];
  /** Manufacturer account sign-up (shown when `enable_volkswagen_id`, with `manufacturerBrand`). */
  readonly onManufacturerSignIn?: () => void;
  /** The manufacturer's brand named in that option (the app's data; the kit names no brand). */
  readonly manufacturerBrand?: string;
};

type SignInExistingOwnProps = {
  /** View signin: the e-mail is no customer's (shown under the field, with the way to sign up). */
  readonly signInError?: string | undefined;
  /** View signin: called with a valid e-mail; the app sends the one-time code. */
  readonly onSignIn?: (email: string) => void;
};

/** The thank-you's props (`SignInModal.Submitted`'s, view `submitted`). */
export type SignInSubmittedProps = {
  /** The shareable tokenized link to the deal, in view `submitted`. */
  readonly shareLink?: string;
  readonly onCopyLink?: (link: string) => void;
  readonly onDone?: () => void;
};

/** The sign-up view's props (`SignInModal.SignUp`'s). */
export type SignInSignUpProps = SignInFormSharedProps & SignInSignUpOwnProps;

/** The sign-in view's props (`SignInModal.SignIn`'s: an existing customer's e-mail). */
export type SignInExistingProps = SignInFormSharedProps & SignInExistingOwnProps;

export type SignInModalProps = SignInRootOwnProps &
  SignInSignUpProps &
  SignInExistingProps &
  SignInSubmittedProps & {
    /** The one-time code form, in view `code`. */
    readonly reentry?: ReentryCodeFormProps;
  };

/** What every part of the modal shares, set once on `SignInModal.Root`. */
type SignInContext = {
  readonly source: SignInSource;
  readonly dealer: SignInDealer;
  readonly country: Country;
  readonly view: SignInView;
  readonly dealSaved: boolean;
  readonly accountOnly: boolean;
  readonly onOpenChange: (open: boolean) => void;
};
const Context = createContext<SignInContext | null>(null);
const useSignIn = (): SignInContext => {
  const context = useContext(Context);
  if (context === null) throw new Error('SignInModal parts go inside SignInModal.Root');
  return context;
};

/** Which of the modal's props each part takes: the parts' prop types and the assembly read them. */
const ROOT_KEYS = [
  'open',
  'onOpenChange',
  'source',
  'dealer',
  'country',
  'vehicle',
  'view',
  'dealSaved',
  'closable',
  'returnFocus',
  'accountOnly',
] as const satisfies readonly (keyof SignInRootOwnProps)[];
const SIGN_UP_KEYS = [
  'initialValues',
  'expiredLink',
  'submitting',
  'serverErrors',
  'consents',
  'initialConsents',
  'toComplete',
  'onSubmit',
  'onSkip',
  'onViewChange',
  'onManufacturerSignIn',
  'manufacturerBrand',
  'privacyPolicyHref',
  'identityProvider',
] as const satisfies readonly (keyof SignInSignUpProps)[];
const SIGN_IN_KEYS = [
  'initialValues',
  'submitting',
  'signInError',
  'onSignIn',
  'onViewChange',
  'privacyPolicyHref',
  'identityProvider',
] as const satisfies readonly (keyof SignInExistingProps)[];
const SUBMITTED_KEYS = [
  'shareLink',
  'onCopyLink',
  'onDone',
] as const satisfies readonly (keyof SignInSubmittedProps)[];

/** The props of `keys` that `props` has (an absent optional prop stays absent). */
const pick = <K extends keyof SignInModalProps>(
  props: SignInModalProps,
  keys: readonly K[],
): Pick<SignInModalProps, K> =>
  Object.fromEntries(keys.filter((key) => key in props).map((key) => [key, props[key]])) as Pick<
    SignInModalProps,
    K
  >;

export type SignInRootProps = SignInRootOwnProps & {
  /** The views (`SignInModal.SignUp`, `.SignIn`, `.Code`, `.Submitted`); each shows in its own view only. */
  readonly children: ReactNode;
};

/** The modal: its title per view and source, the vehicle and the info row beside the current view. */
export function Root({
  open,
  onOpenChange,
  source,
  dealer,
  country,
  vehicle,
  view = 'form',
  dealSaved = true,
  closable = true,
  returnFocus,
  accountOnly = false,
  children,
}: SignInRootProps): ReactNode {
  const t = useUiText();
  const wording = signInWording(source);
  const title =
    view === 'submitted'
      ? t(dealSaved ? 'ui.signIn.thankYou.title' : 'ui.signIn.welcome.title')
      : view === 'code'
        ? t('ui.reentry.title')
        : view === 'signin'
          ? t('ui.signIn.login.title')
          : accountOnly
            ? t('ui.signIn.account.title')
            : t(wording.titleId as UiMessageId);
  const context = useMemo(
    () => ({ source, dealer, country, view, dealSaved, accountOnly, onOpenChange }),
    [source, dealer, country, view, dealSaved, accountOnly, onOpenChange],
  );
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange} closable={closable}>
      <Modal.Content title={title} size="lg" data-modal="sign-in" {...(returnFocus ? { returnFocus } : {})}>
        <Context.Provider value={context}>
          <div className={styles.layout} data-source={source} data-view={view}>
            <div className={styles.aside}>
              {vehicle ? (
                <>
                  {vehicle.image ? (
                    <img
                      className={styles.vehicleImage}
                      src={vehicle.image}
                      alt={t('ui.signIn.vehicleImage', { vehicle: vehicle.name })}
                    />
                  ) : null}
                  <p className={styles.vehicleName}>{vehicle.name}</p>
                </>
              ) : null}
              <InfoRow />
            </div>
            <div>{children}</div>
          </div>
        </Context.Provider>
      </Modal.Content>
    </Modal.Root>
  );
}

/** View `form`: the sign-up form. */
export function SignUp(props: SignInSignUpProps): ReactNode {
  return useSignIn().view === 'form' ? <SignInForm {...props} /> : null;
}
/** View `signin`: an existing customer's e-mail, for the one-time code. */
export function SignIn(props: SignInExistingProps): ReactNode {
  return useSignIn().view === 'signin' ? <ExistingCustomerForm {...props} /> : null;
}
/** View `code`: the one-time code form. */
export function Code(props: ReentryCodeFormProps): ReactNode {
  return useSignIn().view === 'code' ? <ReentryCodeForm {...props} /> : null;
}
/** View `submitted`: the thank-you with the shareable link. */
export function SubmittedPart(props: SignInSubmittedProps): ReactNode {
  return useSignIn().view === 'submitted' ? <Submitted {...props} /> : null;
}

/**
 * The sign-in (save your deal) modal for every source of the spec: vehicle and info on the side,
 * the form with the dealer's required fields, skip-for-now for skippable sources, the manufacturer
 * account option, the one-time code form for existing users and the thank-you with a shareable link.
 *
 * Compound parts, each taking only its own props:
 * `<SignInModal.Root open onOpenChange source dealer country view>` with `SignInModal.SignUp`,
 * `SignInModal.SignIn`, `SignInModal.Code` and `SignInModal.Submitted` inside. `<SignInModal {...props}>`
 * is the same modal assembled from one set of props.
 *
 * @deprecated The assembly from one set of props: compose `SignInModal.Root` and its parts instead.
 */
function SignInModalAll(props: SignInModalProps): ReactNode {
  return (
    <Root {...pick(props, ROOT_KEYS)}>
      <SignUp {...pick(props, SIGN_UP_KEYS)} />
      <SignIn {...pick(props, SIGN_IN_KEYS)} />
      {props.reentry ? <Code {...props.reentry} /> : null}
      <SubmittedPart {...pick(props, SUBMITTED_KEYS)} />
    </Root>
  );
}

export const SignInModal = Object.assign(SignInModalAll, {
  Root,
  SignUp,
  SignIn,
  Code,
  Submitted: SubmittedPart,
});

/** The three-point info row: edit and review, share with family, access from anywhere. */
export function InfoRow(): ReactNode {
  const t = useUiText();
  const points: readonly UiMessageId[] = [
    'ui.signIn.info.edit',
    'ui.signIn.info.share',
    'ui.signIn.info.anywhere',
  ];
  return (
    <ul className={styles.info} aria-label={t('ui.signIn.info.label')}>
      {points.map((id) => (
        <li key={id} className={styles.infoItem}>
          <Icon name="check" className={styles.infoIcon} />
          {t(id)}
        </li>
      ))}
    </ul>
  );
}

/** Sign-in of an existing customer: the e-mail alone; the app sends a one-time code to it. */
function ExistingCustomerForm({
  initialValues,
  submitting = false,
  signInError,
  onSignIn,
  onViewChange,
  privacyPolicyHref,
  identityProvider,
}: SignInExistingProps): ReactNode {
  const { dealer, country } = useSignIn();
  const t = useUiText();
  // The sign-up form's e-mail rules (required, valid e-mail), alone.
  const items = useMemo(() => authFormItems(dealer).filter((item) => item.field === 'email'), [dealer]);
  const form = useForm({
    items,
    initialValues: { email: initialValues?.email ?? '' },
    country,
    serverErrors: signInError === undefined ? undefined : { email: [signInError] },
    prepare: (values) => ({ email: values.email.trim() }),
    onSubmit: (values) => onSignIn?.(values.email),
  });
  return (
    <form {...form.formProps} className={styles.form} data-sign-in-existing="">
      <p className={styles.text}>{t('ui.signIn.login.text')}</p>
      <TextField
        {...form.field('email')}
        type="email"
        label={t('ui.signIn.email')}
        autoComplete="email"
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth size="lg" loading={submitting}>
          {t('ui.signIn.login.send')}
        </Button>
        {onViewChange ? (
          <p className={styles.switchView}>
            {t('ui.signIn.login.new')}{' '}
            <Button variant="link" onClick={() => onViewChange('form', form.values.email.trim())}>
              {t('ui.signIn.login.signUp')}
            </Button>
          </p>
        ) : null}
      </div>
      <IdentityProviderOption provider={identityProvider} />
      <PrivacyNote href={privacyPolicyHref} />
    </form>
  );
}

/** "Sign in with {name}" after an "or", when the dealer has an identity provider. */
function IdentityProviderOption({ provider }: { provider: SignInFormSharedProps['identityProvider'] }) {
  const t = useUiText();
  if (!provider) return null;
  return (
    <>
      <div className={styles.divider}>{t('ui.signIn.or')}</div>
      <Button variant="outline" tone="neutral" fullWidth onClick={provider.onSignIn}>
        {t('ui.signIn.withProvider', { provider: provider.name })}
      </Button>
    </>
  );
}

function SignInForm({
  initialValues,
  expiredLink = false,
  submitting = false,
  serverErrors,
  onSubmit,
  onSkip,
  onManufacturerSignIn,
  manufacturerBrand,
  privacyPolicyHref,
  identityProvider,
  onViewChange,
  consents = [],
  initialConsents,
  toComplete = [],
}: SignInSignUpProps): ReactNode {
  const { source, dealer, country, accountOnly } = useSignIn();
  const t = useUiText();
  const locale = useIntl().locale;
  const wording = signInWording(source);
  const requirements = authFormRequirements(dealer);
  const items = useMemo(() => authFormItems(dealer), [dealer]);
  // The consents' boxes: a required one left unticked stops the sign-up like an invalid field.
  const formConsents = useConsents(consents, serverErrors, initialConsents);
  const form = useForm<SignInValues>({
    items,
    initialValues: { ...EMPTY, ...initialValues },
    country,
    serverErrors,
    ...formConsents.formOptions,
    onSubmit: (values) => onSubmit(values, formConsents.given()),
  });
  const { values } = form;
  // Details given elsewhere, some refused: focus on the first to complete once the dialog has opened.
  const first = toComplete[0];
  const formRef = form.formProps.ref;
  useEffect(() => {
    if (first === undefined) return;
    const name = first.startsWith('consents.') ? first.slice('consents.'.length) : first;
    const frame = requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>(`[data-field="${name}"] input, input[name="${name}"]`)
        ?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [first, formRef]);
  // Named by their labels (a consent by the consents' legend, once); a name the form has not, not.
  const missing = [
    ...new Set(
      toComplete
        .map((field) => FIELD_LABEL[field] ?? (field.startsWith('consents.') ? 'ui.consent.legend' : null))
        .filter((id) => id !== null)
        .map((id) => t(id).toLocaleLowerCase(locale)),
    ),
  ];

  return (
    <form {...form.formProps} className={styles.form} data-sign-in-form="">
      <p className={styles.text}>
        {t(accountOnly ? 'ui.signIn.account.text' : (wording.textId as UiMessageId))}
      </p>
      {expiredLink ? (
        <p className={styles.notice} role="status">
          {t('ui.sessionExpired.notice')}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p className={styles.notice} role="status">
          {t('ui.signIn.toComplete', {
            fields: new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing),
          })}
        </p>
      ) : null}
      <PersonFields
        form={form}
        country={country}
        phone={requirements.showPhone}
        namesClassName={styles.names}
      />
      {requirements.showPreferredContact ? (
        <RadioGroup
          {...form.field('preferred_method_of_contact')}
          label={t('ui.signIn.preferredContact')}
          orientation="horizontal"
          options={PREFERRED_CONTACT_METHODS.map((id) => ({ id, label: t(CONTACT_LABEL[id]) }))}
          value={values.preferred_method_of_contact || null}
          isRequired
        />
      ) : null}
      <ConsentBlock {...formConsents.block} showErrors={form.showErrors} />
      {form.formError === undefined ? null : (
        <p className={styles.notice} role="alert">
          {form.formError}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          fullWidth
          size="lg"
          loading={submitting}
          data-button-label={accountOnly ? 'create_account' : wording.button}
        >
          {t(accountOnly ? 'ui.signIn.account.button' : (wording.buttonId as UiMessageId))}
        </Button>
        {wording.skippable && onSkip ? (
          <Button variant="link" onClick={onSkip}>
            {t('ui.signIn.skip')}
          </Button>
        ) : null}
        {onViewChange ? (
          <p className={styles.switchView}>
            {t('ui.signIn.login.existing')}{' '}
            <Button variant="link" onClick={() => onViewChange('signin', values.email.trim())}>
              {t('ui.signIn.login.instead')}
            </Button>
          </p>
        ) : null}
      </div>
      {dealer.enable_volkswagen_id && onManufacturerSignIn && manufacturerBrand ? (
        <>
          <div className={styles.divider}>{t('ui.signIn.or')}</div>
          <Button variant="outline" tone="neutral" fullWidth onClick={onManufacturerSignIn}>
            {t('ui.signIn.manufacturer', { brand: manufacturerBrand })}
          </Button>
        </>
      ) : null}
      <IdentityProviderOption provider={identityProvider} />
      <PrivacyNote href={privacyPolicyHref} />
    </form>
  );
}

function Submitted({ shareLink, onCopyLink, onDone }: SignInSubmittedProps): ReactNode {
  const { dealSaved, onOpenChange } = useSignIn();
  const t = useUiText();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.form} data-sign-in-submitted="">
      <p className={styles.text}>{t(dealSaved ? 'ui.signIn.thankYou.text' : 'ui.signIn.welcome.text')}</p>
      {shareLink ? (
        <div className={styles.share}>
          <label className={styles.shareLabel}>
            <span className={styles.shareLabelText}>{t('ui.signIn.shareLink')}</span>
            <input
              ref={inputRef}
              readOnly
              value={shareLink}
              onFocus={(event) => event.currentTarget.select()}
              className={styles.shareInput}
            />
          </label>
          <Button
            variant="outline"
            startIcon={<Icon name="copy" />}
            onClick={async () => {
              onCopyLink?.(shareLink);
              try {
                await navigator.clipboard.writeText(shareLink);
                setCopied(true);
              } catch {
                // Clipboard refused (permissions): select the text so the shopper can copy it.
                inputRef.current?.select();
              }
            }}
          >
            {t('ui.signIn.copy')}
          </Button>
        </div>
      ) : null}
      <p className={styles.status} role="status">
        {copied ? t('ui.signIn.copied') : ''}
      </p>
      <Button
        fullWidth
        size="lg"
        onClick={() => {
          onDone?.();
          onOpenChange(false);
        }}
      >
        {t('ui.common.done')}
      </Button>
    </div>
  );
}

/** The privacy line under the sign-in and sign-up forms, with the dealer's policy when it has one. */
function PrivacyNote({ href }: { href: string | null | undefined }) {
  const t = useUiText();
  return (
    <p className={styles.small}>
      {t('ui.signIn.privacy')}{' '}
      {href ? (
        <Link href={href} external>
          {t('ui.footer.privacy')}
        </Link>
      ) : null}
    </p>
  );
}
