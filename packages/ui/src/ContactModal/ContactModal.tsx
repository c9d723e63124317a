import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';
import { TextField as AriaTextField, TextArea } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { ConsentBlock, useConsents } from '../ConsentBlock/ConsentBlock.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldLabel, FieldTexts } from '../Field/FieldParts.tsx';
import { useValidationItem } from '../Field/useValidationItem.ts';
import { FormModal, ModalForm } from '../Form/FormModal.tsx';
import { PersonFields } from '../Form/PersonFields.tsx';
import { useForm } from '../Form/useForm.ts';
import type { ConsentDefinition, ConsentValues, Country, ValidationItem } from '../internal/domain.ts';
import { rules } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';
import type { UiMessageId } from '../messages/index.ts';
import * as styles from './ContactModal.css.ts';

export type ContactValues = {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
};

const EMPTY: ContactValues = { first_name: '', last_name: '', email: '', phone: '', message: '' };

/** The contact form's rules (ours: the spec names the modal, not its fields). */
export const CONTACT_FORM_ITEMS: readonly ValidationItem[] = [
  { field: 'first_name', rules: [rules.required(), rules.name()] },
  { field: 'last_name', rules: [rules.required(), rules.name()] },
  { field: 'email', rules: [rules.required(), rules.email(), rules.asciiEmail()] },
  { field: 'phone', rules: [rules.phone()] },
  { field: 'message', rules: [rules.required(), rules.maxLength(2000)] },
];

/** The message: a text area (the kit's TextField is one line), on the same validation item. */
function MessageField(props: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly rules: ValidationItem['rules'];
  readonly showErrors: boolean;
  readonly showErrorsOnLeave?: boolean | undefined;
  readonly serverError?: string | undefined;
}): ReactNode {
  const { error, run } = useValidationItem(props.name, props.value, {
    rules: props.rules,
    showErrors: props.showErrors,
    showErrorsOnLeave: props.showErrorsOnLeave,
    serverError: props.serverError,
  });
  return (
    <AriaTextField
      name={props.name}
      value={props.value}
      onChange={(next) => {
        props.onChange(next);
        run('input', next);
      }}
      onBlur={() => run('focusout', props.value)}
      isRequired
      isInvalid={error !== null}
      validationBehavior="aria"
      className={fieldStyles.field}
      data-field={props.name}
    >
      <FieldLabel required>{props.label}</FieldLabel>
      <TextArea className={`${fieldStyles.control} ${styles.textarea}`} rows={4} />
      <FieldTexts error={error} />
    </AriaTextField>
  );
}

/** The modal's own props (`ContactModal.Root`'s, with its children). */
export type ContactModalRootOwnProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly country: Country;
  /** The message was sent: a thank-you replaces the form. */
  readonly sent?: boolean;
  /**
   * What the shopper asks: a message to the dealership (default), the availability of a vehicle or
   * its ePrice (a price request); sets the title, the text and the thank-you.
   */
  readonly kind?: ContactRequestKind;
  /** The vehicle the request is about, named under the title. */
  readonly vehicleName?: string | null;
  /** Where focus goes when the modal closes (when it was opened by state, not by a trigger). */
  readonly returnFocus?: { readonly current: HTMLElement | null };
};

/** The form's props (`ContactModal.Form`'s). */
export type ContactFormProps = {
  /** Prefill from the signed-in user or the auth cookie. */
  readonly initialValues?: Partial<ContactValues>;
  /**
   * Called with valid values and the value of every consent shown (every required one true). What
   * the shopper typed stays in the form whatever the answer.
   */
  readonly onSubmit: (values: ContactValues, consents: ConsentValues) => void;
  readonly submitting?: boolean;
  /** The server's errors by field; a consent's (`consents.<key>`) on its box. */
  readonly serverErrors?: Readonly<Record<string, readonly string[]>>;
  /**
   * The dealer's contact consents (`contact_marketing`, `contact_data_collection`), under the message
   * in the page's language: NO_CONSENT not shown, an optional one free, a required one must be ticked.
   */
  readonly consents?: readonly ConsentDefinition[] | undefined;
};

export type ContactModalProps = ContactModalRootOwnProps & ContactFormProps;

export const CONTACT_REQUEST_KINDS = ['contact', 'availability', 'eprice'] as const;
export type ContactRequestKind = (typeof CONTACT_REQUEST_KINDS)[number];

