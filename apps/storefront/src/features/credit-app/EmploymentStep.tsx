import type { CreditAppParty } from '@storefront/domain';
import { CreditEmploymentFields, CreditStepForm } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useCreditApp } from './context.ts';
import { useStepForm } from './useStepForm.ts';

/** employment/ (and co-applicant/employment/): job or retirement, previous job under two years, income (the kit's fields). */
export function EmploymentStep({ party = 'primary' }: { party?: CreditAppParty }): ReactNode {
  const app = useCreditApp();
  const step = party === 'co' ? 'coapplicant-employment-info' : 'employment-info';
  const { form, busy } = useStepForm('employment', party, step, ['other_income_description_enc']);
  return (
    <CreditStepForm step={step} form={form} busy={busy}>
      <CreditEmploymentFields form={form} country={app.rules.country} />
    </CreditStepForm>
  );
}
