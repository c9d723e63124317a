import type { ConsentDefinition } from '@storefront/domain';
import { Button, ConsentBlock } from '@storefront/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callerActions } from '../../shared/api/http.ts';
import { useCreditApp } from './context.ts';
import * as styles from './creditApp.css.ts';

/** The version of the consent texts below; stored with the consent so the dealer can show what was agreed to. */
export const CREDIT_CONSENT_VERSION = 'credit-check-2026-11';

const KEYS = {
  credit: 'credit_check_data_collection',
  marketing: 'credit_offers_marketing',
  electronic: 'electronic_communication_marketing',
} as const;

/** consent/: the credit check (required), offers and electronic messages (optional). */
export function ConsentStep(): ReactNode {
  const app = useCreditApp();
  const intl = useIntl();
  const text = (id: string) => ({ [intl.locale.slice(0, 2)]: intl.formatMessage({ id }) });
  const definitions: ConsentDefinition[] = [
    { key: KEYS.credit, enabled: 'REQUIRED_CONSENT', text: text('creditApp.consent.creditCheck') },
    { key: KEYS.marketing, enabled: 'OPTIONAL_CONSENT', text: text('creditApp.consent.marketing') },
    { key: KEYS.electronic, enabled: 'OPTIONAL_CONSENT', text: text('creditApp.consent.electronic') },
  ];
  const given = app.application.consent?.credit_check === true;
  const [values, setValues] = useState<Record<string, boolean>>({
    [KEYS.credit]: given,
    [KEYS.marketing]: app.application.primaryApplication.consent_marketing_info_enc === true,
    [KEYS.electronic]: app.application.primaryApplication.consent_electronic_communication_enc === true,
  });
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!values[KEYS.credit]) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>(`input[name="${KEYS.credit}"]`)?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      await app.save({
        consent: {
          credit_check: true,
          marketing: values[KEYS.marketing] === true,
          electronic_communication: values[KEYS.electronic] === true,
          text_version: CREDIT_CONSENT_VERSION,
        },
        primaryApplication: {
          consent_marketing_info_enc: values[KEYS.marketing] === true,
          consent_electronic_communication_enc: values[KEYS.electronic] === true,
        },
      });
      app.goTo('acknowledgement');
    } catch (error) {
      for (const action of callerActions(error)) {
        if (action.type === 'field-errors' && action.fieldErrors['consent.credit_check']) {
          setServerErrors({ [KEYS.credit]: action.fieldErrors['consent.credit_check'] });
        }
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.form} aria-labelledby="credit-app-step-title">
      <h1 id="credit-app-step-title">
        <FormattedMessage id="creditApp.step.applicant-consent" />
      </h1>
      <p>
        <FormattedMessage id="creditApp.consent.intro" />
      </p>
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
        <ConsentBlock
          definitions={definitions}
          values={values}
          onChange={(key, value) => {
            setValues((v) => ({ ...v, [key]: value }));
            setServerErrors({});
          }}
          language={intl.locale.slice(0, 2) as 'en' | 'fr'}
          showErrors={showErrors}
          serverErrors={serverErrors}
          legend={intl.formatMessage({ id: 'creditApp.consent.legend' })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            <FormattedMessage id="creditApp.continue" />
          </Button>
        </div>
      </form>
    </section>
  );
}
