import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { inputMask } from '../Field/masks.ts';
import { type FormServerErrors, useForm } from '../Form/useForm.ts';
import { type Country, rules, type ValidationItem } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { SelectField, type SelectOption } from '../SelectField/SelectField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { billingPlace, withPostalCode, withProvince } from './billingPlace.ts';
import * as styles from './Deposit.css.ts';
import { DepositDetails } from './DepositDetails.tsx';
import { useDepositMoney } from './format.ts';
import type { DepositAmounts } from './types.ts';

/** The deposit form's own fields (spec 2 §3); the card is the processor's (the `card` slot). */
export type DepositBillingValues = Record<
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'address_line_1'
  | 'address_line_2'
  | 'city'
  | 'postal_code'
  | 'province'
  | 'cardholder_name',
  string
>;

const EMPTY: DepositBillingValues = {
  first_name: '',
  last_name: '',
  phone: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  postal_code: '',
  province: '',
  cardholder_name: '',
};

/** Every field but the second address line is required; the server checks the rest (its geo validation). */
const ITEMS: readonly ValidationItem[] = (Object.keys(EMPTY) as (keyof DepositBillingValues)[]).map(
  (field) => ({
    field,
    rules: field === 'address_line_2' ? [] : [rules.required()],
  }),
);

export type DepositFormProps = {
  /** The dealer's country: province or state, postal or ZIP code, the phone's and the code's masks. */
  readonly country: Country;
  /** The provinces (or states) the picker offers; empty while they load. */
  readonly provinces: readonly SelectOption[];
  /**
   * What the form starts from (the shopper's profile, the postal code already given); a postal code
   * with no province fills the province it names.
   */
  readonly initialValues?: Partial<DepositBillingValues> | undefined;
  /** The server's 400 field errors (its geo validation's province or postal code): under their fields. */
  readonly serverErrors?: FormServerErrors | undefined;
  /** Called with the values once every field's rules pass; the app then tokenises the card and pays. */
  readonly onSubmit: (values: DepositBillingValues) => void;
  /** Called on every press of the pay button, before the rules run: the app checks its card field. */
  readonly onAttempt?: (() => void) | undefined;
  /** The vehicle the deposit reserves. */
  readonly vehicleName?: string | undefined;
  /** The dealer's deposit (its amounts and method); null while it loads. */
  readonly details?: DepositAmounts | null | undefined;
  /** The payments are the sandbox's: said so, with its test cards. */
  readonly sandbox?: boolean | undefined;
  /** The processor's card field (the sandbox's card inputs, or the processor's own element). */
  readonly card: ReactNode;
  /** Why the payment did not go through (a decline, in the page's language): beside the card, focused. */
  readonly paymentError?: string | null | undefined;
  /** Another shopper reserved the vehicle first: said, and the pay button disabled. */
  readonly reserved?: boolean | undefined;
  /** A payment under way. */
  readonly busy?: boolean | undefined;
  /** The card's authentication step (a `DepositChallenge`), in place of the pay button. */
  readonly challenge?: ReactNode;
  /**
   * The submit button's words when it does not pay yet (a checkout that reviews the deposit on a page of
   * its own); by default "Pay {amount} deposit".
   */
  readonly submitLabel?: string | undefined;
};

/**
 * The deposit's place step (spec 2 §2, §3): the title and vehicle, the amounts, then the shopper's
 * contact details, billing address and card, each a section. The postal code comes before the
 * province, which it fills by the server's geo rule until the shopper chooses one. Required fields are
 * checked on the pay button (focus on the first one missing); the server's field errors show under
 * their fields with everything typed kept; a declined payment is said beside the card and takes focus.
 * `data-state`: ready, busy, declined, reserved or challenge.
 */
