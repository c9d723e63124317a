import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import type { PaymentFrequency, PaymentType } from '../internal/domain.ts';
import { COUNTRY_FEATURES, isFrequencyValid, MAX_PRICE_CENTS, rules } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useToast } from '../Toast/Toast.tsx';
import { moneyInputText, parseMoneyInput } from './moneyInput.ts';
import * as styles from './PaymentConfigurator.css.ts';

/** Capitalised label of each frequency as an option ("Bi-weekly"). */
export const FREQUENCY_OPTION_LABEL: Readonly<Record<PaymentFrequency, UiMessageId>> = {
  weekly: 'deal.frequency.option.weekly',
  biweekly: 'deal.frequency.option.biweekly',
  monthly: 'deal.frequency.option.monthly',
  semimonthly: 'deal.frequency.option.semimonthly',
};

/** The shopper's choices for the selected payment type (the pricing request fields). */
export type PaymentConfiguratorValues = {
  /** Term in months. */
  readonly term: number | null;
  /** Down payment, integer cents; null when blank. */
  readonly downPaymentCents: number | null;
  readonly frequency: PaymentFrequency | null;
  /** Yearly distance allowance (lease), in the country's unit. */
  readonly distanceAllowance: number | null;
  /** Credit score tier id (USA only). */
  readonly creditScore: string | null;
  readonly includeTax: boolean;
};

