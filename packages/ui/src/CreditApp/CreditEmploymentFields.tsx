import type { ReactNode } from 'react';
import { inputMask } from '../Field/masks.ts';
import type { Country } from '../internal/domain.ts';
import {
  EMPLOYMENT_TYPES,
  INCOME_FREQUENCIES,
  needsPreviousEmployment,
  RETIRED,
} from '../internal/domain.ts';
import * as styles from './CreditApp.css.ts';
import { type CreditForm, CreditPick, CreditText, type CreditTextSpec, counts } from './CreditFields.tsx';
import { optionLabelId, useCreditText } from './text.ts';

export type CreditEmploymentFieldsProps = {
  /** The step's form: `useForm` on the domain's employment items (`creditAppItems('employment', …)`). */
  readonly form: CreditForm;
  /** The dealer's country (the work phone's mask). */
  readonly country: Country;
};

const money = {
  inputMode: 'decimal' as const,
  description: 'creditApp.hint.dollars',
  kind: 'money' as const,
};

/**
 * The employment step's fields: the status, then the job (employer, occupation, work phone and its
 * extension, time there) or the time retired; the previous job, its employer's phone and extension
 * (unless it was retirement) and its time there when the domain's rule asks it (under two years); the income,
 * its frequency and other income (its source and frequency, asked once there is an amount, and details).
 */
export function CreditEmploymentFields({ form, country }: CreditEmploymentFieldsProps): ReactNode {
  const t = useCreditText();
  const v = form.values;
  const retired = v.employment_status_enc === RETIRED;
  const previous = needsPreviousEmployment({
    employment_status_enc: retired ? RETIRED : undefined,
    ...counts(v, [
      'years_at_employment_enc',
      'months_at_employment_enc',
      'years_as_retired_enc',
      'months_as_retired_enc',
    ]),
  });
  const text = (name: string, extra: Omit<CreditTextSpec, 'name'> = {}) => (
    <CreditText form={form} country={country} spec={{ name, ...extra }} />
  );
  const numeric = { inputMode: 'numeric' } as const;
  return (
    <>
      <CreditPick form={form} country={country} name="employment_status_enc" options={EMPLOYMENT_TYPES} />
      {retired ? (
        <div className={styles.fields}>
          {text('years_as_retired_enc', numeric)}
          {text('months_as_retired_enc', numeric)}
        </div>
      ) : (
        <div className={styles.fields}>
          {text('employer_enc', { autoComplete: 'organization' })}
          {text('occupation_enc', { autoComplete: 'organization-title' })}
          {text('work_phone_enc', { type: 'tel', mask: inputMask('phone', country) })}
          {text('work_ext_enc', { ...numeric, autoComplete: 'off' })}
          {text('years_at_employment_enc', numeric)}
          {text('months_at_employment_enc', numeric)}
        </div>
      )}
      {previous ? (
        <fieldset className={styles.group} data-previous="employment">
          <legend className={styles.legend}>{t('creditApp.previousEmployment')}</legend>
          <CreditPick
            form={form}
            country={country}
            name="previous_employment_status_enc"
            options={EMPLOYMENT_TYPES}
          />
          <div className={styles.fields}>
            {text('previous_employer_enc')}
            {text('previous_occupation_enc')}
            {/* The previous employer's phone, as the current job's; a retirement has no employer to call. */}
            {v.previous_employment_status_enc === RETIRED ? null : (
              <>
                {text('previous_work_phone_enc', { type: 'tel', mask: inputMask('phone', country) })}
                {text('previous_work_ext_enc', { ...numeric, autoComplete: 'off' })}
              </>
            )}
            {text('previous_years_at_employment_enc', numeric)}
            {text('previous_months_at_employment_enc', numeric)}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.fields}>
        {text('income_amount_enc', money)}
        <CreditPick form={form} country={country} name="income_frequency_enc" options={INCOME_FREQUENCIES} />
        {text('other_income_amount_enc', money)}
      </div>
      {/* Other income's source and frequency (asked once there is an amount), and its details. */}
      <div className={styles.fields} data-group="other-income">
        {text('other_income_type_enc')}
        <CreditPick
          form={form}
          country={country}
          name="other_income_frequency_enc"
          options={INCOME_FREQUENCIES.map((id) => ({
            id,
            label: t(optionLabelId('income_frequency_enc', id)),
          }))}
        />
        {text('other_income_description_enc')}
      </div>
    </>
  );
}
