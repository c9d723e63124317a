import { CreditConsentStep } from '@storefront/ui';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { callerActions } from '../../shared/api/http.ts';
import { failedWithoutAnswer } from '../../shared/api/serverErrors.ts';
import { notSavedText } from '../../shared/forms/NotSaved.tsx';
import { postCta } from '../embedding/deferred.ts';
import { useCreditApp } from './context.ts';

/** The version of the consent texts; stored with the consent so the dealer can show what was agreed to. */
export const CREDIT_CONSENT_VERSION = 'credit-check-2026-11';
/**
 * The version of the dealer review's texts (the embedded decision system: no credit bureau, so the
 * required consent is to the dealership's review and its lenders later, not to a credit report).
 */
export const DEALER_REVIEW_CONSENT_VERSION = 'dealer-review-2026-12';

/**
 * consent/: the credit check (required; with the dealer review, the review and the dealer's lenders
 * instead: no credit report is obtained), offers and electronic messages (optional): the kit's
 * CreditConsentStep.
 */
export function ConsentStep(): ReactNode {
  const app = useCreditApp();
  const [serverError, setServerError] = useState<readonly string[] | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const intl = useIntl();
  const dealerReview = app.application.system.id === 'dealer-review';
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
      decision={dealerReview ? 'dealer-review' : 'bureau'}
      formError={formError}
      onSubmit={async (values) => {
        setBusy(true);
        setFormError(undefined);
        postCta('start_credit_application', app.vehicleId);
        try {
          await app.save({
            consent: {
              credit_check: true,
              marketing: values.marketing,
              electronic_communication: values.electronic,
              text_version: dealerReview ? DEALER_REVIEW_CONSENT_VERSION : CREDIT_CONSENT_VERSION,
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
          if (failedWithoutAnswer(error)) setFormError(notSavedText(intl, 'creditApp.continue'));
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
