import { applicantTitleId, type CreditAppParty } from '@storefront/domain';
import { Checkbox, inputMask } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCreditApp } from './context.ts';
import * as styles from './creditApp.css.ts';
import { Choice, Text } from './FormFields.tsx';
import { StepFrame } from './StepFrame.tsx';
import { insuranceNumberMask } from './steps.ts';
import { useStepForm } from './useStepForm.ts';

const SALUTATIONS = ['mr', 'ms', 'mrs', 'dr'] as const;
const MARITAL = ['single', 'married', 'common_law', 'separated', 'divorced', 'widowed'] as const;
const GENDERS = ['female', 'male', 'other'] as const;

/** applicant/ (and co-applicant/): who applies, with the dealer's required fields and the SIN or SSN. */
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
  const withCo = form.values.has_co_applicant === 'true';
  const setWithCo = form.set('has_co_applicant');
  const country = app.rules.country;
  const phone = inputMask('phone', country);
  // The number on file comes back masked (***-***-286): the mask applies once the shopper types a new one.
  const onFile = String(form.values.social_insurance_number_enc ?? '').includes('*');
  const insuranceMask = onFile ? undefined : insuranceNumberMask(country);
  const has = (name: string) => name in form.values;
  const title =
    party === 'co'
      ? 'creditApp.step.coapplicant-info'
      : applicantTitleId(app.application.primaryApplication.has_co_applicant).replace(
          'credit_app.',
          'creditApp.',
        );
  return (
    <StepFrame titleId={title} form={form} busy={busy}>
      {has('salutation_enc') ? <Choice form={form} name="salutation_enc" options={SALUTATIONS} /> : null}
      <div className={styles.fields}>
        <Text form={form} spec={{ name: 'first_name_enc', autoComplete: 'given-name' }} />
        <Text form={form} spec={{ name: 'middle_name_enc', autoComplete: 'additional-name' }} />
        <Text form={form} spec={{ name: 'last_name_enc', autoComplete: 'family-name' }} />
        <Text
          form={form}
          spec={{
            name: 'date_of_birth_enc',
            autoComplete: 'bday',
            mask: '####-##-##',
            inputMode: 'numeric',
            description: 'creditApp.hint.date',
          }}
        />
      </div>
      <Choice form={form} name="marital_status_enc" options={MARITAL} />
      <Choice form={form} name="gender_enc" options={GENDERS} />
      <div className={styles.fields}>
        <Text form={form} spec={{ name: 'email_enc', type: 'email', autoComplete: 'email' }} />
        <Text form={form} spec={{ name: 'confirm_email', type: 'email', autoComplete: 'email' }} />
        <Text
          form={form}
          spec={{ name: 'phone_enc', type: 'tel', autoComplete: 'tel-national', mask: phone }}
        />
        <Text form={form} spec={{ name: 'mobile_phone_enc', type: 'tel', mask: phone }} />
        <Text
          form={form}
          spec={{
            name: 'social_insurance_number_enc',
            labelId: country === 'US' ? 'creditApp.field.ssn' : 'creditApp.field.sin',
            inputMode: 'numeric',
            autoComplete: 'off',
            description: 'creditApp.hint.insuranceNumber',
            ...(insuranceMask ? { mask: insuranceMask } : {}),
          }}
        />
      </div>
      {party === 'primary' ? (
        <Checkbox
          name="has_co_applicant"
          checked={withCo}
          onChange={(checked) => setWithCo(checked ? 'true' : 'false')}
        >
          <FormattedMessage id="creditApp.withCoApplicant" />
        </Checkbox>
      ) : null}
    </StepFrame>
  );
}
