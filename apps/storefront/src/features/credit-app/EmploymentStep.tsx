import { type CreditAppParty, EMPLOYMENT_TYPES, INCOME_FREQUENCIES, RETIRED } from '@storefront/domain';
import { inputMask } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreditApp } from './context.ts';
import * as styles from './creditApp.css.ts';
import { Pick, Text } from './FormFields.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useStepForm } from './useStepForm.ts';

const under2Years = (years: string, months: string) =>
  /^\d+$/.test(years.trim()) && Number(years) * 12 + (Number(months) || 0) < 24;

/** employment/ (and co-applicant/employment/): job or retirement, previous job under two years, income. */
export function EmploymentStep({ party = 'primary' }: { party?: CreditAppParty }): ReactNode {
  const app = useCreditApp();
  const intl = useIntl();
  const { form, busy } = useStepForm(
    'employment',
    party,
    party === 'co' ? 'coapplicant-employment-info' : 'employment-info',
    ['other_income_type_enc', 'other_income_frequency_enc', 'other_income_description_enc'],
  );
  const v = form.values;
  const retired = v.employment_status_enc === RETIRED;
  const previous = retired
    ? under2Years(v.years_as_retired_enc ?? '', v.months_as_retired_enc ?? '')
    : under2Years(v.years_at_employment_enc ?? '', v.months_at_employment_enc ?? '');
  const option = (key: string) => (id: string) => ({
    id,
    label: intl.formatMessage({ id: `creditApp.option.${key}.${id}` }),
  });
  const statuses = EMPLOYMENT_TYPES.map(option('employment_status'));
  const frequencies = INCOME_FREQUENCIES.map(option('income_frequency'));
  const money = { inputMode: 'decimal' as const, description: 'creditApp.hint.dollars' };
  return (
    <StepFrame
      titleId={
        party === 'co' ? 'creditApp.step.coapplicant-employment-info' : 'creditApp.step.employment-info'
      }
      form={form}
      busy={busy}
    >
      <Pick form={form} name="employment_status_enc" options={statuses} />
      {retired ? (
        <div className={styles.fields}>
          <Text form={form} spec={{ name: 'years_as_retired_enc', inputMode: 'numeric' }} />
          <Text form={form} spec={{ name: 'months_as_retired_enc', inputMode: 'numeric' }} />
        </div>
      ) : (
        <div className={styles.fields}>
          <Text form={form} spec={{ name: 'employer_enc', autoComplete: 'organization' }} />
          <Text form={form} spec={{ name: 'occupation_enc', autoComplete: 'organization-title' }} />
          <Text
            form={form}
            spec={{ name: 'work_phone_enc', type: 'tel', mask: inputMask('phone', app.rules.country) }}
          />
          <Text form={form} spec={{ name: 'years_at_employment_enc', inputMode: 'numeric' }} />
          <Text form={form} spec={{ name: 'months_at_employment_enc', inputMode: 'numeric' }} />
        </div>
      )}
      {previous ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <FormattedMessage id="creditApp.previousEmployment" />
          </legend>
          <Pick form={form} name="previous_employment_status_enc" options={statuses} />
          <div className={styles.fields}>
            <Text form={form} spec={{ name: 'previous_employer_enc' }} />
            <Text form={form} spec={{ name: 'previous_occupation_enc' }} />
          </div>
        </fieldset>
      ) : null}
      <div className={styles.fields}>
        <Text form={form} spec={{ name: 'income_amount_enc', ...money }} />
        <Pick form={form} name="income_frequency_enc" options={frequencies} />
        <Text form={form} spec={{ name: 'other_income_amount_enc', ...money }} />
      </div>
    </StepFrame>
  );
}
