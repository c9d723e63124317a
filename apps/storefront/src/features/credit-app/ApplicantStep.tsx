import type { CreditAppParty } from '@storefront/domain';
import { CreditApplicantFields, CreditStepForm } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useCreditApp } from './context.ts';
import { useStepForm } from './useStepForm.ts';

/** applicant/ (and co-applicant/): who applies, with the dealer's required fields and the SIN or SSN (the kit's fields). */
export function ApplicantStep({ party = 'primary' }: { party?: CreditAppParty }): ReactNode {
  const app = useCreditApp();
  // The co-applicant box is one of the form's values, so that it is kept with what was typed.
  const { form, busy } = useStepForm(
    'applicant',
    party,
    party === 'co' ? 'coapplicant-info' : 'applicant-info',
    party === 'co' ? [] : ['has_co_applicant'],
    party === 'co' ? undefined : (values) => ({ has_co_applicant: values.has_co_applicant === 'true' }),
  );
  return (
    <CreditStepForm
      step={party === 'co' ? 'coapplicant-info' : 'applicant-info'}
      hasCoApplicant={app.application.primaryApplication.has_co_applicant}
      form={form}
      busy={busy}
    >
      <CreditApplicantFields form={form} country={app.rules.country} party={party} />
    </CreditStepForm>
  );
}