/** Fields of the configurator that can carry an error (server 400 field errors, by the API's names). */
export const PAYMENT_FIELDS = [
  'term',
  'down_payment',
  'payment_frequency',
  'distance_allowance',
  'credit_score',
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export type PaymentConfiguratorProps = {
  readonly paymentType: PaymentType;
  readonly values: PaymentConfiguratorValues;
  /** Called with the changed fields; the app debounces the pricing refresh (500 ms). */
  readonly onChange: (patch: Partial<PaymentConfiguratorValues>) => void;
  /** Term choices of the payment details (`term_choices`). */
  readonly termChoices?: readonly { readonly value: number; readonly title: string }[];
  /** Allowed frequencies of the payment details (`payment_frequency_choices`); empty while they load. */
  readonly frequencyChoices?: readonly { readonly value: PaymentFrequency }[];
  /** Yearly distance allowances offered for a lease, in the country's unit. */
  readonly distanceChoices?: readonly number[];
  /** Credit score tiers (USA dealers only; ignored for Canada). */
  readonly creditScoreChoices?: readonly { readonly id: string; readonly label: string }[];
  /** Trade-in credit and amount owing, integer cents; null when the deal has no trade-in. */
  readonly tradeIn?: { readonly creditCents: number; readonly owingCents: number } | null;
  /**
   * A trade-in not yet in the deal: valued and saved but not sent (its estimate, integer cents), sent
   * and awaiting the dealer's offer, or an offer (integer cents) awaiting the shopper's answer. Shown
   * instead of "No trade-in", with "View trade-in".
   */
  readonly tradeInPending?: {
    readonly vehicle: string;
    readonly status: 'draft' | 'awaiting_dealer' | 'awaiting_customer';
    readonly offerCents?: number | null;
    readonly estimateCents?: number | null;
  } | null;
  /** Shows "Edit trade-in" (or "Add a trade-in" without one). */
  readonly onEditTradeIn?: () => void;
  /** Field errors (server 400, `non_field_errors` already merged into `payment_frequency`): message ids or text. */
  readonly errors?: Partial<Record<PaymentField, string>>;
  /**
   * Called once when the selected frequency is not among the allowed choices (cash is always valid);
   * the app shows the persistent toast (see `useInvalidFrequencyToast`) and expands the pricing header
   * unless on the configure-payment step.
   */
  readonly onInvalidFrequency?: (paymentType: PaymentType, frequency: PaymentFrequency | null) => void;
  /** Disables every control (while the payment method changes). */
  readonly disabled?: boolean;
  /**
   * Whether "include taxes in my payment" can change anything: not for a lease whose taxes are all
   * paid at signing (Texas), where no tax is in or added to the payments. Default true.
   */
  readonly includeTaxApplies?: boolean;
};

/**
 * The payment configuration of finance, lease or cash: term, down payment, frequency, yearly
 * distance (lease), credit score tier (USA), include-tax switch and trade-in lines. Every change goes
 * out through `onChange`; the payment is recalculated by the app. State: `data-payment-type`,
 * `data-invalid-frequency`.
 */
export function PaymentConfigurator({
  paymentType,
  values,
  onChange,
  termChoices = [],
  frequencyChoices = [],
  distanceChoices = [],
  creditScoreChoices = [],
  tradeIn = null,
  tradeInPending = null,
  onEditTradeIn,
  errors = {},
  onInvalidFrequency,
  disabled = false,
  includeTaxApplies = true,
}: PaymentConfiguratorProps): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  const isCash = paymentType === 'cash';
  // Without choices (not loaded yet) there is nothing to check against.
  const frequencyValid =
    frequencyChoices.length === 0 || isFrequencyValid(paymentType, values.frequency, frequencyChoices);

  // Report an invalid frequency once per payment type and frequency.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const key = `${paymentType}:${values.frequency ?? ''}`;
    if (frequencyValid) reported.current = null;
    else if (reported.current !== key) {
      reported.current = key;
      onInvalidFrequency?.(paymentType, values.frequency);
    }
  }, [frequencyValid, paymentType, values.frequency, onInvalidFrequency]);

  const showCreditScore = COUNTRY_FEATURES[format.country].creditScores && creditScoreChoices.length > 0;
  const frequencyError =
    errors.payment_frequency ?? (frequencyValid ? undefined : 'deal.payment.frequency.invalid');

  return (
    <form
      className={styles.form}
      aria-label={t('deal.payment.configurator.label')}
      data-payment-type={paymentType}
      data-invalid-frequency={frequencyValid ? undefined : ''}
      onSubmit={(event) => event.preventDefault()}
    >
      {isCash ? null : (
        <div className={styles.grid}>
          <SelectField
            name="term"
            label={t('deal.payment.term.label')}
            options={termChoices.map((c) => ({ id: String(c.value), label: c.title }))}
            value={values.term === null ? null : String(values.term)}
            onChange={(id) => onChange({ term: id === null ? null : Number(id) })}
            serverError={errors.term}
            isDisabled={disabled}
          />
          <DownPaymentField
            cents={values.downPaymentCents}
            onCommit={(downPaymentCents) => onChange({ downPaymentCents })}
            serverError={errors.down_payment}
            disabled={disabled}
          />
          {paymentType === 'lease' && distanceChoices.length > 0 ? (
            <SelectField
              name="distance_allowance"
              label={t(
                format.distanceUnit === 'mi' ? 'deal.payment.distance.mi' : 'deal.payment.distance.km',
              )}
              options={distanceChoices.map((d) => ({
                id: String(d),
                label: t('deal.payment.distance.perYear', { distance: format.distance(d) }),
              }))}
              value={values.distanceAllowance === null ? null : String(values.distanceAllowance)}
              onChange={(id) => onChange({ distanceAllowance: id === null ? null : Number(id) })}
              serverError={errors.distance_allowance}
              isDisabled={disabled}
            />
          ) : null}
          {showCreditScore ? (
            <SelectField
              name="credit_score"
              label={t('deal.payment.creditScore.label')}
              description={t('deal.payment.creditScore.help')}
              options={creditScoreChoices}
              value={values.creditScore}
              onChange={(creditScore) => onChange({ creditScore })}
              serverError={errors.credit_score}
              isDisabled={disabled}
            />
          ) : null}
        </div>
      )}
      {isCash ? null : (
        <RadioGroup
          name="payment_frequency"
          label={t('deal.payment.frequency.label')}
          orientation="horizontal"
          options={frequencyChoices.map((c) => ({ id: c.value, label: t(FREQUENCY_OPTION_LABEL[c.value]) }))}
          value={frequencyValid ? values.frequency : null}
          onChange={(id) => {
            const next = frequencyChoices.find((c) => c.value === id);
            if (next !== undefined) onChange({ frequency: next.value });
          }}
          serverError={frequencyError}
          showErrors
          isDisabled={disabled}
        />
      )}
      {includeTaxApplies ? (
        <Switch
          name="include_tax"
          checked={values.includeTax}
          onChange={(includeTax) => onChange({ includeTax })}
          isDisabled={disabled}
        >
          {t(isCash ? 'deal.payment.includeTax.cash' : 'deal.payment.includeTax')}
        </Switch>
      ) : null}
      {/* Hidden when there is no trade-in and no way to add one: no dead end for the shopper. */}
      <section
        className={styles.tradeIn}
        aria-label={t('deal.payment.tradeIn.title')}
        hidden={tradeIn === null && tradeInPending === null && onEditTradeIn === undefined}
      >
        <h3 className={deal.subheading}>{t('deal.payment.tradeIn.title')}</h3>
        {tradeIn === null && tradeInPending !== null ? (
          <p>
            {tradeInPending.status === 'awaiting_customer' && tradeInPending.offerCents != null
              ? t('deal.payment.tradeIn.offered', {
                  vehicle: tradeInPending.vehicle,
                  amount: format.money(tradeInPending.offerCents),
                })
              : tradeInPending.status === 'draft'
                ? tradeInPending.estimateCents != null
                  ? t('deal.payment.tradeIn.valued', {
                      vehicle: tradeInPending.vehicle,
                      amount: format.money(tradeInPending.estimateCents),
                    })
                  : t('deal.payment.tradeIn.notSent', { vehicle: tradeInPending.vehicle })
                : t('deal.payment.tradeIn.withDealer', { vehicle: tradeInPending.vehicle })}
          </p>
        ) : tradeIn === null ? (
          <p className={deal.muted}>{t('deal.payment.tradeIn.none')}</p>
        ) : (
          <dl className={deal.dl}>
            <div className={deal.figureRow}>
              <dt>{t('deal.payment.tradeIn.credit')}</dt>
              <dd className={`${deal.dd} ${deal.figure}`}>
                {t('deal.payment.differenceDown', { amount: format.money(tradeIn.creditCents) })}
              </dd>
            </div>
            <div className={deal.figureRow}>
              <dt>{t('deal.payment.tradeIn.owing')}</dt>
              <dd className={`${deal.dd} ${deal.figure}`}>{format.money(tradeIn.owingCents)}</dd>
            </div>
            {/* Owing more than its value: the difference is added to what the shopper finances. */}
            {tradeIn.owingCents > tradeIn.creditCents ? (
              <div className={deal.figureRow} data-figure="negative-equity">
                <dt>{t('deal.payment.tradeIn.negativeEquity')}</dt>
                <dd className={`${deal.dd} ${deal.figure}`}>
                  {format.money(tradeIn.owingCents - tradeIn.creditCents)}
                </dd>
              </div>
            ) : null}
          </dl>
        )}
        {onEditTradeIn === undefined ? null : (
          <div>
            <Button variant="outline" size="sm" onClick={onEditTradeIn} disabled={disabled}>
              {t(
                tradeIn !== null
                  ? 'deal.payment.tradeIn.edit'
                  : tradeInPending !== null
                    ? 'deal.payment.tradeIn.view'
                    : 'deal.payment.tradeIn.add',
              )}
            </Button>
          </div>
        )}
      </section>
    </form>
  );
}

