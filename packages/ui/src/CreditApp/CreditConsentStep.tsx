import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { ConsentBlock } from '../ConsentBlock/ConsentBlock.tsx';
import type { ConsentDefinition, Language } from '../internal/domain.ts';
import * as styles from './CreditApp.css.ts';
import { CreditStepPage } from './CreditStep.tsx';
import { useCreditText } from './text.ts';

/** The consents' keys, as the dealer stores them with the application. */
export const CREDIT_CONSENT_KEYS = {
  credit: 'credit_check_data_collection',
  marketing: 'credit_offers_marketing',
  electronic: 'electronic_communication_marketing',
} as const;

/** What the shopper agreed to: the credit check (required), offers and electronic messages (optional). */
export type CreditConsentValues = {
  readonly creditCheck: boolean;
  readonly marketing: boolean;
  readonly electronic: boolean;
};

export type CreditConsentStepProps = {
  /** The consents saved before (all false the first time). */
  readonly initialValues: CreditConsentValues;
  /** Called once the credit check is agreed to, with the three answers. */
  readonly onSubmit: (values: CreditConsentValues) => void;
  readonly busy?: boolean;
  /** The server's refusal of the credit check's consent, shown on its box until it changes. */
  readonly serverError?: readonly string[] | undefined;
  /**
   * What the application's decision system does with it: `bureau` (the default) obtains a credit
   * report, so the required consent asks for it; `dealer-review` (the dealership decides itself, no
   * bureau) asks leave to review the application and pass it to the dealer's lenders, and says no
   * credit report is obtained.
   */
  readonly decision?: 'bureau' | 'dealer-review';
  /** The form's own error (nothing sent: offline), said under the button. */
  readonly formError?: string | undefined;
};

/**
 * consent/: the credit check (required: a submit without it shows the box's error and moves focus to
 * it), financing offers and electronic messages (optional), on the kit's `ConsentBlock`.
 */
export function CreditConsentStep({
  initialValues,
  onSubmit,
  busy = false,
  serverError,
  decision = 'bureau',
  formError,
}: CreditConsentStepProps): ReactNode {
  const t = useCreditText();
  const intl = useIntl();
  const language = intl.locale.slice(0, 2) as Language;
  const definitions: ConsentDefinition[] = [
    {
      key: CREDIT_CONSENT_KEYS.credit,
      enabled: 'REQUIRED_CONSENT',
      text: {
        [language]: t(
          decision === 'dealer-review'
            ? 'creditApp.consent.creditCheckDealerReview'
            : 'creditApp.consent.creditCheck',
        ),
      },
    },
    {
      key: CREDIT_CONSENT_KEYS.marketing,
      enabled: 'OPTIONAL_CONSENT',
      text: { [language]: t('creditApp.consent.marketing') },
    },
    {
      key: CREDIT_CONSENT_KEYS.electronic,
      enabled: 'OPTIONAL_CONSENT',
      text: { [language]: t('creditApp.consent.electronic') },
    },
  ];
  const [values, setValues] = useState<Record<string, boolean>>({
    [CREDIT_CONSENT_KEYS.credit]: initialValues.creditCheck,
    [CREDIT_CONSENT_KEYS.marketing]: initialValues.marketing,
    [CREDIT_CONSENT_KEYS.electronic]: initialValues.electronic,
  });
  const [showErrors, setShowErrors] = useState(false);
  // The server's refusal shows until the shopper changes a box.
  const [refusal, setRefusal] = useState(serverError);
  const [seen, setSeen] = useState(serverError);
  if (serverError !== seen) {
    setSeen(serverError);
    setRefusal(serverError);
  }
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (formError) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [formError]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!values[CREDIT_CONSENT_KEYS.credit]) {
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLInputElement>(`input[name="${CREDIT_CONSENT_KEYS.credit}"]`)
          ?.focus(),
      );
      return;
    }
    if (busy) return;
    onSubmit({
      creditCheck: true,
      marketing: values[CREDIT_CONSENT_KEYS.marketing] === true,
      electronic: values[CREDIT_CONSENT_KEYS.electronic] === true,
    });
  };
  return (
    <CreditStepPage step="applicant-consent">
      <p>{t('creditApp.consent.intro')}</p>
      <form ref={formRef} noValidate onSubmit={submit} className={styles.stack}>
        <ConsentBlock
          definitions={definitions}
          values={values}
          onChange={(key, value) => {
            setValues((v) => ({ ...v, [key]: value }));
            setRefusal(undefined);
          }}
          language={language}
          showErrors={showErrors}
          serverErrors={refusal ? { [CREDIT_CONSENT_KEYS.credit]: refusal } : {}}
          legend={t('creditApp.consent.legend')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('creditApp.continue')}
          </Button>
        </div>
        {formError ? (
          <p ref={errorRef} role="alert" className={styles.errors}>
            {formError}
          </p>
        ) : null}
      </form>
    </CreditStepPage>
  );
}
