import { CreditConsentStep } from '@storefront/ui';
import { type ReactNode, useState } from 'react';
import { callerActions } from '../../shared/api/http.ts';
import { useCreditApp } from './context.ts';

/** The version of the consent texts; stored with the consent so the dealer can show what was agreed to. */
export const CREDIT_CONSENT_VERSION = 'credit-check-2026-11';

/** consent/: the credit check (required), offers and electronic messages (optional): the kit's CreditConsentStep. */
export function ConsentStep(): ReactNode {
  const app = useCreditApp();
  const [serverError, setServerError] = useState<readonly string[] | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const primary = app.application.primaryApplication;
  return (
    <CreditConsentStep
      initialValues={{
        creditCheck: app.application.consent?.credit_check === true,
        marketing: primary.consent_marketing_info_enc === true,
        electronic: primary.consent_electronic_communication_enc === true,
      }}
      busy={busy}
      serverError={serverError}
      onSubmit={async (values) => {
        setBusy(true);
        try {
          await app.save({
            consent: {
              credit_check: true,
              marketing: values.marketing,
              electronic_communication: values.electronic,
              text_version: CREDIT_CONSENT_VERSION,
            },
            primaryApplication: {
              consent_marketing_info_enc: values.marketing,
              consent_electronic_communication_enc: values.electronic,
            },
          });
          app.goTo('acknowledgement');
        } catch (error) {
          for (const action of callerActions(error)) {
            if (action.type === 'field-errors' && action.fieldErrors['consent.credit_check']) {
              setServerError(action.fieldErrors['consent.credit_check']);
            }
          }
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