const KIND_TEXT: Readonly<
  Record<ContactRequestKind, { title: UiMessageId; text: UiMessageId; sent: UiMessageId }>
> = {
  contact: { title: 'ui.contact.title', text: 'ui.contact.text', sent: 'ui.contact.sent' },
  availability: {
    title: 'ui.contact.availability.title',
    text: 'ui.contact.availability.text',
    sent: 'ui.contact.availability.sent',
  },
  eprice: {
    title: 'ui.contact.eprice.title',
    text: 'ui.contact.eprice.text',
    sent: 'ui.contact.eprice.sent',
  },
};

/** The thank-you that replaces a sent form, with the way out. */
function Sent({ text }: { readonly text: string }): ReactNode {
  const t = useUiText();
  return (
    <Modal.Body>
      <p role="status" className={styles.sent}>
        {text}
      </p>
      <Modal.Close>
        <Button>{t('ui.common.close')}</Button>
      </Modal.Close>
    </Modal.Body>
  );
}

/** What the contact modal's parts share, set once on `ContactModal.Root`. */
type ContactContext = {
  readonly country: Country;
  readonly kind: ContactRequestKind;
  readonly sent: boolean;
};
const Context = createContext<ContactContext | null>(null);
const useContact = (): ContactContext => {
  const context = useContext(Context);
  if (context === null) throw new Error('ContactModal parts go inside ContactModal.Root');
  return context;
};

/** Which of the modal's props each part takes: the parts' prop types and the assembly read them. */
const ROOT_KEYS = [
  'open',
  'onOpenChange',
  'country',
  'kind',
  'vehicleName',
  'sent',
  'returnFocus',
] as const satisfies readonly (keyof ContactModalRootOwnProps)[];
const FORM_KEYS = [
  'initialValues',
  'onSubmit',
  'submitting',
  'serverErrors',
  'consents',
] as const satisfies readonly (keyof ContactFormProps)[];

export type ContactRootProps = ContactModalRootOwnProps & {
  /** `ContactModal.Form` and `ContactModal.Sent`: the form until sent, then the thank-you. */
  readonly children: ReactNode;
};