/** Down payment typed in dollars; every valid amount goes out as cents (the app debounces). */
function DownPaymentField({
  cents,
  onCommit,
  serverError,
  disabled,
}: {
  readonly cents: number | null;
  readonly onCommit: (cents: number | null) => void;
  readonly serverError: string | undefined;
  readonly disabled: boolean;
}): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  const { locale } = format;
  const [text, setText] = useState(() => moneyInputText(cents, locale));
  // A new amount from outside (another payment type, the server) replaces the text.
  useEffect(
    () =>
      setText((current) =>
        parseMoneyInput(current, locale) === cents ? current : moneyInputText(cents, locale),
      ),
    [cents, locale],
  );
  const amountRules = useMemo(
    () => [
      rules.custom(
        'down_payment',
        (value) => !Number.isNaN(parseMoneyInput(String(value ?? ''), locale)),
        'deal.payment.downPayment.invalid',
      ),
      rules.custom(
        'down_payment',
        (value) => !((parseMoneyInput(String(value ?? ''), locale) ?? 0) > MAX_PRICE_CENTS),
        t('deal.payment.downPayment.tooLarge', { max: format.money(MAX_PRICE_CENTS) }),
      ),
    ],
    [locale, t, format],
  );
  // While the text cannot be priced, the payment beside it is still the last amount's: say which.
  const typed = parseMoneyInput(text, locale);
  const unpriced = Number.isNaN(typed) || (typed ?? 0) > MAX_PRICE_CENTS;
  return (
    <TextField
      name="down_payment"
      label={t('deal.payment.downPayment.label')}
      description={
        unpriced
          ? t('deal.payment.downPayment.shownFor', { amount: format.money(cents ?? 0) })
          : t('deal.payment.downPayment.help')
      }
      value={text}
      onChange={(next) => {
        setText(next);
        const nextCents = parseMoneyInput(next, locale);
        // Only amounts that can be priced go out: not a word, not past the largest price.
        if (!Number.isNaN(nextCents) && (nextCents ?? 0) <= MAX_PRICE_CENTS && nextCents !== cents)
          onCommit(nextCents);
      }}
      inputMode="decimal"
      rules={amountRules}
      serverError={serverError}
      isDisabled={disabled}
    />
  );
}

/**
 * Shows the spec's invalid-frequency toast ("previous option invalid, select a new option"): an
 * error toast that stays open until dismissed with its X. Pass it as `onInvalidFrequency`.
 */
export function useInvalidFrequencyToast(): () => void {
  const toast = useToast();
  const t = useUiText();
  return () => {
    toast.show({
      id: 'deal-invalid-frequency',
      kind: 'error',
      duration: null,
      message: t('deal.payment.frequency.invalidToast'),
    });
  };
}