export function DepositForm({
  country,
  provinces,
  initialValues,
  serverErrors,
  onSubmit,
  onAttempt,
  vehicleName,
  details,
  sandbox = false,
  card,
  paymentError,
  reserved = false,
  busy = false,
  challenge,
  submitLabel,
}: DepositFormProps): ReactNode {
  const t = useUiText();
  const money = useDepositMoney();
  const titleId = useId();
  const offered = provinces.map((p) => p.id);
  const [start] = useState(() => {
    const values = { ...EMPTY, ...initialValues };
    const place = values.province
      ? { postal_code: values.postal_code, province: values.province, provinceFromPostalCode: false }
      : billingPlace(values.postal_code, country, offered);
    return {
      values: { ...values, postal_code: place.postal_code, province: place.province },
      fromPostalCode: place.provinceFromPostalCode,
    };
  });
  const [fromPostalCode, setFromPostalCode] = useState(start.fromPostalCode);
  const form = useForm<DepositBillingValues>({
    items: ITEMS,
    initialValues: start.values,
    country,
    serverErrors,
    onSubmit,
  });
  const place = {
    postal_code: form.values.postal_code,
    province: form.values.province,
    provinceFromPostalCode: fromPostalCode,
  };
  const setPlace = (next: typeof place) => {
    form.set('postal_code')(next.postal_code);
    form.set('province')(next.province);
    setFromPostalCode(next.provinceFromPostalCode);
  };
  // The code already given fills the province once the country and its list are known.
  const offeredKey = offered.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the country and the list are known
  useEffect(() => {
    if (offered.length > 0) setPlace(withPostalCode(place, place.postal_code, country, offered));
  }, [country, offeredKey]);

  const errorRef = useRef<HTMLParagraphElement>(null);
  // Focus follows what was rendered: the decline, once it is on the page.
  useEffect(() => {
    if (paymentError) errorRef.current?.focus();
  }, [paymentError]);

  const us = country === 'US';
  const text = (
    name: Exclude<keyof DepositBillingValues, 'postal_code' | 'province'>,
    autoComplete: string,
  ) => (
    <TextField
      {...form.field(name)}
      label={t(`deposit.field.${name}`)}
      autoComplete={autoComplete}
      {...(name === 'phone' ? { mask: inputMask('phone', country), type: 'tel' as const } : {})}
    />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onAttempt?.();
    form.formProps.onSubmit(event);
  };
  const state = challenge
    ? 'challenge'
    : reserved
      ? 'reserved'
      : busy
        ? 'busy'
        : paymentError
          ? 'declined'
          : 'ready';

  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      data-testid="deposit-place"
      data-state={state}
    >
      <h1 id={titleId}>{t('deposit.title')}</h1>
      {vehicleName ? <p>{vehicleName}</p> : null}
      {details ? <DepositDetails details={details} /> : null}
      {reserved ? (
        <p role="alert" data-testid="deposit-reserved">
          {t('deposit.reserved')}
        </p>
      ) : null}
      <form
        ref={form.formProps.ref}
        noValidate
        onSubmit={submit}
        className={styles.form}
        aria-labelledby={titleId}
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('deposit.contact')}</legend>
          <div className={styles.fields}>
            {text('first_name', 'given-name')}
            {text('last_name', 'family-name')}
            {text('phone', 'tel-national')}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('deposit.billing')}</legend>
          <div className={styles.fields}>
            {text('address_line_1', 'address-line1')}
            {text('address_line_2', 'address-line2')}
            {text('city', 'address-level2')}
            {/* Before the province, which it fills in. */}
            <TextField
              {...form.field('postal_code')}
              label={t(us ? 'deposit.field.zip' : 'deposit.field.postal_code')}
              onChange={(value) => setPlace(withPostalCode(place, value, country, offered))}
              mask={inputMask('postalCode', country)}
              autoComplete="postal-code"
            />
            <SelectField
              {...form.field('province')}
              label={t(us ? 'deposit.field.state' : 'deposit.field.province')}
              options={provinces}
              placeholder={t(us ? 'deposit.field.state.placeholder' : 'deposit.field.province.placeholder')}
              value={form.values.province || null}
              onChange={(value) => setPlace(withProvince(place, value ?? ''))}
            />
          </div>
        </fieldset>
        <fieldset className={styles.group} data-testid="deposit-card">
          <legend className={styles.legend}>{t('deposit.card')}</legend>
          {sandbox ? <DepositSandboxNotice /> : null}
          <div className={styles.fields}>
            {text('cardholder_name', 'cc-name')}
            {card}
          </div>
          {paymentError ? (
            <p role="alert" tabIndex={-1} ref={errorRef} data-testid="deposit-payment-error">
              {paymentError}
            </p>
          ) : null}
        </fieldset>
        {challenge ?? (
          <Button type="submit" loading={busy} disabled={reserved} className={styles.submit}>
            {submitLabel ??
              (details
                ? t('deposit.submit', { amount: money(details.deposit_total, details.currency) })
                : t('deposit.submitPlain'))}
          </Button>
        )}
      </form>
    </section>
  );
}

/** The sandbox processor's notice: no money moves, and its test cards. */
export function DepositSandboxNotice(): ReactNode {
  const t = useUiText();
  return (
    <p role="note" data-testid="sandbox-notice">
      {t('deposit.sandbox')}
    </p>
  );
}

export type DepositChallengeProps = {
  /** What the bank is asked to confirm, in cents, and its currency. */
  readonly amount: number;
  readonly currency: string;
  readonly onComplete: () => void;
  readonly onFail: () => void;
  /** The answer is being sent. */
  readonly busy?: boolean | undefined;
};

/**
 * The sandbox's stand-in for the bank's authentication page (a card that asks for it): its heading
 * takes focus when it opens; the shopper completes or fails it.
 */
export function DepositChallenge({
  amount,
  currency,
  onComplete,
  onFail,
  busy = false,
}: DepositChallengeProps): ReactNode {
  const t = useUiText();
  const money = useDepositMoney();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      className={styles.card}
      aria-labelledby={id}
      data-testid="deposit-challenge"
      data-busy={busy || undefined}
    >
      <h2 id={id} tabIndex={-1} ref={heading}>
        {t('deposit.challenge.title')}
      </h2>
      <p>{t('deposit.challenge.text', { amount: money(amount, currency) })}</p>
      <Button onClick={onComplete} disabled={busy}>
        {t('deposit.challenge.complete')}
      </Button>
      <Button variant="outline" onClick={onFail} disabled={busy}>
        {t('deposit.challenge.fail')}
      </Button>
    </section>
  );
}