/** The modal: its title and text per request (the vehicle named), around the form or the thank-you. */
export function Root({
  open,
  onOpenChange,
  country,
  kind = 'contact',
  vehicleName,
  sent = false,
  returnFocus,
  children,
}: ContactRootProps): ReactNode {
  const t = useUiText();
  const text = KIND_TEXT[kind];
  const context = useMemo(() => ({ country, kind, sent }), [country, kind, sent]);
  const description = sent
    ? undefined
    : vehicleName
      ? `${t('ui.contact.about', { vehicle: vehicleName })} ${t(text.text)}`
      : t(text.text);
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={t(text.title)}
        description={description}
        {...(returnFocus ? { returnFocus } : {})}
        data-modal="contact"
      >
        <Context.Provider value={context}>{children}</Context.Provider>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The form: name, e-mail, optional phone and the message, with the send (until sent). */
export function ContactForm({
  initialValues,
  onSubmit,
  submitting = false,
  serverErrors,
  consents,
}: ContactFormProps): ReactNode {
  const { country, sent } = useContact();
  return sent ? null : (
    <FormFields
      country={country}
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitting={submitting}
      serverErrors={serverErrors}
      consents={consents}
    />
  );
}

function FormFields({
  country,
  initialValues,
  onSubmit,
  submitting,
  serverErrors,
  consents = [],
}: ContactFormProps & { readonly country: Country; readonly submitting: boolean }): ReactNode {
  const t = useUiText();
  const formConsents = useConsents(consents, serverErrors);
  const form = useForm<ContactValues>({
    items: CONTACT_FORM_ITEMS,
    initialValues: { ...EMPTY, ...initialValues },
    country,
    serverErrors,
    ...formConsents.formOptions,
    onSubmit: (values) => onSubmit(values, formConsents.given()),
  });
  return (
    <ModalForm form={form} submitLabel={t('ui.contact.send')} busy={submitting}>
      {/* Opens on its first field, as the postal-code and sign-in forms do. */}
      <PersonFields form={form} country={country} autoFocus />
      <MessageField {...form.field('message')} label={t('ui.contact.message')} />
      <ConsentBlock {...formConsents.block} showErrors={form.showErrors} />
    </ModalForm>
  );
}

/** The thank-you of the request, once sent. */
export function SentPart(): ReactNode {
  const t = useUiText();
  const { kind, sent } = useContact();
  return sent ? <Sent text={t(KIND_TEXT[kind].sent)} /> : null;
}

/** The props of `keys` that `props` has (an absent optional prop stays absent). */
const pick = <K extends keyof ContactModalProps>(
  props: ContactModalProps,
  keys: readonly K[],
): Pick<ContactModalProps, K> =>
  Object.fromEntries(keys.filter((key) => key in props).map((key) => [key, props[key]])) as Pick<
    ContactModalProps,
    K
  >;

/**
 * Contact the dealership: name, email, optional phone and a message; or ask for a vehicle's
 * availability or its ePrice.
 *
 * Compound parts, each taking only its own props: `<ContactModal.Root open onOpenChange country kind
 * vehicleName sent>` with `ContactModal.Form` and `ContactModal.Sent` inside. `<ContactModal {...props}>`
 * is the same modal assembled from one set of props.
 *
 * @deprecated The assembly from one set of props: compose `ContactModal.Root` and its parts instead.
 */
function ContactModalAll(props: ContactModalProps): ReactNode {
  return (
    <Root {...pick(props, ROOT_KEYS)}>
      <ContactForm {...pick(props, FORM_KEYS)} />
      <SentPart />
    </Root>
  );
}

export const ContactModal = Object.assign(ContactModalAll, { Root, Form: ContactForm, Sent: SentPart });

/**
 * The question's values: a signed-out shopper also gives their name and phone if they wish (both
 * optional: the dealership can then call back, found in a staff trial), a signed-in one the question.
 */
export type QuestionValues = {
  readonly email: string;
  readonly message: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly phone?: string;
};

export type QuestionModalProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly vehicleName: string;
  /** Signed-in shoppers are not asked for their email. */
  readonly signedIn: boolean;
  /** Called with valid values and the value of every consent shown (every required one true). */
  readonly onSubmit: (values: QuestionValues, consents: ConsentValues) => void;
  readonly submitting?: boolean;
  readonly sent?: boolean;
  /** The server's errors by field (`email`, `message`), shown on the fields. */
  readonly serverErrors?: Readonly<Record<string, readonly string[]>>;
  /** Where focus goes when the modal closes (it is opened by state, not by a trigger). */
  readonly returnFocus?: { readonly current: HTMLElement | null };
  /** The dealer's contact consents, as the contact modal's (`ContactFormProps.consents`). */
  readonly consents?: readonly ConsentDefinition[] | undefined;
  /** The dealer's country: the phone's format (CA by default). */
  readonly country?: Country | undefined;
};

/** Ask the dealership a question about a vehicle (POST /api/customer/customer-question/). */
export function QuestionModal({
  open,
  onOpenChange,
  vehicleName,
  signedIn,
  onSubmit,
  submitting = false,
  sent = false,
  serverErrors,
  returnFocus,
  consents = [],
  country = 'CA',
}: QuestionModalProps): ReactNode {
  const t = useUiText();
  const formConsents = useConsents(consents, serverErrors);
  const items = useMemo<ValidationItem[]>(
    () => [
      ...(signedIn
        ? []
        : [
            { field: 'first_name', rules: [rules.name()] },
            { field: 'last_name', rules: [rules.name()] },
            { field: 'email', rules: [rules.required(), rules.email()] },
            { field: 'phone', rules: [rules.phone()] },
          ]),
      { field: 'message', rules: [rules.required(), rules.maxLength(2000)] },
    ],
    [signedIn],
  );
  const form = useForm<Required<QuestionValues>>({
    items,
    initialValues: { first_name: '', last_name: '', email: '', phone: '', message: '' },
    country,
    serverErrors,
    ...formConsents.formOptions,
    onSubmit: (values) => onSubmit(values, formConsents.given()),
  });
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('ui.question.title')}
      description={sent ? undefined : t('ui.question.text', { vehicle: vehicleName })}
      name="question"
      returnFocus={returnFocus}
      form={form}
      submitLabel={t('ui.question.send')}
      busy={submitting}
      done={sent ? <Sent text={t('ui.contact.sent')} /> : null}
    >
      {signedIn ? null : (
        <>
          <PersonFields form={form} country={country} />
          <p className={styles.optional}>{t('ui.question.optional')}</p>
        </>
      )}
      <MessageField {...form.field('message')} label={t('ui.question.label')} />
      <ConsentBlock {...formConsents.block} showErrors={form.showErrors} />
    </FormModal>
  );
}
